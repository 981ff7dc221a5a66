import { Link } from "react-router";
import type { SiteSettings } from "../../../domain";
import { CompanyDetails } from "./company-details";
import { BulletList, InfoPage, InfoSection, TEXT_LINK } from "./info-page";

export function AboutPage({ settings }: { settings: SiteSettings }) {
  const name = settings.companyName;
  const stats = [
    [settings.statClientsValue, settings.statClientsLabel],
    [settings.statCitiesValue, settings.statCitiesLabel],
    [settings.statChannelsValue, settings.statChannelsLabel],
  ].filter(([value, label]) => value && label);
  return (
    <InfoPage
      eyebrow="Institucional"
      title="Quem somos"
      lead={`A ${name} é um provedor regional de internet: levamos fibra óptica, combos com streaming e câmeras de monitoramento para casas e empresas das cidades onde estamos.`}
    >
      <InfoSection title="Nossa história">
        <p>
          Nascemos para conectar quem mora longe dos grandes centros com a mesma qualidade das capitais.
          Crescemos cidade a cidade, com rede própria de fibra, equipe técnica da região e atendimento feito
          por gente que conhece a sua rua.
        </p>
        <p>
          Hoje a {name} oferece planos residenciais e empresariais, combos com os principais serviços de
          streaming e monitoramento por câmeras, sempre com instalação gratuita.
        </p>
      </InfoSection>
      {stats.length > 0 && (
        <InfoSection title="Em números">
          <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            {stats.map(([value, label]) => (
              <div key={label} className="flex flex-col-reverse rounded-xl border bg-card p-4 text-center">
                <dt className="text-sm text-muted-foreground">{label}</dt>
                <dd className="text-3xl font-extrabold text-primary">{value}</dd>
              </div>
            ))}
          </dl>
        </InfoSection>
      )}
      <InfoSection title="O que fazemos">
        <BulletList
          items={[
            <>
              <Link to="/internet/fibra" className={TEXT_LINK}>
                Internet fibra
              </Link>{" "}
              para a sua casa, com Wi-Fi e instalação gratuita.
            </>,
            <>
              <Link to="/combos" className={TEXT_LINK}>
                Combos
              </Link>{" "}
              de internet com streaming e câmeras.
            </>,
            <>
              <Link to="/webcam" className={TEXT_LINK}>
                Câmeras de monitoramento
              </Link>{" "}
              com acesso pelo celular.
            </>,
            <>
              <Link to="/empresas" className={TEXT_LINK}>
                Soluções para empresas
              </Link>
              , com suporte dedicado.
            </>,
          ]}
        />
      </InfoSection>
      <InfoSection title="No que acreditamos">
        <BulletList
          items={[
            "Atendimento próximo, com respostas claras e sem letras miúdas.",
            "Rede bem cuidada: manutenção preventiva e equipe técnica na região.",
            "Respeito aos seus dados e à sua privacidade.",
            "Compromisso com as cidades onde atuamos.",
          ]}
        />
        <p>
          Saiba mais sobre o nosso{" "}
          <Link to="/responsabilidade-social" className={TEXT_LINK}>
            compromisso social
          </Link>
          .
        </p>
      </InfoSection>
      <InfoSection title="Dados da empresa">
        <CompanyDetails settings={settings} />
      </InfoSection>
    </InfoPage>
  );
}
