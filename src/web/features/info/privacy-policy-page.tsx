import { Link } from "react-router";
import type { SiteSettings } from "../../../domain";
import { NewWindowHint } from "../../components/ui/new-window-hint";
import { CompanyDetails } from "./company-details";
import { BulletList, InfoPage, InfoSection, TEXT_LINK } from "./info-page";
import { ANPD, LGPD, PrivacyContact } from "./legal-contact";

export function PrivacyPolicyPage({
  settings,
  referralRetention,
  leadRetention,
}: {
  settings: SiteSettings;
  /** REFERRAL_RETENTION_DAYS in words: '12 meses'. */
  referralRetention: string;
  /** LEAD_RETENTION_DAYS in words. */
  leadRetention: string;
}) {
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
          {settings.privacyOfficerName ? (
            <>
              O nosso encarregado pelo tratamento de dados pessoais é{" "}
              <strong data-testid="privacy-officer">{settings.privacyOfficerName}</strong>. Dúvidas, pedidos e
              reclamações sobre os seus dados pessoais vão para ele:{" "}
            </>
          ) : (
            <>Dúvidas, pedidos e reclamações sobre os seus dados pessoais vão para o nosso encarregado: </>
          )}
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
              <strong>Primeiro passo do Indique um Amigo.</strong> Os seus dados do primeiro passo ficam no
              armazenamento local do navegador só até você enviar a indicação, por no máximo uma hora; depois
              disso são apagados do aparelho.
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
              <strong>Indicações.</strong> Quando você indica um amigo, usamos os dados informados apenas para
              a promoção Indique um Amigo (detalhes na seção abaixo).
            </>,
            <>
              <strong>Pedidos de contato.</strong> Quando você pede um aviso de cobertura, uma ligação ou uma
              proposta para a sua empresa, usamos os dados informados só para responder a esse pedido
              (detalhes na seção abaixo).
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

      <InfoSection title="Indique um Amigo">
        <p>
          Na{" "}
          <Link to="/indique" className={TEXT_LINK}>
            página de indicação
          </Link>{" "}
          coletamos o nome, o telefone, o e-mail e o CPF de quem indica e do amigo indicado.
        </p>
        <BulletList
          items={[
            <>
              <strong>Para quê.</strong> Entrar em contato com o amigo indicado sobre a promoção, conferir se
              ele assinou e teve a internet instalada, confirmar que quem indicou é assinante e aplicar o
              desconto de 50% na primeira mensalidade dos dois. O CPF serve para identificar cada pessoa e
              evitar autoindicação e descontos em dobro. Não usamos esses dados para outras ofertas.
            </>,
            <>
              <strong>Base legal.</strong> Para quem indica, o consentimento dado ao enviar a indicação e os
              procedimentos preliminares ao contrato da promoção (LGPD, art. 7º, I e V). Para o amigo
              indicado, o legítimo interesse em apresentar a oferta que lhe foi indicada (art. 7º, IX), com o
              direito de se opor a qualquer momento.
            </>,
            <>
              <strong>Segurança.</strong> O CPF é guardado com criptografia; a nossa equipe vê apenas parte
              dele, e cada consulta ao número completo fica registrada.
            </>,
            <>
              <strong>Prazo.</strong> Os dados de cada indicação são apagados automaticamente em até{" "}
              {referralRetention} depois do envio.
            </>,
            <>
              <strong>Se você foi indicado.</strong> Você pode pedir que não entremos mais em contato e que
              seus dados sejam apagados: responda à nossa mensagem dizendo isso ou escreva para{" "}
              <PrivacyContact settings={settings} subject="Indicação - oposição ao contato" />.
            </>,
          ]}
        />
      </InfoSection>

      <InfoSection title="Pedidos de contato">
        <p>
          Três formulários do site guardam um pedido seu para a nossa equipe responder. Nenhum deles pede CPF.
        </p>
        <BulletList
          items={[
            <>
              <strong>Avise-me quando chegar.</strong> Nome, WhatsApp ou telefone e a sua cidade e estado (ou
              o CEP), para avisar você quando a nossa internet chegar aí e para sabermos onde ampliar a rede.
              Base legal: o seu consentimento, dado ao marcar a caixa do formulário (LGPD, art. 7º, I), que
              você pode revogar a qualquer momento.
            </>,
            <>
              <strong>Prefiro que me liguem.</strong> Nome, telefone, CEP e número do endereço, o melhor
              período para a ligação e o plano sobre o qual você quer falar, para a ligação que você pediu.
              Base legal: procedimentos preliminares a um contrato, a seu pedido (art. 7º, V).
            </>,
            <>
              <strong>Proposta para empresas.</strong> CNPJ, nome da empresa, nome, telefone e e-mail de quem
              fala por ela e a cidade, para preparar e enviar a proposta. Base legal: procedimentos
              preliminares a um contrato, a pedido da empresa (art. 7º, V).
            </>,
            <>
              <strong>Prazo.</strong> Cada pedido é apagado automaticamente em até {leadRetention} depois do
              envio.
            </>,
            <>
              <strong>Apagar antes.</strong> Peça a qualquer momento que apaguemos o seu pedido, escrevendo
              para <PrivacyContact settings={settings} subject="Pedido de contato - exclusão de dados" />.
            </>,
          ]}
        />
      </InfoSection>

      <InfoSection title="Bases legais">
        <BulletList
          items={[
            "Registros de acesso: cumprimento de obrigação legal (Marco Civil da Internet, Lei nº 12.965/2014) e legítimo interesse em manter o site seguro (LGPD, art. 7º, II e IX).",
            "Contas da equipe: execução do contrato de trabalho ou de prestação de serviços e legítimo interesse na segurança da área restrita (art. 7º, V e IX).",
            "Indicações: consentimento de quem indica e legítimo interesse quanto ao amigo indicado (art. 7º, I, V e IX), como detalhado acima.",
            "Atendimento: procedimentos preliminares a um contrato pedidos por você e execução do contrato (art. 7º, V).",
            "Pedidos de contato: o seu consentimento para o aviso de cobertura; procedimentos preliminares a um contrato, a seu pedido, para ligações e propostas (art. 7º, I e V).",
            "Preferências guardadas no seu navegador: ficam só com você e servem ao funcionamento que você pediu.",
          ]}
        />
      </InfoSection>

      <InfoSection title="Por quanto tempo guardamos">
        <BulletList
          items={[
            "Cidade escolhida: até você fechar ou recarregar a página.",
            "Preferências no navegador: até você apagá-las. Primeiro passo do Indique um Amigo: até o envio, por no máximo uma hora.",
            "Registros de acesso: 6 meses, prazo mínimo do Marco Civil da Internet, salvo ordem judicial ou investigação em curso.",
            "Sessões da equipe: até a saída ou por até 7 dias; contas e histórico de alterações enquanto durar o vínculo e pelos prazos legais depois dele.",
            `Dados de indicação: até ${referralRetention} depois do envio, quando são apagados automaticamente.`,
            `Pedidos de contato: até ${leadRetention} depois do envio, quando são apagados automaticamente.`,
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
