import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import type { CoverageAreaGeometry } from "../../domain";
import { encodeArea } from "../coverage/area-shape";
import { nominatimGeocoder } from "../coverage/geocoder";
import { createViabilityService, GeocoderQueriesSpent } from "../coverage/viability";
import {
  auditLog,
  coverageAreas,
  coverageSettings,
  leads,
  marketingSettings,
  networkNotices,
  siteSettings,
} from "../db/schema";
import { createIxcAdapter } from "../erp/ixc";
import { createFieldCipher, type FieldCipher, resolveFieldKey } from "../field-cipher";
import { DESK_PROOF_CALLS, GEOCODER_QUERIES } from "../http/rate-limits";
import { createSignUpPages } from "../http/sign-up-pages";
import { TokenBuckets } from "../http/token-buckets";
import { encodeSignUpDocument } from "../images/document-image";
import { subscribeToOutage } from "../services/outage-leads";
import { confirmSignUp, findSignUpDraft, saveSignUpDraft } from "../services/sign-ups";
import { FAKE_PLACES, startFakeGeocoder } from "../testing/fake-geocoder";
import { FAKE_IXC_COVERED_POINT, FAKE_IXC_TOKEN, startFakeIxc } from "../testing/fake-ixc";
import { fakeSite } from "../testing/fake-site";
import {
  createTestServer,
  fromAddress,
  memoryLogger,
  ORIGIN,
  staffCookieFor,
  type TestServer,
} from "../testing/test-server";

// Issue 66 (the hostile probe of 2026-11-28), points 3 and 6: no form tells who is on a list, and the
// desk's bearers (proofs, tokens, draft keys, document links) end and count.

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe("'Avise-me quando acabar' (M-AVISE)", () => {
  async function failureGoingOn() {
    server = await createTestServer({ seed: false });
    const db = server.database.db;
    // The SMTP server set: the desk offers the e-mail channel.
    await db
      .insert(marketingSettings)
      .values({ id: 1, smtpHost: "127.0.0.1", smtpPort: 2525, smtpFrom: "avisos@provedor.example" });
    const [notice] = await db
      .insert(networkNotices)
      .values({ kind: "falha", title: "Rompimento de fibra", startsAt: new Date(Date.now() - 60_000) })
      .returning({ id: networkNotices.id });
    const cipher = createFieldCipher(randomBytes(32));
    const ask = (email: string, address: string) =>
      subscribeToOutage(
        db,
        cipher,
        { email, whatsapp: "", consent: true },
        { noticeIds: [notice!.id], name: "Maria", city: { name: "Vila Velha", state: "ES" } },
        address,
        { perHour: 5 },
      );
    return { db, ask };
  }

  it("answers a contact already waiting as a new one, counts it the same, and answers the limit first", async () => {
    const { db, ask } = await failureGoingOn();
    // The victim asks from their own address.
    expect(await ask("vitima@example.com", "10.66.0.1")).toEqual({ outcome: "stored" });

    // A prober sends the victim's e-mail among fresh ones: the victim's costs a submission like any other.
    const prober = "10.66.0.2";
    const answers = [];
    for (const email of [
      "a@example.com",
      "vitima@example.com",
      "b@example.com",
      "c@example.com",
      "d@example.com",
    ])
      answers.push(await ask(email, prober));
    expect(answers).toEqual(Array(5).fill({ outcome: "stored" }));
    // Past the limit, the victim's e-mail and a never-seen one get the same words and the same time.
    const victim = await ask("vitima@example.com", prober);
    const stranger = await ask("nunca-visto@example.com", prober);
    expect(victim.outcome).toBe("rateLimited");
    expect(stranger).toEqual(victim);

    // Another prober who never names the victim is limited at the same submission.
    const control = "10.66.0.3";
    for (const email of ["e@example.com", "f@example.com", "g@example.com", "h@example.com", "i@example.com"])
      expect(await ask(email, control)).toEqual({ outcome: "stored" });
    expect((await ask("j@example.com", control)).outcome).toBe("rateLimited");

    // The victim is still on the list once: asking again stored nothing more.
    const rows = await db.select({ id: leads.id }).from(leads).where(eq(leads.email, "vitima@example.com"));
    expect(rows).toHaveLength(1);
  });
});

