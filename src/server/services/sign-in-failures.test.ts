import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInFailures } from "../db/schema";
import { startReferralRetention } from "../referrals/retention";
import { createCapturedLogger, type FreshDatabase, openFreshDatabase } from "../testing/referral-fixtures";
import {
  ACCOUNT_SCHEDULE,
  ADDRESS_SCHEDULE,
  addressKey,
  clearSignInFailures,
  KNOWN_ADDRESSES,
  recordSuccessfulSignIn,
  reserveSignInAttempt,
  type WaitSchedule,
  waitSeconds,
} from "./sign-in-failures";

const DAY_SECONDS = 24 * 60 * 60;
const DAY = DAY_SECONDS * 1000;

/** Attempts a guesser gets in one day by trying the moment each wait ends. */
function mostTriesPerDay(schedule: WaitSchedule): number {
  let at = 0;
  let tries = 0;
  while (at < DAY_SECONDS) {
    tries++;
    at += waitSeconds(schedule, tries);
  }
  return tries;
}

describe("the wait schedule", () => {
  it("waits nothing for the first few failures, then doubles up to its cap", () => {
    expect([1, 2, 3, 4, 5, 9, 10, 11, 200].map((n) => waitSeconds(ADDRESS_SCHEDULE, n))).toEqual([
      0, 0, 30, 60, 120, 1920, 3600, 3600, 3600,
    ]);
    expect([4, 5, 6, 10, 11, 5000].map((n) => waitSeconds(ACCOUNT_SCHEDULE, n))).toEqual([
      0, 15, 30, 480, 900, 900,
    ]);
  });

  it("holds guessing at one account under 200 a day from any set of addresses", () => {
    // Every address the account has not signed in from shares the account's schedule...
    expect(mostTriesPerDay(ACCOUNT_SCHEDULE)).toBe(105);
    // ...and each of the (at most 2) addresses it signed in from lately has its own.
    expect(mostTriesPerDay(ADDRESS_SCHEDULE)).toBe(32);
    expect(mostTriesPerDay(ACCOUNT_SCHEDULE) + KNOWN_ADDRESSES * mostTriesPerDay(ADDRESS_SCHEDULE)).toBe(169);
  });
});

let fresh: FreshDatabase;
beforeAll(async () => {
  fresh = await openFreshDatabase();
});
afterAll(async () => {
  await fresh?.close();
});

const address = (n: number) => addressKey("segredo-de-teste", `198.18.${n >> 8}.${n & 255}`);

describe("counting attempts", () => {
  it("a burst of 60 attempts from 60 addresses at once, over two connections: only 5 go ahead", async () => {
    // On PostgreSQL a second pool, as a second server process would have (closed with `fresh`).
    const other = await fresh.openAnother();
    const at = new Date("2026-11-23T12:00:00Z");
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        reserveSignInAttempt((i % 2 ? other : fresh.database).db, "rajada@example.com", address(i), at),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(5);
    const refused = results.filter((result) => !result.ok);
    expect(refused).toHaveLength(55);
    expect(refused[0]).toEqual({ ok: false, retryAfterSeconds: 15, scope: "account" });
  });
});

describe("staff:unlock and password resets", () => {
  it("end every wait but keep the addresses the account signed in from spared the account-wide wait", async () => {
    const db = fresh.database.db;
    const at = new Date("2026-11-24T12:00:00Z");
    const email = "desbloqueio@example.com";
    const home = address(40);
    const reserved = await reserveSignInAttempt(db, email, home, at);
    if (!reserved.ok) throw new Error("a first attempt is never refused");
    await recordSuccessfulSignIn(db, reserved.held, at);
    // Guessers elsewhere run the account-wide wait up.
    let guesses = 0;
    for (let i = 0; i < 12; i++) {
      if ((await reserveSignInAttempt(db, email, address(41 + i), at)).ok) guesses++;
    }
    expect(guesses).toBe(5);
    expect(await clearSignInFailures(db, email)).toBeGreaterThan(0);
    // The waits are gone: a new address may try again at once…
    expect((await reserveSignInAttempt(db, email, address(60), at)).ok).toBe(true);
    // …and once guessing has run the account-wide wait up again, the address the staff member signed
    // in from is still spared it.
    for (let i = 0; i < 12; i++) await reserveSignInAttempt(db, email, address(61 + i), at);
    expect(await reserveSignInAttempt(db, email, address(80), at)).toMatchObject({
      ok: false,
      scope: "account",
    });
    expect((await reserveSignInAttempt(db, email, home, at)).ok).toBe(true);
  });
});

describe("the daily job", () => {
  it("deletes counters a day quiet, keeping running waits and addresses the account signed in from lately", async () => {
    const now = new Date("2026-12-20T12:00:00Z");
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    await fresh.database.db.delete(signInFailures);
    // Unknown e-mails tried once, long ago and just now.
    await reserveSignInAttempt(fresh.database.db, "ninguem-antigo@example.com", address(1), ago(1.01));
    await reserveSignInAttempt(fresh.database.db, "ninguem-novo@example.com", address(2), ago(0.5));
    // A staff member who signed in from one address 10 days ago and from another 40 days ago.
    for (const [days, n] of [
      [40, 4],
      [10, 3],
    ] as const) {
      const reserved = await reserveSignInAttempt(
        fresh.database.db,
        "equipe@example.com",
        address(n),
        ago(days),
      );
      if (!reserved.ok) throw new Error("a first attempt is never refused");
      await recordSuccessfulSignIn(fresh.database.db, reserved.held, ago(days));
    }
    // One row per account and address, and one per account for all addresses together.
    expect(await fresh.database.db.select().from(signInFailures)).toHaveLength(7);

    const captured = createCapturedLogger();
    const job = startReferralRetention({
      db: fresh.database.db,
      retentionDays: 365,
      leadRetentionDays: 365,
      logger: captured.logger,
      now: () => now,
    });
    await job.runOnce();
    await job.stop();

    const left = await fresh.database.db.select().from(signInFailures);
    expect(left.map((row) => row.addressKey).sort()).toEqual([address(2), address(3), "*"].sort());
    expect(captured.text()).toMatch(/"deleted":4[^\n]*stale sign-in counters deleted/);
  });
});
