import { and, eq, inArray, or } from "drizzle-orm";
import { checkOutageSubscription, type OutageField } from "../../domain/lead";
import type { BrazilianState } from "../../domain/states";
import type { Db } from "../db/client";
import { leads } from "../db/schema";
import type { FieldCipher } from "../field-cipher";
import { countLeadAttempt, insertLead, type LeadSender, leadLimitLiftsAt, lockLeadSender } from "./leads";
import { activeNoticeChannels } from "./marketing-settings";

// 'Avise-me quando acabar' (issue 58): a subscriber at the desk, shown 'Há uma falha conhecida na sua
// região', asks to be told when it ends. One `outage` lead per failure going on in their city, tied to its
// network notice, stored as every lead is (the sender's address only as a keyed hash, the same hourly limit
// of leads per address); resolving the notice queues its end for them (queueOutageNotices). Asking twice
// with the same contact stores nothing more, answers the same and counts toward the limit the same.

export type OutageSubscription =
  | { outcome: "stored" }
  | { outcome: "invalid"; errors: Partial<Record<OutageField, string>> }
  | { outcome: "rateLimited"; until: Date };

export type OutageRequestContext = {
  /** The failures going on in the subscriber's city, as the desk found them for this request. */
  noticeIds: number[];
  /** The proven subscriber's first name, when the visit has one. */
  name?: string;
  city: { name: string; state: BrazilianState } | null;
};

/** Which ways the site can tell a subscriber a failure ended; the desk offers those only. */
export const outageChannels = (db: Db) => activeNoticeChannels(db);

export async function subscribeToOutage(
  db: Db,
  cipher: FieldCipher,
  input: Record<string, unknown>,
  request: OutageRequestContext,
  clientAddress: string,
  limit: { perHour: number; now?: Date },
): Promise<OutageSubscription> {
  const offered = await activeNoticeChannels(db);
  const checked = checkOutageSubscription(input, offered);
  if (!checked.ok) return { outcome: "invalid", errors: checked.errors };
  const { email, phone } = checked.values;
  const noticeIds = [...new Set(request.noticeIds)].slice(0, 5);
  if (noticeIds.length === 0) return { outcome: "stored" };
  const sender: LeadSender = {
    clientKey: cipher.clientKey(clientAddress),
    now: limit.now ?? new Date(),
    perHour: limit.perHour,
  };
  // One transaction, the same steps for a contact already waiting and a new one (issue 66, M-AVISE): the
  // limit is answered first, then each failure costs the address one submission, a lead stored or not, so
  // neither the words nor the count tell a stranger who is on a failure's list.
  return db.transaction(async (tx) => {
    await lockLeadSender(tx, sender);
    const lifts = await leadLimitLiftsAt(tx, sender);
    if (lifts) return { outcome: "rateLimited", until: lifts };
    // The same contact for the same failure: already waiting, nothing more to store.
    const waiting = await tx
      .select({ noticeId: leads.networkNoticeId })
      .from(leads)
      .where(
        and(
          eq(leads.kind, "outage"),
          inArray(leads.networkNoticeId, noticeIds),
          or(email ? eq(leads.email, email) : undefined, phone ? eq(leads.phone, phone) : undefined),
        ),
      );
    const known = new Set(waiting.map((row) => row.noticeId));
    for (const networkNoticeId of noticeIds) {
      if (known.has(networkNoticeId)) {
        await countLeadAttempt(tx, sender);
        continue;
      }
      await insertLead(
        tx,
        {
          kind: "outage",
          name: request.name?.trim() || "Assinante",
          phone,
          email,
          city: request.city?.name ?? null,
          uf: request.city?.state ?? null,
        },
        sender,
        {},
        { networkNoticeId },
      );
    }
    return { outcome: "stored" } as const;
  });
}
