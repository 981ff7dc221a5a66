import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminNewsletterSubscriber, AuditPage } from "../../../domain";
import { unsubscribeFromNewsletter } from "../../services/newsletter";
import { fakeSite } from "../../testing/fake-site";
import {
  adminApi,
  createTestServer,
  errorOf,
  fromAddress,
  jsonRequest,
  ORIGIN,
  staffCookie,
  staffCookieFor,
  type TestServer,
} from "../../testing/test-server";
import { NEWSLETTER_SIGNUPS_PER_HOUR } from "../rate-limits";

// The blog's newsletter (issue 39): the box's post to /blog stores an address through the page's action
// (here a stand-in render that calls the store as the route's action does), and the console's Blog tab
// lists, exports and erases the list, audited without any address.

let server: TestServer;
let api: ReturnType<typeof adminApi>;

beforeAll(async () => {
  server = await createTestServer({
    seed: false,
    // /blog's action, as newsletter.server.ts calls the store: the form's fields, the request's address.
    site: fakeSite(["/blog", "/404"], async (request, context) => {
      const form = Object.fromEntries(await request.formData());
      return Response.json(await context.subscribeToNewsletter(form));
    }),
  });
  api = adminApi(server, await staffCookie(server));
});
afterAll(() => server.close());

async function signUp(fields: Record<string, string>, address: string) {
  const response = await server.app.request(
    "/blog",
    { method: "POST", body: new URLSearchParams(fields), headers: { origin: ORIGIN } },
    fromAddress(address),
  );
  expect(response.status).toBe(200);
  return (await response.json()) as { outcome: string; error?: string; until?: string };
}

const listSubscribers = async (): Promise<AdminNewsletterSubscriber[]> =>
  ((await (await api.newsletter.$get()).json()) as { subscribers: AdminNewsletterSubscriber[] }).subscribers;
const lastAudit = async (): Promise<AuditPage["entries"][number]> => {
  const response = await api["audit-log"].$get({
    query: { entity: "newsletter_subscribers", pageSize: "1" },
  });
  return (await response.json()).audit.entries[0]!;
};

describe("the box's post", () => {
  it("stores an address once, lower-cased, whatever its case; a wrong one is refused in Portuguese", async () => {
    expect(await signUp({ email: " Ana.Lima@Example.com " }, "10.9.0.1")).toEqual({ outcome: "stored" });
    expect(await signUp({ email: "ana.lima@example.com" }, "10.9.0.2")).toEqual({ outcome: "stored" });
    expect(await signUp({ email: "ana@" }, "10.9.0.1")).toEqual({
      outcome: "invalid",
      error: "Informe um e-mail válido, por exemplo: nome@provedor.com.br.",
    });
    expect((await listSubscribers()).map((s) => s.email)).toEqual(["ana.lima@example.com"]);
  });

  it("stores nothing when the hidden field is filled", async () => {
    expect(await signUp({ email: "robo@example.com", website: "http://spam" }, "10.9.0.3")).toEqual({
      outcome: "ignored",
    });
    expect((await listSubscribers()).map((s) => s.email)).not.toContain("robo@example.com");
  });

  it(`takes ${NEWSLETTER_SIGNUPS_PER_HOUR} sign-ups an hour from one address, then refuses`, async () => {
    const started = Date.now();
    for (let n = 0; n < NEWSLETTER_SIGNUPS_PER_HOUR; n++) {
      expect(await signUp({ email: `lote${n}@example.com` }, "10.9.0.4")).toEqual({ outcome: "stored" });
    }
    const refused = await signUp({ email: "lote-demais@example.com" }, "10.9.0.4");
    // Until the first of them is an hour old: then the address may sign up again.
    expect(refused).toEqual({ outcome: "rateLimited", until: expect.any(String) });
    const until = Date.parse(refused.until ?? "");
    expect(until).toBeGreaterThanOrEqual(started + 60 * 60 * 1000);
    expect(until).toBeLessThanOrEqual(Date.now() + 60 * 60 * 1000);
    // Another address is not held up.
    expect(await signUp({ email: "outra@example.com" }, "10.9.0.5")).toEqual({ outcome: "stored" });
    expect((await listSubscribers()).map((s) => s.email)).not.toContain("lote-demais@example.com");
  });

  it("counts an address sent again too: the same address posted over and over is refused after the limit", async () => {
    for (let n = 0; n < NEWSLETTER_SIGNUPS_PER_HOUR; n++)
      expect(await signUp({ email: "de-novo@example.com" }, "10.9.0.7")).toEqual({ outcome: "stored" });
    expect(await signUp({ email: "de-novo@example.com" }, "10.9.0.7")).toEqual({
      outcome: "rateLimited",
      until: expect.any(String),
    });
    expect((await listSubscribers()).filter((s) => s.email === "de-novo@example.com")).toHaveLength(1);
  });

  it("/newsletter/cancelar's store takes the address off the list, in any case", async () => {
    await signUp({ email: "sair@example.com" }, "10.9.0.6");
    expect(await unsubscribeFromNewsletter(server.database.db, { email: " SAIR@example.com" })).toEqual({
      outcome: "removed",
    });
    expect((await listSubscribers()).map((s) => s.email)).not.toContain("sair@example.com");
    // The same answer for an address that was never there; a wrong one is refused.
    expect(await unsubscribeFromNewsletter(server.database.db, { email: "nunca@example.com" })).toEqual({
      outcome: "removed",
    });
    expect((await unsubscribeFromNewsletter(server.database.db, { email: "x" })).outcome).toBe("invalid");
  });
});

