import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ViabilityReport } from "../../../domain";
import { nominatimGeocoder, reverseUrlOf } from "../../coverage/geocoder";
import { auditLog, coverageSettings } from "../../db/schema";
import { createHubsoftAdapter } from "../../erp/hubsoft";
import { createIxcAdapter } from "../../erp/ixc";
import { createSgpAdapter } from "../../erp/sgp";
import { FAKE_GEOCODER_KEY, type FakeGeocoder, startFakeGeocoder } from "../../testing/fake-geocoder";
import { FAKE_HUBSOFT_TOKEN, type FakeHubsoft, startFakeHubsoft } from "../../testing/fake-hubsoft";
import { FAKE_IXC_TOKEN, type FakeIxc, startFakeIxc } from "../../testing/fake-ixc";
import { FAKE_SGP_TOKEN, type FakeSgp, startFakeSgp } from "../../testing/fake-sgp";
import {
  createTestServer,
  errorOf,
  jsonRequest,
  staffCookie,
  staffCookieFor,
  type TestServer,
} from "../../testing/test-server";

// 'Cobertura' (issue 56): viability at an address from the sources in the order the console sets, each
// against a local fake written from its public documentation: IXC's boxes near one street and none near
// another, Hubsoft's mapping, SGP's viability call, and a KML uploaded for a provider with no ERP. No
// request leaves the machine (the geocoder is a fake Nominatim).

const kml = readFileSync(new URL("../../coverage/testdata/centro.kml", import.meta.url));
const geocoder = (fake: FakeGeocoder) =>
  nominatimGeocoder({ allowPrivateAddresses: true, url: fake.url, userAgent: "Vitrine (teste)" });

// Vila Velha's CEP range (demo seed) holds 29100-001; 01310-100 is in no served city.
const PALMEIRAS = { cep: "29100-001", number: "120", street: "Rua das Palmeiras" };
const BEIRA_MAR = { cep: "29100-001", number: "45", street: "Avenida Beira Mar" };

const settings = (order: string[], boxDistanceMeters = 250) => ({
  order,
  boxDistanceMeters,
  geocoderUrl: "",
  tileUrl: "",
});

async function test(server: TestServer, cookie: string, address: object): Promise<ViabilityReport> {
  const response = await server.app.request("/api/admin/coverage/test", jsonRequest("POST", address, cookie));
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  return ((await response.json()) as { report: ViabilityReport }).report;
}

/** Uploads the sample KML (one polygon, named Centro) as an administrador does. */
function uploadKml(server: TestServer, cookie: string) {
  return server.app.request(
    "/api/admin/coverage-areas",
    jsonRequest(
      "POST",
      { name: "Centro", fileName: "cobertura.kml", contentBase64: kml.toString("base64") },
      cookie,
    ),
  );
}

async function save(server: TestServer, cookie: string, body: object) {
  const response = await server.app.request("/api/admin/coverage", jsonRequest("PUT", body, cookie));
  expect(response.status).toBe(200);
  return response.json() as Promise<{ settings: Record<string, unknown> }>;
}

