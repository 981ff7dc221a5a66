import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
} from "@playwright/test";
import { E2E_STAFF, E2E_WORKER_HEADERS } from "../../playwright.config";
import { enrolmentCode, unusedCode } from "../../src/server/testing/totp";
import { open } from "./helpers";

export { expect };

export type Cookies = Awaited<ReturnType<BrowserContext["cookies"]>>;

/** What a console write sends as another tab of the signed-in staff member would: the session and the origin. */
export type AdminApi = {
  get<T>(path: string): Promise<T>;
  write<T>(method: "POST" | "PUT" | "PATCH" | "DELETE", path: string, data?: unknown): Promise<T>;
};

type WorkerFixtures = {
  /** The staff user's session cookies: the session its enrolment opened (tests/e2e/global-setup.ts). */
  staffCookies: Cookies;
};
type TestFixtures = {
  /** The test's `page`, signed in as staff (its context carries the run's staff session cookie). */
  staffPage: Page;
  /** The admin API as that staff member: for the records a test needs before it starts. */
  adminApi: AdminApi;
};

/** The staff user's authenticator secret, enrolled by global-setup.ts before the workers start. */
export function staffTotpSecret(): string {
  const secret = process.env.E2E_STAFF_TOTP_SECRET;
  if (!secret) throw new Error("E2E_STAFF_TOTP_SECRET is not set: tests/e2e/global-setup.ts did not run");
  return secret;
}

/**
 * A 6-digit code the staff user's authenticator app shows (RFC 6238, computed from the secret) that no
 * other sign-in of this run, in any worker, has used: the server takes each code once.
 */
export const staffCode = () => unusedCode(staffTotpSecret(), process.env.E2E_TOTP_CLAIMS);

/**
 * Posts `data` to better-auth's `path` until it is not refused for too many attempts. A worker's sign-ins
 * share its address and that address's limits: a refusal says how long to wait, so wait that long, as a
 * person would.
 */
async function postPastLimits(
  request: APIRequestContext,
  origin: string,
  path: string,
  data: () => unknown | Promise<unknown>,
) {
  for (let attempt = 0; ; attempt++) {
    const response = await request.post(path, { data: await data(), headers: { origin } });
    if (response.status() !== 429 || attempt === 5) {
      expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
      return response;
    }
    const seconds = Number(response.headers()["retry-after"] ?? response.headers()["x-retry-after"] ?? 10);
    await new Promise((resolve) => setTimeout(resolve, (seconds + 1) * 1000));
  }
}

/**
 * Signs the staff user (or `person`, a staff member a test made) in through better-auth's endpoints, as
 * the /auth form does: the password, then the code from the authenticator app (decision 0025).
 */
export async function signIn(request: APIRequestContext, origin: string, person?: Person) {
  const credentials = person ? { email: person.email, password: person.password } : E2E_STAFF;
  const code = person ? () => unusedCode(person.secret) : staffCode;
  const password = await postPastLimits(request, origin, "/api/auth/sign-in/email", () => credentials);
  expect(await password.json()).toMatchObject({ twoFactorRedirect: true });
  await postPastLimits(request, origin, "/api/auth/two-factor/verify-totp", async () => ({
    code: await code(),
  }));
}

export function adminApiFor(request: APIRequestContext, origin: string): AdminApi {
  return {
    async get(path) {
      const response = await request.get(`/api/admin${path}`);
      expect(response.ok(), `GET ${path}: ${await response.text()}`).toBe(true);
      return response.json();
    },
    async write(method, path, data) {
      const response = await request.fetch(`/api/admin${path}`, { method, data, headers: { origin } });
      expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
      // A deletion answers 204, with no body.
      return response.status() === 204 ? undefined : response.json();
    },
  };
}

/**
 * Another person's browser, at an address of its own (the test server trusts X-Forwarded-For): their
 * sign-ins do not share the worker's per-address limits. 203.0.113.0/24 is TEST-NET-3 (RFC 5737).
 */
let nextPerson = 0;
export function personBrowser(browser: Browser, options: BrowserContextOptions = {}) {
  const slot = (test.info().workerIndex % 20) * 10 + (nextPerson++ % 10);
  return browser.newContext({
    ...options,
    extraHTTPHeaders: { "X-Forwarded-For": `203.0.113.${slot + 10}` },
  });
}

