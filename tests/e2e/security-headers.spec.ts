import { createHash } from "node:crypto";
import { get as httpGet, type IncomingHttpHeaders } from "node:http";
import { type APIRequestContext, type APIResponse, request as playwrightRequest } from "@playwright/test";
import { E2E_WORKER_HEADERS } from "../../playwright.config";
import { publicPaths } from "./a11y";
import { expect, signIn, test } from "./fixtures";
import { open } from "./helpers";

// The security suite on the production build: every HTML answer carries a CSP that covers the page's
// inline scripts (their hashes on the public pages, which Astro renders; a fresh nonce on the console's,
// which React Router renders per request), plus nosniff, a Referrer-Policy and frame denial; signed-in answers are never stored and keep
// other sites' windows apart (Cross-Origin-Opener-Policy), which a public page, the same for all, does
// not. Pages come from /sitemap.xml, so new public pages are covered unasked.

test.describe.configure({ mode: "serial" });

// A session of this file's own, not the worker's shared one: the hostile-bodies test posts to every page
// action, /intranet/sair's included, which ends the session it is sent with.
let staff: APIRequestContext;
test.beforeAll(async ({ baseURL }) => {
  staff = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: E2E_WORKER_HEADERS });
  await signIn(staff, baseURL!);
});
test.afterAll(async () => {
  await staff.dispose();
});

async function publicPages(request: APIRequestContext): Promise<string[]> {
  const paths = await publicPaths(request);
  expect(paths.length).toBeGreaterThan(0);
  return paths;
}

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

/**
 * Checks one HTML answer and says how its inline scripts may run: a console page carries a fresh nonce on
 * each of them; a public page lists each one's SHA-256 in `script-src` and carries no nonce at all.
 */
async function expectSecureHtml(
  response: APIResponse,
  label: string,
): Promise<{ nonce?: string; hashes?: string[]; body: Buffer; openerPolicy?: string }> {
  const headers = response.headers();
  expect(headers["content-type"], label).toMatch(/^text\/html/);
  const csp = headers["content-security-policy"] ?? "";
  const scriptSrc = csp
    .split(";")
    .map((directive) => directive.trim())
    .find((d) => d.startsWith("script-src "));
  expect(scriptSrc, `${label}: ${csp}`).toBeTruthy();
  const nonce = /^script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'$/.exec(scriptSrc!)?.[1];
  const hashes = /^script-src 'self'((?: 'sha256-[A-Za-z0-9+/=]+')*)$/
    .exec(scriptSrc!)?.[1]
    ?.trim()
    .split(" ")
    .filter(Boolean)
    .map((source) => source.slice("'sha256-".length, -1));
  expect(Boolean(nonce) !== Boolean(hashes), `${label}: a nonce or hashes, not both: ${scriptSrc}`).toBe(
    true,
  );
  expect(csp, label).not.toContain("unsafe-eval");
  expect(/script-src[^;]*(unsafe-inline|strict-dynamic)/.test(csp), label).toBe(false);
  for (const directive of [
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ]) {
    expect(csp, label).toContain(directive);
  }
  expect(csp, label).toMatch(/report-uri \/api\/csp-reports/);
  expect(headers["x-content-type-options"], label).toBe("nosniff");
  expect(headers["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
  expect(headers["x-frame-options"], label).toBe("DENY");
  expect(headers["strict-transport-security"], `${label}: no HSTS over http`).toBeUndefined();

  const body = await response.body();
  const html = body.toString("utf8");
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map((match) => ({
    attributes: match[1]!,
    text: match[2]!,
  }));
  const inline = scripts.filter((script) => !/\bsrc=/.test(script.attributes));
  expect(inline.length, `${label}: the page's inline scripts`).toBeGreaterThan(0);
  for (const script of inline) {
    // A data block (the islands' shared data, structured data) is never run: no policy covers it.
    if (!nonce && /\btype="application\/(ld\+)?json"/.test(script.attributes)) continue;
    if (nonce) expect(script.attributes, label).toContain(`nonce="${nonce}"`);
    else {
      expect(script.attributes, label).not.toContain("nonce=");
      expect(hashes, `${label}: ${script.text.slice(0, 80)}`).toContain(sha256(script.text));
    }
  }
  return { nonce, hashes, body, openerPolicy: headers["cross-origin-opener-policy"] };
}

test("every public page, /auth and the not-found page send the security headers, their inline scripts covered", async ({
  request,
}) => {
  // Two requests for each of the sitemap's pages, the first rendering and compressing it.
  test.setTimeout(180_000);
  const nonces = new Set<string>();
  // The not-found page is one stored answer for every unknown path (issue 33, M4), like the public pages.
  const perRequest = ["/auth"];
  for (const path of [
    ...(await publicPages(request)),
    "/esta-pagina-nao-existe",
    "/outra-pagina-inexistente",
  ]) {
    // Public pages come from the render cache: the same bytes and policy every time, scripts by hash.
    const [first, second] = [
      await expectSecureHtml(await request.get(path, { maxRedirects: 0 }), path),
      await expectSecureHtml(await request.get(path, { maxRedirects: 0 }), path),
    ];
    expect(first.hashes, path).toBeTruthy();
    // The same page for every visitor: no opener isolation, so a first visit swaps no process (decision 0050).
    expect(first.openerPolicy, path).toBeUndefined();
    expect(second.body.equals(first.body), `${path}: the same bytes twice`).toBe(true);
  }
  for (const path of perRequest) {
    for (let round = 0; round < 2; round++) {
      const { nonce, openerPolicy } = await expectSecureHtml(
        await request.get(path, { maxRedirects: 0 }),
        path,
      );
      expect(nonce, path).toBeTruthy();
      expect(openerPolicy, path).toBe("same-origin");
      nonces.add(nonce!);
    }
  }
  // Each answer rendered per request had its own nonce, also for the same page twice.
  expect(nonces.size).toBe(perRequest.length * 2);
});

/** The raw bytes of an answer, as they crossed the wire (fetch and Playwright would decode them). */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status?: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on("error", reject);
    }).on("error", reject);
  });
}

