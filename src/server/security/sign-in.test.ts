// The security suite: sign-in waits, sessions (sign-out, revocation, lifetime), staff passwords.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { action as signInPageAction } from "../../console/routes/auth";
import { openDatabase } from "../db/client";
import { createLogger } from "../logger";
import { addressKey, reserveSignInAttempt } from "../services/sign-in-failures";
import { upsertStaffUser } from "../services/staff";
import { bundledScript } from "../testing/bundled-script";
import { planInput } from "../testing/factories";
import {
  createTestServer,
  fromAddress,
  jsonRequest,
  memoryLogger,
  ORIGIN,
  staffCookie,
  type TestServer,
} from "../testing/test-server";
import { consoleContext } from "./console-context";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// Every clock here — better-auth's sessions and rate limit, the sign-in counters — reads Date: the
// tests move it on instead of waiting for a wait or a session to pass.
let now = Date.parse("2026-11-23T12:00:00Z");
function later(ms: number) {
  now += ms;
  vi.setSystemTime(now);
}

/** A CLI run as a child (bundled, see testing/bundled-script.ts): seconds, more on a loaded machine. */
const CLI_TIMEOUT = 150_000;

const log = memoryLogger();
let server: TestServer;
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(now);
  // Behind a trusted proxy, so each attempt can come from another client address.
  server = await createTestServer({ seed: false, trustProxy: true, logger: log.logger });
});
afterAll(async () => {
  await server.close();
  vi.useRealTimers();
});

