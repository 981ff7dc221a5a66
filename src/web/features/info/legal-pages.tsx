import { Link } from "react-router";
import type { SiteSettings } from "../../../domain";
import { NewWindowHint } from "../../components/ui/new-window-hint";
import { CompanyDetails } from "./about-pages";
import { mailLink } from "./contact-channels";
import { BulletList, InfoPage, InfoSection, TEXT_LINK } from "./info-page";

const LGPD = "https://www.planalto.gov.br/ccivil_03/_ato2015-2018/2018/lei/l13709.htm";
const ANPD = "https://www.gov.br/anpd/pt-br";

/** The LGPD encarregado's address, else the support address, else the service centre page. */
function PrivacyContact({ settings, subject }: { settings: SiteSettings; subject: string }) {
  const address = settings.privacyEmail || settings.supportEmail;
  if (address) return mailLink(address, subject);
  return (
    <Link to="/central-atendimento" className={TEXT_LINK}>
      central de atendimento
    </Link>
  );
}

export function PrivacyPolicyPage({ settings }: { settings: SiteSettings }) {
  const name = settings.companyName;
  return (
    <InfoPage
      eyebrow="Privacidade"
      title="Política de privacidade"
      lead={`Como a ${name} trata os dados pessoais de quem visita este site, de acordo com a Lei Geral de Proteção de Dados (LGPD, Lei nº 13.709/2018).`}
    >
      <InfoSection title="Quem é o controlador">
        <p>
          O controlador dos dados tratados neste site é a {name}
          {settings.cnpj && <>, inscrita no CNPJ sob o nº {settings.cnpj}</>}
          {settings.address && <>, com sede em {settings.address}</>}.
        </p>
        <CompanyDetails settings={settings} />
      </InfoSection>

      <InfoSection title="Encarregado pelo tratamento de dados (DPO)">
        <p>
          Dúvidas, pedidos e reclamações sobre os seus dados pessoais vão para o nosso encarregado:{" "}
          <PrivacyContact settings={settings} subject="Privacidade - LGPD" />.
        </p>
      </InfoSection>

      <InfoSection title="Quais dados o site usa e por quê">
        <BulletList
          items={[
            <>
              <strong>Cidade escolhida.</strong> Serve para mostrar os planos vendidos na sua cidade. Fica
              apenas na memória da página durante a visita: não é gravada no seu aparelho nem nos nossos
              servidores, e por isso o site pergunta de novo a cada visita.
            </>,
            <>
              <strong>Preferências de aparência e acessibilidade.</strong> O modo escuro, o tamanho da fonte e
              o alto contraste ficam guardados no armazenamento local do seu navegador, para que o site se
              lembre deles. Não são enviados para nós e você pode apagá-los limpando os dados do site no
              navegador.
            </>,
            <>
              <strong>Registros de acesso.</strong> Nossos servidores registram o endereço IP, a página
              pedida, a data e a hora de cada acesso. Usamos esses registros para manter o site seguro e
              funcionando: limitar tentativas abusivas, investigar falhas e ataques.
            </>,
            <>
              <strong>Contas da equipe.</strong> Os funcionários que mantêm o site entram na área restrita com
              e-mail e senha. Guardamos o nome, o e-mail, a senha protegida por criptografia, as sessões
              abertas (com IP e navegador) e o registro das alterações que cada um faz.
            </>,
            <>
              <strong>Indicações.</strong> Quando você indica um amigo pela página de indicação, usamos o
              nome, o telefone, o e-mail e o CPF informados (seus e do seu amigo) apenas para entrar em
              contato, conferir a contratação e aplicar o desconto da promoção.
            </>,
            <>
              <strong>Conversas pelo WhatsApp.</strong> Os botões de contato abrem o WhatsApp com uma mensagem
              pronta. O que você enviar por lá é tratado para atender o seu pedido, também sob as regras do
              próprio aplicativo.
            </>,
          ]}
        />
        <p>
          O site não usa cookies de rastreamento, publicidade ou análise de audiência. Detalhes na{" "}
          <Link to="/cookies" className={TEXT_LINK}>
            política de cookies
          </Link>
          .
        </p>
      </InfoSection>

      <InfoSection title="Bases legais">
        <BulletList
          items={[
            "Registros de acesso: cumprimento de obrigação legal (Marco Civil da Internet, Lei nº 12.965/2014) e legítimo interesse em manter o site seguro (LGPD, art. 7º, II e IX).",
            "Contas da equipe: execução do contrato de trabalho ou de prestação de serviços e legítimo interesse na segurança da área restrita (art. 7º, V e IX).",
            "Indicações e atendimento: procedimentos preliminares a um contrato pedidos por você e execução do contrato (art. 7º, V).",
            "Preferências guardadas no seu navegador: ficam só com você e servem ao funcionamento que você pediu.",
          ]}
        />
      </InfoSection>

      <InfoSection title="Por quanto tempo guardamos">
        <BulletList
          items={[
            "Cidade escolhida: até você fechar ou recarregar a página.",
            "Preferências no navegador: até você apagá-las.",
            "Registros de acesso: 6 meses, prazo mínimo do Marco Civil da Internet, salvo ordem judicial ou investigação em curso.",
            "Sessões da equipe: até a saída ou por até 7 dias; contas e histórico de alterações enquanto durar o vínculo e pelos prazos legais depois dele.",
            "Dados de indicação: pelo tempo da promoção e pelos prazos legais de guarda de documentos fiscais e de consumo.",
          ]}
        />
      </InfoSection>

      <InfoSection title="Com quem compartilhamos">
        <p>
          Não vendemos dados pessoais. Compartilhamos apenas o necessário com quem nos ajuda a operar o
          serviço (hospedagem, envio de mensagens), sempre sob contrato e com dever de sigilo, e com
          autoridades quando a lei exigir.
        </p>
      </InfoSection>

      <InfoSection title="Seus direitos">
        <p>Pelo art. 18 da LGPD, você pode pedir a qualquer momento:</p>
        <BulletList
          items={[
            "a confirmação de que tratamos dados seus e o acesso a eles;",
            "a correção de dados incompletos, inexatos ou desatualizados;",
            "a anonimização, o bloqueio ou a eliminação de dados desnecessários, excessivos ou tratados em desacordo com a lei;",
            "a portabilidade dos dados a outro fornecedor;",
            "a eliminação dos dados tratados com o seu consentimento;",
            "a informação sobre com quem compartilhamos os seus dados;",
            "a informação sobre a possibilidade de não dar consentimento e as consequências da negativa;",
            "a revogação do consentimento;",
            "a revisão de decisões tomadas apenas por tratamento automatizado.",
          ]}
        />
      </InfoSection>

      <InfoSection title="Como exercer os seus direitos">
        <p>
          Envie o seu pedido para <PrivacyContact settings={settings} subject="Direitos do titular - LGPD" />,
          informando o seu nome e o que deseja. Para proteger você, podemos pedir a confirmação da sua
          identidade antes de responder. Respondemos em até 15 dias.
        </p>
        <p>
          Se não ficar satisfeito com a resposta, você pode reclamar à{" "}
          <a href={ANPD} target="_blank" rel="noopener noreferrer" className={TEXT_LINK}>
            Autoridade Nacional de Proteção de Dados (ANPD)
            <NewWindowHint />
          </a>
          . Leia a íntegra da{" "}
          <a href={LGPD} target="_blank" rel="noopener noreferrer" className={TEXT_LINK}>
            Lei nº 13.709/2018
            <NewWindowHint />
          </a>
          .
        </p>
      </InfoSection>

      <InfoSection title="Segurança">
        <p>
          O site usa conexão criptografada, senhas guardadas com criptografia, acesso restrito à área da
          equipe e registro de todas as alterações feitas nela.
        </p>
      </InfoSection>

      <InfoSection title="Mudanças nesta política">
        <p>
          Podemos atualizar esta política quando o site ou a lei mudarem. A versão em vigor é sempre a
          publicada nesta página.
        </p>
      </InfoSection>
    </InfoPage>
  );
}

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