test("a cached page goes out as the same stored bytes in each encoding", async ({ baseURL }) => {
  for (const [accept, encoding] of [
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["", undefined],
  ] as const) {
    const first = await rawGet(`${baseURL}/`, accept ? { "accept-encoding": accept } : {});
    const second = await rawGet(`${baseURL}/`, accept ? { "accept-encoding": accept } : {});
    expect(first.headers["content-encoding"], accept).toBe(encoding);
    expect(first.headers.vary, accept).toBe("Accept-Encoding");
    expect(Number(first.headers["content-length"]), accept).toBe(first.body.length);
    expect(second.body.equals(first.body), accept).toBe(true);
    expect(second.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
  }
});

test("a made-up staff cookie, an Authorization header or another spelling of the path gets the stored page's own bytes; `//` is a 404 (issue 66)", async ({
  baseURL,
}) => {
  const brotli = { "accept-encoding": "gzip, deflate, br, zstd" };
  await rawGet(`${baseURL}/quem-somos`, brotli);
  const stored = await rawGet(`${baseURL}/quem-somos`, brotli);
  expect(stored.headers["content-encoding"]).toBe("br");
  const random = () => Math.random().toString(36).slice(2);
  for (const [label, path, headers] of [
    [
      "made-up session cookie",
      "/quem-somos",
      { cookie: `better-auth.session_token=${random()}.${random()}` },
    ],
    ["made-up Authorization", "/quem-somos", { authorization: `Bearer ${random()}` }],
    ["encoded letters", "/%71uem%2Dsomos", {}],
    ["lower-case hex", "/qu%65m-s%6fmos", {}],
  ] as const) {
    const answer = await rawGet(`${baseURL}${path}`, { ...brotli, ...headers });
    expect(answer.body.equals(stored.body), label).toBe(true);
    expect(answer.headers["content-security-policy"], label).toBe(stored.headers["content-security-policy"]);
  }
  for (const path of ["//", "///", "//%zz", "//x/"]) {
    const answer = await rawGet(`${baseURL}${path}`, {});
    expect(answer.status, path).toBe(404);
  }
});

test("the signed-in console and its data are sent with the headers and never stored", async () => {
  const intranet = await staff.get("/intranet/planos", { maxRedirects: 0 });
  expect(intranet.status()).toBe(200);
  await expectSecureHtml(intranet, "/intranet/planos");
  for (const path of [
    "/intranet",
    "/intranet/planos",
    "/intranet/planos.data",
    "/auth",
    "/api/admin/plans",
    "/api/auth/get-session",
  ]) {
    const response = await staff.get(path, { maxRedirects: 0 });
    expect(response.headers()["cache-control"], path).toBe("no-store");
    expect(response.headers()["cross-origin-opener-policy"], path).toBe("same-origin");
  }
});

test("a signed-out visit to the console is redirected and not stored either", async ({ request }) => {
  const response = await request.get("/intranet", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers()["cache-control"]).toBe("no-store");
});

// The public pages are checked under the policy by the accessibility walk (accessibility.spec.ts), which
// loads every page template as a visitor gets it, in four looks, and fails on any violation reported.
test("the staff pages and the not-found page hydrate under the policy without a single violation", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ storageState: await staff.storageState() });
  const page = await context.newPage();
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  for (const path of ["/auth", "/intranet", "/esta-pagina-nao-existe"]) {
    await open(page, `${baseURL}${path}`);
  }
  await context.close();
  expect(violations).toEqual([]);
});

