import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Page,
} from "@playwright/test";
import { E2E_STAFF, E2E_WORKER_HEADERS } from "../../playwright.config";

export { expect };

export type Cookies = Awaited<ReturnType<BrowserContext["cookies"]>>;

/** What a console write sends as another tab of the signed-in staff member would: the session and the origin. */
export type AdminApi = {
  get<T>(path: string): Promise<T>;
  write<T>(method: "POST" | "PUT" | "DELETE", path: string, data?: unknown): Promise<T>;
};

type WorkerFixtures = {
  /** A staff session's cookies, from one sign-in per worker (sign-in is rate limited per address). */
  staffCookies: Cookies;
};
type TestFixtures = {
  /** The test's `page`, signed in as staff (its context carries the worker's session cookie). */
  staffPage: Page;
  /** The admin API as that staff member: for the records a test needs before it starts. */
  adminApi: AdminApi;
};

/**
 * Signs in through better-auth's endpoint (the form's own request). A worker's sign-ins share its address
 * and that address's limit: a refusal says how long to wait, so wait that long, as a person would.
 */
export async function signIn(request: APIRequestContext, origin: string) {
  for (let attempt = 0; ; attempt++) {
    const response = await request.post("/api/auth/sign-in/email", { data: E2E_STAFF, headers: { origin } });
    if (response.status() !== 429 || attempt === 5) {
      expect(response.status(), await response.text()).toBe(200);
      return;
    }
    const seconds = Number(response.headers()["x-retry-after"] ?? 10);
    await new Promise((resolve) => setTimeout(resolve, (seconds + 1) * 1000));
  }
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
      return response.json();
    },
  };
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  staffCookies: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!;
      const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: E2E_WORKER_HEADERS });
      await signIn(request, baseURL);
      const { cookies } = await request.storageState();
      await request.dispose();
      await use(cookies);
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
