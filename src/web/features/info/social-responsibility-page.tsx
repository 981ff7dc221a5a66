import { Link } from "react-router";
import type { SiteSettings } from "../../../domain";
import { mailLink } from "./contact-channels";
import { BulletList, InfoPage, InfoSection, TEXT_LINK } from "./info-page";

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
