import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSENT_COOKIE, CONSENT_VERSION, decodeConsent } from "../../../domain/consent";
import { siteSettings } from "../../db/schema";
import { listConsentCounts } from "../../services/consent";
import { fakeSite } from "../../testing/fake-site";
import { createTestServer, fromAddress, jsonRequest, type TestServer } from "../../testing/test-server";

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
