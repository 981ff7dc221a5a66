import {
  type APIRequestContext,
  type APIResponse,
  expect,
  request as playwrightRequest,
  test,
} from "@playwright/test";
import { E2E_STAFF } from "../../playwright.config";
import { publicPaths } from "./a11y";
import { open } from "./helpers";

// The security suite on the production build: every HTML answer carries a CSP whose fresh nonce
// matches the page's inline scripts, plus nosniff, a Referrer-Policy and frame denial; signed-in
// answers are never stored. Pages come from /sitemap.xml, so new public pages are covered unasked.

test.describe.configure({ mode: "serial" });

let staff: APIRequestContext;
test.beforeAll(async ({ baseURL }) => {
  staff = await playwrightRequest.newContext({ baseURL });
  const response = await staff.post("/api/auth/sign-in/email", {
    headers: { origin: baseURL! },
    data: { email: E2E_STAFF.email, password: E2E_STAFF.password },
  });
  expect(response.status()).toBe(200);
});
test.afterAll(async () => {
  await staff.dispose();
});

async function publicPages(request: APIRequestContext): Promise<string[]> {
  const paths = await publicPaths(request);
  expect(paths.length).toBeGreaterThan(0);
  return paths;
}

/** Checks one HTML answer and returns its nonce. */
async function expectSecureHtml(response: APIResponse, label: string): Promise<string> {
  const headers = response.headers();
  expect(headers["content-type"], label).toMatch(/^text\/html/);
  const csp = headers["content-security-policy"] ?? "";
  const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'(;|$)/.exec(csp)?.[1];
  expect(nonce, `${label}: ${csp}`).toBeTruthy();
  expect(csp, label).not.toContain("unsafe-eval");
  expect(/script-src[^;]*unsafe-inline/.test(csp), label).toBe(false);
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

  const html = await response.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!);
  const inline = scripts.filter((attributes) => !/\bsrc=/.test(attributes));
  expect(inline.length, `${label}: React Router's inline scripts`).toBeGreaterThan(0);
  for (const attributes of inline) expect(attributes, label).toContain(`nonce="${nonce}"`);
  return nonce!;
}

test("every public page, /auth and the not-found page send the security headers with a fresh nonce", async ({
  request,
}) => {
  const nonces = new Set<string>();
  const pages = [...(await publicPages(request)), "/auth", "/esta-pagina-nao-existe"];
  for (const path of pages) {
    for (let round = 0; round < 2; round++) {
      const response = await request.get(path, { maxRedirects: 0 });
      nonces.add(await expectSecureHtml(response, path));
    }
  }
  // Each answer had its own nonce, also for the same page twice.
  expect(nonces.size).toBe(pages.length * 2);
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
  }
});

test("a signed-out visit to the console is redirected and not stored either", async ({ request }) => {
  const response = await request.get("/intranet", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers()["cache-control"]).toBe("no-store");
});

test("pages hydrate under the policy without a single violation", async ({ browser, baseURL }) => {
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
  for (const path of ["/", "/auth", "/intranet", "/esta-pagina-nao-existe"]) {
    await open(page, `${baseURL}${path}`);
  }
  expect(violations).toEqual([]);
  await context.close();
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
          const response = await client.post(target, {
            headers: { origin: baseURL!, "content-type": body.type },
            data: body.data,
            maxRedirects: 0,
          });
          expect(response.status(), `POST ${target} ${body.type}`).toBeLessThan(500);
        }
      }
    }
  }
});
