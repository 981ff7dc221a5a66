// Faults a probe once found in how requests are admitted and answered, kept fixed.
import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteSettings } from "../db/schema";
import { planInput, siteSettingsRow } from "../testing/factories";
import { fakeSite } from "../testing/fake-site";
import {
  cookieOf,
  createTestServer,
  fromAddress,
  jsonRequest,
  STAFF,
  staffCookie,
  type TestServer,
} from "../testing/test-server";
import { secretOfUri, totpCode } from "../testing/totp";

// No streaming services in an unseeded database: a plan without apps.
const plan = planInput({ streamings: "" });
const page = (nonce: string) =>
  `<!DOCTYPE html><html><head><script nonce="${nonce}">1</script></head><body></body></html>`;
/** The site's pages as Astro answers them: the hash of their inline script in its CSP header. */
const SITE_PAGE = "<!DOCTYPE html><html><head><script>1</script></head><body></body></html>";
const SITE_SCRIPT_HASH = createHash("sha256").update("1").digest("base64");

let server: TestServer;
let cookie: string;
beforeAll(async () => {
  server = await createTestServer({
    seed: false,
    // The console's stand-in (React Router's): an HTML page whose inline script carries the request's nonce.
    render: async (_request, context) =>
      new Response(page(context.cspNonce), { headers: { "content-type": "text/html; charset=utf-8" } }),
    site: fakeSite(
      ["/", "/404"],
      () =>
        new Response(SITE_PAGE, {
          headers: {
            "content-type": "text/html; charset=utf-8",
            "content-security-policy": `script-src 'self' 'sha256-${SITE_SCRIPT_HASH}'`,
          },
        }),
    ),
  });
  cookie = await staffCookie(server);
  await server.database.db.insert(siteSettings).values(
    siteSettingsRow({
      subscriberPortalUrl: "https://portal.example.net/login?x=1",
      jobsUrl: "https://vagas.example.org/",
    }),
  );
});
afterAll(() => server.close());

describe("writes that say neither Origin nor Sec-Fetch-Site", () => {
  it("are refused with 403 in pt-BR even with a valid session cookie", async () => {
    const response = await server.app.request(
      "/api/admin/plans",
      { method: "POST", headers: { "content-type": "application/json", cookie }, body: JSON.stringify(plan) },
      fromAddress("10.7.0.1"),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: { code: "cross_origin", message: "Requisição de outra origem recusada." },
    });
    const list = await server.app.request("/api/admin/plans", { headers: { cookie } });
    expect(((await list.json()) as { plans: unknown[] }).plans).toHaveLength(0);
  });

  it("are accepted with Sec-Fetch-Site: same-origin alone", async () => {
    const response = await server.app.request("/api/admin/plans", {
      method: "POST",
      headers: { "content-type": "application/json", "sec-fetch-site": "same-origin", cookie },
      body: JSON.stringify(plan),
    });
    expect(response.status).toBe(201);
  });
});

