import type { Attribution, AttributionField } from "../../domain/attribution";
import type { ClaimedLead } from "../services/lead-delivery";

// A lead or a newsletter sign-up as an RD Station Marketing conversion (decision 0068), from its public
// documentation (developers.rdstation.com, 'Conversão'): POST https://api.rd.services/platform/conversions
// with the account's API key as `api_key`, a body of `event_type: "CONVERSION"`, `event_family: "CDP"` and
// a payload whose `conversion_identifier` names the form and whose `email` is required. `legal_bases`
// (category 'communications', type 'consent', status 'granted') goes only where the person ticked a
// consent line: a coverage request or a newsletter sign-up. The lead's first touch (issue 57) goes in the
// payload's documented traffic fields: `traffic_source` (utm_source), `traffic_medium` (utm_medium),
// `traffic_campaign` (utm_campaign) and `traffic_value` (utm_term), each only when the visit's link had it.

export const RDSTATION_API_URL = "https://api.rd.services";

/** Each form's conversion, as RD Station's reports and automations will name it. */
export const RD_CONVERSION_IDENTIFIERS = {
  coverage: "vitrine-avise-me",
  callback: "vitrine-prefiro-que-me-liguem",
  business: "vitrine-proposta-empresas",
  newsletter: "vitrine-newsletter",
} as const;

/** Each first-touch field and RD Station's payload field for it (its 'Conversão' request body). */
export const RD_TRAFFIC_FIELDS = {
  source: "traffic_source",
  medium: "traffic_medium",
  campaign: "traffic_campaign",
  term: "traffic_value",
} as const satisfies Partial<Record<AttributionField, string>>;

/** The traffic fields of a first touch, none for a visit without a campaign. */
export function trafficFields(attribution: Attribution | null | undefined): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!attribution) return fields;
  for (const [field, name] of Object.entries(RD_TRAFFIC_FIELDS) as [
    keyof typeof RD_TRAFFIC_FIELDS,
    string,
  ][]) {
    const value = attribution[field];
    if (value) fields[name] = value;
  }
  return fields;
}

const CONSENT = [{ category: "communications", type: "consent", status: "granted" }] as const;

/** '+55 27 99999-0000' as RD Station's phone fields take it: digits with the country code. */
const phoneOf = (digits: string) => `+55${digits}`;

export type RdConversion = {
  event_type: "CONVERSION";
  event_family: "CDP";
  payload: Record<string, unknown>;
};

/** A lead's conversion, or undefined when it has no e-mail (RD Station identifies a contact by it). */
export function leadConversion(lead: ClaimedLead): RdConversion | undefined {
  // 'Avise-me quando acabar' (issue 58) is never a marketing conversion: its consent is for one notice.
  if (!lead.email || lead.kind === "outage") return undefined;
  const payload: Record<string, unknown> = {
    conversion_identifier: RD_CONVERSION_IDENTIFIERS[lead.kind],
    email: lead.email,
    name: lead.name,
    mobile_phone: phoneOf(lead.phone),
  };
  if (lead.city) payload.city = lead.city;
  if (lead.uf) payload.state = lead.uf;
  if (lead.companyName) payload.company_name = lead.companyName;
  Object.assign(payload, trafficFields(lead.attribution));
  if (lead.consentedAt) payload.legal_bases = CONSENT;
  return { event_type: "CONVERSION", event_family: "CDP", payload };
}

/** A newsletter sign-up's conversion: the person agreed to receive it, so its legal basis is consent. */
export function newsletterConversion(email: string): RdConversion {
  return {
    event_type: "CONVERSION",
    event_family: "CDP",
    payload: {
      conversion_identifier: RD_CONVERSION_IDENTIFIERS.newsletter,
      email,
      legal_bases: CONSENT,
    },
  };
}