describe("viability with IXC: boxes near the address", () => {
  let ixc: FakeIxc;
  let geo: FakeGeocoder;
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    [ixc, geo] = await Promise.all([startFakeIxc(), startFakeGeocoder()]);
    server = await createTestServer({
      erp: createIxcAdapter({ allowPrivateAddresses: true, url: ixc.url, token: FAKE_IXC_TOKEN }),
      geocoder: geocoder(geo),
    });
    cookie = await staffCookie(server);
  });
  afterAll(async () => {
    await Promise.all([server.close(), ixc.close(), geo.close()]);
  });

  it("without a source set, answers from the CEP ranges as before: 'provável', or none outside them", async () => {
    const covered = await test(server, cookie, PALMEIRAS);
    expect(covered.answer).toMatchObject({ status: "provável", source: "cep" });
    expect(covered.answer.cityId).toEqual(expect.any(Number));
    expect((await test(server, cookie, { ...PALMEIRAS, cep: "01310-100" })).answer).toMatchObject({
      status: "sem viabilidade",
      source: "cep",
    });
    expect(ixc.state.calls.filter((call) => call.table === "rad_caixa_ftth")).toHaveLength(0);
  });

  it("confirms the street with a box with free ports in reach, and refuses the street with none", async () => {
    await save(server, cookie, settings(["caixas"]));
    const covered = await test(server, cookie, PALMEIRAS);
    expect(covered.answer).toMatchObject({ status: "confirmado", source: "caixas" });
    expect(covered.answer.detail).toMatch(/^Caixa CTO-PALMEIRAS-01 a \d+ m, 14 porta\(s\) livre\(s\)\.$/);
    expect(covered.point).toMatchObject({ from: "geocoder" });

    const far = await test(server, cookie, BEIRA_MAR);
    expect(far.answer).toEqual({
      status: "sem viabilidade",
      source: "caixas",
      detail: "Nenhuma caixa a até 250 m.",
      cityId: covered.answer.cityId,
    });
    // 'Testar um endereço' shows every source: the CEP ranges would still have said 'provável'.
    expect(far.outcomes.map((outcome) => [outcome.source, outcome.status])).toEqual([
      ["caixas", "sem viabilidade"],
      ["cep", "provável"],
    ]);
    // The geocoder was asked for the street with its number and the CEP.
    expect(geo.queries.at(-1)?.get("street")).toBe("45 Avenida Beira Mar");
    expect(geo.queries.at(-1)?.get("postalcode")).toBe("29100-001");
  });

  it("uses the phone's location when given, and refuses boxes whose ports are all taken", async () => {
    const asked = geo.queries.length;
    // 15 m from CTO-PALMEIRAS-02 (2 ports, both taken) and about 150 m from CTO-PALMEIRAS-01.
    const nearFull = { cep: "29100-001", number: "7", lat: -20.3291, lng: -40.2902 };
    await save(server, cookie, settings(["caixas"], 50));
    const report = await test(server, cookie, nearFull);
    expect(report.answer).toMatchObject({
      status: "sem viabilidade",
      detail: "Caixas a até 50 m, todas sem portas livres.",
    });
    expect(report.point).toMatchObject({ lat: -20.3291, lng: -40.2902, from: "visitor" });
    expect(geo.queries.length).toBe(asked);
    await save(server, cookie, settings(["caixas"], 250));
    expect((await test(server, cookie, nearFull)).answer).toMatchObject({ status: "confirmado" });
  });

  it("passes to the next source when one cannot tell: no street, the geocoder down", async () => {
    await save(server, cookie, settings(["caixas"]));
    const noStreet = await test(server, cookie, { cep: "29100-001", number: "1" });
    expect(noStreet.outcomes[0]).toEqual({
      source: "caixas",
      detail: "Sem a rua nem a localização, não há como situar o endereço.",
    });
    expect(noStreet.answer).toMatchObject({ status: "provável", source: "cep" });
    geo.behaviour.down = true;
    try {
      const report = await test(server, cookie, PALMEIRAS);
      expect(report.outcomes[0]).toEqual({ source: "caixas", detail: "O geocodificador não respondeu." });
      expect(report.answer.source).toBe("cep");
    } finally {
      geo.behaviour.down = false;
    }
  });

  it("IXC has no viability call: the ERP source cannot tell and the boxes decide", async () => {
    await save(server, cookie, settings(["erp", "caixas"]));
    const report = await test(server, cookie, PALMEIRAS);
    expect(report.outcomes[0]).toEqual({
      source: "erp",
      detail: "IXC Provedor não tem consulta de viabilidade.",
    });
    expect(report.answer).toMatchObject({ status: "confirmado", source: "caixas" });
  });
});

