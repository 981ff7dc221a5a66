// Faults a probe once found in the API's handling of ids, text and bodies, kept fixed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cities } from "../db/schema";
import { safeError } from "../safe-error";
import { planInput } from "../testing/factories";
import {
  createTestServer,
  jsonRequest,
  listAdminPlans,
  memoryLogger,
  ORIGIN,
  staffCookie,
  type TestServer,
} from "../testing/test-server";

const log = memoryLogger();
let server: TestServer;
let cookie: string;
beforeAll(async () => {
  server = await createTestServer({ logger: log.logger });
  cookie = await staffCookie(server);
});
afterAll(() => server.close());

const plan = planInput();

const listPlans = () => listAdminPlans(server, cookie);

describe("ids in paths", () => {
  it.each(["2147483648", "1e10", "99999999999", "0", "-1", "0x0C", "12abc", "%2012"])(
    "GET /api/cities/%s/plans answers 404, not 500",
    async (id) => {
      const response = await server.app.request(`/api/cities/${id}/plans`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: "city_not_found", message: "Cidade não encontrada." },
      });
    },
  );

  it.each(["2147483648", "1e10", "99999999999"])("the console's writes answer 404 for id %s", async (id) => {
    for (const [method, path, body] of [
      ["PUT", `/api/admin/plans/${id}`, plan],
      ["PATCH", `/api/admin/plans/${id}/status`, { isActive: false }],
      ["DELETE", `/api/admin/plans/${id}`, undefined],
    ] as const) {
      const response = await server.app.request(path, jsonRequest(method, body, cookie));
      expect(response.status, `${method} ${path}`).toBe(404);
    }
  });

  it("does not read a hex id (0x0C) as the plan with that number", async () => {
    const [target] = (await listPlans()).sort((a, b) => b.id - a.id);
    const hex = `0x${target!.id.toString(16).toUpperCase().padStart(2, "0")}`;
    for (const id of [hex, `${target!.id}.0`, `+${target!.id}`, `0${target!.id}`]) {
      const response = await server.app.request(
        `/api/admin/plans/${id}`,
        jsonRequest("PUT", { ...plan, name: "Sequestrado" }, cookie),
      );
      expect(response.status, id).toBe(404);
    }
    expect((await listPlans()).find((p) => p.id === target!.id)?.name).toBe(target!.name);
  });
});

describe("control characters in text", () => {
  it.each([
    ["name", "abc\u0000def"],
    ["wifiEquipment", "Roteador\u0000"],
    ["badge", "TOP\u0007"],
    ["streamings", ["Max\u0000"]],
  ])("refuses %s with a NUL or control character, in pt-BR, and stores nothing", async (field, value) => {
    const before = await listPlans();
    const response = await server.app.request(
      "/api/admin/plans",
      jsonRequest("POST", { ...plan, [field]: value }, cookie),
    );
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message).toMatch(/não pode conter caracteres de controle/);
    expect(await listPlans()).toEqual(before);
  });
});

describe("bodies that are not a JSON object", () => {
  const message = "Envie os dados como um objeto JSON.";
  it.each([
    ["invalid JSON", "application/json", "{nope"],
    ["an empty body", "application/json", ""],
    ["a form-encoded body", "application/x-www-form-urlencoded", "name=abc&speed=1"],
    ["a JSON array", "application/json", "[]"],
    ["a JSON string", "application/json", '"texto"'],
    ["JSON null", "application/json", "null"],
  ])("%s gets a pt-BR 400", async (_label, contentType, body) => {
    for (const [method, path] of [
      ["POST", "/api/admin/plans"],
      ["PUT", "/api/admin/plans/1"],
      ["PATCH", "/api/admin/plans/1/status"],
    ] as const) {
      const response = await server.app.request(path, {
        method,
        headers: { "content-type": contentType, origin: ORIGIN, cookie },
        body,
      });
      expect(response.status, `${method} ${path}`).toBe(400);
      expect(await response.json()).toEqual({ error: { code: "invalid_body", message } });
    }
  });

  it("a numeric badge gets the form's pt-BR message", async () => {
    const response = await server.app.request(
      "/api/admin/plans",
      jsonRequest("POST", { ...plan, badge: 5 }, cookie),
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      error: { fields: { badge: "Selo deve ser um texto" } },
    });
  });

  it("better-auth's own errors come in the one shape, in pt-BR", async () => {
    const response = await server.app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify({ email: "ninguem@example.com", password: "errada-errada" }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: {
        code: "invalid_email_or_password",
        message: "Falha no login. Por favor verifique suas credenciais.",
      },
    });
  });
});

