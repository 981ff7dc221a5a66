import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSENT_COOKIE, CONSENT_VERSION, decodeConsent } from "../../../domain/consent";
import { siteSettings } from "../../db/schema";
import { listConsentCounts } from "../../services/consent";
import { fakeSite } from "../../testing/fake-site";
import {
  createTestServer,
  fromAddress,
  jsonRequest,
  staffCookieFor,
  type TestServer,
} from "../../testing/test-server";

// Issue 57, point 2: the cookie banner's answer sets the visitor's own record (a first-party cookie with
// the choice and the banner's text version) and the server counts it, with nothing of the visitor; the
// page's CSP allows a tag's origins only while its ID is set.

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({
    seed: true,
    site: fakeSite(["/"], () => new Response("<!doctype html><p>ok</p>", { headers: { "Content-Type": "text/html" } })),
  });
});
afterAll(() => server?.close());

const answer = (body: unknown, address = "10.57.1.1") =>
  server.app.request("/api/consent", jsonRequest("POST", body), fromAddress(address));

describe("POST /api/consent", () => {
  it("sets the choice's cookie for the banner's version and counts it, and nothing else", async () => {
    const refused = await answer({ version: CONSENT_VERSION, analytics: false, marketing: false });
    expect(refused.status).toBe(201);
    const cookie = refused.headers.get("set-cookie")!;
    expect(cookie).toMatch(new RegExp(`^${CONSENT_COOKIE}=`));
    expect(cookie).toMatch(/Max-Age=\d+/);
    expect(cookie).not.toMatch(/HttpOnly/);
    const value = decodeURIComponent(cookie.split(";")[0]!.split("=").slice(1).join("="));
    expect(decodeConsent(value)).toEqual({ analytics: false, marketing: false });
    expect(value).toContain(`v=${CONSENT_VERSION}`);

    expect((await answer({ version: CONSENT_VERSION, analytics: true, marketing: true })).status).toBe(201);
    expect((await answer({ version: CONSENT_VERSION, analytics: true, marketing: false })).status).toBe(201);
    // Written together a moment later (ConsentTally), not one by one.
    await expect
      .poll(async () => (await listConsentCounts(server.database.db)).length, { timeout: 5_000 })
      .toBe(3);
    const counts = await listConsentCounts(server.database.db);
    expect(counts.map(({ choice, count, version }) => ({ choice, count, version }))).toEqual([
      { choice: "all", count: 1, version: CONSENT_VERSION },
      { choice: "analytics", count: 1, version: CONSENT_VERSION },
      { choice: "none", count: 1, version: CONSENT_VERSION },
    ]);
    // Only these columns: no id, address or anything of the visitor.
    expect(Object.keys(counts[0]!).sort()).toEqual(["choice", "count", "day", "version"]);
  });

  it("refuses an answer to another text version, a malformed body and a flood", async () => {
    const stale = await answer({ version: "2020-01-v0", analytics: true, marketing: true });
    expect(stale.status).toBe(409);
    expect(stale.headers.get("set-cookie")).toBeNull();
    expect((await answer({ version: CONSENT_VERSION, analytics: "sim" })).status).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1)
      statuses.push((await answer({ version: CONSENT_VERSION, analytics: false, marketing: false }, "10.57.1.9")).status);
    expect(statuses).toContain(429);
  });
});

describe("a flood of answers from many addresses (issue 66, L7)", () => {
  it("is paced for all addresses together: the queue's answers wait their turn, the rest get a fast 503", async () => {
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        answer({ version: CONSENT_VERSION, analytics: true, marketing: false }, `10.66.7.${i + 1}`),
      ),
    );
    const elapsed = performance.now() - started;
    const statuses = answers.map((response) => response.status);
    // Two slots and 32 places in the queue (CONSENT_LANE): at most 34 answered (fewer when a turn comes past
    // the 2 s wait on a busy machine), each slot closed 40 ms after its answer, so the last of them came no
    // sooner than half their number of turns later.
    const answered = statuses.filter((status) => status === 201).length;
    expect(statuses.filter((status) => status !== 201 && status !== 503)).toEqual([]);
    expect(answered).toBeLessThanOrEqual(34);
    expect(answered).toBeGreaterThanOrEqual(10);
    expect(elapsed).toBeGreaterThanOrEqual((answered / 2 - 1) * 40 - 5);
    const busy = answers.find((response) => response.status === 503)!;
    expect(busy.headers.get("retry-after")).toBe("5");
    expect(busy.headers.get("set-cookie")).toBeNull();
    expect(await busy.json()).toMatchObject({
      error: { message: "O site está com muitos acessos neste momento. Tente de novo em instantes." },
    });
    // Once the flood has passed, a visitor's answer is counted at once.
    expect((await answer({ version: CONSENT_VERSION, analytics: false, marketing: false }, "10.66.8.1")).status).toBe(
      201,
    );
  });
});

