import { Link } from "react-router";
import type { SiteSettings } from "../../../domain";
import { BulletList, InfoPage, InfoSection, TEXT_LINK } from "./info-page";

export function TermsOfUsePage({ settings }: { settings: SiteSettings }) {
  const name = settings.companyName;
  return (
    <InfoPage
      eyebrow="Institucional"
      title="Termos de uso"
      lead={`As regras para usar o site da ${name}. Ao navegar por ele, você concorda com estes termos.`}
    >
      <InfoSection title="Sobre o site">
        <p>
          Este site apresenta os planos e serviços da {name}
          {settings.cnpj && <> (CNPJ {settings.cnpj})</>} e leva você aos nossos canais de venda e
          atendimento. A contratação de um serviço segue o contrato de prestação de serviço e as regras da
          Anatel, não estes termos.
        </p>
      </InfoSection>
      <InfoSection title="Preços e disponibilidade">
        <BulletList
          items={[
            "Os planos, preços e promoções variam por cidade e podem mudar sem aviso. Vale a oferta confirmada no momento da contratação.",
            "A disponibilidade depende da cobertura no seu endereço, conferida antes da instalação.",
            "As velocidades anunciadas são as contratadas; a velocidade pelo Wi-Fi pode variar com a distância, os obstáculos e o aparelho.",
            "Serviços de streaming incluídos nos combos seguem também as regras de cada serviço.",
          ]}
        />
      </InfoSection>
      <InfoSection title="Uso permitido">
        <p>Você pode navegar, consultar e compartilhar as páginas do site. Não é permitido:</p>
        <BulletList
          items={[
            "tentar acessar a área restrita da equipe ou sistemas sem autorização;",
            "sobrecarregar o site, explorar falhas ou coletar o conteúdo de forma automatizada e abusiva;",
            "usar marcas, textos e imagens do site para se passar pela empresa.",
          ]}
        />
      </InfoSection>
      <InfoSection title="Propriedade intelectual">
        <p>
          Textos, imagens e marcas deste site pertencem à {name} ou aos seus parceiros, que autorizaram o uso.
          Marcas de serviços de streaming pertencem aos respectivos donos.
        </p>
      </InfoSection>
      <InfoSection title="Links para outros sites">
        <p>
          O site leva a páginas de outras empresas, como o WhatsApp, os serviços de streaming e órgãos
          públicos. Elas têm regras próprias, e não respondemos pelo seu conteúdo.
        </p>
      </InfoSection>
      <InfoSection title="Privacidade">
        <p>
          O tratamento de dados pessoais está descrito na{" "}
          <Link to="/politica-privacidade" className={TEXT_LINK}>
            política de privacidade
          </Link>{" "}
          e na{" "}
          <Link to="/cookies" className={TEXT_LINK}>
            política de cookies
          </Link>
          .
        </p>
      </InfoSection>
      <InfoSection title="Alterações e foro">
        <p>
          Estes termos podem ser atualizados a qualquer momento; vale a versão publicada nesta página. Eles
          seguem a lei brasileira, e o consumidor pode recorrer ao foro do seu domicílio.
        </p>
        <p>
          Dúvidas? Fale com a{" "}
          <Link to="/central-atendimento" className={TEXT_LINK}>
            central de atendimento
          </Link>
          .
        </p>
      </InfoSection>
    </InfoPage>
  );
}
