import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { referrals } from "../db/schema";
import {
  DELIVERY_POLICY,
  type DeliveryPolicy,
  resetFailedReferral,
  retryDelayMs,
} from "../services/referral-delivery";
import {
  createCapturedLogger,
  createTestCipher,
  createTestRelay,
  FRIEND,
  type FreshDatabase,
  insertReferral,
  openFreshDatabase,
  PERSONAL_VALUES,
  REFERRER,
  type TestRelay,
} from "../testing/referral-fixtures";
import {
  createReferralDelivery,
  RELAY_NAME,
  RELAY_SUBJECT,
  type ReferralDeliveryOptions,
  startReferralDelivery,
} from "./delivery";

const SECOND = 1000;

let fresh: FreshDatabase;
let relay: TestRelay;
const cipher = createTestCipher();
const captured = createCapturedLogger();
let clock: Date;

function advance(ms: number) {
  clock = new Date(clock.getTime() + ms);
}

function worker(overrides: Partial<ReferralDeliveryOptions> = {}) {
  return createReferralDelivery({
    db: fresh.database.db,
    cipher,
    relayUrl: relay.url,
    logger: captured.logger,
    now: () => clock,
    // The middle of the jitter range: delays are exactly the policy's.
    random: () => 0.5,
    timeoutMs: 5 * SECOND,
    ...overrides,
  });
}

async function readReferral(id: number) {
  const [row] = await fresh.database.db.select().from(referrals).where(eq(referrals.id, id));
  if (!row) throw new Error(`referral ${id} is gone`);
  return row;
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 10 * SECOND) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const referralNumber = (body: string) => Number(/Indicação nº (\d+)/.exec(JSON.parse(body).message)?.[1]);

beforeAll(async () => {
  fresh = await openFreshDatabase();
  relay = await createTestRelay();
});

afterAll(async () => {
  await relay?.down();
  await fresh?.close();
});

beforeEach(async () => {
  await fresh.database.db.delete(referrals);
  await relay.up();
  relay.requests.length = 0;
  relay.status = 200;
  relay.delayMs = 0;
  // A little ahead of the database's clock, so a referral stored just now is due.
  clock = new Date(Date.now() + SECOND);
});