describe("signed-in answers", () => {
  it.each([
    ["GET", "/api/admin/plans"],
    ["GET", "/api/auth/get-session"],
    ["GET", "/intranet"],
    ["GET", "/intranet.data"],
    ["GET", "/auth"],
    ["GET", "/auth.data"],
  ])("%s %s carries Cache-Control: no-store", async (method, path) => {
    const response = await server.app.request(path, { method, headers: { cookie } });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("a sign-in answer, which sets the session cookie, carries no-store", async () => {
    const response = await server.app.request(
      "/api/auth/sign-in/email",
      jsonRequest("POST", STAFF),
      fromAddress("10.7.0.2"),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});

describe("Content-Security-Policy", () => {
  it("every HTML answer has one: a console page's with a fresh nonce its scripts carry, a site page's with its scripts' hashes", async () => {
    const nonces = new Set<string>();
    for (const path of ["/", "/auth", "/intranet/planos", "/nao-existe"]) {
      const response = await server.app.request(path, { headers: { cookie } });
      const csp = response.headers.get("content-security-policy") ?? "";
      if (path === "/" || path === "/nao-existe") {
        expect(csp, path).toMatch(
          new RegExp(`script-src 'self' 'sha256-${SITE_SCRIPT_HASH.replace(/[+/=]/g, "\\$&")}'(;|$)`),
        );
      } else {
        const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
        expect(nonce, path).toBeTruthy();
        expect(await response.text()).toContain(`nonce="${nonce}"`);
        nonces.add(nonce!);
        expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'(;|$)/);
      }
      expect(csp).not.toMatch(/unsafe-eval/);
      expect(/script-src[^;]*unsafe-inline/.test(csp)).toBe(false);
      for (const directive of [
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        "form-action 'self'",
        "report-uri /api/csp-reports",
      ]) {
        expect(csp).toContain(directive);
      }
    }
    expect(nonces.size).toBe(2);
  });

  it("frames only the subscriber portal and the jobs page from the site settings", async () => {
    const csp = (await server.app.request("/")).headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-src https://portal.example.net https://vagas.example.org;");
  });

  it("is not sent on JSON answers", async () => {
    const response = await server.app.request("/api/health");
    expect(response.headers.get("content-security-policy")).toBeNull();
  });

  it("CSP reports are accepted and logged without the page's query", async () => {
    const response = await server.app.request("/api/csp-reports", {
      method: "POST",
      headers: { "content-type": "application/csp-report", origin: "http://localhost" },
      body: JSON.stringify({
        "csp-report": {
          "document-uri": "http://localhost/?cpf=123",
          "violated-directive": "script-src",
          "blocked-uri": "inline",
        },
      }),
    });
    expect(response.status).toBe(204);
  });
});

describe("HSTS", () => {
  it("is sent over https only", async () => {
    expect(
      (await server.app.request("http://localhost/api/health")).headers.get("strict-transport-security"),
    ).toBeNull();
    expect(
      (await server.app.request("https://vitrine.example/api/health")).headers.get(
        "strict-transport-security",
      ),
    ).toMatch(/max-age=\d+/);
  });
});

describe("behind a trusted proxy without PUBLIC_URL", () => {
  it("takes X-Forwarded-Host without a port as the browser's origin: sign-in and writes work", async () => {
    const proxied = await createTestServer({ seed: false, trustProxy: true });
    try {
      const headers = {
        "content-type": "application/json",
        origin: "https://vitrine.example",
        "x-forwarded-host": "vitrine.example",
        "x-forwarded-proto": "https",
        "x-forwarded-for": "203.0.113.9",
      };
      const signIn = await proxied.app.request(
        "http://10.0.0.5:3000/api/auth/sign-in/email",
        { method: "POST", headers, body: JSON.stringify(STAFF) },
        fromAddress("10.0.0.1"),
      );
      expect(signIn.status).toBe(200);
      expect(signIn.headers.getSetCookie().join()).toMatch(/Secure/);
      // The staff user is an administrador: its session serves the console once two-factor sign-in is on
      // (decision 0025), enrolled here behind the same proxy.
      const enrol = (path: string, body: unknown, cookie: string) =>
        proxied.app.request(
          `http://10.0.0.5:3000/api/auth/two-factor/${path}`,
          { method: "POST", headers: { ...headers, cookie }, body: JSON.stringify(body) },
          fromAddress("10.0.0.1"),
        );
      const enable = await enrol("enable", { password: STAFF.password }, cookieOf(signIn));
      expect(enable.status).toBe(200);
      const secret = secretOfUri(((await enable.json()) as { totpURI: string }).totpURI);
      const verified = await enrol("verify-totp", { code: totpCode(secret) }, cookieOf(signIn));
      expect(verified.status).toBe(200);
      expect(verified.headers.getSetCookie().join()).toMatch(/Secure/);
      const session = cookieOf(verified);
      const write = await proxied.app.request(
        "http://10.0.0.5:3000/api/admin/plans",
        { method: "POST", headers: { ...headers, cookie: session }, body: JSON.stringify(plan) },
        fromAddress("10.0.0.1"),
      );
      expect(write.status).toBe(201);
    } finally {
      await proxied.close();
    }
  });
});

describe("a body over the 64 KiB cap", () => {
  it("gets 413, and the connection is either closed cleanly or still usable", async () => {
    const listener = http.createServer(getRequestListener(server.app.fetch));
    await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
    const { port } = listener.address() as AddressInfo;
    try {
      const socket = net.connect(port, "127.0.0.1");
      await new Promise<void>((resolve) => socket.once("connect", resolve));
      let received = "";
      let closed = false;
      socket.setEncoding("latin1");
      socket.on("data", (chunk: string) => {
        received += chunk;
      });
      socket.on("close", () => {
        closed = true;
      });
      socket.on("error", () => {});
      // A slow client: the headers announce 200 KB, a first part arrives, the rest later.
      socket.write(
        `POST /api/admin/plans HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\nCookie: ${cookie}\r\nContent-Type: application/json\r\nContent-Length: 200000\r\n\r\n`,
      );
      socket.write("x".repeat(10_000));
      await waitFor(() => received.includes("\r\n\r\n"));
      expect(received).toMatch(/^HTTP\/1\.1 413/);
      const head = received.split("\r\n\r\n")[0]!.toLowerCase();
      if (head.includes("connection: close")) {
        await waitFor(() => closed);
      } else {
        // The server promised keep-alive: the next request on this connection must be answered.
        received = "";
        socket.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
        await waitFor(() => received.includes("\r\n\r\n") || closed);
        expect(received).toMatch(/^HTTP\/1\.1 200/);
      }
      socket.destroy();
    } finally {
      listener.closeAllConnections();
      await new Promise((resolve) => listener.close(resolve));
    }
  });
});

describe("a body sent in chunks, with no length (issue 66, L8)", () => {
  /** Opens a raw connection to the app and sends `head` (a request's line and headers) on it. */
  async function rawRequest(head: string) {
    const listener = http.createServer(getRequestListener(server.app.fetch));
    await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
    const { port } = listener.address() as AddressInfo;
    const socket = net.connect(port, "127.0.0.1");
    await new Promise<void>((resolve) => socket.once("connect", resolve));
    const connection = { received: "", socket };
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => {
      connection.received += chunk;
    });
    socket.on("error", () => {});
    socket.write(head.replaceAll("PORT", String(port)));
    return {
      connection,
      close: async () => {
        socket.destroy();
        listener.closeAllConnections();
        await new Promise((resolve) => listener.close(resolve));
      },
    };
  }
  const chunk = (text: string) => `${text.length.toString(16)}\r\n${text}\r\n`;

  it("is not read before the session check: a stranger's upload is refused while its body is still coming", async () => {
    const { connection, close } = await rawRequest(
      "POST /api/admin/uploads/images HTTP/1.1\r\nHost: 127.0.0.1:PORT\r\nOrigin: http://127.0.0.1:PORT\r\n" +
        "Content-Type: image/png\r\nTransfer-Encoding: chunked\r\n\r\n",
    );
    try {
      // A first part, and the rest never comes: the answer cannot wait for the body's end.
      connection.socket.write(chunk("x".repeat(1_000)));
      await waitFor(() => connection.received.includes("\r\n\r\n"));
      expect(connection.received).toMatch(/^HTTP\/1\.1 401/);
    } finally {
      await close();
    }
  });

  it("gets the 413 once past the cap, whatever the handler made of the cut read", async () => {
    const { connection, close } = await rawRequest(
      `POST /api/admin/plans HTTP/1.1\r\nHost: 127.0.0.1:PORT\r\nOrigin: http://127.0.0.1:PORT\r\nCookie: ${cookie}\r\n` +
        "Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n",
    );
    try {
      for (let part = 0; part < 10; part += 1) connection.socket.write(chunk("x".repeat(10_000)));
      await waitFor(() => /\r\n\r\n[\s\S]*\}/.test(connection.received));
      expect(connection.received).toMatch(/^HTTP\/1\.1 413/);
      expect(connection.received).toContain(`"code":"payload_too_large"`);
      const list = await server.app.request("/api/admin/plans", { headers: { cookie } });
      const names = ((await list.json()) as { plans: { name: string }[] }).plans.map((p) => p.name);
      expect(names).not.toContain("x");
    } finally {
      await close();
    }
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5_000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
