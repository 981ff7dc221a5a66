import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { request as playwrightRequest } from "@playwright/test";
import config, { E2E_STAFF } from "../../playwright.config";
import { enrolmentCode, secretOfUri } from "../../src/server/testing/totp";
import { measureTemplatePaths } from "./a11y";
import { startDataTemplate } from "./spawned-server";

/**
 * The run's staff user is an administrador, who must have two-factor sign-in before the console serves
 * them (decision 0025). It is enrolled here once, through better-auth's endpoints as 'Minha conta' does,
 * before any worker starts; the secret goes to the workers in the environment (E2E_STAFF_TOTP_SECRET), so
 * the tests that sign in through the console's forms type the code the app shows (tests/e2e/fixtures.ts).
 * The server takes each code once, so the workers share a directory where each sign-in claims its code
 * (E2E_TOTP_CLAIMS, src/server/testing/totp.ts's `unusedCode` and `enrolmentCode`). The session the enrolment opened goes to
 * the workers too (E2E_STAFF_COOKIES), for the `staffPage` and `adminApi` fixtures.
 * It also measures the accessibility walk's sample of pages once (E2E_TEMPLATE_PATHS, a11y.ts).
 * It starts the seeded data directory the specs' own servers copy (`startDataTemplate`, spawned-server.ts),
 * without waiting for it. It runs after the web server has started, also with `--no-deps`.
 */
export default async function enrolStaffUser() {
  const baseURL = config.use?.baseURL;
  if (!baseURL) throw new Error("playwright.config.ts has no baseURL");
  // An address of its own (TEST-NET-2's last), apart from the workers' sign-in limits.
  const request = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL, "X-Forwarded-For": "198.51.100.255" },
  });
  try {
    const signIn = await request.post("/api/auth/sign-in/email", { data: E2E_STAFF });
    if (!signIn.ok())
      throw new Error(`sign-in as ${E2E_STAFF.email}: ${signIn.status()} ${await signIn.text()}`);
    if ((await signIn.json()).twoFactorRedirect)
      throw new Error(`${E2E_STAFF.email} is enrolled already: the browser tests need a server of their own`);
    const enable = await request.post("/api/auth/two-factor/enable", {
      data: { password: E2E_STAFF.password },
    });
    if (!enable.ok()) throw new Error(`two-factor/enable: ${enable.status()} ${await enable.text()}`);
    const secret = secretOfUri((await enable.json()).totpURI);
    // The enrolment's code is used up too: claimed where the workers' sign-ins claim theirs.
    const claims = mkdtempSync(path.join(tmpdir(), "vitrine-e2e-codes-"));
    const verify = await request.post("/api/auth/two-factor/verify-totp", {
      data: { code: await enrolmentCode(secret, claims) },
    });
    if (!verify.ok()) throw new Error(`two-factor/verify-totp: ${verify.status()} ${await verify.text()}`);
    process.env.E2E_STAFF_TOTP_SECRET = secret;
    process.env.E2E_TOTP_CLAIMS = claims;
    // The session the enrolment's code opened serves every worker's `staffPage` and `adminApi`: no worker
    // signs in for them, so none waits for the app's next code.
    process.env.E2E_STAFF_COOKIES = JSON.stringify((await request.storageState()).cookies);
    // The accessibility walk's sample of the sitemap (a11y.ts), measured once for every worker.
    process.env.E2E_TEMPLATE_PATHS = JSON.stringify(await measureTemplatePaths(request));
    // Once the pages are measured: its start would otherwise share the machine with their first renders.
    startDataTemplate();
  } finally {
    await request.dispose();
  }
}