/** A sign-up's draft with its photo, as step 3 stores it (the demo catalogue's first plan). */
async function draftOf(test: TestServer, cipher: FieldCipher) {
  const city = (await test.catalogue.activeCities())[0]!;
  const plan = (await test.catalogue.cityPlans(city.id))!.plans.find((candidate) => candidate.offerCode)!;
  const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const saved = await saveSignUpDraft(
    test.database.db,
    cipher,
    {
      details: {
        name: "Carlos Lima Neto",
        cpf: "11144477735",
        birthDate: "1980-01-02",
        email: "carlos@example.com",
        whatsapp: "27991112222",
        address: { cep: "29100001", number: "5", complement: "", street: "Rua A", district: "Centro" },
        dueDay: 10,
        windows: [
          { date: tomorrow, period: "morning" },
          { date: tomorrow, period: "afternoon" },
        ],
      },
      offer: {
        planId: plan.id,
        planName: plan.name,
        offerCode: plan.offerCode,
        price: plan.price,
        cityId: city.id,
        cityName: city.name,
        uf: city.state,
      },
      viability: { status: "provável", source: "Faixas de CEP" },
      // Step 3 re-encodes the photo; what is stored is opened as it was sealed.
      documents: [{ kind: "identity", jpeg: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]) }],
    },
    "10.66.1.1",
    { perHour: 5 },
  );
  if (!("draftKey" in saved)) throw new Error("limited");
  return saved.draftKey;
}

describe("a sign-up's draft key after its protocol (L10)", () => {
  it("opens nothing once accepted: no summary, no protocol again", async () => {
    server = await createTestServer();
    const db = server.database.db;
    const cipher = createFieldCipher(randomBytes(32));
    const draftKey = await draftOf(server, cipher);
    expect(await findSignUpDraft(db, cipher, draftKey)).toMatchObject({
      personal: { name: "Carlos Lima Neto" },
    });
    const confirmed = await confirmSignUp(db, draftKey, { deliver: false });
    expect(confirmed).toMatchObject({ protocol: expect.stringMatching(/^CT-/) });
    // The key holder (a reload, a copied key) gets "concluded": nothing of the person, not the protocol.
    expect(await findSignUpDraft(db, cipher, draftKey)).toBe("concluded");
    expect(await confirmSignUp(db, draftKey, { deliver: false })).toBe("concluded");
  });
});

