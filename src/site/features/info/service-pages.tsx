import type { ReactNode } from "react";
import type { PublicPage, SiteSettings } from "../../../domain";
import { Accordion, type AccordionItem } from "../../../ui/components/accordion";
import { Button } from "../../../ui/components/button";
import { Icon } from "../../../ui/components/icon";
import { NewWindowHint } from "../../../ui/components/new-window-hint";
import { telLink } from "../../../ui/lib/contact";
import { ContactChannels, mailLink } from "./contact-channels";
import { EditablePage } from "./editable-page";
import { BulletList, InfoPage, InfoSection, TEXT_LINK } from "./info-page";

const ANATEL_CONSUMER = "https://www.gov.br/anatel/pt-br/consumidor";

function SelfServiceLinks() {
  return (
    <BulletList
      items={[
        <a key="fatura" href="/cliente/segunda-via" className={TEXT_LINK}>
          2ª via da fatura
        </a>,
        <a key="desbloqueio" href="/cliente/desbloqueio" className={TEXT_LINK}>
          Desbloqueio de confiança
        </a>,
        <a key="senha" href="/cliente/mudanca-senha" className={TEXT_LINK}>
          Mudança de senha
        </a>,
        <a key="consumo" href="/consumo" className={TEXT_LINK}>
          Consumo
        </a>,
      ]}
    />
  );
}

export function ServiceCentrePage({ settings }: { settings: SiteSettings }) {
  const name = settings.companyName;
  return (
    <InfoPage
      eyebrow="Atendimento"
      title="Central de atendimento"
      lead={`Fale com a ${name} pelo canal que preferir. Tenha em mãos o CPF ou CNPJ do titular do contrato.`}
    >
      <InfoSection title="Nossos canais">
        <ContactChannels
          settings={settings}
          channels={["sac", "phone", "whatsapp", "supportEmail", "salesEmail", "hours", "address"]}
          whatsappMessage={`Olá! Sou cliente da ${name} e preciso de atendimento.`}
        />
        {!settings.salesPhone && !settings.whatsappNumber && !settings.supportEmail && (
          <p>Os canais de contato serão publicados aqui em breve.</p>
        )}
      </InfoSection>
      <InfoSection title="Resolva sem esperar">
        <p>Estes serviços ficam disponíveis a qualquer hora no portal do assinante:</p>
        <SelfServiceLinks />
        <p>
          Sem conexão? Veja antes os passos da página de{" "}
          <a href="/suporte" className={TEXT_LINK}>
            suporte técnico
          </a>
          : muitos problemas se resolvem em poucos minutos.
        </p>
      </InfoSection>
      <InfoSection title="Ouvidoria">
        <p>
          Se o seu pedido já passou pelo atendimento e não foi resolvido, a ouvidoria revisa o caso. Guarde o
          número de protocolo que você recebe em todo atendimento e informe-o ao procurar a ouvidoria.
        </p>
        {settings.ombudsmanPhone || settings.ombudsmanEmail ? (
          <p>
            Fale com a ouvidoria
            {settings.ombudsmanPhone && (
              <>
                {" "}
                pelo telefone{" "}
                <a href={telLink(settings.ombudsmanPhone)} className={TEXT_LINK}>
                  {settings.ombudsmanPhone}
                </a>
              </>
            )}
            {settings.ombudsmanPhone && settings.ombudsmanEmail && " ou"}
            {settings.ombudsmanEmail && <> pelo e-mail {mailLink(settings.ombudsmanEmail, "Ouvidoria")}</>},
            informando o número de protocolo e um resumo do problema.
          </p>
        ) : settings.supportEmail ? (
          <p>
            Escreva para {mailLink(settings.supportEmail, "Ouvidoria")} com o assunto “Ouvidoria”, o número de
            protocolo e um resumo do problema. A resposta vem pelo mesmo canal.
          </p>
        ) : (
          <p>
            Peça o encaminhamento à ouvidoria em qualquer um dos canais acima, informando o número de
            protocolo.
          </p>
        )}
        <p>
          Se ainda assim o problema continuar, você pode registrar uma reclamação na{" "}
          <a href={ANATEL_CONSUMER} target="_blank" rel="noopener noreferrer" className={TEXT_LINK}>
            Anatel
            <NewWindowHint />
          </a>{" "}
          (telefone 1331) ou no Procon da sua cidade.
        </p>
      </InfoSection>
      <InfoSection title="Cuidado com golpes">
        <p>
          A {name} nunca pede senhas, dados bancários ou códigos por telefone, SMS, WhatsApp ou e-mail. Veja
          como se proteger na página de{" "}
          <a href="/cliente/protecao-golpes" className={TEXT_LINK}>
            proteção contra golpes
          </a>
          .
        </p>
      </InfoSection>
    </InfoPage>
  );
}

