import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminApi,
  createTestServer,
  fromAddress,
  staffCookie,
  type TestServer,
} from "../../testing/test-server";
import { CEP_INVALID_MESSAGE, CEP_RATE_LIMITED_MESSAGE } from "../../../domain";
import { CEP_LOOKUPS_AT_ONCE } from "./cep";

// GET /api/cep/:cep: the city modal's 'Digite seu CEP' asks which active city covers a CEP.

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

let nextAddress = 0;
/** Each test from an address of its own, so the per-address limit is this test's alone. */
const lookUp = (cep: string, address = `10.9.0.${++nextAddress}`) =>
  server.app.request(`/api/cep/${cep}`, {}, fromAddress(address));

describe("GET /api/cep/:cep", () => {
  it("answers the active city whose ranges hold the CEP, however it is typed", async () => {
    for (const typed of ["29050-555", "29050555", "29.050-555"]) {
      const response = await lookUp(encodeURIComponent(typed));
      expect(response.status, typed).toBe(200);
      const body = await response.json();
      expect(body).toEqual({ cep: "29050555", city: { id: expect.any(Number), name: "Vitória", state: "ES" } });
    }
    expect((await (await lookUp("35210-000")).json()).city).toMatchObject({ name: "Aimorés", state: "MG" });
    expect((await lookUp("29050-555")).headers.get("cache-control")).toContain("public");
  });

  it("answers no city for a CEP no active city covers: elsewhere, between ranges, or a town not yet served", async () => {
    for (const cep of ["13035-680", "29000-000", "36960-000"]) {
      const response = await lookUp(cep);
      expect(response.status, cep).toBe(200);
      expect((await response.json()).city, cep).toBeNull();
    }
  });

  it("suggests the one served town whose ranges share the first five digits of a CEP no range holds", async () => {
    for (const [cep, name] of [
      ["29100-000", "Vila Velha"],
      ["29000-000", "Vitória"],
    ]) {
      const body = await (await lookUp(cep!)).json();
      expect(body, cep).toEqual({
        cep: cep!.replace("-", ""),
        city: null,
        suggestion: { id: expect.any(Number), name, state: "ES" },
      });
    }
    expect((await (await lookUp("13035-680")).json()).suggestion).toBeNull();
  });

  it("refuses a text that is not a CEP with the API's error shape", async () => {
    for (const typed of ["2905", "abcdefgh", "290505551", "00000-000"]) {
      const response = await lookUp(encodeURIComponent(typed));
      expect(response.status, typed).toBe(400);
      expect(await response.json()).toEqual({ error: { code: "invalid_cep", message: CEP_INVALID_MESSAGE } });
    }
  });

  it("follows the console: a deactivated city covers its CEPs no more", async () => {
    const api = adminApi(server, await staffCookie(server));
    const city = (await (await api.cities.$get()).json()).cities.find((item) => item.name === "Guarapari")!;
    expect((await (await lookUp("29200-100")).json()).city?.name).toBe("Guarapari");
    const off = await api.cities[":id"].status.$patch({
      param: { id: String(city.id) },
      json: { isActive: false, expectedUpdatedAt: city.updatedAt },
    });
    expect(off.status).toBe(200);
    expect((await (await lookUp("29200-100")).json()).city).toBeNull();
  });

  it("limits lookups per address: over the limit a 429 in pt-BR, other addresses unaffected", async () => {
    const address = "10.9.1.1";
    for (let i = 0; i < CEP_LOOKUPS_AT_ONCE; i++)
      expect((await lookUp(`2905${String(i).padStart(4, "0")}`, address)).status).toBe(200);
    const over = await lookUp("29050-555", address);
    expect(over.status).toBe(429);
    expect(await over.json()).toEqual({ error: { code: "rate_limited", message: CEP_RATE_LIMITED_MESSAGE } });
    expect((await lookUp("29050-555", "10.9.1.2")).status).toBe(200);
  });
});

// The city modal's forms when no script runs: GET /escolher-cidade answers with a redirect, never a page.
describe("GET /escolher-cidade", () => {
  const choose = (query: string, address = `10.9.2.${++nextAddress}`) =>
    server.app.request(`/escolher-cidade?${query}`, {}, fromAddress(address));
  const where = async (query: string, address?: string) => {
    const response = await choose(query, address);
    expect(response.status, query).toBe(303);
    expect(response.headers.get("cache-control"), query).toBe("no-store");
    return response.headers.get("location");
  };

  it("opens the page of the city a button names, and the coverage map for a label no active city has", async () => {
    expect(await where(`cidade=${encodeURIComponent("Vitória - ES")}`)).toBe("/planos/vitoria-es");
    expect(await where("cidade=Aimor%C3%A9s+-+MG")).toBe("/planos/aimores-mg");
    const { cities } = await (await server.app.request("/api/cities")).json();
    const vitoria = cities.find((city: { name: string }) => city.name === "Vitória").id;
    // The top bar's select names the city by its id; an unknown one lands on the map.
    expect(await where(`id=${vitoria}`)).toBe("/planos/vitoria-es");
    for (const other of ["999999", "Vitória - ES", ""])
      expect(await where(`id=${encodeURIComponent(other)}`), other).toBe("/mapa-cobertura");
    for (const other of [String(vitoria), "vitoria-es", "Vitória", " Vitória - ES", "Vitória - MG", "a".repeat(5000)])
      expect(await where(`cidade=${encodeURIComponent(other)}`), other.slice(0, 20)).toBe("/mapa-cobertura");
    expect(await where("")).toBe("/mapa-cobertura");
  });

  it("opens the city whose ranges hold a CEP, or the served town a CEP just outside them belongs to", async () => {
    expect(await where("cep=29050-555")).toBe("/planos/vitoria-es");
    expect(await where("cep=29050555")).toBe("/planos/vitoria-es");
    expect(await where("cep=35210-000")).toBe("/planos/aimores-mg");
    // 29100-000, Vila Velha's generic CEP, just before its range: the modal would suggest the town.
    expect(await where("cep=29100-000")).toBe("/planos/vila-velha-es");
  });

  it("says on the coverage map why a CEP opened no city: not served yet, not a CEP, too many lookups", async () => {
    expect(await where("cep=13035-680")).toBe("/mapa-cobertura?cep=fora");
    for (const typed of ["2905", "abcdefgh", "", "00000-000"])
      expect(await where(`cep=${encodeURIComponent(typed)}`), typed).toBe("/mapa-cobertura?cep=invalido");

    // The API's lookups and these share one allowance per address.
    const address = "10.9.3.1";
    for (let i = 0; i < CEP_LOOKUPS_AT_ONCE; i++)
      expect((await lookUp(`2905${String(i).padStart(4, "0")}`, address)).status).toBe(200);
    expect(await where("cep=29050-555", address)).toBe("/mapa-cobertura?cep=limite");
    expect(await where("cep=29050-555", "10.9.3.2")).toBe("/planos/vitoria-es");
  });
});
