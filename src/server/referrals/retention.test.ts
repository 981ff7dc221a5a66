import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { referrals } from "../db/schema";
import {
  createCapturedLogger,
  createTestCipher,
  type FreshDatabase,
  insertReferral,
  openFreshDatabase,
  PERSONAL_VALUES,
} from "../testing/referral-fixtures";
import { startReferralRetention } from "./retention";

const DAY = 24 * 60 * 60 * 1000;

let fresh: FreshDatabase;
const cipher = createTestCipher();

beforeAll(async () => {
  fresh = await openFreshDatabase();
});

afterAll(async () => {
  await fresh?.close();
});

describe("referral retention", () => {
  it("deletes, at start, only the referrals older than the retention period, whatever their status", async () => {
    const now = new Date("2026-11-22T12:00:00Z");
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const oldPending = await insertReferral(fresh.database, cipher, { createdAt: ago(400) });
    const oldDelivered = await insertReferral(fresh.database, cipher, { createdAt: ago(365.01) });
    await fresh.database.db
      .update(referrals)
      .set({ status: "delivered", deliveredAt: ago(365) })
      .where(eq(referrals.id, oldDelivered));
    const recent = await insertReferral(fresh.database, cipher, { createdAt: ago(364.99) });
    const today = await insertReferral(fresh.database, cipher, { createdAt: now });
    expect(oldPending).toBeLessThan(oldDelivered);

    const captured = createCapturedLogger();
    const retention = startReferralRetention({
      db: fresh.database.db,
      retentionDays: 365,
      leadRetentionDays: 365,
      logger: captured.logger,
      now: () => now,
    });
    // The run started with the job; runOnce joins it rather than starting another.
    expect(await retention.runOnce()).toBe(2);
    await retention.stop();

    const left = await fresh.database.db.select({ id: referrals.id }).from(referrals).orderBy(referrals.id);
    expect(left.map((row) => row.id)).toEqual([recent, today]);
    const log = captured.text();
    expect(log).toContain('"deleted":2');
    for (const value of PERSONAL_VALUES) expect(log).not.toContain(value);
  });

  it("runs again on its timer", async () => {
    let now = new Date("2026-11-22T12:00:00Z");
    const captured = createCapturedLogger();
    const retention = startReferralRetention({
      db: fresh.database.db,
      retentionDays: 30,
      leadRetentionDays: 30,
      logger: captured.logger,
      now: () => now,
      intervalMs: 100,
    });
    try {
      await retention.runOnce();
      const id = await insertReferral(fresh.database, cipher, { createdAt: now });
      now = new Date(now.getTime() + 31 * DAY);
      const deadline = Date.now() + 5000;
      while ((await fresh.database.db.select().from(referrals).where(eq(referrals.id, id))).length > 0) {
        if (Date.now() > deadline) throw new Error("the timer never deleted the expired referral");
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    } finally {
      await retention.stop();
    }
  });
});