const TROUBLESHOOTING: readonly { title: string; text: string }[] = [
  {
    title: "Confira o equipamento",
    text: "Veja se o roteador e o aparelho de fibra (ONU) estão ligados na tomada. Uma luz vermelha, ou com o nome LOS, indica problema no cabo de fibra: nesse caso, fale com a gente.",
  },
  {
    title: "Reinicie o roteador",
    text: "Tire o roteador e o aparelho de fibra da tomada, espere 30 segundos e ligue de novo. Aguarde cerca de 2 minutos até as luzes se estabilizarem.",
  },
  {
    title: "Teste em outro aparelho",
    text: "Se a internet funciona no celular e não no computador, o problema está no aparelho. Se possível, teste também com um cabo de rede ligado direto ao roteador.",
  },
  {
    title: "Melhore o Wi-Fi",
    text: "Deixe o roteador no alto, em local aberto e no centro da casa, longe de micro-ondas, espelhos e aquários. Use a rede de 5 GHz perto do roteador e a de 2,4 GHz nos cômodos mais distantes.",
  },
  {
    title: "Meça a velocidade do jeito certo",
    text: "Faça o teste com cabo ou perto do roteador, com os outros aparelhos desconectados. Pelo Wi-Fi, o resultado depende também da distância e do aparelho.",
  },
];

/** The host a link opens, so visitors know where they are sent: 'beta.simet.nic.br'. */
const hostOf = (url: string) => {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
};

/** 'Teste de velocidade': the measuring site the settings name (SIMET's in the demo), in a new tab. */
function SpeedTest({ url }: { url: string }) {
  return (
    <InfoSection title="Teste de velocidade">
      <p>
        Meça a velocidade com um medidor independente, com cabo ou perto do roteador e com os outros aparelhos
        desconectados. Se o resultado ficar abaixo do contratado, repita o teste em outro horário e guarde os
        resultados para mostrar ao suporte.
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button asChild size="lg">
          <a href={url} target="_blank" rel="noopener noreferrer">
            <Icon name="gauge" />
            Testar a velocidade agora
            <NewWindowHint />
          </a>
        </Button>
        <span className="text-sm text-muted-foreground">O teste abre em {hostOf(url)}.</span>
      </div>
    </InfoSection>
  );
}

