import { CALLBACK_PERIOD_LABELS, formatPhone, LEAD_KIND_LABELS } from "../../domain";
import type { ClaimedLead } from "../services/lead-delivery";

// A new lead's alert as a WhatsApp Cloud API template message (decision 0068), from Meta's public
// documentation: POST https://graph.facebook.com/<version>/<phone-number-id>/messages with the access token
// as a bearer, `messaging_product: "whatsapp"`, `to` (digits with the country code), `type: "template"`
// and the template's name, language and body parameters. A business starts a conversation only with an
// approved template; its body takes four parameters, in this order (docs/marketing.md):
// {{1}} the form, {{2}} the person's name, {{3}} their phone, {{4}} the city.

export const WHATSAPP_API_URL = "https://graph.facebook.com";
export const WHATSAPP_API_VERSION = "v23.0";

const PLACE_UNKNOWN = "não informada";

export function whatsappTemplateParameters(lead: ClaimedLead): string[] {
  const period = lead.period ? ` (${CALLBACK_PERIOD_LABELS[lead.period]})` : "";
  return [
    `${LEAD_KIND_LABELS[lead.kind]} nº ${lead.id}`,
    lead.kind === "business" && lead.companyName ? `${lead.name} (${lead.companyName})` : lead.name,
    `${formatPhone(lead.phone)}${period}`,
    lead.city ? `${lead.city}${lead.uf ? ` - ${lead.uf}` : ""}` : PLACE_UNKNOWN,
  ];
}

export function whatsappTemplateMessage(
  to: string,
  template: { name: string; language: string },
  parameters: string[],
) {
  return {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to,
    type: "template",
    template: {
      name: template.name,
      language: { code: template.language },
      components: [{ type: "body", parameters: parameters.map((text) => ({ type: "text", text })) }],
    },
  };
}
