import { formatPhone } from "../../domain";
import { type Attribution, attributionNoteLines } from "../../domain/attribution";
import type { Db } from "../db/client";
import type { OutboxQueue } from "../delivery/worker";
import { buildLeadRelayBody } from "../leads/delivery";
import { type ClaimedErpProspect, erpProspectQueue } from "../services/erp-prospects";
import { findLead } from "../services/leads";
import { findReferral } from "../services/referrals";
import type { ErpAdapter, ProspectInput } from "./contract";

// Leads and referrals to the ERP as prospects (issue 36, decision 0037), through the outbox the relay uses
// (decision 0026): queued with the row that stores them, claimed with a lease, retried with backoff, given
// up as 'failed' after the policy's attempts. Each attempt carries the row's idempotency key, and the
// adapter looks for it before it writes, so a delivery that timed out after the ERP stored it is not
// stored twice. The failure kept is the ErpError's code ('ERP_TIMEOUT'): never what was sent.

/** No ERP, or one that takes no prospects, when a queued row comes due: it waits and is retried. */
class ErpNotConfigured extends Error {
  override name = "ErpNotConfigured";
  readonly code = "ERP_NOT_CONFIGURED";
}

/** The first touch as the note's closing block ('Origem do contato no site:' and one line a field). */
function originLines(attribution: Attribution | null): string[] {
  const lines = attributionNoteLines(attribution);
  return lines.length > 0 ? ["", "Origem do contato no site:", ...lines] : [];
}

/** The campaign fields an ERP may keep apart (IXC's `origem_*`), when the visit had any. */
function originOf(attribution: Attribution | null): Pick<ProspectInput, "origin"> {
  if (!attribution?.source && !attribution?.medium && !attribution?.campaign) return {};
  const { source, medium, campaign } = attribution;
  return { origin: { source, medium, campaign } };
}

/** A lead as the ERP's prospect: the person, the place, and the relay's text as the note for sales. */
export function leadProspect(
  lead: NonNullable<Awaited<ReturnType<typeof findLead>>>,
  key: string,
): ProspectInput {
  return {
    idempotencyKey: key,
    name: lead.kind === "business" && lead.companyName ? `${lead.name} (${lead.companyName})` : lead.name,
    phone: lead.phone,
    email: lead.email ?? undefined,
    cep: lead.cep ?? undefined,
    city: lead.city ?? undefined,
    uf: lead.uf ?? undefined,
    // Issue 57: the visit's first touch, for the ERP's record of where the contact came from.
    note: [buildLeadRelayBody(lead).message, ...originLines(lead.attribution)].join("\n"),
    ...originOf(lead.attribution),
  };
}

/**
 * A referral as the ERP's prospect: the friend is the one to sell to; who referred them goes in the note,
 * by name and phone. Neither CPF goes: a prospect needs none, and the ERP would keep it in clear.
 */
export function referralProspect(
  referral: NonNullable<Awaited<ReturnType<typeof findReferral>>>,
  key: string,
): ProspectInput {
  return {
    idempotencyKey: key,
    name: referral.friendName,
    phone: referral.friendPhone,
    email: referral.friendEmail,
    cep: undefined,
    city: undefined,
    uf: undefined,
    note: [
      "Indicação de amigo pelo site.",
      `Indicado por: ${referral.referrerName}, telefone ${formatPhone(referral.referrerPhone)}.`,
      `Indicação nº ${referral.id}`,
      ...originLines(referral.attribution),
    ].join("\n"),
    ...originOf(referral.attribution),
  };
}

/** The erp_prospects table as the worker delivers from it, to whichever ERP is configured at the time. */
export function erpProspectOutbox(
  db: Db,
  erp: () => ErpAdapter | undefined,
): OutboxQueue<ClaimedErpProspect> {
  return {
    name: "erpProspect",
    queries: erpProspectQueue,
    body: () => ({}),
    async deliver(row) {
      const adapter = erp();
      if (!adapter?.capabilities.createProspect) throw new ErpNotConfigured();
      if (row.leadId !== null) {
        const lead = await findLead(db, row.leadId);
        // Erased since it was claimed: its row goes with it (cascade), nothing to send.
        if (lead) await adapter.createProspect(leadProspect(lead, row.idempotencyKey));
        return;
      }
      const referral = row.referralId !== null ? await findReferral(db, row.referralId) : undefined;
      if (referral) await adapter.createProspect(referralProspect(referral, row.idempotencyKey));
    },
  };
}