let nextAddress = 1;
const newAddress = () => `198.51.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

function signInFrom(credentials: { email: string; password: string }, forwardedFor = newAddress()) {
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

/**
 * An account whose password alone signs in: Comercial, whose two-factor sign-in is optional (an
 * administrador's session would serve no console route before its enrolment; two-factor.test.ts).
 */
async function newStaff(email: string) {
  const credentials = { email, password: `senha-certa-de-${email}` };
  await upsertStaffUser(
    server.auth,
    server.database.db,
    credentials.email,
    credentials.password,
    "comercial",
  );
  return { right: credentials, wrong: { email, password: "palpite-errado-000" } };
}

function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

const readPlans = (cookie: string) => server.app.request("/api/admin/plans", { headers: { cookie } });
const writePlan = (cookie: string) =>
  server.app.request("/api/admin/plans", jsonRequest("POST", planInput({ name: "Depois" }), cookie));
async function sessionOf(cookie: string) {
  return (await server.app.request("/api/auth/get-session", { headers: { cookie } })).json();
}

describe("sign-in waits", () => {
  it("one address guessing waits longer and longer; the rightful user at another address signs in at once", async () => {
    const { right, wrong } = await newStaff("alvo-um@example.com");
    const guesser = "203.0.113.10";
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) statuses.push((await signInFrom(wrong, guesser)).status);
    expect(statuses).toEqual([401, 401, 401]);
    // Past better-auth's 3-per-10-s address limit: the account's own wait for this address answers.
    later(10 * SECOND);
    const waiting = await signInFrom(wrong, guesser);
    expect(waiting.status).toBe(429);
    expect(waiting.headers.get("retry-after")).toBe("20");
    expect(await waiting.json()).toEqual({
      error: {
        code: "sign_in_delayed",
        message: "Muitas tentativas de login para esta conta. Aguarde 20 segundos e tente novamente.",
      },
    });
    // Even the right password waits there: a guess must not tell right from wrong.
    expect((await signInFrom(right, guesser)).status).toBe(429);

    expect((await signInFrom(right, "203.0.113.99")).status).toBe(200);

    later(20 * SECOND);
    expect((await signInFrom(wrong, guesser)).status).toBe(401);
    const longer = await signInFrom(wrong, guesser);
    expect(longer.status).toBe(429);
    expect((await longer.json()).error.message).toBe(
      "Muitas tentativas de login para esta conta. Aguarde 1 minuto e tente novamente.",
    );
    const lines = log.lines();
    expect(lines).toMatch(/"event":"account_sign_in_limited"/);
    expect(lines).not.toContain(wrong.password);
    expect(lines).not.toContain(right.password);
    expect(lines).not.toContain("alvo-um@example.com");
  });

  it("many addresses guessing make the account wait at most 15 minutes, and never where it signed in lately", async () => {
    const { right, wrong } = await newStaff("alvo-dois@example.com");
    const office = "203.0.113.20";
    expect((await signInFrom(right, office)).status).toBe(200);

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) statuses.push((await signInFrom(wrong)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const shared = await signInFrom(wrong);
    expect(shared.status).toBe(429);
    expect(shared.headers.get("retry-after")).toBe("15");
    // A new address waits too, right password or not...
    expect((await signInFrom(right)).status).toBe(429);
    // ...but the address the account signed in from is spared the shared wait.
    expect((await signInFrom(right, office)).status).toBe(200);

    // Keep guessing as fast as allowed: the wait doubles, then stops at 15 minutes.
    const waits: number[] = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      const refused = await signInFrom(wrong);
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get("retry-after"));
      waits.push(wait);
      later(wait * SECOND);
      expect((await signInFrom(wrong)).status).toBe(401);
    }
    expect(waits).toEqual([15, 30, 60, 120, 240, 480, 900, 900]);

    // The rightful user at a new address is kept out for at most that long.
    const kept = await signInFrom(right);
    expect(kept.status).toBe(429);
    expect((await kept.json()).error.message).toBe(
      "Muitas tentativas de login para esta conta. Aguarde 15 minutos e tente novamente.",
    );
    later(15 * MINUTE);
    expect((await signInFrom(right)).status).toBe(200);
  });

  it("a right password takes back its own attempt: the next sign-in elsewhere does not wait for it", async () => {
    const { right, wrong } = await newStaff("alvo-seis@example.com");
    for (let attempt = 0; attempt < 4; attempt++) expect((await signInFrom(wrong)).status).toBe(401);
    expect((await signInFrom(right)).status).toBe(200);
    expect((await signInFrom(right)).status).toBe(200);
  });

  it("60 guesses at once from 60 addresses: only the free 5 are checked (one statement counts and checks)", async () => {
    const { right, wrong } = await newStaff("alvo-tres@example.com");
    const statuses = await Promise.all(
      Array.from({ length: 60 }, async () => (await signInFrom(wrong)).status),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(55);
    // The same at once with the right password among them: still one check past the free ones.
    later(15 * SECOND);
    const burst = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => (await signInFrom(i === 19 ? right : wrong)).status),
    );
    expect(burst.filter((status) => status !== 429)).toHaveLength(1);
  });

  it("a password reset ends the waits and every session of that user", async () => {
    const { right } = await newStaff("alvo-quatro@example.com");
    const cookie = cookieOf(await signInFrom(right, "203.0.113.40"));
    const other = cookieOf(await signInFrom(right, "203.0.113.41"));
    expect((await readPlans(cookie)).status).toBe(200);
    for (let attempt = 0; attempt < 6; attempt++) {
      await signInFrom({ email: right.email, password: "palpite-errado" });
    }
    expect((await signInFrom(right)).status).toBe(429);

    const reset = { email: right.email, password: "senha-nova-muito-longa" };
    await upsertStaffUser(server.auth, server.database.db, reset.email, reset.password);

    for (const old of [cookie, other]) {
      expect((await readPlans(old)).status).toBe(401);
      expect((await writePlan(old)).status).toBe(401);
      expect(await sessionOf(old)).toBeNull();
    }
    const signedIn = await signInFrom(reset);
    expect(signedIn.status).toBe(200);
    // ADMIN_PASSWORD is applied again at each start: the same password is no reset, no one is signed out.
    await upsertStaffUser(server.auth, server.database.db, reset.email, reset.password);
    expect((await readPlans(cookieOf(signedIn))).status).toBe(200);
  });

  it("npm run staff:unlock ends an account's waits", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "vitrine-unlock-"));
    const at = new Date();
    const address = addressKey("segredo", "203.0.113.50");
    try {
      const database = await openDatabase({ dataDir });
      await database.migrate();
      for (let attempt = 0; attempt < 3; attempt++) {
        await reserveSignInAttempt(database.db, "alvo@example.com", address, at);
      }
      expect((await reserveSignInAttempt(database.db, "alvo@example.com", address, at)).ok).toBe(false);
      await database.close();

      const { DATABASE_URL: _unused, ...env } = process.env;
      const result = spawnSync(
        process.execPath,
        [...(await bundledScript("src/server/cli/staff-unlock.ts")), "--email", " Alvo@Example.com "],
        { env: { ...env, DATA_DIR: dataDir }, encoding: "utf8", timeout: CLI_TIMEOUT },
      );
      expect(result.stderr).toBe("");
      expect(result.stdout).toContain("Sign-in waits of alvo@example.com cleared.");
      expect(result.status).toBe(0);

      const reopened = await openDatabase({ dataDir });
      expect((await reserveSignInAttempt(reopened.db, "alvo@example.com", address, at)).ok).toBe(true);
      await reopened.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Two database starts and a child process: slow on a loaded machine.
  }, 180_000);

  it("the /auth form answers a refused attempt with 429 and how long to wait, a wrong password with 400", async () => {
    const { right, wrong } = await newStaff("alvo-cinco@example.com");
    const submit = (credentials: { email: string; password: string }, clientIp: string) =>
      signInPageAction({
        request: new Request(`${ORIGIN}/auth`, {
          method: "POST",
          body: new URLSearchParams(credentials),
        }),
        context: consoleContext({ auth: server.auth, clientIp, logger: createLogger("silent") }),
        params: {},
      } as unknown as Parameters<typeof signInPageAction>[0]) as Promise<{
        data: { error?: string };
        init: { status: number } | null;
      }>;
    const first = await submit(wrong, "203.0.113.60");
    expect(first.init?.status).toBe(400);
    expect(first.data.error).toBe("Falha no login. Por favor verifique suas credenciais.");
    await submit(wrong, "203.0.113.60");
    await submit(wrong, "203.0.113.60");
    // better-auth's per-address limit (3 per 10 s).
    const limited = await submit(right, "203.0.113.60");
    expect(limited.init?.status).toBe(429);
    expect(limited.data.error).toBe("Muitas tentativas de login. Aguarde alguns segundos e tente novamente.");
    // The account's wait for this address.
    later(10 * SECOND);
    const delayed = await submit(right, "203.0.113.60");
    expect(delayed.init?.status).toBe(429);
    expect(delayed.data.error).toBe(
      "Muitas tentativas de login para esta conta. Aguarde 20 segundos e tente novamente.",
    );
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
            body: JSON.stringify({ email: `ninguem${attempt}@example.com`, password: "palpite" }),
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
    expect((await readPlans(cookie)).status).toBe(200);
    const out = await server.app.request(
      "/api/auth/sign-out",
      jsonRequest("POST", {}, cookie),
      fromAddress("10.9.0.3"),
    );
    expect(out.status).toBe(200);
    expect((await readPlans(cookie)).status).toBe(401);
    expect((await writePlan(cookie)).status).toBe(401);
    expect(await sessionOf(cookie)).toBeNull();
  });

  it("'Sair de todas as sessões' (POST /api/auth/revoke-sessions) ends every session of the user, same-origin only", async () => {
    const { right } = await newStaff("sessoes@example.com");
    const here = cookieOf(await signInFrom(right, "203.0.113.70"));
    const there = cookieOf(await signInFrom(right, "203.0.113.71"));
    const someoneElse = await staffCookie(server);

    const crossSite = await server.app.request("/api/auth/revoke-sessions", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example", cookie: here },
      body: "{}",
    });
    expect(crossSite.status).toBe(403);
    expect((await readPlans(here)).status).toBe(200);
    expect((await server.app.request("/api/auth/revoke-sessions", jsonRequest("POST", {}))).status).toBe(401);

    const revoked = await server.app.request("/api/auth/revoke-sessions", jsonRequest("POST", {}, here));
    expect(revoked.status).toBe(200);
    for (const old of [here, there]) {
      expect((await readPlans(old)).status).toBe(401);
      expect((await writePlan(old)).status).toBe(401);
      expect(await sessionOf(old)).toBeNull();
    }
    // Another staff member's session is not touched.
    expect((await readPlans(someoneElse)).status).toBe(200);
  });

  it("a session ends after 12 hours without use", async () => {
    const { right } = await newStaff("ocioso@example.com");
    const signedIn = await signInFrom(right, "203.0.113.80");
    // The browser keeps the cookie for the absolute lifetime; the server decides when the session ends
    // (the console's API reads never send the cookie again).
    expect(signedIn.headers.getSetCookie().find((c) => c.includes("session_token"))).toMatch(
      /Max-Age=604800/,
    );
    const cookie = cookieOf(signedIn);
    later(11 * HOUR);
    expect((await readPlans(cookie)).status).toBe(200);
    later(11 * HOUR + 59 * MINUTE);
    expect((await readPlans(cookie)).status).toBe(200);
    later(11 * HOUR + 59 * MINUTE);
    expect((await readPlans(cookie)).status).toBe(200);
    later(12 * HOUR + SECOND);
    expect((await readPlans(cookie)).status).toBe(401);
    expect(await sessionOf(cookie)).toBeNull();
  });

  it("a session ends 7 days after sign-in, however often it is used", async () => {
    const { right } = await newStaff("assiduo@example.com");
    const signedInAt = now;
    const cookie = cookieOf(await signInFrom(right, "203.0.113.90"));
    while (now + 11 * HOUR < signedInAt + 7 * DAY) {
      later(11 * HOUR);
      expect((await readPlans(cookie)).status).toBe(200);
    }
    later(signedInAt + 7 * DAY - now - SECOND);
    expect((await readPlans(cookie)).status).toBe(200);
    later(2 * SECOND);
    expect((await readPlans(cookie)).status).toBe(401);
    expect((await writePlan(cookie)).status).toBe(401);
    expect(await sessionOf(cookie)).toBeNull();
  });
});

describe("staff passwords", () => {
  it("staff:create refuses a password under 12 characters", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "vitrine-cli-"));
    try {
      const result = spawnSync(
        process.execPath,
        [
          ...(await bundledScript("src/server/cli/staff-create.ts")),
          "--email",
          "curta@example.com",
          "--password",
          "onze-chars!",
        ],
        { env: { ...process.env, DATA_DIR: dataDir }, encoding: "utf8", timeout: CLI_TIMEOUT },
      );
      expect(result.status).toBe(1);
      expect(result.stderr).toContain("at least 12 characters");
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);

  it("no path around it: the service refuses one too", async () => {
    await expect(
      upsertStaffUser(server.auth, server.database.db, "curta@example.com", "onze-chars!"),
    ).rejects.toThrow(/12 characters/);
  });
});
