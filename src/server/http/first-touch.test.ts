import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminLead, AdminReferral } from "../../domain";
import {
  ATTRIBUTION_COOKIE,
  attributionFromCookies,
  attributionFromUrl,
  decodeAttribution,
  encodeAttribution,
} from "../../domain/attribution";
import { createDeliveryWorker } from "../delivery/worker";
import { erpProspectOutbox } from "../erp/prospects";
import { type ContractFake, IXC } from "../testing/erp-contract";
import { fakeSite } from "../testing/fake-site";
import { LEAD_FORM_BODIES } from "../testing/lead-fixtures";
import { FRIEND, REFERRER } from "../testing/referral-fixtures";
import {
  createTestServer,
  fromAddress,
  jsonRequest,
  staffCookie,
  type TestServer,
} from "../testing/test-server";

// Issue 57, point 3: a visit that landed on a campaign's address carries that first touch to its lead and
// referral; the console's Contatos and Indicações show it, filter by it and export it; the ERP (IXC) gets it
// in the contato it creates. The landing page's HTML is the same for everyone: only its answer's cookie.

const PAGE = "<!doctype html><html><body><p>Rede Ipê</p></body></html>";

let ixc: ContractFake;
let server: TestServer;
let staff: string;
beforeAll(async () => {
  ixc = await IXC.start();
  const adapter = IXC.adapter(ixc.url, { timeoutMs: 700 });
  server = await createTestServer({
    seed: false,
    erp: adapter,
    site: fakeSite(
      ["/", "/planos/[cidade]"],
      () => new Response(PAGE, { headers: { "Content-Type": "text/html; charset=utf-8" } }),
    ),
  });
  staff = await staffCookie(server);
});
afterAll(async () => {
  await server?.close();
  await ixc?.close();
});

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${ATTRIBUTION_COOKIE}=`))
    ?.split(";")[0];

describe("first-touch attribution", () => {
  it("sets a session cookie on the landing request without changing the page, and keeps the first touch", async () => {
    const plain = await server.app.request("/planos/vitoria-es", {}, fromAddress("10.57.0.1"));
    expect(cookieOf(plain)).toBeUndefined();
    const landing = await server.app.request(
      "/planos/vitoria-es?utm_source=instagram&utm_campaign=black-friday&gclid=abc123",
      {},
      fromAddress("10.57.0.1"),
    );
    expect(landing.status).toBe(200);
    expect(await landing.text()).toBe(await plain.text());
    const setCookie = landing.headers.getSetCookie().join("\n");
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Max-Age|Expires/);
    // No shared cache keeps an answer that sets a cookie; the plain page stays shareable.
    expect(landing.headers.get("cache-control")).toBe("no-store");
    expect(plain.headers.get("cache-control")).not.toBe("no-store");
    const cookie = cookieOf(landing)!;
    expect(attributionFromCookies(cookie)).toEqual({
      landing: "/planos/vitoria-es",
      source: "instagram",
      campaign: "black-friday",
      gclid: "abc123",
    });
    // A later campaign link in the same visit does not replace the first touch.
    const later = await server.app.request(
      "/?utm_source=google",
      { headers: { cookie } },
      fromAddress("10.57.0.1"),
    );
    expect(cookieOf(later)).toBeUndefined();
    // Still kept by no shared cache: a CDN keys on the full address, and the next visitor needs the cookie.
    expect(later.headers.get("cache-control")).toBe("no-store");
  });

  it("keeps values short and plain, whatever the link holds", () => {
    const url = new URL(
      `https://x.test/p?utm_source=${"a".repeat(500)}&utm_campaign=%3Cscript%3Ebf%00%E2%80%AE&utm_medium=`,
    );
    const attribution = attributionFromUrl(url)!;
    expect(attribution.source).toHaveLength(100);
    expect(attribution.campaign).toBe("scriptbf");
    expect(attribution).not.toHaveProperty("medium");
    expect(attributionFromUrl(new URL("https://x.test/?q=1"))).toBeNull();
    // A crafted cookie is checked again: another origin as landing becomes '/'.
    expect(decodeAttribution(encodeURIComponent("l=//evil.test/x&utm_source=y"))).toBeNull();
    expect(decodeAttribution(encodeURIComponent("l=//evil.test/x&source=y"))).toEqual({
      landing: "/",
      source: "y",
    });
    expect(decodeAttribution(encodeAttribution({ landing: "/a", source: "b" }))).toEqual({
      landing: "/a",
      source: "b",
    });
  });

  it("attaches it to a lead and a referral: Contatos, Indicações, the exports and IXC's contato", async () => {
    const landing = await server.app.request(
      "/?utm_source=instagram&utm_medium=social&utm_campaign=black-friday",
      {},
      fromAddress("10.57.0.2"),
    );
    const cookie = cookieOf(landing)!;
    const withCookie = (body: unknown): RequestInit => {
      const init = jsonRequest("POST", body);
      return { ...init, headers: { ...(init.headers as Record<string, string>), cookie } };
    };
    expect(
      (
        await server.app.request(
          "/api/leads/callback",
          withCookie(LEAD_FORM_BODIES.CALLBACK),
          fromAddress("10.57.0.2"),
        )
      ).status,
    ).toBe(201);
    // A lead from a visit without a campaign carries none.
    expect(
      (
        await server.app.request(
          "/api/leads/coverage",
          jsonRequest("POST", LEAD_FORM_BODIES.COVERAGE),
          fromAddress("10.57.0.3"),
        )
      ).status,
    ).toBe(201);
    expect(
      (
        await server.app.request(
          "/api/referrals",
          withCookie({ referrer: REFERRER, friend: FRIEND }),
          fromAddress("10.57.0.2"),
        )
      ).status,
    ).toBe(201);

    // Contatos' API.
    const { leads } = (await (
      await server.app.request("/api/admin/leads", { headers: { cookie: staff } })
    ).json()) as { leads: AdminLead[] };
    const callback = leads.find((lead) => lead.kind === "callback")!;
    expect(callback.attribution).toEqual({
      landing: "/",
      source: "instagram",
      medium: "social",
      campaign: "black-friday",
    });
    expect(leads.find((lead) => lead.kind === "coverage")!.attribution).toBeNull();

    // The export, filtered by source and campaign as the tab filters.
    const exported = async (filters: Record<string, string>) =>
      (
        await server.app.request(
          "/api/admin/leads/export",
          jsonRequest("POST", { search: "", ...filters }, staff),
        )
      ).text();
    const bySource = await exported({ source: "Instagram", campaign: "black-friday" });
    expect(bySource).toContain("Origem (utm_source)");
    expect(bySource).toContain("instagram");
    expect(bySource).toContain("black-friday");
    expect(bySource).toContain("Otávio Brandão");
    expect(bySource).not.toContain("Rosana Teixeira");
    expect(await exported({ source: "google" })).not.toContain("Otávio Brandão");

    // Indicações' API and export.
    const { referrals } = (await (
      await server.app.request("/api/admin/referrals", { headers: { cookie: staff } })
    ).json()) as { referrals: AdminReferral[] };
    expect(referrals[0]!.attribution).toMatchObject({ source: "instagram", campaign: "black-friday" });

    // IXC: the contato the prospect outbox creates says where the contact came from.
    const worker = createDeliveryWorker({
      db: server.database.db,
      logger: (await import("../logger")).createLogger("silent"),
      queues: [erpProspectOutbox(server.database.db, () => IXC.adapter(ixc.url, { timeoutMs: 700 }))],
      now: () => new Date(Date.now() + 60_000),
      random: () => 0.5,
    });
    await worker.runOnce();
    await worker.stop();
    const contacts = ixc.prospects() as Record<string, string>[];
    const fromCampaign = contacts.find((contact) => contact.nome === "Otávio Brandão")!;
    expect(fromCampaign.obs).toContain("Origem (utm_source): instagram");
    expect(fromCampaign.obs).toContain("Campanha (utm_campaign): black-friday");
    expect(fromCampaign.obs).toContain("Página de entrada: /");
    // And in the contato's own campaign fields (IXC spells one 'campaing').
    expect(fromCampaign).toMatchObject({
      origem_source: "instagram",
      origem_medium: "social",
      origem_campaing: "black-friday",
    });
    // A lead without a campaign sends none of them.
    expect(contacts.find((contact) => contact.nome === "Rosana Teixeira")).not.toHaveProperty(
      "origem_source",
    );
    expect(
      contacts.find((contact) => contact.nome === REFERRER.name || contact.nome === FRIEND.name)?.obs,
    ).toContain("Origem (utm_source): instagram");
  });
});