/**
 * A visitor of their own: a phone (unless `viewport` says otherwise) in pt-BR at an address no other
 * visitor of this run has, so the per-address limits of the lead forms and the CEP lookup count each test
 * apart. 198.18.0.0/15 is set aside for such tests (RFC 2544); 198.19.<worker>.<n> is this worker's.
 */
let nextVisitor = 0;
export async function visitor(browser: Browser, baseURL: string, viewport = { width: 390, height: 844 }) {
  const address = `198.19.${test.info().workerIndex % 256}.${(nextVisitor++ % 254) + 1}`;
  const context = await browser.newContext({
    baseURL,
    viewport,
    locale: "pt-BR",
    reducedMotion: "reduce",
    extraHTTPHeaders: { "X-Forwarded-For": address },
  });
  return { context, page: await context.newPage() };
}

/** A new staff member made in Equipe, whose password is set through the one-time link, as a person would. */
export async function newStaffMember(
  adminApi: AdminApi,
  request: APIRequestContext,
  role: "administrador" | "comercial" | "marketing" | "atendimento",
) {
  const email = `${role}.${Date.now()}.${Math.floor(Math.random() * 10_000)}@example.com`;
  const password = `senha-de-${role}-123`;
  const made = await adminApi.write<{ member: { id: string }; link: { token: string } }>("POST", "/staff", {
    name: `Pessoa ${role}`,
    email,
    role,
  });
  const set = await request.post("/api/staff-password", {
    data: { token: made.link.token, password },
    headers: { origin: test.info().project.use.baseURL! },
  });
  expect(set.ok(), await set.text()).toBe(true);
  return { id: made.member.id, email, password };
}

/**
 * A new marketing colleague, as a new user would be: made in Equipe, password set by the link, signed in
 * through the /auth form in a desktop browser of their own, on their first tab (Painel, issue 57).
 */
export async function marketingConsole(browser: Browser, adminApi: AdminApi, request: APIRequestContext) {
  const person = await newStaffMember(adminApi, request, "marketing");
  const context = await personBrowser(browser, { viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await open(page, "/auth");
  await page.getByLabel("E-mail").fill(person.email);
  await page.getByLabel("Senha").fill(person.password);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(/\/intranet\/painel$/);
  // The sign-in ends in a page load: until it has hydrated, a click on a tab is the browser's own
  // navigation, whose page then replaces whatever the test opened meanwhile (a dialog).
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  return { context, page };
}

/** A staff member a test made, with their authenticator's secret. */
export type Person = { email: string; password: string; secret: string };

/**
 * A new administrador, enrolled in two-factor sign-in through better-auth's endpoints as 'Minha conta'
 * does, and the browser (at an address of its own) the enrolment left signed in.
 */
export async function enrolledAdministrador(
  browser: Browser,
  adminApi: AdminApi,
  request: APIRequestContext,
  options: BrowserContextOptions = {},
): Promise<{ person: Person; context: BrowserContext }> {
  const { email, password } = await newStaffMember(adminApi, request, "administrador");
  const context = await personBrowser(browser, options);
  const post = (path: string, data: unknown) =>
    context.request.post(`/api/auth${path}`, { data, headers: { origin: test.info().project.use.baseURL! } });
  expect((await post("/sign-in/email", { email, password })).status()).toBe(200);
  const enable = await post("/two-factor/enable", { password });
  expect(enable.status()).toBe(200);
  const secret = new URL((await enable.json()).totpURI).searchParams.get("secret")!;
  expect((await post("/two-factor/verify-totp", { code: await enrolmentCode(secret) })).status()).toBe(200);
  return { person: { email, password, secret }, context };
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  staffCookies: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const cookies = process.env.E2E_STAFF_COOKIES;
      if (!cookies) throw new Error("E2E_STAFF_COOKIES is not set: tests/e2e/global-setup.ts did not run");
      await use(JSON.parse(cookies) as Cookies);
    },
    { scope: "worker" },
  ],
  staffPage: async ({ page, staffCookies }, use) => {
    await page.context().addCookies(staffCookies);
    await use(page);
  },
  adminApi: async ({ playwright, staffCookies, baseURL }, use) => {
    const request = await playwright.request.newContext({
      baseURL,
      storageState: { cookies: staffCookies, origins: [] },
      extraHTTPHeaders: E2E_WORKER_HEADERS,
    });
    await use(adminApiFor(request, baseURL!));
    await request.dispose();
  },
});
