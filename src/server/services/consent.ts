import { sql } from "drizzle-orm";
import type { ConsentChoice } from "../../domain/consent";
import { offerDay } from "../../domain/offer";
import type { Db } from "../db/client";
import { consentCounts } from "../db/schema";

// The cookie banner's answers as counts (issue 57, decision 0069): per Brasília day, banner version
// and choice. Nothing identifies a visitor; the visitor's own record is their cookie. The answers are
// added up in memory and written in one statement a second at most (issue 66, L7): a flood of answers
// from many addresses costs the database nothing more than one visitor's.

/** How long answers are added up before their write. */
export const CONSENT_FLUSH_MS = 1_000;
/** Distinct day × version × choice entries waiting at most (three choices a day: never reached). */
const MAX_ENTRIES = 64;

/**
 * The banner's answers added up since the last write. `count` never waits on the database; the first
 * answer after a write schedules the next one (`flush`), which a failure leaves to the next answer.
 */
export class ConsentTally {
  private pending = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void = () => {},
    private readonly now: () => Date = () => new Date(),
  ) {}

  count(version: string, choice: ConsentChoice): void {
    const entry = `${offerDay(this.now())}\t${version}\t${choice}`;
    const current = this.pending.get(entry);
    if (current === undefined && this.pending.size >= MAX_ENTRIES) return;
    this.pending.set(entry, (current ?? 0) + 1);
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      this.flush().catch(this.onError);
    }, CONSENT_FLUSH_MS).unref();
  }

  /** Writes what was counted, in one statement; what a failed write held is counted again next time. */
  async flush(): Promise<number> {
    if (this.pending.size === 0) return 0;
    const batch = this.pending;
    this.pending = new Map();
    const rows = [...batch].map(([entry, count]) => {
      const [day, version, choice] = entry.split("\t") as [string, string, ConsentChoice];
      return { day, version, choice, count };
    });
    try {
      await this.db
        .insert(consentCounts)
        .values(rows)
        .onConflictDoUpdate({
          target: [consentCounts.day, consentCounts.version, consentCounts.choice],
          set: { count: sql`${consentCounts.count} + excluded.count` },
        });
    } catch (error) {
      for (const [entry, count] of batch) this.pending.set(entry, (this.pending.get(entry) ?? 0) + count);
      throw error;
    }
    return rows.length;
  }
}

/** Every count, newest day first (for a report, and the tests). */
export async function listConsentCounts(db: Db) {
  return db
    .select()
    .from(consentCounts)
    .orderBy(sql`${consentCounts.day} desc`, consentCounts.version, consentCounts.choice);
}
