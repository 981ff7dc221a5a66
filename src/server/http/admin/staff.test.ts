import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ACCOUNT_DISABLED_MESSAGE } from "../../../domain";
import { OWN_ACCOUNT_MESSAGE } from "../../../domain/schemas";
import { authVerification } from "../../db/schema";
import {
  DISABLED_LINK_MESSAGE,
  LINK_INVALID_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
} from "../../services/staff-accounts";
import {
  createTestServer,
  errorOf,
  fromAddress,
  jsonRequest,
  memoryLogger,
  ORIGIN,
  STAFF,
  signIn,
  staffCookie,
  type TestServer,
} from "../../testing/test-server";
import { STAFF_PASSWORD_RATE_LIMITED_MESSAGE } from "../public/staff-password";

// Equipe (issue 22): accounts made by an administrador, set up through one-time links, disabled,
// reset, and their sessions ended.

let server: TestServer;
let admin: string;
const log = memoryLogger();
beforeAll(async () => {
  server = await createTestServer({ logger: log.logger });
  admin = await staffCookie(server);
});
afterAll(() => server.close());

let address = 0;
/** Each sign-in from an address of its own (sign-ins are limited per address). */
const signInAs = (email: string, password: string) =>
  signIn(server, { email, password }, `10.0.3.${++address}`);
const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

const request = (method: string, path: string, body?: unknown, cookie = admin) =>
  server.app.request(
    `/api/admin/staff${path}`,
    method === "GET" ? { headers: { cookie } } : jsonRequest(method, body ?? {}, cookie),
  );
const setPassword = (token: string, password: string) =>
  server.app.request("/api/staff-password", {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN },
    body: JSON.stringify({ token, password }),
  });
const members = async () =>
  (
    (await (await request("GET", "")).json()) as {
      staff: { id: string; email: string; activeSessions: number }[];
    }
  ).staff;
const sessionAnswers = async (cookie: string) =>
  (await server.app.request("/api/admin/plans", { headers: { cookie } })).status;

async function newMember(email: string, role = "comercial") {
  const response = await request("POST", "", { name: "Pessoa Nova", email, role });
  expect(response.status).toBe(201);
  return (await response.json()) as {
    member: { id: string; email: string; role: string; disabledAt: null };
    link: { token: string; expiresAt: string };
  };
}

describe("a new account", () => {
  it("is made with its role, no password and a one-time link valid 24 hours, never logged", async () => {
    const before = Date.now();
    const { member, link } = await newMember("Comercial.Nova@Example.com");
    expect(member).toMatchObject({
      email: "comercial.nova@example.com",
      role: "comercial",
      disabledAt: null,
    });
    const expires = Date.parse(link.expiresAt) - before;
    expect(expires).toBeGreaterThan(23.9 * 3600 * 1000);
    expect(expires).toBeLessThanOrEqual(24 * 3600 * 1000 + 5000);
    // No password yet: signing in fails like a wrong password.
    expect((await signInAs("comercial.nova@example.com", "qualquer-coisa-123")).status).toBe(401);

    expect((await setPassword(link.token, "curta")).status).toBe(422);
    expect(await errorOf(await setPassword(link.token, "curta"))).toMatchObject({
      fields: { password: PASSWORD_TOO_SHORT_MESSAGE },
    });
    const set = await setPassword(link.token, "uma-senha-comercial");
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({ email: "comercial.nova@example.com" });
    // Single use.
    const again = await setPassword(link.token, "outra-senha-comercial");
    expect(again.status).toBe(404);
    expect((await errorOf(again)).message).toBe(LINK_INVALID_MESSAGE);

    const signedIn = await signInAs("comercial.nova@example.com", "uma-senha-comercial");
    expect(signedIn.status).toBe(200);
    // A Comercial may read plans, not Equipe.
    expect(await sessionAnswers(cookieOf(signedIn))).toBe(200);
    expect((await request("GET", "", undefined, cookieOf(signedIn))).status).toBe(403);

    expect(log.lines()).not.toContain(link.token);
    expect(log.lines()).not.toContain("uma-senha-comercial");
  });

  it("refuses an e-mail in use, on its field, and an unknown role", async () => {
    const duplicate = await request("POST", "", { name: "Outra", email: STAFF.email, role: "marketing" });
    expect(duplicate.status).toBe(409);
    expect((await errorOf(duplicate)).fields).toEqual({ email: "Já existe uma conta com este e-mail." });
    const role = await request("POST", "", { name: "Outra", email: "x@example.com", role: "dono" });
    expect(role.status).toBe(422);
    expect((await errorOf(role)).fields).toEqual({ role: "Selecione o perfil" });
  });

  it("has a link that stops working after 24 hours", async () => {
    const { link } = await newMember("expira@example.com");
    await server.database.db
      .update(authVerification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authVerification.value, (await members()).find((m) => m.email === "expira@example.com")!.id));
    const response = await setPassword(link.token, "senha-tarde-demais");
    expect(response.status).toBe(404);
    expect((await errorOf(response)).message).toBe(LINK_INVALID_MESSAGE);
  });
});

