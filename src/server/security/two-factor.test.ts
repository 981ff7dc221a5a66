// The security suite: two-factor sign-in (issue 22, decision 0025). Enrolment, sign-in with a code and
// with a backup code, wrong codes counted toward the sign-in waits, administradores held to 'Minha
// conta' until they enrol, and the reset of a lost authenticator (Equipe and staff:create).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { action as signInPageAction, loader as signInPageLoader } from "../../console/routes/auth";
import { TWO_FACTOR_MESSAGES } from "../../domain";
import { createAuth } from "../auth";
import { openDatabase } from "../db/client";
import { auditLog, authSession, authTwoFactor, authUser } from "../db/schema";
import { createLogger } from "../logger";
import { upsertStaffUser } from "../services/staff";
import { bundledScript } from "../testing/bundled-script";
import { planInput } from "../testing/factories";
import {
  cookieOf,
  createTestServer,
  enrolTwoFactor,
  fromAddress,
  jsonRequest,
  memoryLogger,
  ORIGIN,
  staffCookie,
  type TestServer,
} from "../testing/test-server";
import { secretOfUri, totpCode, unusedCode, wrongCode } from "../testing/totp";
import { consoleContext } from "./console-context";

const SECOND = 1000;
const MINUTE = 60 * SECOND;

// better-auth's sessions, its rate limit, the sign-in counters and the TOTP step all read Date: the
// tests move it on instead of waiting.
let now = Date.parse("2026-11-23T12:00:00Z");
function later(ms: number) {
  now += ms;
  vi.setSystemTime(now);
}

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

function post(path: string, body: unknown, cookie = "", forwardedFor = newAddress()) {
  return server.app.request(
    path,
    {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: ORIGIN,
        "x-forwarded-for": forwardedFor,
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify(body),
    },
    fromAddress("10.9.0.1"),
  );
}
const signInFrom = (credentials: { email: string; password: string }, address = newAddress()) =>
  post("/api/auth/sign-in/email", credentials, "", address);
const sendCode = (cookie: string, code: string, address = newAddress()) =>
  post("/api/auth/two-factor/verify-totp", { code }, cookie, address);
const sendBackupCode = (cookie: string, code: string, address = newAddress()) =>
  post("/api/auth/two-factor/verify-backup-code", { code }, cookie, address);

const readPlans = (cookie: string) => server.app.request("/api/admin/plans", { headers: { cookie } });
const writePlan = (cookie: string) =>
  server.app.request(
    "/api/admin/plans",
    jsonRequest("POST", planInput({ name: "Com código", streamings: "" }), cookie),
  );
async function sessionOf(cookie: string) {
  return (await server.app.request("/api/auth/get-session", { headers: { cookie } })).json();
}
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;
const userRow = async (email: string) =>
  (await server.database.db.select().from(authUser).where(eq(authUser.email, email)))[0]!;

/** A new account (an administrador unless `role` says otherwise), signed in with its password alone. */
async function newStaff(email: string, role?: "comercial") {
  const credentials = { email, password: `senha-certa-de-${email}` };
  await upsertStaffUser(server.auth, server.database.db, email, credentials.password, role);
  const response = await signInFrom(credentials);
  expect(response.status).toBe(200);
  return { credentials, cookie: cookieOf(response) };
}

/** A new administrador with two-factor sign-in on. */
async function enrolledStaff(email: string) {
  const { credentials, cookie } = await newStaff(email);
  const enrolment = await enrolTwoFactor(server, cookie, credentials, newAddress());
  return { credentials, ...enrolment };
}

/** The password step of an enrolled account: no session, the code step's cookie. */
async function passwordStep(credentials: { email: string; password: string }, address = newAddress()) {
  const response = await signInFrom(credentials, address);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
  return cookieOf(response);
}

/**
 * `code` has been used: a sign-in with it is refused as a wrong code, at once and a step later (when the
 * server would still take the old step's code); the app's next unused code signs in.
 */
