import { isValidCpf, normalizeCpf } from "./referral";
import type { SignUpStatus } from "./sign-up";

// 'Acompanhar minha contratação' (issue 68): a visitor follows a sign-up by its protocol and the CPF it was
// made with, on a plain public form. A wrong protocol and a wrong CPF get the same answer, so the form
// tells no one whether a protocol exists or whose it is.

export const SIGN_UP_TRACKING_PATH = "/contrate/acompanhar";

export const SIGN_UP_TRACKING_MESSAGES = {
  protocol: "Informe o protocolo como está no e-mail ou na tela final: CT-AAAAMMDD-XXXXXX.",
  cpf: "CPF inválido. Confira os números.",
  /** The one answer for a protocol that does not exist, is someone else's, or was erased. */
  notFound:
    "Não encontramos uma contratação com este protocolo e este CPF. Confira os dois e tente de novo, ou fale conosco.",
  limited: "Muitas consultas seguidas deste endereço. Aguarde alguns minutos e tente de novo.",
} as const;

/** The stages a visitor sees, in order; a cancelled sign-up shows its own line instead. */
export const SIGN_UP_TRACKING_STAGES = [
  { status: "new", label: "Recebida", detail: "Recebemos sua contratação e estamos conferindo seus dados." },
  {
    status: "installing",
    label: "Em instalação",
    detail: "A instalação está agendada ou a caminho. Nossa equipe confirma o horário pelo WhatsApp.",
  },
  { status: "done", label: "Concluída", detail: "Instalação concluída. Bem-vindo!" },
] as const satisfies readonly { status: SignUpStatus; label: string; detail: string }[];

export const SIGN_UP_TRACKING_CANCELLED =
  "Esta contratação foi cancelada. Se não foi você quem pediu, fale conosco.";

/** What the page shows of a sign-up: no personal data beyond the plan and the city. */
export type SignUpTracking = {
  protocol: string;
  status: SignUpStatus;
  planName: string;
  cityName: string;
  /** YYYY-MM-DD, the Brasília day it was confirmed. */
  confirmedOn: string;
};

const PROTOCOL = /^CT-\d{8}-[A-Z0-9]{6}$/;

/** The protocol as typed (spaces, lower case, a dash forgotten around the date) in its stored form. */
export function normalizeSignUpProtocol(text: string): string | undefined {
  const compact = text.toUpperCase().replace(/[\s.]/g, "");
  const match = /^CT-?(\d{8})-?([A-Z0-9]{6})$/.exec(compact);
  const protocol = match ? `CT-${match[1]}-${match[2]}` : "";
  return PROTOCOL.test(protocol) ? protocol : undefined;
}

/** The form's fields checked: both errors at once, the values kept for the form. */
export function checkSignUpTracking(
  input: Record<string, unknown>,
):
  | { ok: true; values: { protocol: string; cpf: string } }
  | { ok: false; errors: Partial<Record<"protocol" | "cpf", string>> } {
  const protocolText = typeof input.protocol === "string" ? input.protocol.slice(0, 40) : "";
  const cpfText = typeof input.cpf === "string" ? input.cpf.slice(0, 40) : "";
  const protocol = normalizeSignUpProtocol(protocolText);
  const errors: Partial<Record<"protocol" | "cpf", string>> = {};
  if (!protocol) errors.protocol = SIGN_UP_TRACKING_MESSAGES.protocol;
  if (!isValidCpf(cpfText)) errors.cpf = SIGN_UP_TRACKING_MESSAGES.cpf;
  if (!protocol || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, values: { protocol, cpf: normalizeCpf(cpfText) } };
}
