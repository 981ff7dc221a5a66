import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { referrals } from "../db/schema";
import {
  createTestCipher,
  type FreshDatabase,
  insertReferral,
  openFreshDatabase,
} from "../testing/referral-fixtures";
import { claimDueReferrals, DELIVERY_POLICY, markReferralDelivered } from "./referral-delivery";

let fresh: FreshDatabase;
const cipher = createTestCipher();

beforeAll(async () => {
  fresh = await openFreshDatabase();
});

afterAll(async () => {
  await fresh?.close();
});

beforeEach(async () => {
  await fresh.database.db.delete(referrals);
});

describe("claimDueReferrals", () => {
  it("never hands one referral to two claims running at once, from two connection pools", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 12; i += 1) ids.push(await insertReferral(fresh.database, cipher));
    const other = await fresh.openAnother();
    const now = new Date(Date.now() + 1000);
    const claims = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        claimDueReferrals(i % 2 === 0 ? fresh.database.db : other.db, { now, limit: 2 }),
      ),
    );
    const claimed = claims.flat().map((row) => row.id);
    expect(claimed.sort((a, b) => a - b)).toEqual(ids);
  });

  it("hides a claimed referral until its lease runs out, and never a delivered one", async () => {
    const leased = await insertReferral(fresh.database, cipher);
    const delivered = await insertReferral(fresh.database, cipher);
    const now = new Date(Date.now() + 1000);
    await markReferralDelivered(fresh.database.db, delivered, now);

    expect((await claimDueReferrals(fresh.database.db, { now })).map((row) => row.id)).toEqual([leased]);
    expect(await claimDueReferrals(fresh.database.db, { now })).toEqual([]);
    const almost = new Date(now.getTime() + DELIVERY_POLICY.leaseMs - 1);
    expect(await claimDueReferrals(fresh.database.db, { now: almost })).toEqual([]);
    const after = new Date(now.getTime() + DELIVERY_POLICY.leaseMs);
    expect((await claimDueReferrals(fresh.database.db, { now: after })).map((row) => row.id)).toEqual([
      leased,
    ]);
  });
});