describe("an account in use", () => {
  async function activeMember(email: string) {
    const { member, link } = await newMember(email);
    await setPassword(link.token, "senha-inicial-123");
    const cookie = cookieOf(await signInAs(email, "senha-inicial-123"));
    expect(await sessionAnswers(cookie)).toBe(200);
    return { id: member.id, cookie };
  }

  it("reset: the old password and every session end, and the new link sets the next one", async () => {
    const { id, cookie } = await activeMember("reset@example.com");
    const response = await request("POST", `/${id}/password-link`);
    expect(response.status).toBe(200);
    const { link } = (await response.json()) as { link: { token: string } };
    expect(await sessionAnswers(cookie)).toBe(401);
    expect((await signInAs("reset@example.com", "senha-inicial-123")).status).toBe(401);
    expect((await setPassword(link.token, "senha-depois-do-reset")).status).toBe(200);
    expect((await signInAs("reset@example.com", "senha-depois-do-reset")).status).toBe(200);
    expect(log.lines()).not.toContain(link.token);
  });

  it("a disabled account gets no password link: 409 in pt-BR, and its sessions and password stay as they were (probe 2026-11-25, N11)", async () => {
    const { id } = await activeMember("sem-link@example.com");
    expect((await request("PATCH", `/${id}/status`, { disabled: true })).status).toBe(204);
    const response = await request("POST", `/${id}/password-link`);
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toEqual({ code: "account_disabled", message: DISABLED_LINK_MESSAGE });
    expect((await request("PATCH", `/${id}/status`, { disabled: false })).status).toBe(204);
    expect((await signInAs("sem-link@example.com", "senha-inicial-123")).status).toBe(200);
  });

  it("disable: its sessions end and it cannot sign in; re-enabled, it can", async () => {
    const { id, cookie } = await activeMember("desativa@example.com");
    expect((await request("PATCH", `/${id}/status`, { disabled: true })).status).toBe(204);
    expect(await sessionAnswers(cookie)).toBe(401);
    const refused = await signInAs("desativa@example.com", "senha-inicial-123");
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { message: ACCOUNT_DISABLED_MESSAGE } });
    expect((await request("PATCH", `/${id}/status`, { disabled: false })).status).toBe(204);
    expect((await signInAs("desativa@example.com", "senha-inicial-123")).status).toBe(200);
  });

  it("lists its sessions, and 'Encerrar' ends the one chosen", async () => {
    const { id, cookie } = await activeMember("sessoes@example.com");
    const second = cookieOf(await signInAs("sessoes@example.com", "senha-inicial-123"));
    const sessions = (await (await request("GET", `/${id}/sessions`)).json()) as {
      sessions: { id: string }[];
    };
    expect(sessions.sessions).toHaveLength(2);
    expect((await members()).find((m) => m.id === id)?.activeSessions).toBe(2);
    expect((await request("DELETE", `/${id}/sessions/${sessions.sessions[0]!.id}`)).status).toBe(204);
    expect([await sessionAnswers(cookie), await sessionAnswers(second)].sort()).toEqual([200, 401]);
    expect((await request("DELETE", `/${id}/sessions/${sessions.sessions[0]!.id}`)).status).toBe(404);
  });

  it("an administrador cannot change or disable their own account, and one active administrador stays", async () => {
    const me = (await members()).find((m) => m.email === STAFF.email)!;
    const own = await request("PATCH", `/${me.id}/status`, { disabled: true });
    expect(own.status).toBe(422);
    expect((await errorOf(own)).message).toBe(OWN_ACCOUNT_MESSAGE);
    expect((await request("PUT", `/${me.id}/role`, { role: "marketing" })).status).toBe(422);

    // A second administrador may be demoted while the first stays.
    const { id } = await activeMember("segundo-admin@example.com");
    expect((await request("PUT", `/${id}/role`, { role: "administrador" })).status).toBe(204);
    expect((await request("PUT", `/${id}/role`, { role: "atendimento" })).status).toBe(204);
    expect((await members()).find((m) => m.id === id)).toMatchObject({ role: "atendimento" });
  });

  it("every change is in the Histórico, without tokens", async () => {
    const audit = (await (
      await server.app.request("/api/admin/audit-log?entity=staff", { headers: { cookie: admin } })
    ).json()) as { audit: { entries: { action: string; after: unknown }[] } };
    const actions = new Set(audit.audit.entries.map((entry) => entry.action));
    for (const action of ["create", "status", "password_reset", "session_end", "update"])
      expect(actions).toContain(action);
    expect(JSON.stringify(audit)).not.toMatch(/token/i);
  });
});

describe("POST /api/staff-password (probe 2026-11-25, L-SP)", () => {
  const fakeToken = "A".repeat(43);
  const attempt = (address: string, token = fakeToken) =>
    server.app.request(
      "/api/staff-password",
      jsonRequest("POST", { token, password: "Some-Long-Passw0rd-2026" }),
      fromAddress(address),
    );

  it("refuses a link that is not there without hashing the password", async () => {
    const hash = vi.spyOn((await server.auth.$context).password, "hash");
    try {
      const response = await attempt("10.0.4.1");
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toEqual({ code: "link_invalid", message: LINK_INVALID_MESSAGE });
      expect(hash).not.toHaveBeenCalled();
    } finally {
      hash.mockRestore();
    }
  });

  it("is limited per address: 20 at once, then 429 in pt-BR; another address goes on", async () => {
    const answers = await Promise.all(Array.from({ length: 21 }, () => attempt("10.0.4.2")));
    expect(answers.map((r) => r.status).sort()).toEqual([...Array(20).fill(404), 429]);
    const limited = answers.find((r) => r.status === 429)!;
    expect(await errorOf(limited)).toEqual({
      code: "rate_limited",
      message: STAFF_PASSWORD_RATE_LIMITED_MESSAGE,
    });
    expect((await attempt("10.0.4.3")).status).toBe(404);
  });
});