describe("better-auth endpoints the console does not use", () => {
  it.each([
    "update-user",
    "change-email",
    "delete-user",
    "list-sessions",
    "revoke-other-sessions",
    "revoke-session",
    // The key is shown once, at enrolment; e-mailed codes are not used (decision 0025).
    "two-factor/get-totp-uri",
    "two-factor/send-otp",
    "two-factor/verify-otp",
  ])("/api/auth/%s answers a pt-BR 404 (a NUL in update-user's name gave 500)", async (endpoint) => {
    const response = await server.app.request(
      `/api/auth/${endpoint}`,
      jsonRequest("POST", { name: "abc\u0000def" }, cookie),
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: "not_found", message: "Recurso não encontrado." },
    });
  });
});

describe("the log", () => {
  it("names the failed fields and why, never the submitted values", async () => {
    const secret = "CPF-123.456.789-09";
    for (const body of [
      { ...plan, name: `${secret}\u0000` },
      { ...plan, name: secret.repeat(10) },
      { ...plan, badge: `${secret}${"x".repeat(50)}` },
    ]) {
      const response = await server.app.request("/api/admin/plans", jsonRequest("POST", body, cookie));
      expect(response.status).toBe(422);
    }
    const lines = log.lines();
    expect(lines).not.toContain("123.456.789");
    expect(lines).toMatch(/"invalidFields":\{"name":"custom"\}/);
    expect(lines).toMatch(/"invalidFields":\{"name":"too_big"\}/);
  });
});

describe("CSP reports", () => {
  it("are logged with the directive and the page, without its query, in both report formats", async () => {
    for (const [type, body] of [
      [
        "application/csp-report",
        {
          "csp-report": {
            "document-uri": "http://localhost/?cpf=111.222.333-44",
            "effective-directive": "script-src-elem",
            "blocked-uri": "inline",
          },
        },
      ],
      [
        "application/reports+json",
        [
          {
            type: "csp-violation",
            body: {
              documentURL: "http://localhost/intranet?cpf=555.666.777-88#x",
              effectiveDirective: "frame-src",
              blockedURL: "https://evil.example/a?b=c",
            },
          },
        ],
      ],
    ] as const) {
      const response = await server.app.request("/api/csp-reports", {
        method: "POST",
        headers: { "content-type": type, origin: ORIGIN },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(204);
    }
    const lines = log.lines();
    expect(lines).toContain('"directive":"script-src-elem"');
    expect(lines).toContain('"blocked":"https://evil.example/a"');
    expect(lines).toContain('"page":"http://localhost/intranet"');
    expect(lines).not.toContain("222.333");
    expect(lines).not.toContain("666.777");
  });
});

describe("logged database errors", () => {
  it("keep the query, the code and the constraint, never the parameters or quoted values", async () => {
    const secret = "Maria da Silva 27999998888";
    const error = await server.database.db
      .insert(cities)
      // Not a state (the column's type refuses it too), so the database's check fails.
      .values({ name: secret, nameKey: secret, state: "X" as never })
      .then(() => undefined)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(JSON.stringify(error, Object.getOwnPropertyNames(error))).toContain("27999998888");
    const logged = JSON.stringify(safeError(error));
    expect(logged).not.toContain("27999998888");
    expect(logged).toContain("insert into");
    expect(logged).toContain("23514");
  });
});