describe("the CSP and the tag IDs", () => {
  it("allows no tag origin while no ID is set, and only the set tags' origins after", async () => {
    const before = (await server.app.request("/", {}, fromAddress("10.57.1.2"))).headers.get("content-security-policy")!;
    expect(before).not.toContain("googletagmanager");
    expect(before).not.toContain("facebook");

    await server.database.db.update(siteSettings).set({ gtmId: "GTM-AB12CD3" });
    await server.announce({ entities: ["site_settings"] });
    const after = (await server.app.request("/", {}, fromAddress("10.57.1.2"))).headers.get("content-security-policy")!;
    expect(after).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
    expect(after).toMatch(/connect-src [^;]*google-analytics\.com/);
    expect(after).not.toContain("facebook");

    await server.database.db.update(siteSettings).set({ gtmId: "", metaPixelId: "123456789012345" });
    await server.announce({ entities: ["site_settings"] });
    const pixel = (await server.app.request("/", {}, fromAddress("10.57.1.2"))).headers.get("content-security-policy")!;
    expect(pixel).toMatch(/script-src [^;]*https:\/\/connect\.facebook\.net/);
    expect(pixel).not.toContain("googletagmanager");
  });
});

describe("the tag IDs in the console", () => {
  it("Marketing sets them alone, checked for their formats; the rest of the settings stay the administrador's", async () => {
    const marketing = await staffCookieFor(server, "marketing");
    expect((await server.app.request("/api/admin/site-settings", { headers: { cookie: marketing } })).status).toBe(
      403,
    );
    const read = await server.app.request("/api/admin/tag-settings", { headers: { cookie: marketing } });
    expect(read.status).toBe(200);
    const { settings } = (await read.json()) as { settings: { updatedAt: string; gtmId: string } };
    const put = (body: Record<string, string>) =>
      server.app.request(
        "/api/admin/tag-settings",
        jsonRequest("PUT", { gtmId: "", ga4Id: "", metaPixelId: "", ...body, expectedUpdatedAt: settings.updatedAt }, marketing),
      );
    const wrong = await put({ gtmId: "UA-1234", ga4Id: "12345", metaPixelId: "abc" });
    expect(wrong.status).toBe(422);
    const { error } = (await wrong.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields).toEqual({
      gtmId: "Google Tag Manager: use o formato GTM-XXXXXXX (ex.: GTM-AB12CD3).",
      ga4Id: "Google Analytics 4: use o formato G-XXXXXXXXXX (ex.: G-AB12CD34EF).",
      metaPixelId: "Meta Pixel: informe só os números do ID (ex.: 123456789012345).",
    });
    const saved = await put({ gtmId: " gtm-ab12cd3 ", ga4Id: "g-ab12cd34ef" });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { settings: object }).settings).toMatchObject({
      gtmId: "GTM-AB12CD3",
      ga4Id: "G-AB12CD34EF",
      metaPixelId: "",
    });
    // The other settings are untouched, and the page's CSP follows at once.
    const [row] = await server.database.db.select().from(siteSettings);
    expect(row).toMatchObject({ companyName: "Rede Ipê Telecom", gtmId: "GTM-AB12CD3" });
    const csp = (await server.app.request("/", {}, fromAddress("10.57.1.3"))).headers.get("content-security-policy")!;
    expect(csp).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
    // An answer to an older version of the settings is refused.
    expect((await put({})).status).toBe(409);
  });
});
