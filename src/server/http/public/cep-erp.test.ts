import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createIxcAdapter } from "../../erp/ixc";
import { createSgpAdapter } from "../../erp/sgp";
import { FAKE_IXC_TOKEN, type FakeIxc, startFakeIxc } from "../../testing/fake-ixc";
import { FAKE_SGP_TOKEN, type FakeSgp, startFakeSgp } from "../../testing/fake-sgp";
import { createTestServer, fromAddress, memoryLogger, type TestServer } from "../../testing/test-server";
import { ERP_VIABILITY_DEADLINE_MS } from "./cep";

// The CEP check with an ERP (issue 36, decision 0037): an ERP with viability by CEP (SGP's fake) is asked
// first and its "no" is the answer; without that capability (IXC), or when the ERP fails, answers garbage
// or takes past the deadline, the site's CEP ranges answer as before (decision 0027).

let sgp: FakeSgp;
let ixc: FakeIxc;
let withSgp: TestServer;
let withIxc: TestServer;
const log = memoryLogger();
beforeAll(async () => {
  sgp = await startFakeSgp();
  ixc = await startFakeIxc();
  withSgp = await createTestServer({
    logger: log.logger,
    erp: createSgpAdapter({ allowPrivateAddresses: true,  url: sgp.url, token: FAKE_SGP_TOKEN }),
  });
  withIxc = await createTestServer({ erp: createIxcAdapter({ allowPrivateAddresses: true,  url: ixc.url, token: FAKE_IXC_TOKEN }) });
});
afterAll(async () => {
  await Promise.all([withSgp.close(), withIxc.close(), sgp.close(), ixc.close()]);
});
beforeEach(() => {
  sgp.behaviour.delayMs = 0;
  sgp.behaviour.garbage = false;
  sgp.state.calls.length = 0;
  ixc.state.calls.length = 0;
});

let nextAddress = 0;
const lookUp = async (server: TestServer, cep: string) => {
  const response = await server.app.request(`/api/cep/${cep}`, {}, fromAddress(`10.36.1.${++nextAddress}`));
  expect(response.status).toBe(200);
  return (await response.json()) as { city: { name: string } | null; suggestion?: unknown };
};
const viabilityCalls = () => sgp.state.calls.filter((call) => call.path === "/api/ura/viabilidade/");

describe("the CEP check with an ERP", () => {
  it("SGP: the ERP's yes keeps the city of the ranges; its no answers no city, even inside a range", async () => {
    // 29101-010 is in Vila Velha's range and the fake's network reaches it.
    expect((await lookUp(withSgp, "29101-010")).city).toMatchObject({ name: "Vila Velha" });
    // 29050-555 is in Vitória's range, but the ERP says its network does not reach it.
    expect(await lookUp(withSgp, "29050-555")).toEqual({ cep: "29050555", city: null, suggestion: null });
    expect(viabilityCalls().map((call) => call.body.cep)).toEqual(["29101010", "29050555"]);
  });

  it("SGP: the modal's form without scripts goes to the coverage map when the ERP says no", async () => {
    const response = await withSgp.app.request("/escolher-cidade?cep=29050-555", {}, fromAddress("10.36.2.1"));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/mapa-cobertura?cep=fora");
    expect(viabilityCalls()).toHaveLength(1);
  });

  it("SGP: garbage from the ERP falls back to the ranges, logged by its kind without the CEP", async () => {
    sgp.behaviour.garbage = true;
    expect((await lookUp(withSgp, "29050-555")).city).toMatchObject({ name: "Vitória" });
    expect(log.lines()).toContain('"operation":"checkCoverage"');
    expect(log.lines()).toContain('"failure":"bad_answer"');
    expect(log.lines()).not.toContain("29050");
  });

  it("SGP: an ERP slower than the deadline falls back to the ranges at the deadline", async () => {
    sgp.behaviour.delayMs = ERP_VIABILITY_DEADLINE_MS + 3000;
    const started = Date.now();
    expect((await lookUp(withSgp, "29050-555")).city).toMatchObject({ name: "Vitória" });
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(ERP_VIABILITY_DEADLINE_MS - 50);
    expect(took).toBeLessThan(ERP_VIABILITY_DEADLINE_MS + 2000);
  });

  it("IXC (no viability by CEP): the ranges answer and the ERP is not asked", async () => {
    expect((await lookUp(withIxc, "29050-555")).city).toMatchObject({ name: "Vitória" });
    expect(await lookUp(withIxc, "13035-680")).toMatchObject({ city: null });
    expect(ixc.state.calls).toEqual([]);
  });
});
