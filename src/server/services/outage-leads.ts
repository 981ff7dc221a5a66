import { and, eq, inArray, or } from "drizzle-orm";
import { checkOutageSubscription, type OutageField } from "../../domain/lead";
import type { BrazilianState } from "../../domain/states";
import type { Db } from "../db/client";
import { leads } from "../db/schema";
import type { ReferralCipher } from "../referrals/cipher";
import { createLead } from "./leads";
import { activeNoticeChannels } from "./marketing-settings";

// 'Avise-me quando acabar' (issue 58): a subscriber at the desk, shown 'Há uma falha conhecida na sua
// região', asks to be told when it ends. One `outage` lead per failure going on in their city, tied to its
// network notice, stored as every lead is (the sender's address only as a keyed hash, the same hourly limit
// of leads per address); resolving the notice queues its end for them (queueOutageNotices). Asking twice
// with the same contact stores nothing more and answers the same.

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
  cipher: ReferralCipher,
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
  // The same contact for the same failure, not yet told: already waiting, nothing more to store.
  const waiting = await db
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
  for (const networkNoticeId of noticeIds.filter((id) => !known.has(id))) {
    const stored = await createLead(
      db,
      cipher,
      {
        kind: "outage",
        name: request.name?.trim() || "Assinante",
        phone,
        email,
        city: request.city?.name ?? null,
        uf: request.city?.state ?? null,
      },
      clientAddress,
      limit,
      {},
      { networkNoticeId },
    );
    if ("limitedUntil" in stored) return { outcome: "rateLimited", until: stored.limitedUntil };
  }
  return { outcome: "stored" };
}
