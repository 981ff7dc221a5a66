import { formatSiteDateTime } from "../../domain";
import type { networkNotices } from "../db/schema";
import type { ClaimedLead } from "../services/lead-delivery";

// 'Avise-me quando acabar' (issue 58): what a subscriber who asked at the desk is told when staff resolve
// the failure, by e-mail (the SMTP server of 'Marketing e avisos') or as a WhatsApp template message (the
// notice's own approved template; its body takes two parameters: {{1}} the first name, {{2}} the failure's
// title). The lead is the one place the contact lives; nothing here is logged.

type Notice = Pick<typeof networkNotices.$inferSelect, "title" | "resolution" | "resolvedAt">;

const firstName = (name: string) => name.trim().split(/\s+/)[0] || "Assinante";

export const OUTAGE_ENDED_SUBJECT = "A falha na sua região foi resolvida";

/** The e-mail: the failure by its title, when it ended, the resolution, and what to do if still offline. */
export function outageEndedEmail(
  lead: Pick<ClaimedLead, "name">,
  notice: Notice,
  siteUrl: string | undefined,
): { subject: string; text: string } {
  const ended = notice.resolvedAt ? ` em ${formatSiteDateTime(notice.resolvedAt)}` : "";
  const support = siteUrl ? ` em ${siteUrl}/suporte` : " pela central do assinante";
  const text = [
    `Olá, ${firstName(lead.name)}!`,
    "",
    `A falha "${notice.title}" foi resolvida${ended}.`,
    ...(notice.resolution.trim() ? ["", notice.resolution.trim()] : []),
    "",
    "Se a sua conexão ainda não voltou, desligue o aparelho da fibra (ONU) e o roteador da tomada, espere 30 segundos e ligue de novo.",
    `Se continuar sem internet, abra um chamado${support}.`,
    "",
    "Você recebeu esta mensagem porque pediu, na central do assinante, para ser avisado quando esta falha acabasse. Não enviaremos outras mensagens sobre ela.",
  ].join("\n");
  return { subject: OUTAGE_ENDED_SUBJECT, text };
}

/** The WhatsApp template's two body parameters. */
export function outageEndedParameters(lead: Pick<ClaimedLead, "name">, notice: Notice): string[] {
  return [firstName(lead.name), notice.title];
}