describe("viability from a KML uploaded for a provider with no ERP", () => {
  let geo: FakeGeocoder;
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    geo = await startFakeGeocoder();
    server = await createTestServer({ geocoder: geocoder(geo) });
    cookie = await staffCookie(server);
  });
  afterAll(async () => {
    await Promise.all([server.close(), geo.close()]);
  });

  it("uploads the KML, lists it, previews its polygons and decides by it", async () => {
    const upload = await uploadKml(server, cookie);
    expect(upload.status).toBe(201);
    const { area } = (await upload.json()) as { area: { id: number; polygonCount: number; format: string } };
    expect(area).toMatchObject({ polygonCount: 1, format: "kml" });
    const listed = await server.app.request("/api/admin/coverage-areas", { headers: { cookie } });
    expect(((await listed.json()) as { areas: unknown[] }).areas).toHaveLength(1);
    const shapes = await server.app.request("/api/admin/coverage-areas/shapes", { headers: { cookie } });
    const [shape] = ((await shapes.json()) as { shapes: { geojson: { features: unknown[] } }[] }).shapes;
    expect(shape!.geojson.features).toHaveLength(1);

    await save(server, cookie, settings(["erp", "poligonos"]));
    const inside = await test(server, cookie, PALMEIRAS);
    expect(inside.answer).toMatchObject({
      status: "confirmado",
      source: "poligonos",
      detail: "Dentro da área Centro (Centro).",
    });
    expect(inside.outcomes[0]).toEqual({ source: "erp", detail: "Nenhum sistema de gestão configurado." });
    expect((await test(server, cookie, BEIRA_MAR)).answer).toMatchObject({
      status: "sem viabilidade",
      source: "poligonos",
    });

    // Removed, the areas no longer decide: the CEP ranges do.
    const removed = await server.app.request(
      `/api/admin/coverage-areas/${area.id}`,
      jsonRequest("DELETE", {}, cookie),
    );
    expect(removed.status).toBe(204);
    expect((await test(server, cookie, BEIRA_MAR)).answer).toMatchObject({
      status: "provável",
      source: "cep",
    });
    const entries = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, "coverage_areas"));
    expect(entries.map((entry) => entry.action).sort()).toEqual(["create", "delete"]);
  });

  it("refuses a file that is not an area, with the console's message", async () => {
    const response = await server.app.request(
      "/api/admin/coverage-areas",
      jsonRequest(
        "POST",
        { name: "Ruim", fileName: "x.kml", contentBase64: Buffer.from("<kml><oops").toString("base64") },
        cookie,
      ),
    );
    expect(response.status).toBe(422);
    expect((await errorOf(response)).message).toBe(
      "Não foi possível ler o arquivo. Confira se é um KML, KMZ ou GeoJSON válido.",
    );
    const wrongType = await server.app.request(
      "/api/admin/coverage-areas",
      jsonRequest("POST", { name: "Foto", fileName: "mapa.png", contentBase64: "AAAA" }, cookie),
    );
    expect(wrongType.status).toBe(422);
  });

  it("keeps the geocoder key sealed: the console sees its hint, the audit log only whether it is set", async () => {
    const body = {
      ...settings(["poligonos"]),
      geocoderUrl: "https://geo.example/search",
      geocoderKey: FAKE_GEOCODER_KEY,
    };
    const saved = await save(server, cookie, body);
    expect(saved.settings).toMatchObject({
      geocoderUrl: "https://geo.example/search",
      geocoderKeyHint: "••••••••",
    });
    expect(JSON.stringify(saved)).not.toContain(FAKE_GEOCODER_KEY);
    const [row] = await server.database.db.select().from(coverageSettings);
    expect(row!.geocoderKeyEncrypted).not.toContain(FAKE_GEOCODER_KEY);
    // Saved again without the key, at the same address: kept.
    await save(server, cookie, { ...body, geocoderKey: "" });
    const [kept] = await server.database.db.select().from(coverageSettings);
    expect(kept!.geocoderKeyEncrypted).toBe(row!.geocoderKeyEncrypted);
    // Another address: the key does not follow it.
    await save(server, cookie, { ...body, geocoderUrl: "https://outro.example/search", geocoderKey: "" });
    const [moved] = await server.database.db.select().from(coverageSettings);
    expect(moved!.geocoderKeyEncrypted).toBe("");
    const entries = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, "coverage_settings"));
    expect(JSON.stringify(entries)).not.toContain(FAKE_GEOCODER_KEY);
  });

  it("saves the CEP service's address: https only, kept when the form leaves it out, audited", async () => {
    const refused = await server.app.request(
      "/api/admin/coverage",
      jsonRequest("PUT", { ...settings([]), cepAddressUrl: "http://viacep.example/ws" }, cookie),
    );
    expect(refused.status).toBe(422);
    expect((await errorOf(refused)).fields).toHaveProperty("cepAddressUrl");
    const saved = await save(server, cookie, { ...settings([]), cepAddressUrl: "https://viacep.example/ws" });
    expect(saved.settings.cepAddressUrl).toBe("https://viacep.example/ws");
    // An older console's form without the field keeps it; an empty one turns it off.
    expect((await save(server, cookie, settings([]))).settings.cepAddressUrl).toBe(
      "https://viacep.example/ws",
    );
    const entries = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, "coverage_settings"));
    expect(JSON.stringify(entries)).toContain("https://viacep.example/ws");
    expect((await save(server, cookie, { ...settings([]), cepAddressUrl: "" })).settings.cepAddressUrl).toBe(
      "",
    );
  });

  it("is the administrador's: other roles get 403, no session 401, a bad form 422", async () => {
    const comercial = await staffCookieFor(server, "comercial");
    for (const [path, init] of [
      ["/api/admin/coverage", { headers: { cookie: comercial } }],
      ["/api/admin/coverage/test", jsonRequest("POST", PALMEIRAS, comercial)],
      ["/api/admin/coverage-areas", jsonRequest("POST", { name: "x" }, comercial)],
    ] as const) {
      const response = await server.app.request(path, init);
      expect(response.status).toBe(403);
    }
    expect((await server.app.request("/api/admin/coverage", {})).status).toBe(401);
    const bad = await server.app.request(
      "/api/admin/coverage",
      jsonRequest("PUT", { ...settings(["erp", "erp"]), boxDistanceMeters: 2 }, cookie),
    );
    expect(bad.status).toBe(422);
    expect((await errorOf(bad)).fields).toMatchObject({
      order: "Cada fonte só pode aparecer uma vez na ordem.",
      boxDistanceMeters: "A distância das caixas deve ser de 10 a 5000 metros.",
    });
  });
});

