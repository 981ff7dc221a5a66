import { hasAnyTag, type SiteSettings } from "../../../domain";
import { InfoSection } from "./info-page";

// What each cookie category loads (issue 57, decision 0069), drawn from the settings so it always says
// what this site really sets, whatever the editable prose above says: the necessary cookies, then the
// tags of analysis and marketing whose IDs are set, each loaded only after the visitor's consent.

type Row = { name: string; what: string; kept: string };

const NECESSARY: Row[] = [
  {
    name: "Sessão da equipe",
    what: "Mantém conectado o funcionário que entra na área restrita.",
    kept: "Até sair, ou 7 dias",
  },
  {
    name: "Origem da visita (vitrine_origem)",
    what: "Quando você chega por um link de campanha (utm_source, utm_campaign, gclid, fbclid…), guarda esses parâmetros e a página de entrada, para sabermos qual campanha trouxe o seu pedido de contato. Não guarda dados pessoais.",
    kept: "Até fechar o navegador",
  },
  {
    name: "Sua escolha de cookies (vitrine_consentimento)",
    what: "Guarda se você aceitou ou recusou os cookies de análise e de marketing, e a versão do aviso que você viu.",
    kept: "6 meses",
  },
];

export function tagRows(settings: Pick<SiteSettings, "gtmId" | "ga4Id" | "metaPixelId">) {
  const analytics: Row[] = [];
  const marketing: Row[] = [];
  if (settings.gtmId)
    analytics.push({
      name: "Google Tag Manager",
      what: "Carrega as medições configuradas pela equipe de marketing, respeitando a sua escolha (Consent Mode do Google).",
      kept: "Conforme a política do Google",
    });
  if (settings.ga4Id)
    analytics.push({
      name: "Google Analytics 4",
      what: "Mede visitas, páginas vistas e o caminho até um pedido de contato, de forma agregada.",
      kept: "Até 14 meses (Google)",
    });
  if (settings.metaPixelId)
    marketing.push({
      name: "Meta Pixel (Facebook e Instagram)",
      what: "Mede os resultados das campanhas da Meta e permite mostrar anúncios a quem visitou o site.",
      kept: "Até 90 dias (Meta)",
    });
  if (settings.gtmId)
    marketing.push({
      name: "Google Tag Manager (anúncios)",
      what: "Pode carregar medições de anúncios do Google (Google Ads), só se você aceitar o marketing.",
      kept: "Conforme a política do Google",
    });
  return { analytics, marketing };
}

/** A category's cookies and tools: a list (it reads on a phone, where a three-column table does not). */
function Table({ caption, rows }: { caption: string; rows: Row[] }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold">{caption}</h3>
      <ul className="flex flex-col gap-3">
        {rows.map((row) => (
          <li key={row.name} className="rounded-md border p-3 text-sm">
            <p className="font-semibold">{row.name}</p>
            <p>{row.what}</p>
            <p className="text-muted-foreground">Por quanto tempo: {row.kept}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The cookie policy's list by category, and the way to change a choice. */
export function CookieCategories({ settings }: { settings: SiteSettings }) {
  const { analytics, marketing } = tagRows(settings);
  return (
    <InfoSection title="Cookies por categoria">
      <Table caption="Necessários (sempre ativos)" rows={NECESSARY} />
      {hasAnyTag(settings) ? (
        <>
          <p>
            Os cookies de análise e de marketing só são carregados depois que você escolhe “Aceitar” ou os
            marca em “Personalizar” no aviso de cookies. Se você recusar, nenhum deles é carregado.
          </p>
          {analytics.length > 0 && <Table caption="Análise" rows={analytics} />}
          {marketing.length > 0 && <Table caption="Marketing" rows={marketing} />}
          <p>
            <button type="button" data-consent-reset hidden className="font-semibold text-primary underline">
              Mudar minha escolha de cookies
            </button>
          </p>
        </>
      ) : (
        <p>
          Este site não carrega cookies de análise nem de marketing, por isso não mostra aviso de cookies.
        </p>
      )}
    </InfoSection>
  );
}

/** The privacy policy's paragraph on the visit's origin and the consented tags. */
export function PrivacyTagsSection({ settings }: { settings: SiteSettings }) {
  const { analytics, marketing } = tagRows(settings);
  const names = [...analytics, ...marketing].map((row) => row.name);
  return (
    <InfoSection title="Origem da visita e ferramentas de medição">
      <p>
        Quando você chega por um link de campanha, guardamos os parâmetros do link (como utm_source e
        utm_campaign) e a página de entrada junto com o seu pedido de contato ou indicação, para saber qual
        campanha o trouxe. Esses parâmetros não identificam você.
      </p>
      <p>
        {names.length > 0
          ? `Com o seu consentimento, e só com ele, o site carrega: ${names.join(", ")}. Base legal: consentimento (LGPD, art. 7º, I), que você pode retirar a qualquer momento na política de cookies.`
          : "O site não carrega ferramentas de análise de audiência nem de publicidade."}{" "}
        <a href="/cookies" className="underline">
          Política de cookies
        </a>
        .
      </p>
    </InfoSection>
  );
}
