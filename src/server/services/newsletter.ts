import { and, desc, eq, gt, lte, sql } from "drizzle-orm";
import { type AdminNewsletterSubscriber, checkNewsletterEmail } from "../../domain";
import type { Db } from "../db/client";
import { newsletterAttempts, newsletterSubscribers } from "../db/schema";
import type { FieldCipher } from "../field-cipher";
import { auditedWrite, consoleRecords, iso, ServiceError, type StaffContext } from "./console-writes";
import { csvDateTime, csvFile } from "./csv";
import { limitLiftsAt, windowStart } from "./hourly-limit";
import { queueMarketingDeliveries } from "./marketing-deliveries";

// The blog's newsletter list (issue 39): the box on /blog adds an address, /newsletter/cancelar removes
// one, and the console's Blog tab lists, exports and erases them. Nothing here logs, and the audit entries
// hold ids and counts, never an address.

type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

const ENTITY = "newsletter_subscribers";
const notFound = () => new ServiceError(404, "subscriber_not_found", "Inscrito não encontrado.");

export type NewsletterSubmission =
  | { outcome: "stored" }
  | { outcome: "ignored" }
  | { outcome: "invalid"; error: string }
  | { outcome: "rateLimited"; until: Date };

/**
 * Adds the typed address. An address already on the list gets the same answer as a new one, so the box
 * does not tell anyone who subscribes. At most `perHour` submissions per sender's address, counted under a
 * per-address lock as the lead forms are (services/leads.ts): an address sent again counts too, or one
 * sender posting the same address would have the page's answer rendered for ever (issue 55, M1), where
 * every other form's store refuses after its limit and the page then sends its stored answer.
 */
export async function subscribeToNewsletter(
  db: Db,
  cipher: FieldCipher,
  input: Record<string, unknown>,
  clientAddress: string,
  limit: { perHour: number; now?: Date },
): Promise<NewsletterSubmission> {
  // The honeypot field a person never sees nor fills.
  if (typeof input.website === "string" && input.website.trim() !== "") return { outcome: "ignored" };
  const checked = checkNewsletterEmail(input.email);
  if (!checked.ok) return { outcome: "invalid", error: checked.error };
  const clientKey = cipher.clientKey(clientAddress);
  const now = limit.now ?? new Date();
  const since = windowStart(now);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`newsletter:${clientKey}`}))`);
    // What is past the window counts for no one any more.
    await tx.delete(newsletterAttempts).where(lte(newsletterAttempts.at, since));
    // The `perHour`-th newest submission of the window: there is one when the address is at its limit.
    const [last] = await tx
      .select({ at: newsletterAttempts.at })
      .from(newsletterAttempts)
      .where(and(eq(newsletterAttempts.clientKey, clientKey), gt(newsletterAttempts.at, since)))
      .orderBy(desc(newsletterAttempts.at))
      .limit(1)
      .offset(limit.perHour - 1);
    if (last) return { outcome: "rateLimited", until: limitLiftsAt(last.at) } as const;
    await tx.insert(newsletterAttempts).values({ clientKey, at: now });
    const [added] = await tx
      .insert(newsletterSubscribers)
      .values({ email: checked.email, clientKey, consentedAt: now, createdAt: now })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning({ id: newsletterSubscribers.id });
    // A new sign-up goes to RD Station as a conversion when a key is set (decision 0068).
    if (added) await queueMarketingDeliveries(tx, { subscriberId: added.id });
    return { outcome: "stored" } as const;
  });
}

/** Removes the typed address; the same answer whether it was on the list or not. */
export async function unsubscribeFromNewsletter(
  db: Db,
  input: Record<string, unknown>,
): Promise<{ outcome: "removed" } | { outcome: "invalid"; error: string }> {
  const checked = checkNewsletterEmail(input.email);
  if (!checked.ok) return { outcome: "invalid", error: checked.error };
  await db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, checked.email));
  return { outcome: "removed" };
}

function toAdminSubscriber(row: SubscriberRow): AdminNewsletterSubscriber {
  return { id: row.id, email: row.email, consentedAt: iso(row.consentedAt), updatedAt: iso(row.updatedAt) };
}

const newestFirst = [desc(newsletterSubscribers.consentedAt), desc(newsletterSubscribers.id)];

export async function listNewsletterSubscribers(db: Db): Promise<AdminNewsletterSubscriber[]> {
  return (
    await db
      .select()
      .from(newsletterSubscribers)
      .orderBy(...newestFirst)
  ).map(toAdminSubscriber);
}

const records = consoleRecords({
  table: newsletterSubscribers,
  entity: ENTITY,
  toAdmin: toAdminSubscriber,
  notFound,
  // The address is personal data: the audit log keeps the id only.
  auditState: () => ({}),
});

/** An erasure (a subscriber asked staff): the row goes for good. */
export async function deleteNewsletterSubscriber(
  staff: StaffContext,
  id: number,
  expectedUpdatedAt: string,
): Promise<void> {
  await records.remove(staff, id, expectedUpdatedAt);
}

/** The list for the provider's e-mail tool; the audit log records who took it and how many rows. */
export async function exportNewsletterCsv(staff: StaffContext): Promise<{ csv: string; rows: number }> {
  return auditedWrite(staff, async (tx, audit) => {
    const rows = (
      await tx
        .select()
        .from(newsletterSubscribers)
        .orderBy(...newestFirst)
    ).map(toAdminSubscriber);
    await audit({ action: "export", entity: ENTITY, entityId: null, after: { rows: rows.length } });
    return {
      csv: csvFile([
        ["E-mail", "Inscrito em"],
        ...rows.map((row) => [row.email, csvDateTime(row.consentedAt)]),
      ]),
      rows: rows.length,
    };
  });
}