async function expectUsedUp(credentials: { email: string; password: string }, secret: string, code: string) {
  const replayed = await sendCode(await passwordStep(credentials), code);
  expect(replayed.status).toBe(401);
  expect(await errorOf(replayed)).toMatchObject({ code: "invalid_code" });
  later(30 * SECOND);
  const step = await passwordStep(credentials);
  expect((await sendCode(step, code)).status).toBe(401);
  const next = await sendCode(step, await unusedCode(secret));
  expect(next.status).toBe(200);
  expect((await readPlans(cookieOf(next))).status).toBe(200);
}

describe("enrolment", () => {
  it("an administrador without it is held to 'Minha conta': every console route refuses them until the first code confirms it", async () => {
    const { credentials, cookie } = await newStaff("enrol-admin@example.com");
    // Signed in (better-auth's session exists), but the console serves nothing yet.
    expect((await sessionOf(cookie)).user.email).toBe(credentials.email);
    for (const response of [await readPlans(cookie), await writePlan(cookie)]) {
      expect(response.status).toBe(403);
      expect(await errorOf(response)).toEqual({
        code: "two_factor_required",
        message: TWO_FACTOR_MESSAGES.enrolmentRequired,
      });
    }

    const wrongPassword = await post("/api/auth/two-factor/enable", { password: "nao-e-esta" }, cookie);
    expect(wrongPassword.status).toBe(400);
    expect(await errorOf(wrongPassword)).toEqual({ code: "invalid_password", message: "Senha incorreta." });

    const enable = await post(
      "/api/auth/two-factor/enable",
      { password: credentials.password, issuer: "Provedor Exemplo" },
      cookie,
    );
    expect(enable.status).toBe(200);
    const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Provedor%20Exemplo:enrol-admin%40example\.com\?/);
    const secret = secretOfUri(totpURI);
    expect(secret).toMatch(/^[A-Z2-7]{32,}$/);
    expect(backupCodes).toHaveLength(10);
    for (const code of backupCodes) expect(code).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
    // Not on until the first code: the console still refuses, and the row is stored encrypted.
    expect((await userRow(credentials.email)).twoFactorEnabled).toBe(false);
    expect((await readPlans(cookie)).status).toBe(403);
    const [stored] = await server.database.db
      .select()
      .from(authTwoFactor)
      .where(eq(authTwoFactor.userId, (await userRow(credentials.email)).id));
    expect(stored!.verified).toBe(false);
    expect(stored!.secret).not.toContain(secret);
    for (const code of backupCodes) expect(stored!.backupCodes).not.toContain(code);

    const wrong = await sendCode(cookie, wrongCode(secret));
    expect(wrong.status).toBe(401);
    expect(await errorOf(wrong)).toEqual({ code: "invalid_code", message: TWO_FACTOR_MESSAGES.invalidCode });
    expect((await userRow(credentials.email)).twoFactorEnabled).toBe(false);

    const confirmed = await sendCode(cookie, totpCode(secret));
    expect(confirmed.status).toBe(200);
    const enrolled = cookieOf(confirmed, cookie);
    expect((await userRow(credentials.email)).twoFactorEnabled).toBe(true);
    // better-auth swaps the session for one that knows: the old cookie is gone, the new one works.
    expect((await readPlans(cookie)).status).toBe(401);
    expect((await readPlans(enrolled)).status).toBe(200);
    expect((await writePlan(enrolled)).status).toBe(201);

    // Neither the secret nor a backup code reaches the log.
    const lines = log.lines();
    expect(lines).not.toContain(secret);
    for (const code of backupCodes) expect(lines).not.toContain(code);
  });

  it("is optional for the other roles: a Comercial signs in with the password and may turn it on and off", async () => {
    const { credentials, cookie } = await newStaff("enrol-comercial@example.com", "comercial");
    expect((await readPlans(cookie)).status).toBe(200);
    const { cookie: enrolled } = await enrolTwoFactor(server, cookie, credentials, newAddress());
    await passwordStep(credentials);
    const off = await post("/api/auth/two-factor/disable", { password: credentials.password }, enrolled);
    expect(off.status).toBe(200);
    expect((await userRow(credentials.email)).twoFactorEnabled).toBe(false);
    expect((await signInFrom(credentials)).headers.getSetCookie().join()).toContain("session_token=");
  });

  it("an administrador cannot turn it off: the role requires it", async () => {
    const { credentials, cookie } = await enrolledStaff("sem-desligar@example.com");
    const off = await post("/api/auth/two-factor/disable", { password: credentials.password }, cookie);
    expect(off.status).toBe(403);
    expect(await errorOf(off)).toEqual({
      code: "two_factor_required_for_role",
      message: TWO_FACTOR_MESSAGES.requiredForRole,
    });
    expect((await userRow(credentials.email)).twoFactorEnabled).toBe(true);
  });

  it("a person's own turning it on and off is in the history, by them; a wrong first code or a refused switch-off writes nothing", async () => {
    const { credentials, cookie } = await newStaff("historico-2fa@example.com", "comercial");
    const id = (await userRow(credentials.email)).id;
    const entries = async () =>
      (await server.database.db.select().from(auditLog).where(eq(auditLog.entityId, id))).map((entry) => ({
        action: entry.action,
        entity: entry.entity,
        actorEmail: entry.actorEmail,
        after: entry.after,
      }));

    const enable = await post("/api/auth/two-factor/enable", { password: credentials.password }, cookie);
    expect(enable.status).toBe(200);
    const secret = secretOfUri(((await enable.json()) as { totpURI: string }).totpURI);
    expect((await sendCode(cookie, wrongCode(secret))).status).toBe(401);
    expect(await entries()).toEqual([]);

    const verified = await sendCode(cookie, totpCode(secret));
    expect(verified.status).toBe(200);
    // The first code gives the session a new token, as a sign-in's code does.
    const enrolled = cookieOf(verified, cookie);
    const turnedOn = {
      action: "two_factor_enabled",
      entity: "staff",
      actorEmail: credentials.email,
      after: { email: credentials.email },
    };
    expect(await entries()).toEqual([turnedOn]);

    const refused = await post("/api/auth/two-factor/disable", { password: "senha-errada" }, enrolled);
    expect(refused.ok).toBe(false);
    expect(await entries()).toEqual([turnedOn]);

    const off = await post("/api/auth/two-factor/disable", { password: credentials.password }, enrolled);
    expect(off.status).toBe(200);
    expect(await entries()).toEqual([turnedOn, { ...turnedOn, action: "two_factor_disabled" }]);
  });
});

