import { useRevalidator } from "react-router";
import type { AdminSiteSettings } from "../../domain";
import { type SiteSettingsFormValues, siteSettingsInputSchema } from "../../domain/schemas";
import { Button } from "../../ui/components/button";
import { Form } from "../../ui/components/form";
import { adminApi } from "../kit/admin-client";
import { SwitchField, TextField } from "../kit/fields";
import { ImageField } from "../kit/image-field";
import { FormFailure, useEntityForm } from "../kit/use-entity-form";
import { useMutation } from "../kit/use-mutation";

type Field = {
  name: Exclude<keyof SiteSettingsFormValues, "proconUrls" | "shareImageUrl" | "onlineSales">;
  label: string;
  placeholder?: string;
  wide?: boolean;
  /** 'date' for the day a score was read. */
  type?: "date";
  inputMode?: "decimal" | "numeric";
  description?: string;
};

export const SETTINGS_GROUPS: { legend: string; fields: Field[] }[] = [
  {
    legend: "Empresa",
    fields: [
      { name: "companyName", label: "Nome da empresa" },
      { name: "cnpj", label: "CNPJ", placeholder: "00.000.000/0000-00" },
      { name: "address", label: "Endereço", wide: true },
      {
        name: "businessHours",
        label: "Horário de atendimento",
        placeholder: "Segunda a sexta, 8h às 18h",
        wide: true,
      },
    ],
  },
  {
    legend: "Contato",
    fields: [
      { name: "salesPhone", label: "Telefone de vendas", placeholder: "(27) 3000-0000" },
      { name: "whatsappNumber", label: "WhatsApp de vendas", placeholder: "5527999990000" },
      { name: "salesEmail", label: "E-mail de vendas" },
      { name: "supportEmail", label: "E-mail de suporte" },
    ],
  },
  {
    legend: "Privacidade (LGPD)",
    fields: [
      {
        name: "privacyOfficerName",
        label: "Encarregado de dados (obrigatório)",
        placeholder: "Nome completo",
      },
      { name: "privacyEmail", label: "E-mail de privacidade (LGPD)" },
    ],
  },
  {
    legend: "Atendimento ao consumidor",
    fields: [
      { name: "sacPhone", label: "SAC (telefone)", placeholder: "ex.: 0800 123 4567" },
      { name: "freeCallPhone", label: "Ligação gratuita (0800)", placeholder: "ex.: 0800 123 4567" },
      { name: "ombudsmanPhone", label: "Ouvidoria (telefone)", placeholder: "ex.: 0800 123 4568" },
      { name: "ombudsmanEmail", label: "Ouvidoria (e-mail)", placeholder: "ex.: ouvidoria@provedor.com.br" },
      {
        name: "sac24hChannel",
        label: "Canal de atendimento 24 horas, 7 dias por semana",
        placeholder: "ex.: WhatsApp (27) 99999-0000",
        wide: true,
      },
    ],
  },
  {
    legend: "Endereços",
    fields: [
      { name: "subscriberPortalUrl", label: "Portal do assinante", placeholder: "https://" },
      { name: "jobsUrl", label: "Trabalhe conosco", placeholder: "https://" },
      { name: "speedTestUrl", label: "Teste de velocidade", placeholder: "ex.: https://beta.simet.nic.br/" },
      {
        name: "streamingHelpUrl",
        label: "Guia de acesso aos streamings",
        placeholder: "https://",
        description: "Aparece em Streamings, carregado só quando o visitante pede.",
      },
      {
        name: "partnerVideoUrl",
        label: "Vídeo do programa de parceiros (YouTube ou Vimeo)",
        placeholder: "https://www.youtube.com/watch?v=…",
        description: "Aparece em Seja parceiro; o vídeo só carrega quando o visitante aperta o play.",
      },
    ],
  },
  {
    legend: "Área do cliente",
    fields: [
      {
        name: "retentionOffer",
        label: "Oferta para quem quer cancelar",
        placeholder: "ex.: Fique com 3 meses de 50% de desconto, sem nova fidelização.",
        wide: true,
        description:
          "Aparece na página de cancelamento, antes da confirmação, e nunca impede o cancelamento. Vazio: não aparece.",
      },
    ],
  },
  {
    legend: "Aplicativo do assinante",
    fields: [
      { name: "googlePlayUrl", label: "Google Play", placeholder: "https://play.google.com/…" },
      { name: "appStoreUrl", label: "App Store", placeholder: "https://apps.apple.com/…" },
    ],
  },
  {
    legend: "Números em destaque",
    fields: [
      { name: "statClientsValue", label: "Número de clientes", placeholder: "50 mil+" },
      { name: "statClientsLabel", label: "Legenda de clientes", placeholder: "Clientes conectados" },
      { name: "statCitiesLabel", label: "Legenda de cidades" },
      { name: "statChannelsValue", label: "Número de canais", placeholder: "Vazio: não aparece" },
      { name: "statChannelsLabel", label: "Legenda de canais" },
    ],
  },
  {
    legend: "Reputação",
    fields: [
      {
        name: "reclameAquiUrl",
        label: "Página no Reclame Aqui",
        placeholder: "https://www.reclameaqui.com.br/empresa/…",
      },
      {
        name: "reclameAquiScore",
        label: "Nota no Reclame Aqui",
        placeholder: "ex.: 8,7",
        inputMode: "decimal",
        description: "De 0 a 10, como o Reclame Aqui mostra. Aparece no rodapé com a data da nota.",
      },
      { name: "reclameAquiScoreOn", label: "Data da nota no Reclame Aqui", type: "date" },
      { name: "googleReviewsUrl", label: "Avaliações no Google", placeholder: "https://g.page/…" },
      {
        name: "googleRating",
        label: "Nota no Google",
        placeholder: "ex.: 4,6",
        inputMode: "decimal",
        description: "De 0 a 5 estrelas. Aparece no rodapé com a data da nota.",
      },
      {
        name: "googleReviewCount",
        label: "Total de avaliações (Google)",
        placeholder: "ex.: 1200",
        inputMode: "numeric",
      },
      { name: "googleRatingOn", label: "Data da nota no Google", type: "date" },
    ],
  },
  {
    legend: "Redes sociais",
    fields: [
      { name: "facebookUrl", label: "Facebook", placeholder: "https://" },
      { name: "instagramUrl", label: "Instagram", placeholder: "https://" },
      { name: "youtubeUrl", label: "YouTube", placeholder: "https://" },
      { name: "linkedinUrl", label: "LinkedIn", placeholder: "https://" },
    ],
  },
  {
    legend: "Marcação e medição (tags)",
    fields: [
      {
        name: "gtmId",
        label: "Google Tag Manager",
        placeholder: "GTM-XXXXXXX",
        description: "Carregado só depois que o visitante aceita cookies de análise ou de marketing.",
      },
      {
        name: "ga4Id",
        label: "Google Analytics 4",
        placeholder: "G-XXXXXXXXXX",
        description: "Carregado só depois que o visitante aceita cookies de análise.",
      },
      {
        name: "metaPixelId",
        label: "Meta Pixel",
        placeholder: "123456789012345",
        inputMode: "numeric",
        description: "Carregado só depois que o visitante aceita cookies de marketing.",
      },
    ],
  },
];