export function CookiesPage({ settings }: { settings: SiteSettings }) {
  return (
    <InfoPage
      eyebrow="Privacidade"
      title="Política de cookies"
      lead={`O site da ${settings.companyName} não usa cookies de rastreamento, de publicidade nem de análise de audiência.`}
    >
      <InfoSection title="O único cookie do site">
        <p>
          O site grava um único cookie, e só para a equipe: o <strong>cookie de sessão</strong> criado quando
          um funcionário entra na área restrita, que mantém a pessoa conectada e some quando ela sai (ou em
          até 7 dias). Quem apenas visita o site não recebe cookie nenhum.
        </p>
      </InfoSection>
      <InfoSection title="Preferências guardadas no seu navegador">
        <p>
          Sem usar cookies, o site guarda no armazenamento local do seu navegador (local storage) apenas as
          preferências que você escolher: o modo escuro e as opções de{" "}
          <Link to="/acessibilidade" className={TEXT_LINK}>
            acessibilidade
          </Link>{" "}
          (tamanho da fonte e alto contraste). Elas não são enviadas para nós. Para apagá-las, limpe os dados
          deste site nas configurações do navegador.
        </p>
        <p>A cidade que você escolhe não é gravada: vale só durante a visita.</p>
      </InfoSection>
      <InfoSection title="Sites de terceiros">
        <p>
          Quando você sai do site por um link (WhatsApp, portal do assinante, serviços de streaming), o outro
          site pode usar os próprios cookies, sob as regras dele.
        </p>
      </InfoSection>
      <InfoSection title="Saiba mais">
        <p>
          Veja como tratamos os seus dados na{" "}
          <Link to="/politica-privacidade" className={TEXT_LINK}>
            política de privacidade
          </Link>
          .
        </p>
      </InfoSection>
    </InfoPage>
  );
}
