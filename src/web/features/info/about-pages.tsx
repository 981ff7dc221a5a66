import { Link } from "react-router";
import type { SiteSettings } from "../../../domain";
import { NewWindowHint } from "../../components/ui/new-window-hint";
import { ContactChannels, mailLink } from "./contact-channels";
import { BulletList, InfoPage, InfoSection, TEXT_LINK } from "./info-page";

/** The company's registered details, each line only when set. */
export function CompanyDetails({ settings }: { settings: SiteSettings }) {
  const rows = [
    ["Razão social", settings.companyName],
    ["CNPJ", settings.cnpj],
    ["Endereço", settings.address],
  ].filter(([, value]) => value);
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-xl border bg-card p-4 text-card-foreground sm:grid-cols-[auto_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd className="text-muted-foreground">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

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

export function SocialResponsibilityPage({ settings }: { settings: SiteSettings }) {
  const name = settings.companyName;
  return (
    <InfoPage
      eyebrow="Institucional"
      title="Responsabilidade social"
      lead={`Internet de qualidade muda a vida de uma cidade. Por isso a ${name} assume compromissos com as pessoas e os lugares onde atua.`}
    >
      <InfoSection title="Inclusão digital">
        <p>
          Levamos a fibra a bairros e distritos que costumam ficar por último e apoiamos escolas, bibliotecas
          e associações de moradores que querem ensinar o uso seguro da internet, de crianças a idosos.
        </p>
      </InfoSection>
      <InfoSection title="Trabalho e renda na região">
        <p>
          Sempre que possível, contratamos e formamos técnicos, atendentes e vendedores das próprias cidades
          onde estamos, e compramos de fornecedores locais.{" "}
          <Link to="/trabalhe-conosco" className={TEXT_LINK}>
            Veja as vagas abertas
          </Link>
          .
        </p>
      </InfoSection>
      <InfoSection title="Meio ambiente">
        <BulletList
          items={[
            "Roteadores, cabos e equipamentos recolhidos são reaproveitados ou enviados para reciclagem por empresas licenciadas.",
            "A fibra óptica gasta menos energia que as redes antigas de cobre para levar a mesma quantidade de dados.",
            "Planejamos as rotas da rede para reduzir deslocamentos das equipes.",
          ]}
        />
      </InfoSection>
      <InfoSection title="Segurança e acessibilidade">
        <p>
          Orientamos nossos clientes contra golpes digitais na página de{" "}
          <Link to="/cliente/protecao-golpes" className={TEXT_LINK}>
            proteção contra golpes
          </Link>{" "}
          e mantemos este site acessível, com as opções da página de{" "}
          <Link to="/acessibilidade" className={TEXT_LINK}>
            acessibilidade
          </Link>
          .
        </p>
      </InfoSection>
      <InfoSection title="Tem um projeto na sua cidade?">
        <p>
          Conte para a gente pelos canais da{" "}
          <Link to="/central-atendimento" className={TEXT_LINK}>
            central de atendimento
          </Link>
          {settings.salesEmail && <> ou pelo e-mail {mailLink(settings.salesEmail, "Projeto social")}</>}.
        </p>
      </InfoSection>
    </InfoPage>
  );
}

export function PressPage({ settings }: { settings: SiteSettings }) {
  const name = settings.companyName;
  const social = [
    ["Facebook", settings.facebookUrl],
    ["Instagram", settings.instagramUrl],
    ["YouTube", settings.youtubeUrl],
    ["LinkedIn", settings.linkedinUrl],
  ].filter(([, url]) => url);
  const hasContact = settings.salesEmail || settings.salesPhone;
  return (
    <InfoPage
      eyebrow="Institucional"
      title="Imprensa"
      lead={`Jornalistas e produtores de conteúdo encontram aqui o contato da assessoria e as informações oficiais da ${name}.`}
    >
      <InfoSection title="Contato para a imprensa">
        {hasContact ? (
          <>
            <p>
              Para entrevistas, dados sobre a rede, imagens e posicionamentos, fale com a nossa equipe.
              Informe o veículo, o assunto e o seu prazo: respondemos o quanto antes.
            </p>
            <ContactChannels
              settings={settings}
              channels={["salesEmail", "phone", "hours"]}
              whatsappMessage={`Olá! Sou jornalista e gostaria de falar com a assessoria da ${name}.`}
            />
            {settings.salesEmail && (
              <p className="text-sm text-muted-foreground">
                No e-mail, use o assunto “Imprensa” para que a mensagem chegue mais rápido à pessoa certa.
              </p>
            )}
          </>
        ) : (
          <p>
            Fale com a gente pelos canais da{" "}
            <Link to="/central-atendimento" className={TEXT_LINK}>
              central de atendimento
            </Link>{" "}
            e peça para falar com a assessoria de imprensa.
          </p>
        )}
      </InfoSection>
      <InfoSection title="Notícias e novidades">
        <p>
          As novidades da {name} e dicas sobre tecnologia estão no nosso{" "}
          <Link to="/blog" className={TEXT_LINK}>
            blog
          </Link>
          .
        </p>
      </InfoSection>
      {social.length > 0 && (
        <InfoSection title="Redes sociais">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {social.map(([label, url]) => (
              <li key={label}>
                <a href={url} target="_blank" rel="noopener noreferrer" className={TEXT_LINK}>
                  {label}
                  <NewWindowHint />
                </a>
              </li>
            ))}
          </ul>
        </InfoSection>
      )}
      <InfoSection title="Dados da empresa">
        <CompanyDetails settings={settings} />
      </InfoSection>
    </InfoPage>
  );
}
