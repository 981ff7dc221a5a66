import { sql } from "drizzle-orm";
import type { ConsentChoice } from "../../domain/consent";
import { offerDay } from "../../domain/offer";
import type { Db } from "../db/client";
import { consentCounts } from "../db/schema";

// The cookie banner's answers as counts (issue 57, decision 0069): per Brasília day, banner version
// and choice. Nothing identifies a visitor; the visitor's own record is their cookie.

export async function countConsent(db: Db, version: string, choice: ConsentChoice, now = new Date()) {
  await db
    .insert(consentCounts)
    .values({ day: offerDay(now), version, choice, count: 1 })
    .onConflictDoUpdate({
      target: [consentCounts.day, consentCounts.version, consentCounts.choice],
      set: { count: sql`${consentCounts.count} + 1` },
    });
}

/** Every count, newest day first (for a report, and the tests). */
export async function listConsentCounts(db: Db) {
  return db
    .select()
    .from(consentCounts)
    .orderBy(sql`${consentCounts.day} desc`, consentCounts.version, consentCounts.choice);
}