describe("a sign-up's photo (L9)", () => {
  it("is served and audited only for a request from our own pages; a cross-site GET neither serves nor audits", async () => {
    server = await createTestServer();
    const db = server.database.db;
    // The app's own key, as the pages of the running server seal the photos.
    const cipher = createFieldCipher(resolveFieldKey({ dataDir: server.dataDir, referrals: {} as never }));
    const draftKey = await draftOf(server, cipher);
    const confirmed = await confirmSignUp(db, draftKey, { deliver: false });
    if (!confirmed || confirmed === "concluded") throw new Error("not confirmed");
    const cookie = await staffCookieFor(server, "comercial");
    const path = `/api/admin/sign-ups/${confirmed.id}/documents/identity`;
    const views = async () =>
      (await db.select({ action: auditLog.action }).from(auditLog)).filter(
        (row) => row.action === "view_document",
      ).length;

    // Another site's link (a top-level navigation with the staff member's Lax cookie), an image or a
    // same-site page, or a request that says nothing: refused before anything is read or written down.
    for (const headers of <Record<string, string>[]>[
      { "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document" },
      { "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "no-cors", "Sec-Fetch-Dest": "image" },
      { "Sec-Fetch-Site": "same-site", "Sec-Fetch-Mode": "navigate" },
      {},
    ]) {
      const refused = await server.app.request(path, { headers: { Cookie: cookie, ...headers } });
      expect(refused.status, JSON.stringify(headers)).toBe(403);
      expect(refused.headers.get("content-type")).not.toContain("image");
    }
    expect(await views()).toBe(0);

    // The console's 'Ver documento com foto' (a new tab from our page), or the address typed by the person.
    for (const fetchSite of ["same-origin", "none"]) {
      const opened = await server.app.request(path, {
        headers: { Cookie: cookie, "Sec-Fetch-Site": fetchSite, "Sec-Fetch-Mode": "navigate" },
      });
      expect(opened.status).toBe(200);
      expect(opened.headers.get("content-type")).toBe("image/jpeg");
    }
    expect(await views()).toBe(2);
  });
});

describe("marketing tags on personal answers (L4)", () => {
  it("allows the tags' origins on the public pages only: never on the desk's pages nor a form's answer", async () => {
    server = await createTestServer({
      seed: true,
      site: fakeSite(
        ["/", "/contrate", "/cliente/segunda-via", "/cliente/documentos", "/suporte"],
        () => new Response("<!doctype html><p>ok</p>", { headers: { "Content-Type": "text/html" } }),
      ),
    });
    await server.database.db
      .update(siteSettings)
      .set({ gtmId: "GTM-AB12CD3", ga4Id: "G-AB12CD34", metaPixelId: "123456789012345" });
    await server.announce({ entities: ["site_settings"] });
    const policy = async (path: string, init: RequestInit = {}) => {
      const response = await server!.app.request(path, init, fromAddress("10.66.2.1"));
      expect(response.status, path).toBeLessThan(400);
      return response.headers.get("content-security-policy") ?? "";
    };
    const tagged = /googletagmanager|google-analytics|facebook/;
    // The home page and /contrate's first step keep them (the control: this test can fail).
    expect(await policy("/")).toMatch(tagged);
    expect(await policy("/contrate")).toMatch(tagged);
    for (const path of ["/cliente/segunda-via", "/cliente/documentos", "/suporte"])
      expect(await policy(path), path).not.toMatch(tagged);
    // /contrate's steps after the first are its POSTs' answers (the CPF and birth date typed back).
    const step = await policy("/contrate", {
      method: "POST",
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      body: "step=details&cpf=529.982.247-25&birthDate=1990-05-20",
    });
    expect(step).toContain("script-src");
    expect(step).not.toMatch(tagged);
  });
});

describe("geocoder queries per visitor (L6)", () => {
  it("keeps each address's answer for the journey and bounds a visitor's new ones, with a clear message", async () => {
    server = await createTestServer();
    const db = server.database.db;
    const geo = await startFakeGeocoder();
    try {
      // The polygons decide, so an address with its street is situated by the geocoder.
      const { lat, lng } = FAKE_IXC_COVERED_POINT;
      const square = [
        [lng - 0.01, lat - 0.01],
        [lng + 0.01, lat - 0.01],
        [lng + 0.01, lat + 0.01],
        [lng - 0.01, lat + 0.01],
        [lng - 0.01, lat - 0.01],
      ] as [number, number][];
      await db.insert(coverageSettings).values({ id: 1, sourceOrder: ["poligonos"] });
      const area = {
        type: "FeatureCollection",
        features: [
          {
            type: "Feature",
            properties: { name: "Centro" },
            geometry: { type: "Polygon", coordinates: [square] },
          },
        ],
      } as const satisfies CoverageAreaGeometry;
      await db.insert(coverageAreas).values({
        name: "Centro",
        format: "geojson",
        polygonCount: 1,
        // Stored as an upload stores it (decision 0076).
        shape: sql`decode(${Buffer.from(encodeArea(area)).toString("base64")}, 'base64')`,
        preview: area,
        vertexCount: square.length,
      });
      const viability = createViabilityService({
        db,
        catalogue: server.catalogue,
        geocoder: nominatimGeocoder({ allowPrivateAddresses: true, url: geo.url, userAgent: "t" }),
        geocoderQueries: new TokenBuckets(GEOCODER_QUERIES),
      });
      const cep = FAKE_PLACES[0]!.postcode.replace(/\D/g, "");
      const at = (number: string) => ({ cep, number, complement: "", street: "Rua das Palmeiras" });

      // Steps 1, 2 and 3 of one journey (and a reload) ask the same address: one query.
      for (let step = 0; step < 4; step += 1)
        expect((await viability.check(at("120"), "10.66.3.1")).status).toBe("confirmado");
      expect(geo.queries).toHaveLength(1);

      // A visitor trying many addresses: GEOCODER_QUERIES.capacity at once, then refused without asking.
      const tried: string[] = [];
      for (let number = 1; number <= GEOCODER_QUERIES.capacity + 3; number += 1) {
        try {
          await viability.check(at(String(number)), "10.66.3.2");
          tried.push("asked");
        } catch (error) {
          expect(error).toBeInstanceOf(GeocoderQueriesSpent);
          tried.push("refused");
        }
      }
      expect(tried.filter((outcome) => outcome === "asked")).toHaveLength(GEOCODER_QUERIES.capacity);
      expect(tried.at(-1)).toBe("refused");
      expect(geo.queries).toHaveLength(1 + GEOCODER_QUERIES.capacity);
      // Another visitor, and the first one's kept address, are still answered.
      expect((await viability.check(at("7"), "10.66.3.3")).status).toBe("confirmado");
      expect((await viability.check(at("120"), "10.66.3.2")).status).toBe("confirmado");

      // On the page: 'Usar minha localização' at one point asks once; past the limit, a pt-BR message.
      const pages = createSignUpPages({
        db,
        catalogue: server.catalogue,
        cipher: createFieldCipher(randomBytes(32)),
        erp: () => undefined,
        logger: memoryLogger().logger,
        encodeDocument: encodeSignUpDocument,
        viability: (address, client) => viability.check(address, client),
        geocoder: (client) => viability.geocoder(client ?? ""),
      });
      const located = (point: { lat: number; lng: number }) => {
        const form = new FormData();
        form.set("step", "address");
        form.set("latitude", String(point.lat));
        form.set("longitude", String(point.lng));
        return pages.checkAddress(form, "10.66.3.4");
      };
      const before = geo.queries.length;
      expect((await located(FAKE_PLACES[0]!.point)).outcome).toBe("covered");
      expect((await located(FAKE_PLACES[0]!.point)).outcome).toBe("covered");
      expect(geo.queries.length - before).toBe(1);
      let answer = await located({ lat: -20.5, lng: -40.5 });
      for (let tries = 0; answer.outcome !== "limited" && tries < 10; tries += 1)
        answer = await located({ lat: -20.5 - (tries + 1) / 1000, lng: -40.5 });
      expect(answer).toMatchObject({
        outcome: "limited",
        message: "Muitas consultas de endereço em pouco tempo. Aguarde um minuto e tente de novo.",
      });
      expect(geo.queries.length - before).toBe(GEOCODER_QUERIES.capacity);
    } finally {
      await geo.close();
    }
  });
});

describe("the desk's proof and its buttons (L12)", () => {
  it("'Sair' ends a proof on the server; a proof's ERP calls are bounded; '2ª via por e-mail' sends once", async () => {
    const ixc = await startFakeIxc();
    type Page = { cookie: string; boletoToken?: string; sendToken?: string };
    let desk: NonNullable<Parameters<Parameters<typeof fakeSite>[1]>[1]["subscriberDesk"]>;
    try {
      server = await createTestServer({
        seed: false,
        erp: createIxcAdapter({ allowPrivateAddresses: true, url: ixc.url, token: FAKE_IXC_TOKEN }),
        // Stands in for the 2ª via page's action: the lookup, the proof it opens, the invoices' buttons.
        site: fakeSite(["/cliente/segunda-via", "/404"], async (request, context) => {
          desk = context.subscriberDesk!;
          const form = await request.formData();
          const found = await desk.identify(
            { document: form.get("documento"), birthDate: form.get("nascimento") },
            context.clientIp,
          );
          if (found.kind !== "found") return Response.json({ kind: found.kind });
          const { value, proof } = await desk.proof(found.subscriber);
          const invoices = await desk.invoices(proof);
          const [first] = invoices === "unavailable" ? [] : invoices;
          return Response.json({
            cookie: value,
            boletoToken: first?.boletoToken,
            sendToken: first?.sendToken,
          });
        }),
      });
      const post = (path: string, body: Record<string, string>, address: string, cookie?: string) =>
        server!.app.request(
          `${ORIGIN}${path}`,
          {
            method: "POST",
            headers: {
              "content-type": "application/x-www-form-urlencoded",
              origin: ORIGIN,
              ...(cookie ? { cookie: `vitrine_assinante=${cookie}` } : {}),
            },
            body: new URLSearchParams(body).toString(),
          },
          fromAddress(address),
        );
      const lookUp = async (address: string) =>
        (await (
          await post(
            "/cliente/segunda-via",
            { documento: "529.982.247-25", nascimento: "1985-03-14" },
            address,
          )
        ).json()) as Page;
      const boletoCalls = () =>
        ixc.state.calls.filter((call) => JSON.stringify(call).includes("boleto")).length;

      // One proof's boleto button replayed from many addresses: the proof's calls, then 429 in pt-BR.
      const first = await lookUp("10.66.4.1");
      expect(first.boletoToken).toBeTruthy();
      const before = boletoCalls();
      const statuses: number[] = [];
      for (let replay = 0; replay < DESK_PROOF_CALLS.capacity + 4; replay += 1) {
        const response = await post(
          "/cliente/segunda-via/boleto",
          { token: first.boletoToken! },
          `10.66.5.${replay}`,
        );
        statuses.push(response.status);
        if (response.status === 429) expect(await response.text()).toContain("Muitas consultas seguidas");
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(DESK_PROOF_CALLS.capacity);
      expect(statuses.at(-1)).toBe(429);
      expect(boletoCalls() - before).toBe(DESK_PROOF_CALLS.capacity);

      // '2ª via por e-mail' posted ten times: one e-mail, the same answer each time.
      const second = await lookUp("10.66.4.2");
      const sentBefore = ixc.state.sent.length;
      const answers = [];
      for (let replay = 0; replay < 10; replay += 1)
        answers.push(await desk!.send(second.sendToken!, "email"));
      expect(ixc.state.sent.length - sentBefore).toBe(1);
      expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
      expect(answers[0]).toMatchObject({ sentTo: expect.any(String) });

      // 'Sair' ends the proof for every copy of the cookie and every button it gave.
      const third = await lookUp("10.66.4.3");
      expect(await desk!.proven(third.cookie)).toBeDefined();
      const signedOut = await post("/cliente/sair", {}, "10.66.4.3", third.cookie);
      expect(signedOut.status).toBe(303);
      expect(signedOut.headers.get("set-cookie")).toContain("Max-Age=0");
      expect(await desk!.proven(third.cookie)).toBeUndefined();
      expect(
        (await post("/cliente/segunda-via/boleto", { token: third.boletoToken! }, "10.66.4.9")).status,
      ).toBe(410);
      expect(await desk!.send(third.sendToken!, "email")).toBe("expired");
      // The other proofs are untouched.
      expect(await desk!.proven(second.cookie)).toBeDefined();
    } finally {
      await ixc.close();
    }
  });
});
