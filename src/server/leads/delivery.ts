import { CALLBACK_PERIOD_LABELS, formatCep, formatCnpj, formatPhone, LEAD_KIND_LABELS } from "../../domain";
import type { OutboxQueue, RelayBody } from "../delivery/worker";
import { type ClaimedLead, leadQueue } from "../services/lead-delivery";

// What the delivery worker posts to the relay for a lead (decision 0026): the same JSON body as a
// referral's (SPEC §7: a name label, the data in one text block, a subject), one text per kind.

const SUBJECTS = {
  coverage: "Novo pedido de aviso de cobertura",
  callback: "Novo pedido de ligação",
  business: "Novo pedido de proposta para empresa",
  outage: "Novo pedido de aviso do fim de uma falha",
} as const;

const PLACE_UNKNOWN = "não informada";

/** The lines of a lead's message, by kind; empty values are left out. */
function lines(lead: ClaimedLead): string[] {
  const phone = `Telefone: ${formatPhone(lead.phone)}`;
  const cep = lead.cep ? `CEP: ${formatCep(lead.cep)}` : "";
  switch (lead.kind) {
    case "coverage":
      return [
        `Nome: ${lead.name}`,
        `WhatsApp ou telefone: ${formatPhone(lead.phone)}`,
        `Cidade: ${lead.city ? `${lead.city}${lead.uf ? ` - ${lead.uf}` : ""}` : PLACE_UNKNOWN}`,
        cep,
        lead.houseNumber ? `Número: ${lead.houseNumber}` : "",
        // A waiting-list lead from 'Contrate online' at an address without fibre (issue 56).
        lead.tag ? `Marcador: ${lead.tag}` : "",
        "Pediu para ser avisado quando a cobertura chegar e concordou com o uso dos dados para isso.",
      ];
    case "callback":
      return [
        `Nome: ${lead.name}`,
        phone,
        cep,
        lead.houseNumber ? `Número: ${lead.houseNumber}` : "",
        lead.period ? `Melhor período: ${CALLBACK_PERIOD_LABELS[lead.period]}` : "",
        `Plano: ${lead.planName ?? ""}${lead.planId ? ` (nº ${lead.planId})` : ""}`,
        lead.offerCode ? `Código da oferta: ${lead.offerCode}` : "",
        lead.city ? `Cidade na página: ${lead.city}` : "",
      ];
    case "business":
      return [
        `Empresa: ${lead.companyName ?? ""}`,
        `CNPJ: ${lead.cnpj ? formatCnpj(lead.cnpj) : ""}`,
        `Contato: ${lead.name}`,
        phone,
        `E-mail: ${lead.email ?? ""}`,
        `Cidade: ${lead.city ?? PLACE_UNKNOWN}`,
      ];
    case "outage":
      return [
        `Nome: ${lead.name}`,
        lead.phone ? `WhatsApp: ${formatPhone(lead.phone)}` : "",
        lead.email ? `E-mail: ${lead.email}` : "",
        `Cidade: ${lead.city ? `${lead.city}${lead.uf ? ` - ${lead.uf}` : ""}` : PLACE_UNKNOWN}`,
        lead.networkNoticeId ? `Aviso da rede nº ${lead.networkNoticeId}` : "",
        "Assinante que pediu, na central do assinante, para ser avisado quando a falha acabar, e concordou com o uso do contato para isso.",
      ];
  }
}

export function buildLeadRelayBody(lead: ClaimedLead): RelayBody {
  const message = [
    `${LEAD_KIND_LABELS[lead.kind]}:`,
    ...lines(lead).filter(Boolean),
    // Delivery is at least once (a crash between the relay's answer and our bookkeeping repeats a
    // post): the number lets the sales team spot a repeat.
    "",
    `Contato nº ${lead.id}`,
  ].join("\n");
  return { name: LEAD_KIND_LABELS[lead.kind], message, subject: SUBJECTS[lead.kind] };
}

/** The leads table as the worker delivers from it. */
export function leadOutbox(): OutboxQueue<ClaimedLead> {
  return { name: "lead", queries: leadQueue, body: buildLeadRelayBody };
}