const FAILURE = "Erro ao salvar configurações";

/** The site settings: one form, shown on the public site as soon as it is saved. */
export function SettingsTab({
  settings,
  states,
}: {
  settings: AdminSiteSettings;
  /** The states the provider serves: one Procon address each. */
  states: readonly string[];
}) {
  const { updatedAt, ...saved } = settings;
  // Every served state has its field, empty until an address is typed.
  const values = {
    ...saved,
    proconUrls: { ...Object.fromEntries(states.map((state) => [state, ""])), ...saved.proconUrls },
  };
  const revalidator = useRevalidator();
  const mutation = useMutation();
  const { form, submit, failure, submitting } = useEntityForm({
    schema: siteSettingsInputSchema,
    values,
    resetKey: updatedAt,
    active: true,
    onSubmit: (input) =>
      mutation.run(() => adminApi.siteSettings.update(settings, input), {
        success: "Configurações salvas com sucesso",
        failure: FAILURE,
      }),
  });

  return (
    <section aria-labelledby="tab-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="tab-heading" className="text-xl font-bold">
          Configurações
        </h2>
        <p className="text-sm text-muted-foreground">
          Dados da empresa exibidos no site. Um campo vazio não aparece no site. O número de cidades não se
          digita: o site conta as cidades ativas. O encarregado de dados é obrigatório: a política de
          privacidade o nomeia.
        </p>
      </div>
      <Form {...form}>
        <form
          noValidate
          className="flex flex-col gap-6"
          onSubmit={(event) => {
            if (submitting) event.preventDefault();
            else void submit(event);
          }}
        >
          <FormFailure failure={failure} title={FAILURE} onReload={() => revalidator.revalidate()} />
          {/* Issue 68 (decision 0080): where every 'Assinar' leads. */}
          <fieldset className="grid gap-4 sm:grid-cols-2" data-testid="settings-online-sales">
            <legend className="mb-2 text-base font-semibold">Vendas online</legend>
            <SwitchField
              control={form.control}
              name="onlineSales"
              label="Contrate online nos botões de assinar"
              wide
              description="Ligado: os botões 'Assinar' dos planos, banners e etiquetas levam ao Contrate online, com o plano escolhido. Desligado: levam ao WhatsApp de vendas."
            />
          </fieldset>
          {SETTINGS_GROUPS.map((group) => (
            <fieldset key={group.legend} className="grid gap-4 sm:grid-cols-2">
              <legend className="mb-2 text-base font-semibold">{group.legend}</legend>
              {group.fields.map((item) => (
                <TextField
                  key={item.name}
                  control={form.control}
                  name={item.name}
                  label={item.label}
                  placeholder={item.placeholder}
                  wide={item.wide}
                  type={item.type}
                  inputMode={item.inputMode}
                  description={item.description}
                />
              ))}
            </fieldset>
          ))}
          {states.length > 0 && (
            <fieldset className="grid gap-4 sm:grid-cols-2" data-testid="settings-procon">
              <legend className="mb-2 text-base font-semibold">Procon por estado</legend>
              <p className="text-sm text-muted-foreground sm:col-span-2">
                A página de proteção contra golpes indica o Procon de cada estado atendido, abrindo em nova
                aba. Um estado sem endereço não aparece.
              </p>
              {states.map((state) => (
                <TextField
                  key={state}
                  control={form.control}
                  name={`proconUrls.${state}`}
                  label={`Procon-${state}`}
                  placeholder="https://"
                />
              ))}
            </fieldset>
          )}
          {/* Link previews and the home-screen icon (issue 57). */}
          <fieldset className="grid gap-4 sm:grid-cols-2" data-testid="settings-sharing">
            <legend className="mb-2 text-base font-semibold">Compartilhamento e ícone</legend>
            <TextField
              control={form.control}
              name="brandColor"
              label="Cor da marca"
              placeholder="#2D4FC4"
              description="Fundo das imagens de compartilhamento, cor do ícone na tela inicial do celular e do navegador. Vazio: o azul do site."
            />
            <ImageField
              control={form.control}
              setValue={form.setValue}
              name="shareImageUrl"
              label="Imagem de compartilhamento"
              area="banners"
              failure="Erro ao fazer upload da imagem de compartilhamento"
              hint="Aparece quando um link do site é compartilhado (WhatsApp, Facebook), nas páginas sem imagem própria; é recortada em 1200 × 630. Sem imagem: uma com o nome da empresa."
            />
          </fieldset>
          <div>
            <Button type="submit" busy={submitting}>
              {submitting ? "Salvando..." : "Salvar configurações"}
            </Button>
          </div>
        </form>
      </Form>
    </section>
  );
}
