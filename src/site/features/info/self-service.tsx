import type { ReactNode } from "react";
import type { SiteSettings } from "../../../domain";
import { Alert } from "../../../ui/components/alert";
import { Button } from "../../../ui/components/button";
import { Icon } from "../../../ui/components/icon";
import { NewWindowHint } from "../../../ui/components/new-window-hint";
import { webAddress } from "./external-frame";
import { InfoPage, InfoSection, TEXT_LINK } from "./info-page";

export type SelfServiceTask = {
  path: string;
  /** The menu's name for the task. */
  label: string;
  title: string;
  description: string;
  lead: string;
  steps: readonly ReactNode[];
  tip?: ReactNode;
};

export const SELF_SERVICE_TASKS = {
  segundaVia: {
    path: "/cliente/segunda-via",
    label: "2ª via da fatura",
    title: "2ª via da fatura",
    description: "Emita a 2ª via da sua fatura de internet no portal do assinante, em poucos passos.",
    lead: "Perdeu o boleto ou precisa da fatura de outro mês? Você mesmo emite a 2ª via no portal do assinante, a qualquer hora.",
    steps: [
      "Entre no portal do assinante com o CPF ou CNPJ do titular e a sua senha.",
      "Abra a área de faturas e escolha o mês que deseja pagar.",
      "Baixe o boleto em PDF ou copie o código de pagamento e pague no aplicativo do seu banco.",
    ],
    tip: "Pagou uma fatura atrasada? A compensação do boleto pode levar até 3 dias úteis; se a conexão estiver bloqueada, use o desbloqueio de confiança enquanto isso.",
  },
  mudancaSenha: {
    path: "/cliente/mudanca-senha",
    label: "Mudança de senha",
    title: "Mudança de senha",
    description: "Troque a senha do Wi-Fi ou do portal do assinante pelo próprio portal, sem precisar ligar.",
    lead: "Trocar a senha com frequência protege a sua rede. Pelo portal do assinante você muda a senha do Wi-Fi e a senha de acesso ao próprio portal.",
    steps: [
      "Entre no portal do assinante. Esqueceu a senha do portal? Use a opção de recuperação na tela de entrada.",
      "Abra as configurações da sua conexão ou do seu cadastro e escolha a senha que deseja trocar.",
      "Crie uma senha nova com pelo menos 8 caracteres, misturando letras, números e símbolos, e salve. Depois, conecte de novo os aparelhos com a senha nova.",
    ],
    tip: "Nunca informe sua senha a quem ligar ou mandar mensagem dizendo ser da empresa: nossa equipe não pede senhas.",
  },
  desbloqueio: {
    path: "/cliente/desbloqueio",
    label: "Desbloqueio de confiança",
    title: "Desbloqueio de confiança",
    description:
      "Conexão suspensa por fatura em atraso? Peça o desbloqueio de confiança no portal do assinante e volte a navegar enquanto regulariza o pagamento.",
    lead: "Se a sua conexão foi suspensa por uma fatura em aberto, o desbloqueio de confiança libera a internet por alguns dias enquanto você regulariza o pagamento.",
    steps: [
      "Entre no portal do assinante com o CPF ou CNPJ do titular e a sua senha.",
      "Escolha a opção de desbloqueio de confiança e confirme o pedido.",
      "Aguarde alguns minutos e reinicie o roteador se a conexão não voltar. Pague a fatura dentro do prazo liberado para evitar um novo bloqueio.",
    ],
    tip: "O desbloqueio de confiança segue as regras do seu contrato e não pode ser repetido em seguida. Em caso de dúvida, fale com a central de atendimento.",
  },
  consumo: {
    path: "/consumo",
    label: "Consumo",
    title: "Acompanhe o seu consumo",
    description: "Veja no portal do assinante o histórico de uso da sua conexão, mês a mês.",
    lead: "Quer saber quanto a sua casa ou empresa usa a internet? O portal do assinante mostra o histórico de uso da sua conexão.",
    steps: [
      "Entre no portal do assinante com o CPF ou CNPJ do titular e a sua senha.",
      "Abra a área da sua conexão e escolha o período que deseja consultar.",
      "Compare o uso dos meses: se a conexão anda pequena para a família ou para a equipe, fale com a gente sobre um plano mais rápido.",
    ],
  },
} as const satisfies Record<string, SelfServiceTask>;

export type SelfServiceKey = keyof typeof SELF_SERVICE_TASKS;

/** A subscriber task done in the portal: the steps, then the way to the portal (or to the centre). */
export function SelfServicePage({ task, settings }: { task: SelfServiceKey; settings: SiteSettings }) {
  const data: SelfServiceTask = SELF_SERVICE_TASKS[task];
  const portal = webAddress(settings.subscriberPortalUrl);
  const others = Object.values(SELF_SERVICE_TASKS).filter((other) => other.path !== data.path);
  return (
    <InfoPage eyebrow="Área do cliente" title={data.title} lead={data.lead}>
      <InfoSection title="Como fazer">
        <ol className="flex flex-col gap-4">
          {data.steps.map((step, index) => (
            <li key={String(index)} className="flex gap-4 rounded-xl border bg-card p-4 text-card-foreground">
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
              >
                {index + 1}
              </span>
              <p className="self-center">
                <span className="sr-only">Passo {index + 1}: </span>
                {step}
              </p>
            </li>
          ))}
        </ol>
        {data.tip && <p className="text-muted-foreground">{data.tip}</p>}
        {portal ? (
          <div>
            <Button asChild size="lg-wrap">
              <a href={portal} target="_blank" rel="noopener noreferrer">
                Acessar o portal do assinante
                <Icon name="external-link" />
                <NewWindowHint />
              </a>
            </Button>
          </div>
        ) : (
          <Alert variant="info">
            <p>
              O portal do assinante ainda não está disponível por aqui. Fale com a nossa{" "}
              <a href="/central-atendimento" className={TEXT_LINK}>
                central de atendimento
              </a>{" "}
              e nós ajudamos você.
            </p>
          </Alert>
        )}
      </InfoSection>
      <InfoSection title="Outros serviços do portal">
        <ul className="flex flex-wrap gap-3">
          {others.map((other) => (
            <li key={other.path}>
              <Button asChild variant="outline">
                <a href={other.path}>{other.label}</a>
              </Button>
            </li>
          ))}
          <li>
            <Button asChild variant="outline">
              <a href="/central-atendimento">Central de atendimento</a>
            </Button>
          </li>
        </ul>
      </InfoSection>
    </InfoPage>
  );
}