describe("a session that did not pass the second factor (probe 2026-11-25, H1)", () => {
  const listStaff = (cookie: string) => server.app.request("/api/admin/staff", { headers: { cookie } });
  const createIntruder = (cookie: string, email: string) =>
    server.app.request(
      "/api/admin/staff",
      jsonRequest("POST", { name: "Intruso", email, role: "administrador" }, cookie),
    );
  const expectNoAccount = async (email: string) =>
    expect(await server.database.db.select().from(authUser).where(eq(authUser.email, email))).toEqual([]);

  it("a password-only session opened before the enrolment gets no console once the account enrols elsewhere, nor after a reset and a new enrolment", async () => {
    const { credentials, cookie: attacker } = await newStaff("fixacao@example.com");
    expect((await listStaff(attacker)).status).toBe(403);

    // The rightful user signs in elsewhere and enrols.
    const rightful = cookieOf(await signInFrom(credentials));
    await enrolTwoFactor(server, rightful, credentials, newAddress());
    expect((await listStaff(attacker)).status).toBe(401);
    expect((await createIntruder(attacker, "intruso@example.com")).status).toBe(401);
    await expectNoAccount("intruso@example.com");

    // After Equipe's reset, the same again.
    const admin = await staffCookie(server);
    const id = (await userRow(credentials.email)).id;
    const reset = await server.app.request(
      `/api/admin/staff/${id}/two-factor`,
      jsonRequest("DELETE", {}, admin),
    );
    expect(reset.status).toBe(204);
    const again = cookieOf(await signInFrom(credentials));
    expect((await listStaff(again)).status).toBe(403);
    const reEnrolled = await enrolTwoFactor(
      server,
      cookieOf(await signInFrom(credentials)),
      credentials,
      newAddress(),
    );
    expect((await listStaff(again)).status).toBe(401);
    expect((await createIntruder(again, "intruso-2@example.com")).status).toBe(401);
    await expectNoAccount("intruso-2@example.com");
    // The enrolling session is the account's only one, and it serves the console.
    expect(
      await server.database.db.select().from(authSession).where(eq(authSession.userId, id)),
    ).toHaveLength(1);
    expect((await listStaff(reEnrolled.cookie)).status).toBe(200);
  });

  it("the session's own mark counts, not the account's flag: a password-only session that outlives the switch-on stays held to 'Minha conta'", async () => {
    const { credentials, cookie } = await newStaff("corrida@example.com");
    // As if the enrolment committed while this session was being made: the flag is on, the session stays.
    await server.database.db
      .update(authUser)
      .set({ twoFactorEnabled: true })
      .where(eq(authUser.email, credentials.email));
    for (const response of [await listStaff(cookie), await createIntruder(cookie, "intruso-3@example.com")]) {
      expect(response.status).toBe(403);
      expect(await errorOf(response)).toMatchObject({ code: "two_factor_required" });
    }
    await expectNoAccount("intruso-3@example.com");

    // Another role's such session is no session at all.
    const comercial = await newStaff("corrida-comercial@example.com", "comercial");
    expect((await readPlans(comercial.cookie)).status).toBe(200);
    await server.database.db
      .update(authUser)
      .set({ twoFactorEnabled: true })
      .where(eq(authUser.email, comercial.credentials.email));
    expect((await readPlans(comercial.cookie)).status).toBe(401);
  });

  it("turning it on or off ends every other session of the account; the one that did it goes on", async () => {
    const { credentials, cookie: first } = await newStaff("outras-sessoes@example.com", "comercial");
    const second = cookieOf(await signInFrom(credentials));
    const { cookie: enrolled, secret } = await enrolTwoFactor(server, first, credentials, newAddress());
    expect((await readPlans(second)).status).toBe(401);
    expect((await readPlans(enrolled)).status).toBe(200);

    const elsewhere = cookieOf(await sendCode(await passwordStep(credentials), await unusedCode(secret)));
    expect((await readPlans(elsewhere)).status).toBe(200);
    const off = await post("/api/auth/two-factor/disable", { password: credentials.password }, enrolled);
    expect(off.status).toBe(200);
    expect((await readPlans(elsewhere)).status).toBe(401);
    expect((await readPlans(cookieOf(off, enrolled))).status).toBe(200);
  });
});

