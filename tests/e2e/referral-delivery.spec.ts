import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import { testDatabaseUrl } from "../../src/server/config";
import { type Database, openDatabase } from "../../src/server/db/client";
import { leads, referrals } from "../../src/server/db/schema";
import { createFieldCipher } from "../../src/server/field-cipher";
import {
  BUSINESS_LEAD,
  CALLBACK_LEAD,
  COVERAGE_LEAD,
  insertLead,
  LEAD_PERSONAL_VALUES,
} from "../../src/server/testing/lead-fixtures";
import { createTestRelay, insertReferral, PERSONAL_VALUES } from "../../src/server/testing/referral-fixtures";
import { createThrowawayDatabase } from "../../src/server/testing/throwaway-database";
import { type SpawnedServer, startServer } from "./spawned-server";

// The production server's own delivery worker, across a restart: a referral and a lead of each kind stored
// while the relay is down stay pending through a clean shutdown, and the next start delivers them (one
// worker, one relay: decision 0026). They are stored through the data layer (the public forms have their
// own tests); a second server of its own, on its own data directory (or throwaway PostgreSQL database),
// keeps the shared e2e server out of it.

test("a referral and leads the relay could not take are delivered after the server restarts", {
  tag: "@db",
}, async () => {
  test.setTimeout(180_000);
  const key = randomBytes(32);
  const cipher = createFieldCipher(key);
  const dataDir = mkdtempSync(path.join(tmpdir(), "vitrine-referrals-"));
  const serverUrl = testDatabaseUrl();
  const throwaway = serverUrl ? await createThrowawayDatabase(serverUrl, "vitrine_e2e_ref") : undefined;
  // PGlite's data directory takes one process at a time: the test opens it only while no server runs.
  const withDatabase = async <T>(work: (database: Database) => Promise<T>): Promise<T> => {
    const database = await openDatabase({ databaseUrl: throwaway?.url, dataDir });
    try {
      await database.migrate();
      return await work(database);
    } finally {
      await database.close();
    }
  };
  const relay = await createTestRelay();
  await relay.down();
  const env = {
    DATA_DIR: dataDir,
    REFERRAL_ENCRYPTION_KEY: key.toString("hex"),
    REFERRAL_RELAY_URL: relay.url,
    ...(throwaway ? { DATABASE_URL: throwaway.url } : {}),
  };
  const outputs: string[] = [];
  const servers: SpawnedServer[] = [];
  try {
    const { id, leadIds } = await withDatabase(async (database) => ({
      id: await insertReferral(database, cipher),
      leadIds: [
        await insertLead(database, COVERAGE_LEAD),
        await insertLead(database, CALLBACK_LEAD),
        await insertLead(database, BUSINESS_LEAD),
      ],
    }));

    // Relay down: the attempts fail and are recorded; a clean stop keeps the referral and leads pending.
    const first = await startServer(env);
    servers.push(first);
    await expect
      .poll(first.output, { timeout: 45_000 })
      .toContain('"msg":"referral delivery failed; will retry"');
    await expect
      .poll(() => first.output().split('"msg":"lead delivery failed; will retry"').length - 1, {
        timeout: 45_000,
      })
      .toBe(3);
    expect(await first.stop()).toBe(0);
    outputs.push(first.output());
    expect(first.output()).toContain(`"referralId":${id}`);
    expect(first.output()).toContain('"error":"ECONNREFUSED"');
    await withDatabase(async (database) => {
      const [row] = await database.db.select().from(referrals).where(eq(referrals.id, id));
      expect([row?.status, row?.attempts, row?.lastError]).toEqual(["pending", 1, "ECONNREFUSED"]);
      // The leads were tried in the same round, and wait too.
      const leadRows = await database.db.select().from(leads).orderBy(leads.id);
      expect(leadRows.map((lead) => [lead.id, lead.delivery, lead.attempts, lead.lastError])).toEqual(
        leadIds.map((leadId) => [leadId, "pending", 1, "ECONNREFUSED"]),
      );
      // Stands for the 30 s backoff passing while the server was down.
      await database.db.update(referrals).set({ nextAttemptAt: new Date() }).where(eq(referrals.id, id));
      await database.db.update(leads).set({ nextAttemptAt: new Date() });
    });

    // Relay back, server started again: the pending referral goes out at start, once.
    await relay.up();
    const second = await startServer(env);
    servers.push(second);
    await expect.poll(second.output, { timeout: 45_000 }).toContain('"msg":"referral delivered"');
    await expect
      .poll(() => second.output().split('"msg":"lead delivered"').length - 1, { timeout: 45_000 })
      .toBe(3);
    expect(await second.stop()).toBe(0);
    outputs.push(second.output());
    expect(relay.requests).toHaveLength(4);
    // The referral and the leads are two queues that go out side by side: each is delivered once, and the
    // leads in the order they came; which queue's first request reaches the relay first is not promised.
    const bodies = relay.requests.map((request) => JSON.parse(request.body) as Record<string, string>);
    const referralBodies = bodies.filter((body) => body.message?.includes("CPF: 529.982.247-25"));
    expect(referralBodies).toHaveLength(1);
    expect(referralBodies[0]?.message).toContain("CPF: 111.444.777-35");
    const leadBodies = bodies.filter((body) => !referralBodies.includes(body));
    expect(leadBodies.map((body) => body.subject)).toEqual([
      "Novo pedido de aviso de cobertura",
      "Novo pedido de ligação",
      "Novo pedido de proposta para empresa",
    ]);
    expect(leadBodies[2]?.message).toContain("CNPJ: 11.222.333/0001-81");
    await withDatabase(async (database) => {
      const [row] = await database.db.select().from(referrals).where(eq(referrals.id, id));
      expect([row?.status, row?.attempts]).toEqual(["delivered", 1]);
      const leadRows = await database.db.select().from(leads);
      expect(leadRows.map((lead) => [lead.delivery, lead.attempts])).toEqual(Array(3).fill(["delivered", 1]));
    });

    // Neither server logged the people's data, the leads' included.
    const log = outputs.join("");
    for (const value of [...PERSONAL_VALUES, ...LEAD_PERSONAL_VALUES]) expect(log).not.toContain(value);
    expect(log).not.toMatch(/\d{3}\.\d{3}\.\d{3}-\d{2}/);
  } finally {
    for (const server of servers) server.kill();
    await relay.down();
    await throwaway?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
