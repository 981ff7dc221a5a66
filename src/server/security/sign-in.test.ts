// The security suite: sign-in limits, sessions after sign-out, staff passwords.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_SIGN_IN_LIMIT } from "../services/sign-in-failures";
import { upsertStaffUser } from "../services/staff";
import {
  createTestServer,
  fromAddress,
  jsonRequest,
  memoryLogger,
  ORIGIN,
  STAFF,
  staffCookie,
  type TestServer,
} from "../testing/test-server";

const WRONG = { ...STAFF, password: "palpite-errado-000" };
// The account window runs on this clock, so the test moves time on instead of racing a short window.
let clock = Date.now();
const log = memoryLogger();
let server: TestServer;
beforeAll(async () => {
  // Behind a trusted proxy, so each attempt can come from another client address.
  server = await createTestServer({
    seed: false,
    trustProxy: true,
    logger: log.logger,
    accountLimit: { ...ACCOUNT_SIGN_IN_LIMIT, now: () => new Date(clock) },
  });
});
afterAll(() => server.close());

let nextAddress = 1;
function signInFrom(
  credentials: { email: string; password: string },
  forwardedFor = `198.51.100.${nextAddress++}`,
) {
  return server.app.request(
    "/api/auth/sign-in/email",
    {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN, "x-forwarded-for": forwardedFor },
      body: JSON.stringify(credentials),
    },
    fromAddress("10.9.0.1"),
  );
}

describe("the per-account limit", () => {
  it("holds guessing at one account under 200 a day, however many addresses guess", () => {
    const perDay = (24 * 60 * 60 * 1000) / ACCOUNT_SIGN_IN_LIMIT.windowMs;
    expect(Math.ceil(perDay) * ACCOUNT_SIGN_IN_LIMIT.max).toBeLessThan(200);
  });

  it("refuses an account's sign-ins after its failures from many addresses, then lets the right person in once the window passed", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < ACCOUNT_SIGN_IN_LIMIT.max + 2; attempt++) {
      statuses.push((await signInFrom({ ...WRONG, email: "EQUIPE@example.com" })).status);
    }
    expect(statuses.slice(0, ACCOUNT_SIGN_IN_LIMIT.max)).toEqual(Array(ACCOUNT_SIGN_IN_LIMIT.max).fill(401));
    expect(statuses.slice(ACCOUNT_SIGN_IN_LIMIT.max)).toEqual([429, 429]);

    // Even the right password, from an address never seen, waits: a guess must not tell right from wrong.
    const locked = await signInFrom(STAFF);
    expect(locked.status).toBe(429);
    expect(await locked.json()).toEqual({
      error: {
        code: "account_locked",
        message: "Muitas tentativas de login para esta conta. Aguarde até uma hora e tente novamente.",
      },
    });
    // Another account is not affected.
    await upsertStaffUser(server.auth, "outra@example.com", "outra-senha-longa");
    expect((await signInFrom({ email: "outra@example.com", password: "outra-senha-longa" })).status).toBe(
      200,
    );

    clock += ACCOUNT_SIGN_IN_LIMIT.windowMs - 60_000;
    expect((await signInFrom(STAFF)).status).toBe(429);
    clock += 60_000;
    expect((await signInFrom(STAFF)).status).toBe(200);

    const lines = log.lines();
    expect(lines).toMatch(/"event":"account_sign_in_limited"/);
    expect(lines).not.toContain(WRONG.password);
    expect(lines).not.toContain(STAFF.password);
  });

  it("the per-address limit still answers 429 to rotating X-Forwarded-For when no proxy is trusted", async () => {
    const direct = await createTestServer({ seed: false });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt++) {
        const response = await direct.app.request(
          "/api/auth/sign-in/email",
          {
            method: "POST",
            headers: {
              "content-type": "application/json",
              origin: ORIGIN,
              "x-forwarded-for": `203.0.113.${attempt}`,
            },
            body: JSON.stringify({ ...WRONG, email: `ninguem${attempt}@example.com` }),
          },
          fromAddress("10.9.0.2"),
        );
        statuses.push(response.status);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await direct.close();
    }
  });
});

describe("sessions", () => {
  it("a session cookie replayed after sign-out is refused everywhere", async () => {
    const cookie = await staffCookie(server);
    expect((await server.app.request("/api/admin/plans", { headers: { cookie } })).status).toBe(200);
    const out = await server.app.request(
      "/api/auth/sign-out",
      jsonRequest("POST", {}, cookie),
      fromAddress("10.9.0.3"),
    );
    expect(out.status).toBe(200);
    expect((await server.app.request("/api/admin/plans", { headers: { cookie } })).status).toBe(401);
    const write = await server.app.request(
      "/api/admin/plans",
      jsonRequest("POST", { name: "Depois", speed: "1 Mb/s", price: 1, type: "Internet" }, cookie),
    );
    expect(write.status).toBe(401);
    const session = await server.app.request("/api/auth/get-session", { headers: { cookie } });
    expect(await session.json()).toBeNull();
  });
});

describe("staff passwords", () => {
  it("staff:create refuses a password under 12 characters", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "vitrine-cli-"));
    try {
      const result = spawnSync(
        process.execPath,
        [
          "--import",
          "tsx",
          "src/server/cli/staff-create.ts",
          "--email",
          "curta@example.com",
          "--password",
          "onze-chars!",
        ],
        { env: { ...process.env, DATA_DIR: dataDir }, encoding: "utf8", timeout: 30_000 },
      );
      expect(result.status).toBe(1);
      expect(result.stderr).toContain("at least 12 characters");
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("no path around it: the service refuses one too", async () => {
    await expect(upsertStaffUser(server.auth, "curta@example.com", "onze-chars!")).rejects.toThrow(
      /12 characters/,
    );
  });
});