describe("sign-in with two-factor", () => {
  it("the right password alone gives no session; the app's code does", async () => {
    const { credentials, secret } = await enrolledStaff("codigo@example.com");
    const step = await passwordStep(credentials);
    expect(step).toContain("better-auth.two_factor=");
    expect(step).not.toContain("session_token=");
    expect(await sessionOf(step)).toBeNull();
    expect((await readPlans(step)).status).toBe(401);
    expect((await writePlan(step)).status).toBe(401);

    const signedIn = await sendCode(step, await unusedCode(secret));
    expect(signedIn.status).toBe(200);
    const cookie = cookieOf(signedIn);
    expect(cookie).toContain("session_token=");
    expect((await readPlans(cookie)).status).toBe(200);
  });

  it("the enrolment's first code is used up: within its window it does not also complete a sign-in", async () => {
    const { credentials, cookie } = await newStaff("primeiro-codigo@example.com");
    const enable = await post("/api/auth/two-factor/enable", { password: credentials.password }, cookie);
    const secret = secretOfUri(((await enable.json()) as { totpURI: string }).totpURI);
    const code = totpCode(secret);
    expect((await sendCode(cookie, code)).status).toBe(200);
    expect((await userRow(credentials.email)).twoFactorEnabled).toBe(true);

    await expectUsedUp(credentials, secret, code);
  });

  it("an app's code signs in once: the same code again, while the server would still accept it, is refused and counted; the next code signs in", async () => {
    const { credentials, secret } = await enrolledStaff("uma-vez@example.com");
    const code = await unusedCode(secret);
    // A wrong code is not used up: the right one still signs in after it.
    expect((await sendCode(await passwordStep(credentials), wrongCode(secret))).status).toBe(401);
    expect((await sendCode(await passwordStep(credentials), code)).status).toBe(200);

    await expectUsedUp(credentials, secret, code);
  });

  it("a backup code signs in once; the same code a second time is refused", async () => {
    const { credentials, backupCodes } = await enrolledStaff("recuperacao@example.com");
    const first = await sendBackupCode(await passwordStep(credentials), backupCodes[3]!);
    expect(first.status).toBe(200);
    expect((await readPlans(cookieOf(first))).status).toBe(200);

    const again = await sendBackupCode(await passwordStep(credentials), backupCodes[3]!);
    expect(again.status).toBe(401);
    expect(await errorOf(again)).toEqual({
      code: "invalid_backup_code",
      message: TWO_FACTOR_MESSAGES.invalidBackupCode,
    });
    const other = await sendBackupCode(await passwordStep(credentials), backupCodes[4]!);
    expect(other.status).toBe(200);
  });

  it("one backup code raced on two sign-ins signs in once; the other is told the code is used, not 'Dados inválidos.' (probe 2026-11-25, N2)", async () => {
    const { credentials, backupCodes } = await enrolledStaff("corrida-recuperacao@example.com");
    const steps = [await passwordStep(credentials), await passwordStep(credentials)];
    const answers = await Promise.all(steps.map((step) => sendBackupCode(step, backupCodes[6]!)));
    // One signs in. The loser is told the code is used, whichever way it lost: on PGlite (one connection)
    // it reached the code's update second and keeps better-auth's conflict status (409); on PostgreSQL it
    // may read the codes after the winner's update and find none (401).
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    const loser = answers.find((answer) => answer.status !== 200)!;
    expect([401, 409]).toContain(loser.status);
    expect(await errorOf(loser)).toEqual({
      code: "invalid_backup_code",
      message: TWO_FACTOR_MESSAGES.invalidBackupCode,
    });
  });

  it("wrong codes count toward the sign-in waits like wrong passwords: the same account and address wait, right code or not", async () => {
    const { credentials, secret } = await enrolledStaff("palpites@example.com");
    const guesser = "203.0.113.20";
    // Someone who knows the password guesses codes: the first three are checked…
    const step = await passwordStep(credentials, guesser);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++)
      statuses.push((await sendCode(step, wrongCode(secret), guesser)).status);
    expect(statuses).toEqual([401, 401, 401]);
    // …then this address waits (past better-auth's own 3-per-10-s limit on the code endpoints), for a
    // code as for a password, even the right code: a guess must not tell right from wrong.
    later(10 * SECOND);
    const waiting = await sendCode(step, totpCode(secret), guesser);
    expect(waiting.status).toBe(429);
    expect(waiting.headers.get("retry-after")).toBe("20");
    expect(await errorOf(waiting)).toEqual({
      code: "sign_in_delayed",
      message: "Muitas tentativas de login para esta conta. Aguarde 20 segundos e tente novamente.",
    });
    expect((await signInFrom(credentials, guesser)).status).toBe(429);
    // Once the wait has passed, one more guess is checked; the right password before it did not hand the
    // guesser a fresh allowance (it is no sign-in yet): the next wait is longer.
    later(20 * SECOND);
    const again = await passwordStep(credentials, guesser);
    expect((await sendCode(again, wrongCode(secret), guesser)).status).toBe(401);
    const longer = await sendCode(again, totpCode(secret), guesser);
    expect(longer.status).toBe(429);
    expect((await errorOf(longer)).message).toBe(
      "Muitas tentativas de login para esta conta. Aguarde 1 minuto e tente novamente.",
    );

    // The rightful user elsewhere is not kept out.
    const elsewhere = "203.0.113.21";
    expect(
      (await sendCode(await passwordStep(credentials, elsewhere), totpCode(secret), elsewhere)).status,
    ).toBe(200);
    // The log says the account waited, never a code.
    expect(log.lines()).toMatch(/"event":"account_sign_in_limited"/);
  });

  it("holds code guessing from many addresses to the account-wide wait", async () => {
    const { credentials, secret } = await enrolledStaff("muitos@example.com");
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const address = newAddress();
      statuses.push(
        (await sendCode(await passwordStep(credentials, address), wrongCode(secret), address)).status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    // 5 failures free for the account as a whole, then a wait of 15 s doubling, for the password step
    // as for the code.
    const waiting = await signInFrom(credentials);
    expect(waiting.status).toBe(429);
    expect((await errorOf(waiting)).message).toBe(
      "Muitas tentativas de login para esta conta. Aguarde 15 segundos e tente novamente.",
    );
    later(15 * SECOND);
    const address = newAddress();
    const step = await passwordStep(credentials, address);
    expect((await sendCode(step, wrongCode(secret), address)).status).toBe(401);
    const refused = await sendCode(step, totpCode(secret), address);
    expect(refused.status).toBe(429);
    expect((await errorOf(refused)).message).toBe(
      "Muitas tentativas de login para esta conta. Aguarde 30 segundos e tente novamente.",
    );
  });

  it("wrong passwords sent to two-factor/enable or disable count toward the sign-in waits: a stolen session gets no unbounded guessing (probe 2026-11-25, L-PW)", async () => {
    const home = newAddress();
    const credentials = { email: "oraculo@example.com", password: "senha-certa-do-oraculo" };
    await upsertStaffUser(
      server.auth,
      server.database.db,
      credentials.email,
      credentials.password,
      "comercial",
    );
    const cookie = cookieOf(await signInFrom(credentials, home));
    for (const path of ["/api/auth/two-factor/enable", "/api/auth/two-factor/disable"]) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => post(path, { password: `palpite-${i}-errado` }, cookie)),
      );
      const codes = await Promise.all(answers.map(async (r) => `${r.status} ${(await errorOf(r)).code}`));
      // Five at most are checked (the account-wide allowance, already spent by the first path); the rest wait.
      expect(codes.filter((code) => code === "400 invalid_password").length).toBeLessThanOrEqual(5);
      expect(codes.filter((code) => code === "429 sign_in_delayed").length).toBeGreaterThanOrEqual(15);
    }
    // The right password from an address the account signed in from is not held up.
    const right = await post("/api/auth/two-factor/enable", { password: credentials.password }, cookie, home);
    expect(right.status).toBe(200);
  });

  it("a code step refuses 'trust this device' and anything but the code", async () => {
    const { credentials, secret } = await enrolledStaff("confiar@example.com");
    const step = await passwordStep(credentials);
    const trusted = await post(
      "/api/auth/two-factor/verify-totp",
      { code: totpCode(secret), trustDevice: true },
      step,
    );
    expect(trusted.status).toBe(400);
    expect(trusted.headers.getSetCookie().join()).not.toContain("trust_device");
    const noSession = await post(
      "/api/auth/two-factor/verify-backup-code",
      { code: "abcde-12345", disableSession: true },
      step,
    );
    expect(noSession.status).toBe(400);
  });

  it("a code step ends after 10 minutes: the person starts again from the password", async () => {
    const { credentials, secret } = await enrolledStaff("expira@example.com");
    const step = await passwordStep(credentials);
    later(10 * MINUTE + SECOND);
    const late = await sendCode(step, totpCode(secret));
    expect(late.status).toBe(401);
    expect(await errorOf(late)).toEqual({
      code: "invalid_two_factor_cookie",
      message: TWO_FACTOR_MESSAGES.expired,
    });
  });

  it("the /auth form asks for the code after the right password, and signs in with it (scripts off or on)", async () => {
    const { credentials, secret } = await enrolledStaff("formulario@example.com");
    const context = consoleContext({
      auth: server.auth,
      clientIp: "203.0.113.30",
      logger: createLogger("silent"),
    });
    const submit = (fields: Record<string, string>, cookie = "", search = "") =>
      signInPageAction({
        request: new Request(`${ORIGIN}/auth${search}`, {
          method: "POST",
          headers: cookie ? { cookie } : {},
          body: new URLSearchParams(fields),
        }),
        context,
        params: {},
      } as unknown as Parameters<typeof signInPageAction>[0]) as Promise<
        Response | { data: { step: string; error?: string; codeError?: string }; init: ResponseInit | null }
      >;
    const first = await submit(credentials);
    if (first instanceof Response) throw new Error("signed in without a code");
    expect(first.data).toEqual({ step: "totp" });
    const step = cookieOf(new Response(null, { headers: first.init?.headers }));
    expect(step).toContain("better-auth.two_factor=");
    expect(step).not.toContain("session_token=");

    // The page shows the code step while that cookie is there, and the backup-code form with '?recuperacao'.
    const page = (search: string) =>
      signInPageLoader({
        request: new Request(`${ORIGIN}/auth${search}`, { headers: { cookie: step } }),
        context,
        params: {},
      } as unknown as Parameters<typeof signInPageLoader>[0]);
    expect(await page("")).toEqual({ step: "totp" });
    expect(await page("?recuperacao")).toEqual({ step: "backup" });

    const empty = await submit({ intent: "totp", code: "12" }, step);
    if (empty instanceof Response) throw new Error("signed in with no code");
    expect(empty.init?.status).toBe(400);
    expect(empty.data.codeError).toBe("Informe o código de 6 dígitos do aplicativo autenticador.");

    const wrong = await submit({ intent: "totp", code: wrongCode(secret) }, step);
    if (wrong instanceof Response) throw new Error("signed in with a wrong code");
    expect(wrong.init?.status).toBe(400);
    expect(wrong.data).toEqual({ step: "totp", error: TWO_FACTOR_MESSAGES.invalidCode });

    // As the app shows it, '123 456'.
    const code = await unusedCode(secret);
    const right = await submit({ intent: "totp", code: `${code.slice(0, 3)} ${code.slice(3)}` }, step);
    if (!(right instanceof Response)) throw new Error(`not signed in: ${JSON.stringify(right.data)}`);
    expect(right.status).toBe(302);
    expect(right.headers.get("location")).toBe("/intranet");
    const session = right.headers.getSetCookie().find((line) => line.includes("session_token="));
    expect((await readPlans(session!.split(";")[0]!)).status).toBe(200);

    // 'Entrar com outra conta' drops the step's cookie.
    const restart = await submit({ intent: "restart" }, step);
    if (!(restart instanceof Response)) throw new Error("no redirect");
    expect(restart.headers.get("location")).toBe("/auth");
    expect(restart.headers.getSetCookie().join()).toMatch(/better-auth\.two_factor=;.*Max-Age=0/);
  });
});