/** `ticket`: the ticket form when an ERP takes tickets (decision 0037); without it, the page as before. */
export function SupportPage({ settings, ticket }: { settings: SiteSettings; ticket?: ReactNode }) {
  const name = settings.companyName;
  return (
    <InfoPage
      eyebrow="Atendimento"
      title="Suporte técnico"
      lead="Internet lenta ou sem conexão? Siga estes passos antes de chamar o suporte: a maioria dos problemas se resolve em poucos minutos."
    >
      <p className="rounded-xl border bg-muted/60 p-4">
        Ficou sem internet agora?{" "}
        <a href="/cliente/minha-internet-caiu" className={TEXT_LINK}>
          Minha internet caiu
        </a>
        : veja o estado da sua conexão e siga a verificação guiada.
      </p>
      <InfoSection title="Passo a passo">
        <ol className="flex flex-col gap-4">
          {TROUBLESHOOTING.map((step, index) => (
            <li key={step.title} className="flex gap-4 rounded-xl border bg-card p-4 text-card-foreground">
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
              >
                {index + 1}
              </span>
              <div className="flex flex-col gap-1">
                <h3 className="font-bold">{step.title}</h3>
                <p className="text-muted-foreground">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </InfoSection>
      {ticket}
      {settings.speedTestUrl && <SpeedTest url={settings.speedTestUrl} />}
      <InfoSection title="Conexão bloqueada?">
        <p>
          Se a internet foi suspensa por uma fatura em aberto, peça o{" "}
          <a href="/cliente/desbloqueio" className={TEXT_LINK}>
            desbloqueio de confiança
          </a>{" "}
          e emita a{" "}
          <a href="/cliente/segunda-via" className={TEXT_LINK}>
            2ª via da fatura
          </a>
          .
        </p>
      </InfoSection>
      <InfoSection title="Ainda sem solução? Fale com o suporte">
        <ContactChannels
          settings={settings}
          channels={["phone", "whatsapp", "supportEmail", "hours"]}
          whatsappMessage={`Olá! Sou cliente da ${name} e preciso de suporte técnico.`}
        />
        <p>
          Todos os canais estão na{" "}
          <a href="/central-atendimento" className={TEXT_LINK}>
            central de atendimento
          </a>
          . Veja também as{" "}
          <a href="/faq" className={TEXT_LINK}>
            perguntas frequentes
          </a>
          .
        </p>
      </InfoSection>
    </InfoPage>
  );
}

export function faqItems(name: string): AccordionItem[] {
  return [
    {
      question: "Como vejo os planos disponíveis na minha cidade?",
      answer: (
        <p>
          Escolha a sua cidade no menu superior do site: os planos, combos e câmeras oferecidos nela aparecem
          na hora. A lista de cidades atendidas está no{" "}
          <a href="/mapa-cobertura" className={TEXT_LINK}>
            mapa de cobertura
          </a>
          .
        </p>
      ),
    },
    {
      question: "Quanto tempo leva a instalação?",
      answer: (
        <p>
          Depois da contratação, entramos em contato em até 24 horas para agendar, e a instalação é feita em
          até 7 dias úteis. A instalação é gratuita.
        </p>
      ),
    },
    {
      question: "Quais velocidades vocês oferecem?",
      answer: (
        <p>
          Os planos de{" "}
          <a href="/internet/fibra" className={TEXT_LINK}>
            internet fibra
          </a>{" "}
          vão de 350 Mega a 1 Giga, conforme a cidade. A velocidade pelo Wi-Fi pode variar com a distância do
          roteador e com o aparelho usado.
        </p>
      ),
    },
    {
      question: "Como emito a 2ª via da fatura?",
      answer: (
        <p>
          Pelo portal do assinante, a qualquer hora. Veja o passo a passo em{" "}
          <a href="/cliente/segunda-via" className={TEXT_LINK}>
            2ª via da fatura
          </a>
          .
        </p>
      ),
    },
    {
      question: "Minha internet foi bloqueada por atraso. E agora?",
      answer: (
        <p>
          Peça o{" "}
          <a href="/cliente/desbloqueio" className={TEXT_LINK}>
            desbloqueio de confiança
          </a>{" "}
          no portal do assinante: a conexão volta por alguns dias enquanto você regulariza o pagamento.
        </p>
      ),
    },
    {
      question: "Como troco a senha do Wi-Fi?",
      answer: (
        <p>
          Pelo portal do assinante. O passo a passo está em{" "}
          <a href="/cliente/mudanca-senha" className={TEXT_LINK}>
            mudança de senha
          </a>
          .
        </p>
      ),
    },
    {
      question: "Os combos incluem streaming?",
      answer: (
        <p>
          Sim. Os{" "}
          <a href="/combos" className={TEXT_LINK}>
            combos
          </a>{" "}
          juntam internet fibra e serviços de streaming em uma só fatura. Veja como ativar cada serviço em{" "}
          <a href="/streamings" className={TEXT_LINK}>
            streamings
          </a>
          .
        </p>
      ),
    },
    {
      question: "Quantas câmeras posso ter?",
      answer: (
        <p>
          Depende do plano: o Básico tem até 2 câmeras, o Premium até 4 e o Empresarial até 8. Saiba mais em{" "}
          <a href="/webcam" className={TEXT_LINK}>
            câmeras
          </a>
          .
        </p>
      ),
    },
    {
      question: "A internet está lenta. O que faço?",
      answer: (
        <p>
          Reinicie o roteador e siga os passos da página de{" "}
          <a href="/suporte" className={TEXT_LINK}>
            suporte técnico
          </a>
          . Se não resolver, fale com a {name} pela{" "}
          <a href="/central-atendimento" className={TEXT_LINK}>
            central de atendimento
          </a>
          .
        </p>
      ),
    },
    {
      question: "Vou mudar de endereço. Posso levar a internet?",
      answer: (
        <p>
          Se o novo endereço estiver na nossa área de cobertura, sim. Avise a central de atendimento com
          antecedência para agendarmos a mudança.
        </p>
      ),
    },
  ];
}

/** The questions stay the page's accordion; the title, lead and closing prose are staff's (decision 0041). */
export function FaqPage({ page, settings }: { page: PublicPage; settings: SiteSettings }) {
  return (
    <EditablePage
      page={page}
      eyebrow="Atendimento"
      before={<Accordion items={faqItems(settings.companyName)} headingLevel={2} />}
      relaxed={false}
    />
  );
}