describe("referral delivery", () => {
  it("posts the spec's JSON body with both people's data and the decrypted CPFs, then marks it delivered", async () => {
    const id = await insertReferral(fresh.database, cipher);
    expect(await worker().runOnce()).toEqual({ delivered: 1, retrying: 0, failed: 0 });

    expect(relay.requests).toHaveLength(1);
    const [request] = relay.requests;
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe("/relay");
    expect(request?.headers["content-type"]).toBe("application/json");
    expect(request?.headers.accept).toBe("application/json");
    const body = JSON.parse(request?.body ?? "");
    expect(Object.keys(body).sort()).toEqual(["message", "name", "subject"]);
    expect(body.name).toBe(RELAY_NAME);
    expect(body.subject).toBe(RELAY_SUBJECT);
    expect(body.message).toBe(
      [
        `Quem indicou:\nNome: ${REFERRER.name}\nTelefone: (11) 9 8765-4321\nE-mail: ${REFERRER.email}\nCPF: 529.982.247-25`,
        `Amigo indicado:\nNome: ${FRIEND.name}\nTelefone: (41) 3333-4444\nE-mail: ${FRIEND.email}\nCPF: 111.444.777-35`,
        `Indicação nº ${id}`,
      ].join("\n\n"),
    );

    const row = await readReferral(id);
    expect(row.status).toBe("delivered");
    expect(row.attempts).toBe(0);
    expect(row.deliveredAt?.getTime()).toBe(clock.getTime());

    // Delivered once: later rounds post nothing.
    advance(60 * 60 * SECOND);
    expect(await worker().runOnce()).toEqual({ delivered: 0, retrying: 0, failed: 0 });
    expect(relay.requests).toHaveLength(1);
  });

  it("keeps the referral pending while the relay is down, and delivers it once the relay is back", async () => {
    const id = await insertReferral(fresh.database, cipher);
    await relay.down();
    const delivery = worker();
    expect(await delivery.runOnce()).toEqual({ delivered: 0, retrying: 1, failed: 0 });

    let row = await readReferral(id);
    expect(row.status).toBe("pending");
    expect(row.attempts).toBe(1);
    expect(row.lastError).toBe("ECONNREFUSED");
    expect(row.nextAttemptAt.getTime()).toBe(clock.getTime() + 30 * SECOND);

    // Not due yet: the backoff is respected even with the relay back.
    await relay.up();
    advance(29 * SECOND);
    expect(await delivery.runOnce()).toEqual({ delivered: 0, retrying: 0, failed: 0 });
    expect(relay.requests).toHaveLength(0);

    advance(2 * SECOND);
    expect(await delivery.runOnce()).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    row = await readReferral(id);
    expect(row.status).toBe("delivered");
    expect(row.attempts).toBe(1);
    expect(row.lastError).toBeNull();
    expect(relay.requests).toHaveLength(1);
  });

  it("retries with a doubling delay while the relay answers 500, and delivers once it answers ok", async () => {
    const id = await insertReferral(fresh.database, cipher);
    relay.status = 500;
    const delivery = worker();
    await delivery.runOnce();
    let row = await readReferral(id);
    expect([row.status, row.attempts, row.lastError]).toEqual(["pending", 1, "HTTP 500"]);
    expect(row.nextAttemptAt.getTime() - clock.getTime()).toBe(30 * SECOND);

    advance(30 * SECOND);
    await delivery.runOnce();
    row = await readReferral(id);
    expect([row.status, row.attempts, row.lastError]).toEqual(["pending", 2, "HTTP 500"]);
    expect(row.nextAttemptAt.getTime() - clock.getTime()).toBe(60 * SECOND);

    relay.status = 200;
    advance(60 * SECOND);
    await delivery.runOnce();
    row = await readReferral(id);
    expect(row.status).toBe("delivered");
    expect(relay.requests).toHaveLength(3);
  });

  it("does not take a redirect for a delivery: the referral stays pending with 'HTTP 302'", async () => {
    const id = await insertReferral(fresh.database, cipher);
    // Followed, the redirect would become a GET without the referral, answered 200.
    relay.redirectPostTo = "/moved";
    try {
      await worker().runOnce();
    } finally {
      relay.redirectPostTo = undefined;
    }
    const row = await readReferral(id);
    expect([row.status, row.attempts, row.lastError]).toEqual(["pending", 1, "HTTP 302"]);
    expect(relay.requests.map((request) => request.method)).toEqual(["POST"]);
  });

  it("counts a relay that does not answer in time as a failed attempt", async () => {
    const id = await insertReferral(fresh.database, cipher);
    relay.delayMs = 2000;
    expect(await worker({ timeoutMs: 200 }).runOnce()).toEqual({ delivered: 0, retrying: 1, failed: 0 });
    const row = await readReferral(id);
    expect([row.status, row.attempts, row.lastError]).toEqual(["pending", 1, "TimeoutError"]);
  });

  it("gives up after the policy's attempts ('failed'), and a reset puts it back in the queue", async () => {
    const policy: DeliveryPolicy = { ...DELIVERY_POLICY, maxAttempts: 3 };
    const id = await insertReferral(fresh.database, cipher);
    relay.status = 503;
    const delivery = worker({ policy });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await delivery.runOnce();
      advance(2 * 60 * 60 * SECOND);
    }
    let row = await readReferral(id);
    expect([row.status, row.attempts, row.lastError]).toEqual(["failed", 3, "HTTP 503"]);
    expect(await delivery.runOnce()).toEqual({ delivered: 0, retrying: 0, failed: 0 });
    expect(relay.requests).toHaveLength(3);

    relay.status = 200;
    expect(await resetFailedReferral(fresh.database.db, id, clock)).toBe(true);
    await delivery.runOnce();
    row = await readReferral(id);
    expect(row.status).toBe("delivered");
  });

  it("spreads the default attempts over about a day, capped at an hour apart, with jitter", () => {
    const delays = Array.from({ length: DELIVERY_POLICY.maxAttempts - 1 }, (_, i) => retryDelayMs(i + 1));
    const total = delays.reduce((sum, delay) => sum + delay, 0);
    expect(total).toBeGreaterThan(20 * 60 * 60 * SECOND);
    expect(total).toBeLessThan(30 * 60 * 60 * SECOND);
    expect(retryDelayMs(1, DELIVERY_POLICY, () => 0.5)).toBe(30 * SECOND);
    expect(retryDelayMs(2, DELIVERY_POLICY, () => 0.5)).toBe(60 * SECOND);
    expect(retryDelayMs(20, DELIVERY_POLICY, () => 0.5)).toBe(60 * 60 * SECOND);
    expect(retryDelayMs(1, DELIVERY_POLICY, () => 0)).toBe(24 * SECOND);
    expect(retryDelayMs(1, DELIVERY_POLICY, () => 0.999999)).toBeCloseTo(36 * SECOND, -2);
  });

  it("lets two workers on one database deliver each referral exactly once", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 12; i += 1) ids.push(await insertReferral(fresh.database, cipher));
    relay.delayMs = 20;
    const other = await fresh.openAnother();
    const a = worker({ batchSize: 3 });
    const b = worker({ batchSize: 3, db: other.db });
    const [roundA, roundB] = await Promise.all([a.runOnce(), b.runOnce()]);

    expect(roundA.delivered + roundB.delivered).toBe(12);
    const posted = relay.requests.map((request) => referralNumber(request.body)).sort((x, y) => x - y);
    expect(posted).toEqual(ids);
    for (const id of ids) expect((await readReferral(id)).status).toBe("delivered");
  });

  it("resumes after a restart: a worker stopped with the relay down leaves it pending, the next one delivers it", async () => {
    const id = await insertReferral(fresh.database, cipher);
    await relay.down();
    const before = worker();
    before.start();
    await waitFor(async () => (await readReferral(id)).attempts === 1);
    await before.stop();
    expect((await readReferral(id)).status).toBe("pending");

    await relay.up();
    advance(31 * SECOND);
    const after = worker({ db: (await fresh.openAnother()).db });
    after.start();
    try {
      await waitFor(async () => (await readReferral(id)).status === "delivered");
    } finally {
      await after.stop();
    }
    expect(relay.requests).toHaveLength(1);
  });

  it("on stop, finishes the post in flight and hands the rest of its claim back", async () => {
    const first = await insertReferral(fresh.database, cipher);
    const second = await insertReferral(fresh.database, cipher);
    relay.delayMs = 300;
    const delivery = worker();
    const round = delivery.runOnce();
    await waitFor(async () => relay.requests.length === 1);
    await delivery.stop();
    await round;

    expect((await readReferral(first)).status).toBe("delivered");
    const rest = await readReferral(second);
    expect(rest.status).toBe("pending");
    expect(rest.attempts).toBe(0);
    // Due at once for the next process, not after the lease.
    expect(rest.nextAttemptAt.getTime()).toBeLessThanOrEqual(clock.getTime());
    expect(relay.requests).toHaveLength(1);
  });

  it("delivers on its timer alone", async () => {
    const delivery = worker({ intervalMs: 200, now: () => new Date(Date.now() + SECOND) });
    delivery.start();
    try {
      const id = await insertReferral(fresh.database, cipher);
      await waitFor(async () => (await readReferral(id)).status === "delivered");
    } finally {
      await delivery.stop();
    }
    expect(relay.requests).toHaveLength(1);
  });

  it("delivers promptly after a kick, without waiting for the timer", async () => {
    const delivery = worker({ intervalMs: 60 * 60 * SECOND, now: () => new Date(Date.now() + SECOND) });
    delivery.start();
    // The round at start is over: the next one on the timer is an hour away.
    await delivery.runOnce();
    try {
      const id = await insertReferral(fresh.database, cipher);
      delivery.kick();
      await waitFor(async () => (await readReferral(id)).status === "delivered", 3 * SECOND);
    } finally {
      await delivery.stop();
    }
    expect(relay.requests).toHaveLength(1);
  });

  it("does not start without a relay URL", () => {
    expect(
      startReferralDelivery({ db: fresh.database.db, cipher, relayUrl: undefined, logger: captured.logger }),
    ).toBeUndefined();
  });

  it("reports 'failing' for /api/ready while its rounds cannot reach the database, 'running' once one succeeds", async () => {
    const database = await fresh.openAnother();
    const broken = {
      ...database.db,
      select: () => {
        throw new Error("connection terminated");
      },
    } as unknown as typeof database.db;
    const failing = worker({ db: broken });
    expect(failing.status()).toBe("running");
    await expect(failing.runOnce()).rejects.toThrow("connection terminated");
    expect(failing.status()).toBe("failing");
    await failing.stop();
    expect(failing.status()).toBe("stopped");

    const healthy = worker();
    await healthy.runOnce();
    expect(healthy.status()).toBe("running");
    await healthy.stop();
  });

  // Runs last: every test above logged into `captured`.
  it("never logs a name, phone, e-mail or CPF, formatted or not", () => {
    const text = captured.text();
    expect(text).toContain("referral delivered");
    expect(text).toContain("ECONNREFUSED");
    for (const value of PERSONAL_VALUES) expect(text).not.toContain(value);
    expect(text).not.toMatch(/\d{3}\.?\d{3}\.?\d{3}-?\d{2}/);
  });
});
