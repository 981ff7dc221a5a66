import { hasControlCharacters, isValidEmail } from "./control-characters";

// The blog's newsletter box (issue 39: a form that works as a plain POST and stores what it collects).
// Only an e-mail address and when its owner agreed; the provider sends the newsletter with its own tool,
// from the list the console exports.

export const NEWSLETTER_MESSAGES = {
  email: "Informe um e-mail válido, por exemplo: nome@provedor.com.br.",
  subscribed: "Inscrição feita! Você vai receber nossas dicas e novidades neste e-mail.",
  unsubscribed:
    "Pronto: se este e-mail estava inscrito, ele não receberá mais a nossa newsletter e foi apagado da lista.",
  rateLimited: "Muitas inscrições a partir deste endereço. Tente novamente em uma hora.",
  sendFailed: "Não foi possível fazer a inscrição. Verifique a conexão e tente novamente.",
} as const;

/** Where a subscriber cancels, linked from the box. */
export const NEWSLETTER_CANCEL_PATH = "/newsletter/cancelar";

export type NewsletterCheck = { ok: true; email: string } | { ok: false; error: string };

/** The typed address, trimmed and lower-cased (one subscriber per mailbox), or the field's pt-BR error. */
export function checkNewsletterEmail(value: unknown): NewsletterCheck {
  const email = typeof value === "string" ? value.trim().toLowerCase() : "";
  if (!isValidEmail(email) || hasControlCharacters(email))
    return { ok: false, error: NEWSLETTER_MESSAGES.email };
  return { ok: true, email };
}

/** A subscriber as the console lists it. */
export type AdminNewsletterSubscriber = {
  id: number;
  email: string;
  /** When the visitor sent the box (its text says what they agree to). */
  consentedAt: string;
  updatedAt: string;
};