describe("COVERAGE_ALLOW_HTTP: a geocoder and CEP service on the provider's private network", () => {
  let geo: FakeGeocoder;
  beforeAll(async () => {
    geo = await startFakeGeocoder();
  });
  afterAll(async () => {
    await geo.close();
  });

  it("takes and uses an http:// geocoder where the operator allows it; refuses it, and ignores a saved one, elsewhere", async () => {
    const allowing = await createTestServer({ coverageAllowHttp: true });
    const strict = await createTestServer();
    try {
      const cookie = await staffCookie(allowing);
      const upload = await uploadKml(allowing, cookie);
      expect(upload.status).toBe(201);
      // The fake answers http://127.0.0.1:…/search: no `geocoder` given, the saved address is asked.
      const body = { ...settings(["poligonos"]), geocoderUrl: geo.url, cepAddressUrl: "http://10.0.0.7/ws" };
      const saved = await save(allowing, cookie, body);
      expect(saved.settings).toMatchObject({ geocoderUrl: geo.url, cepAddressUrl: "http://10.0.0.7/ws" });
      const asked = geo.queries.length;
      const report = await test(allowing, cookie, PALMEIRAS);
      expect(report.point).toMatchObject({ from: "geocoder" });
      expect(report.answer).toMatchObject({ status: "confirmado", source: "poligonos" });
      expect(geo.queries.length).toBeGreaterThan(asked);
      // The tiles are the console's browser's: https:// even here.
      const tiles = await allowing.app.request(
        "/api/admin/coverage",
        jsonRequest("PUT", { ...body, tileUrl: "http://tiles.example/{z}/{x}/{y}.png" }, cookie),
      );
      expect(tiles.status).toBe(422);
      expect((await errorOf(tiles)).fields).toHaveProperty("tileUrl");

      // Without the allowance: refused when saved, with the console's message…
      const strictCookie = await staffCookie(strict);
      const refused = await strict.app.request("/api/admin/coverage", jsonRequest("PUT", body, strictCookie));
      expect(refused.status).toBe(422);
      expect((await errorOf(refused)).fields).toMatchObject({
        geocoderUrl: "Informe um endereço completo começando com https://",
        cepAddressUrl: "Informe um endereço completo começando com https://",
      });
      // …and one saved while it was allowed is not asked once it no longer is.
      const [row] = await allowing.database.db.select().from(coverageSettings);
      await strict.database.db
        .insert(coverageSettings)
        .values({ ...row!, id: 1 })
        .onConflictDoUpdate({ target: coverageSettings.id, set: { ...row!, id: 1 } });
      await strict.app.request(
        "/api/admin/coverage-areas",
        jsonRequest(
          "POST",
          { name: "Centro", fileName: "cobertura.kml", contentBase64: kml.toString("base64") },
          strictCookie,
        ),
      );
      const before = geo.queries.length;
      const ignored = await test(strict, strictCookie, PALMEIRAS);
      expect(ignored.point).toBeUndefined();
      expect(ignored.outcomes[0]).toMatchObject({
        source: "poligonos",
        detail: "Nenhum geocodificador configurado.",
      });
      expect(geo.queries.length).toBe(before);
    } finally {
      await Promise.all([allowing.close(), strict.close()]);
    }
  });
});