describe("a lost authenticator", () => {
  it("another administrador resets it in Equipe: audited, its sessions end, and the next sign-in enrols again", async () => {
    const admin = await staffCookie(server);
    const { credentials, cookie } = await enrolledStaff("perdeu@example.com");
    const id = (await userRow(credentials.email)).id;
    expect((await readPlans(cookie)).status).toBe(200);

    // Not one's own.
    const adminId = (await sessionOf(admin)).user.id as string;
    const own = await server.app.request(
      `/api/admin/staff/${adminId}/two-factor`,
      jsonRequest("DELETE", {}, admin),
    );
    expect(own.status).toBe(422);

    const reset = await server.app.request(
      `/api/admin/staff/${id}/two-factor`,
      jsonRequest("DELETE", {}, admin),
    );
    expect(reset.status).toBe(204);
    expect((await userRow(credentials.email)).twoFactorEnabled).toBe(false);
    expect(await server.database.db.select().from(authTwoFactor).where(eq(authTwoFactor.userId, id))).toEqual(
      [],
    );
    expect(await server.database.db.select().from(authSession).where(eq(authSession.userId, id))).toEqual([]);
    expect((await readPlans(cookie)).status).toBe(401);
    const [entry] = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "two_factor_reset"), eq(auditLog.entityId, id)));
    expect(entry).toMatchObject({ entity: "staff", entityId: id, after: { email: credentials.email } });

    // Equipe lists it off; a second reset has nothing to do.
    const listed = (await (
      await server.app.request("/api/admin/staff", { headers: { cookie: admin } })
    ).json()) as {
      staff: { id: string; twoFactorEnabled: boolean }[];
    };
    expect(listed.staff.find((member) => member.id === id)?.twoFactorEnabled).toBe(false);
    const again = await server.app.request(
      `/api/admin/staff/${id}/two-factor`,
      jsonRequest("DELETE", {}, admin),
    );
    expect(again.status).toBe(409);

    // The password alone signs in again, into the enrolment.
    const signedIn = await signInFrom(credentials);
    const next = cookieOf(signedIn);
    expect(next).toContain("session_token=");
    expect((await readPlans(next)).status).toBe(403);
  });

  it("a reset during a sign-in's code step ends that step too", async () => {
    const admin = await staffCookie(server);
    const { credentials, secret } = await enrolledStaff("meio-caminho@example.com");
    const step = await passwordStep(credentials);
    const id = (await userRow(credentials.email)).id;
    expect(
      (await server.app.request(`/api/admin/staff/${id}/two-factor`, jsonRequest("DELETE", {}, admin)))
        .status,
    ).toBe(204);
    // A code no sign-in has used, so only the ended step can refuse it.
    const late = await sendCode(step, await unusedCode(secret));
    expect(late.status).toBe(401);
    expect(await errorOf(late)).toMatchObject({ code: "invalid_two_factor_cookie" });
    expect(await sessionOf(cookieOf(late))).toBeNull();
  });

  it("npm run staff:create -- --reset-2fa turns it off for the first administrador, without a password change", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "vitrine-reset-2fa-"));
    try {
      const database = await openDatabase({ dataDir });
      await database.migrate();
      const auth = createAuth({ db: database.db, secret: "s".repeat(40) });
      // The CLI's own auth secret is generated into DATA_DIR: the password's hash does not depend on it.
      await upsertStaffUser(auth, database.db, "primeiro@example.com", "senha-do-primeiro-admin");
      const [user] = await database.db
        .update(authUser)
        .set({ twoFactorEnabled: true })
        .where(eq(authUser.email, "primeiro@example.com"))
        .returning();
      await database.db
        .insert(authTwoFactor)
        .values({ id: "perdido", userId: user!.id, secret: "cifrado", backupCodes: "cifrados" });
      await database.close();

      const { DATABASE_URL: _unused, ...env } = process.env;
      const result = spawnSync(
        process.execPath,
        [
          ...(await bundledScript("src/server/cli/staff-create.ts")),
          "--email",
          "primeiro@example.com",
          "--reset-2fa",
        ],
        { env: { ...env, DATA_DIR: dataDir }, encoding: "utf8", timeout: 150_000 },
      );
      expect(result.stderr).toBe("");
      expect(result.stdout).toContain("Two-factor sign-in of primeiro@example.com turned off");
      expect(result.status).toBe(0);

      const reopened = await openDatabase({ dataDir });
      const [after] = await reopened.db
        .select()
        .from(authUser)
        .where(eq(authUser.email, "primeiro@example.com"));
      expect(after!.twoFactorEnabled).toBe(false);
      expect(await reopened.db.select().from(authTwoFactor)).toEqual([]);
      await reopened.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