describe("POST /api/newsletter (the box with scripts)", () => {
  const post = (body: unknown, address: string) =>
    server.app.request("/api/newsletter", jsonRequest("POST", body), fromAddress(address));

  it("stores through the same checks: 201 with the thank-you, 400 with the field's message", async () => {
    const stored = await post({ email: "Bia@Example.com" }, "10.9.1.1");
    expect(stored.status).toBe(201);
    expect(await stored.json()).toEqual({
      ok: true,
      message: "Inscrição feita! Você vai receber nossas dicas e novidades neste e-mail.",
    });
    expect((await listSubscribers()).map((s) => s.email)).toContain("bia@example.com");

    const wrong = await post({ email: "bia@" }, "10.9.1.1");
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).fields).toEqual({
      email: "Informe um e-mail válido, por exemplo: nome@provedor.com.br.",
    });
    const notJson = await server.app.request(
      "/api/newsletter",
      { method: "POST", body: "email=x@example.com", headers: { origin: ORIGIN } },
      fromAddress("10.9.1.1"),
    );
    expect(notJson.status).toBe(400);
    expect((await listSubscribers()).map((s) => s.email)).not.toContain("x@example.com");
  });
});

describe("the console", () => {
  it("exports the list as a CSV, audited with its row count and no address", async () => {
    const response = await api.newsletter.export.$post();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="newsletter-[\d-]+\.csv"$/,
    );
    const text = await response.text();
    expect(text.split("\r\n")[0]).toBe("E-mail;Inscrito em");
    expect(text).toContain("ana.lima@example.com;");
    const entry = await lastAudit();
    expect(entry).toMatchObject({ action: "export", after: { rows: (await listSubscribers()).length } });
    expect(JSON.stringify([entry.before, entry.after])).not.toContain("@");
  });

  it("erases one address for good; a stale version is refused; the audit keeps only its id", async () => {
    const ana = (await listSubscribers()).find((s) => s.email === "ana.lima@example.com")!;
    const stale = await api.newsletter[":id"].$delete({
      param: { id: String(ana.id) },
      query: { expectedUpdatedAt: new Date(0).toISOString() },
    });
    expect(stale.status).toBe(409);
    const removed = await api.newsletter[":id"].$delete({
      param: { id: String(ana.id) },
      query: { expectedUpdatedAt: ana.updatedAt },
    });
    expect(removed.status).toBe(200);
    expect((await listSubscribers()).map((s) => s.email)).not.toContain("ana.lima@example.com");
    const entry = await lastAudit();
    expect(entry).toMatchObject({ action: "delete", entityId: String(ana.id) });
    expect(JSON.stringify([entry.before, entry.after])).not.toContain("@");
  });

  it("is marketing's and the administrador's: other roles and no session are refused", async () => {
    const marketing = adminApi(server, await staffCookieFor(server, "marketing"));
    expect((await marketing.newsletter.$get()).status).toBe(200);
    for (const role of ["comercial", "atendimento"] as const) {
      const other = adminApi(server, await staffCookieFor(server, role));
      const response = await other.newsletter.$get();
      expect(response.status).toBe(403);
      expect((await errorOf(response)).code).toBe("forbidden_role");
      expect((await other.newsletter.export.$post()).status).toBe(403);
    }
    expect((await adminApi(server, undefined).newsletter.$get()).status).toBe(401);
  });
});
