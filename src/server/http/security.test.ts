import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createIxcAdapter } from "../erp/ixc";
import { planInput } from "../testing/factories";
import { FAKE_IXC_TOKEN, type FakeIxc, startFakeIxc } from "../testing/fake-ixc";
import { fakeSite } from "../testing/fake-site";
import {
  createTestServer,
  fromAddress,
  jsonRequest,
  ORIGIN,
  STAFF,
  signIn,
  staffCookie,
  staffCookieFor,
  type TestServer,
} from "../testing/test-server";
import type { Env } from "./env";
import { scriptHash } from "./render-cache";
import { contentSecurityPolicy, securityHeaders } from "./security-headers";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({
    seed: false,
    render: async () =>
      new Response("<!DOCTYPE html><p>página</p>", { headers: { "content-type": "text/html" } }),
    site: fakeSite(
      ["/", "/404"],
      () => new Response("<!DOCTYPE html><p>página</p>", { headers: { "content-type": "text/html" } }),
    ),
  });
});
afterAll(() => server.close());

describe("staff sign-in", () => {
  it("signs in with the right password and sets an HttpOnly, SameSite=Lax session cookie", async () => {
    const response = await signIn(server, STAFF, "10.1.0.1");
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((c) => c.includes("session_token"));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it("marks the cookie Secure when the browser reached us over https", async () => {
    const response = await server.app.request(
      "https://vitrine.example/api/auth/sign-in/email",
      {
        method: "POST",
        headers: { "content-type": "application/json", origin: "https://vitrine.example" },
        body: JSON.stringify(STAFF),
      },
      fromAddress("10.1.0.2"),
    );
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((c) => c.includes("session_token"));
    expect(cookie).toMatch(/;\s*Secure/i);
  });

  it("refuses a wrong password", async () => {
    const response = await signIn(server, { ...STAFF, password: "errada-123" }, "10.1.0.3");
    expect(response.status).toBe(401);
  });

  it("has no public sign-up", async () => {
    const response = await server.app.request(
      "/api/auth/sign-up/email",
      jsonRequest("POST", { email: "intruso@example.com", password: "qualquer-123", name: "Intruso" }),
      fromAddress("10.1.0.4"),
    );
    expect(response.ok).toBe(false);
    const again = await signIn(
      server,
      { email: "intruso@example.com", password: "qualquer-123" },
      "10.1.0.4",
    );
    expect(again.status).toBe(401);
  });

  it("answers the 4th failed sign-in within 10 s with 429, per client address", async () => {
    const wrong = { ...STAFF, password: "tentativa-errada" };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++)
      statuses.push((await signIn(server, wrong, "10.2.0.1")).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Even the right password waits out the window from that address...
    expect((await signIn(server, STAFF, "10.2.0.1")).status).toBe(429);
    // ...while another address is unaffected.
    expect((await signIn(server, STAFF, "10.2.0.2")).status).toBe(200);
  });

  it("does not let a client pick its own address through headers", async () => {
    // Another account, so these failures do not add up to the per-account limit.
    const wrong = { email: "outra-conta@example.com", password: "tentativa-errada" };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await server.app.request(
        "/api/auth/sign-in/email",
        {
          method: "POST",
          headers: {
            "content-type": "application/json",
            origin: ORIGIN,
            "x-forwarded-for": `192.168.50.${attempt}`,
            "x-vitrine-client-ip": `192.168.60.${attempt}`,
          },
          body: JSON.stringify(wrong),
        },
        fromAddress("10.3.0.1"),
      );
      statuses.push(response.status);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("cross-origin writes", () => {
  it("refuses a POST from another site's page, before it reaches the handler", async () => {
    const cookie = await staffCookie(server);
    const response = await server.app.request(
      "/api/admin/plans",
      {
        method: "POST",
        headers: { "content-type": "application/json", origin: "https://evil.example", cookie },
        body: JSON.stringify(planInput({ name: "Golpe" })),
      },
      fromAddress("10.4.0.1"),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: "cross_origin" } });
    const list = await server.app.request("/api/admin/plans", { headers: { cookie } });
    expect(((await list.json()) as { plans: unknown[] }).plans).toHaveLength(0);
  });

  it("refuses a cross-site form post to sign in", async () => {
    const response = await server.app.request(
      "/api/auth/sign-in/email",
      {
        method: "POST",
        headers: { "content-type": "application/json", "sec-fetch-site": "cross-site" },
        body: JSON.stringify(STAFF),
      },
      fromAddress("10.4.0.2"),
    );
    expect(response.status).toBe(403);
  });
});

describe("signing out", () => {
  it("ends the session", async () => {
    const cookie = await staffCookie(server);
    expect((await server.app.request("/api/admin/plans", { headers: { cookie } })).status).toBe(200);
    const out = await server.app.request(
      "/api/auth/sign-out",
      jsonRequest("POST", {}, cookie),
      fromAddress("10.5.0.1"),
    );
    expect(out.status).toBe(200);
    expect((await server.app.request("/api/admin/plans", { headers: { cookie } })).status).toBe(401);
  });
});

describe("response headers", () => {
  it("forbid framing and MIME sniffing, and a page's referrer leaks", async () => {
    const response = await server.app.request("/api/health");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const page = await server.app.request("/");
    expect(page.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("read only on a page go only on pages, the rest on every answer (issue 70)", async () => {
    const page = await server.app.request("/");
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    const json = await server.app.request("/api/health");
    for (const name of [
      "x-dns-prefetch-control",
      "origin-agent-cluster",
      "x-xss-protection",
      "referrer-policy",
    ]) {
      expect(page.headers.get(name), name).not.toBeNull();
      expect(json.headers.get(name), name).toBeNull();
    }
    for (const name of ["x-frame-options", "x-content-type-options", "cross-origin-resource-policy"])
      expect(json.headers.get(name), name).not.toBeNull();
  });

  it("keep other sites' windows apart from staff pages and private answers, not from a public page", async () => {
    const isolation = async (path: string, init?: RequestInit) => {
      const response = await server.app.request(path, init, fromAddress("10.7.0.1"));
      return { status: response.status, coop: response.headers.get("cross-origin-opener-policy") };
    };
    // A public page is the same for every visitor: opening it from a new tab swaps no renderer process.
    expect(await isolation("/")).toEqual({ status: 200, coop: null });
    expect(await isolation("/auth")).toEqual({ status: 200, coop: "same-origin" });
    expect(await isolation("/intranet")).toMatchObject({ coop: "same-origin" });
    expect(await isolation("/api/admin/plans")).toEqual({ status: 401, coop: "same-origin" });
    // Signed in (marketing: no sign-in code, which this file's administrador sign-ins each spend).
    const cookie = await staffCookieFor(server, "marketing");
    expect(await isolation("/intranet/blog", { headers: { cookie } })).toEqual({
      status: 200,
      coop: "same-origin",
    });
  });

  it("refuse an oversized console request", async () => {
    const cookie = await staffCookie(server);
    const response = await server.app.request(
      "/api/admin/plans",
      jsonRequest("POST", { name: "x".repeat(70_000) }, cookie),
      fromAddress("10.6.0.1"),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: "payload_too_large" } });
  });

  it("give HTML the policy with this response's nonce, unless it comes with its scripts' hashes", async () => {
    const app = new Hono<Env>()
      .use(async (c, next) => {
        c.set("cspNonce", "bm9uY2U");
        c.set("origin", new URL(c.req.url).origin);
        await next();
      })
      .use(securityHeaders({ frameSources: async () => [] }))
      .get("/rendered", (c) => c.html('<script nonce="bm9uY2U">1</script>'))
      .get("/cached", (c) => {
        const csp = contentSecurityPolicy({
          scripts: { hashes: [scriptHash("1")] },
          frameSources: [],
          https: false,
        });
        return c.html("<script>1</script>", 200, { "Content-Security-Policy": csp });
      });
    const rendered = (await app.request("/rendered")).headers.get("content-security-policy");
    expect(rendered).toContain("script-src 'self' 'nonce-bm9uY2U';");
    const cached = (await app.request("/cached")).headers.get("content-security-policy");
    expect(cached).toContain(`script-src 'self' 'sha256-${scriptHash("1")}';`);
    expect(cached).not.toContain("nonce");
    expect(cached).toContain("style-src 'self' 'unsafe-inline'");
  });
});

describe("issue 55's answers", () => {
  let desk: TestServer;
  let fake: FakeIxc;
  const token = "t".repeat(43);
  beforeAll(async () => {
    fake = await startFakeIxc();
    desk = await createTestServer({
      seed: false,
      erp: createIxcAdapter({ allowPrivateAddresses: true, url: fake.url, token: FAKE_IXC_TOKEN }),
      backup: { token, referralKey: Buffer.alloc(32, 1) },
      site: fakeSite(["/cliente/segunda-via", "/404"], async (request, context) => {
        if (context.subscriberLimited)
          return new Response("<!DOCTYPE html><p>Muitas consultas seguidas.</p>", {
            headers: { "content-type": "text/html; charset=utf-8" },
          });
        const form = await request.formData();
        const found = await context.subscriberDesk!.identify(
          { document: form.get("documento"), birthDate: form.get("nascimento") },
          context.clientIp,
        );
        return new Response(`<!DOCTYPE html><p>${found.kind}</p>`, {
          headers: { "content-type": "text/html; charset=utf-8" },
        });
      }),
    });
  });
  afterAll(async () => {
    await desk.close();
    await fake.close();
  });
  const lookup = (address: string, init: { type?: string; body?: string } = {}) =>
    desk.app.request(
      `${ORIGIN}/cliente/segunda-via`,
      {
        method: "POST",
        headers: {
          origin: ORIGIN,
          "content-type": init.type ?? "application/x-www-form-urlencoded",
        },
        body: init.body ?? "documento=11144477735&nascimento=1985-03-14",
      },
      fromAddress(address),
    );

  it("a desk POST whose body is not a form gets 415 in pt-BR, never a 500", async () => {
    for (const type of ["application/json", "text/plain", "application/xml"]) {
      const response = await lookup("10.55.1.1", { type, body: "[]" });
      expect(response.status, type).toBe(415);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.text()).toContain("Não conseguimos ler os dados enviados.");
    }
    expect((await lookup("10.55.1.1", { type: "multipart/form-data" })).status).toBe(400);
  });

  it("an address past its lookups gets the stored 429, kept by no one and isolated from other windows", async () => {
    for (let i = 0; i < 10; i++) expect((await lookup("10.55.2.1")).status).toBe(200);
    const limited = await lookup("10.55.2.1");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("60");
    expect(limited.headers.get("cache-control")).toBe("no-store");
    expect(limited.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(limited.headers.get("cache-tag")).toBeNull();
    expect(await limited.text()).toContain("Muitas consultas seguidas.");
  });

  it("POST /api/backup answers only a loopback caller with the token, and 404 without a running backup route", async () => {
    const post = (headers: Record<string, string>, address = "127.0.0.1", app = desk.app) =>
      app.request(
        `${ORIGIN}/api/backup`,
        {
          method: "POST",
          headers: { origin: ORIGIN, "content-type": "application/json", ...headers },
          body: "{}",
        },
        fromAddress(address),
      );
    expect((await post({})).status).toBe(401);
    expect((await post({ authorization: "Bearer errado" })).status).toBe(401);
    expect((await post({ authorization: `Bearer ${token}` }, "10.55.3.1")).status).toBe(403);
    expect((await post({ authorization: `Bearer ${token}`, "x-real-ip": "10.55.3.2" })).status).toBe(403);
    const short = await post({ authorization: `Bearer ${token}` }, "127.0.0.1");
    // The right caller: the file's bytes (a gzip stream), never kept by anyone.
    expect(short.status).toBe(200);
    expect(short.headers.get("cache-control")).toBe("no-store");
    expect(new Uint8Array(await short.arrayBuffer()).subarray(0, 2)).toEqual(new Uint8Array([0x1f, 0x8b]));
    expect((await post({ authorization: `Bearer ${token}` }, "127.0.0.1", server.app)).status).toBe(404);
  });
});