test("a violation is blocked and reported to /api/csp-reports", async ({ page }) => {
  await open(page, "/");
  const report = page.waitForResponse((response) => response.url().endsWith("/api/csp-reports"));
  const ran = await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.injected = true";
    document.body.append(script);
    return (window as { injected?: boolean }).injected === true;
  });
  expect(ran).toBe(false);
  expect((await report).status()).toBe(204);
});

/** The server's fast 'Site ocupado' answer (pages.ts `busy`): every render slot taken, come back soon. */
function isBusyAnswer(response: APIResponse) {
  return response.status() === 503 && Number(response.headers()["retry-after"]) > 0;
}

test("every page action answers hostile bodies without a 5xx, signed in or not", async ({
  request,
  baseURL,
}) => {
  const { actionRoutes, concretePath } = await import("../../src/server/security/route-table");
  const bodies: { type: string; data: string }[] = [
    { type: "application/json", data: JSON.stringify({ email: "a@b.co", password: "x" }) },
    { type: "text/plain", data: "\u0000\u0001" },
    { type: "multipart/form-data; boundary=x", data: "--x\r\nbroken" },
    { type: "application/x-www-form-urlencoded", data: "email=a%00b%40c.co&password=%00" },
    { type: "application/x-www-form-urlencoded", data: `email=${"a".repeat(60_000)}` },
    { type: "application/x-www-form-urlencoded", data: "" },
  ];
  const paths = [...new Set(actionRoutes().map((route) => concretePath(route.path)))];
  expect(paths).toContain("/auth");
  for (const path of paths) {
    for (const target of [path, `${path === "/" ? "/_root" : path}.data`]) {
      for (const body of bodies) {
        for (const client of [request, staff]) {
          const post = () =>
            client.post(target, {
              headers: { origin: baseURL!, "content-type": body.type },
              data: body.data,
              maxRedirects: 0,
            });
          let response = await post();
          // The forms' render lane sheds load with its fast 503 and a Retry-After (rate-limits.ts): on a
          // busy machine this loop of posts can meet it, and a client comes back when it is told to.
          for (let retry = 0; retry < 3 && isBusyAnswer(response); retry += 1) {
            await new Promise((resolve) =>
              setTimeout(resolve, Number(response.headers()["retry-after"]) * 1000),
            );
            response = await post();
          }
          expect(response.status(), `POST ${target} ${body.type}`).toBeLessThan(500);
        }
      }
    }
  }
});