describe("viability by the ERP's own call", () => {
  let hubsoft: FakeHubsoft;
  let sgp: FakeSgp;
  let withHubsoft: TestServer;
  let withSgp: TestServer;
  beforeAll(async () => {
    [hubsoft, sgp] = await Promise.all([startFakeHubsoft(), startFakeSgp()]);
    [withHubsoft, withSgp] = await Promise.all([
      createTestServer({
        erp: createHubsoftAdapter({
          allowPrivateAddresses: true,
          url: hubsoft.url,
          token: FAKE_HUBSOFT_TOKEN,
        }),
      }),
      createTestServer({
        erp: createSgpAdapter({ allowPrivateAddresses: true, url: sgp.url, token: FAKE_SGP_TOKEN }),
      }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([withHubsoft.close(), withSgp.close(), hubsoft.close(), sgp.close()]);
  });

  it("Hubsoft: its mapping's boxes with free ports confirm the street; none refuses it", async () => {
    const cookie = await staffCookie(withHubsoft);
    await save(withHubsoft, cookie, settings(["erp"]));
    expect((await test(withHubsoft, cookie, PALMEIRAS)).answer).toMatchObject({
      status: "confirmado",
      source: "erp",
      detail: "Caixa CTO-07 com 3 porta(s) livre(s).",
    });
    expect((await test(withHubsoft, cookie, BEIRA_MAR)).answer).toMatchObject({
      status: "sem viabilidade",
      source: "erp",
    });
    const call = hubsoft.state.calls.find((entry) =>
      entry.path.endsWith("/mapeamento/viabilidade/consultar"),
    );
    expect(call?.body).toMatchObject({
      tipo_busca: "endereco",
      raio: 250,
      endereco: { numero: "120", endereco: "Rua das Palmeiras", cidade: "Vila Velha", estado: "ES" },
    });
  });

  it("SGP: its viability call by CEP and number decides", async () => {
    const cookie = await staffCookie(withSgp);
    await save(withSgp, cookie, settings(["erp"]));
    // The fake's network reaches 29101-010, not 29100-001.
    expect((await test(withSgp, cookie, { ...BEIRA_MAR, cep: "29101-010" })).answer).toMatchObject({
      status: "confirmado",
      source: "erp",
    });
    expect((await test(withSgp, cookie, PALMEIRAS)).answer).toMatchObject({
      status: "sem viabilidade",
      source: "erp",
    });
  });
});

describe("the Nominatim-compatible geocoder", () => {
  it("sends the key a paid service asks for, and reads a place's lat and lon", async () => {
    const fake = await startFakeGeocoder({ key: FAKE_GEOCODER_KEY });
    try {
      const found = await nominatimGeocoder({
        allowPrivateAddresses: true,
        url: fake.url,
        key: FAKE_GEOCODER_KEY,
        userAgent: "t",
      }).locate({
        cep: "29100001",
        number: "120",
        street: "Rua das Palmeiras",
        city: "Vila Velha",
        uf: "ES",
      });
      expect(found).toEqual({ lat: -20.33, lng: -40.29 });
      expect(fake.queries[0]?.get("countrycodes")).toBe("br");
      const unknown = await nominatimGeocoder({
        allowPrivateAddresses: true,
        url: fake.url,
        key: FAKE_GEOCODER_KEY,
        userAgent: "t",
      }).locate({
        cep: "29100001",
        number: "1",
        street: "Rua Inexistente",
        city: undefined,
        uf: undefined,
      });
      expect(unknown).toBeUndefined();
    } finally {
      await fake.close();
    }
  });
});

describe("the Nominatim-compatible geocoder's reverse ('Usar minha localização')", () => {
  it("asks /reverse beside the search URL and reads the CEP, the street, the number, the city and the UF", async () => {
    const fake = await startFakeGeocoder({ key: FAKE_GEOCODER_KEY });
    try {
      const geocoder = nominatimGeocoder({
        allowPrivateAddresses: true,
        url: fake.url,
        key: FAKE_GEOCODER_KEY,
        userAgent: "t",
      });
      expect(await geocoder.reverse({ lat: -20.3301, lng: -40.2901 })).toEqual({
        cep: "29101010",
        street: "Rua das Palmeiras",
        number: "120",
        city: "Vila Velha",
        uf: "ES",
      });
      const asked = fake.queries.at(-1)!;
      expect(Object.fromEntries(asked)).toMatchObject({
        format: "jsonv2",
        addressdetails: "1",
        lat: "-20.3301",
        lon: "-40.2901",
        key: FAKE_GEOCODER_KEY,
      });
      // A road without a house number: the number is missing, the rest found.
      expect(await geocoder.reverse({ lat: -20.345, lng: -40.27 })).toMatchObject({
        cep: "29101500",
        street: "Avenida Beira Mar",
        number: undefined,
      });
      // Nominatim's "Unable to geocode": nothing found.
      expect(await geocoder.reverse({ lat: -15.8, lng: -47.9 })).toBeUndefined();
      fake.behaviour.down = true;
      await expect(geocoder.reverse({ lat: -20.33, lng: -40.29 })).rejects.toThrow(/HTTP 503/);
    } finally {
      await fake.close();
    }
  });

  it("derives the reverse endpoint from the search URL, keeping its query", () => {
    expect(reverseUrlOf("https://nominatim.openstreetmap.org/search")).toBe(
      "https://nominatim.openstreetmap.org/reverse",
    );
    expect(reverseUrlOf("https://us1.locationiq.com/v1/search.php?x=1")).toBe(
      "https://us1.locationiq.com/v1/reverse?x=1",
    );
    expect(reverseUrlOf("https://geo.example/nominatim/")).toBe("https://geo.example/nominatim/reverse");
  });
});
