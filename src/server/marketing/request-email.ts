import { SUBSCRIBER_REQUEST_KIND_LABELS, type SubscriberRequestKind } from "../../domain";

// The e-mails a desk request's subscriber gets (issue 67): its protocol once it is stored, and each reply
// the staff write in 'Solicitações'. Plain pt-BR text built from the request's opened fields when the
// outbox sends it; never a Wi-Fi password (the request keeps none); nothing here logs.

export type RequestEmailInput = {
  protocol: string;
  kind: SubscriberRequestKind;
  name: string;
  contractLabel: string;
  details: string[];
};

const greeting = (name: string) => `Olá, ${name.trim().split(/\s+/)[0] || "assinante"}!`;

/** What happens next, by kind: the staff's part, in the words the confirmation page used. */
const NEXT: Record<SubscriberRequestKind, string> = {
  cancel:
    "A nossa equipe vai confirmar com você a data de desligamento, os valores finais e a devolução dos equipamentos, quando houver.",
  retention: "A nossa equipe vai entrar em contato para aplicar a oferta ao seu contrato.",
  due_day: "A troca vale a partir da próxima fatura que ainda não foi emitida.",
  address: "A nossa equipe vai entrar em contato para agendar a mudança.",
  wifi: "Se os aparelhos se desconectarem, conecte-os de novo com o novo nome e a nova senha.",
  plan: "A nossa equipe vai entrar em contato para confirmar a troca e a data em que ela começa a valer.",
};

export function requestProtocolEmail(input: RequestEmailInput): { subject: string; text: string } {
  return {
    subject: `${SUBSCRIBER_REQUEST_KIND_LABELS[input.kind]}: protocolo ${input.protocol}`,
    text: [
      greeting(input.name),
      "",
      `Recebemos a sua solicitação pela área do cliente do site. O protocolo é ${input.protocol}. Guarde este número e cite-o ao falar com a gente.`,
      "",
      `Solicitação: ${SUBSCRIBER_REQUEST_KIND_LABELS[input.kind]}`,
      `Contrato: ${input.contractLabel}`,
      ...input.details,
      "",
      NEXT[input.kind],
      "",
      "Se você não reconhece esta solicitação, responda a este e-mail ou fale com a nossa central.",
    ].join("\n"),
  };
}

export function requestReplyEmail(input: RequestEmailInput & { reply: string }): {
  subject: string;
  text: string;
} {
  return {
    subject: `Resposta à sua solicitação, protocolo ${input.protocol}`,
    text: [
      greeting(input.name),
      "",
      `A nossa equipe respondeu à sua solicitação de ${SUBSCRIBER_REQUEST_KIND_LABELS[input.kind].toLowerCase()} (protocolo ${input.protocol}):`,
      "",
      input.reply,
      "",
      "Para falar com a gente sobre ela, responda a este e-mail citando o protocolo.",
    ].join("\n"),
  };
}
