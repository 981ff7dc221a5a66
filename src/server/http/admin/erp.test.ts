import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, erpSettings } from "../../db/schema";
import { createFieldCipher, resolveFieldKey } from "../../field-cipher";
import { FAKE_IXC_TOKEN, type FakeIxc, startFakeIxc } from "../../testing/fake-ixc";
import { FAKE_SGP_TOKEN, type FakeSgp, startFakeSgp } from "../../testing/fake-sgp";
import {
  createTestServer,
  errorOf,
  fromAddress,
  jsonRequest,
  staffCookie,
  staffCookieFor,
  type TestServer,
} from "../../testing/test-server";

// Configurações → 'Sistema de gestão' (/api/admin/erp; issue 36, point 3): administrador only; the
// credential is stored sealed and never sent back; 'Testar conexão' pings the ERP in use; a save makes the
// site use it at once; the environment's ERP wins and the answer says so.

type ErpState = {
  source: "environment" | "console" | "none";
  environment: { adapter: string; url: string } | null;
  saved: {
    adapter: string;
    url: string;
    tokenHint: string;
    allowHttp: boolean;
    contractPrint: string;
  } | null;
  contractPrintDefault: string | null;
  inUse: { name: string } | null;
  capabilities: { operation: string; available: boolean }[];
  deliveries: { source: string; sourceId: number; status: string }[];
  counts: Record<string, number>;
};

let ixc: FakeIxc;
let sgp: FakeSgp;
let server: TestServer;
let cookie: string;
beforeAll(async () => {
  ixc = await startFakeIxc();
  sgp = await startFakeSgp();
  server = await createTestServer({ seed: false });
  cookie = await staffCookie(server);
});
afterAll(async () => {
  await Promise.all([server.close(), ixc.close(), sgp.close()]);
});

const call = (target: TestServer, method: string, path: string, body?: unknown, as = cookie) =>
  target.app.request(
    `/api/admin/erp${path === "/" ? "" : path}`,
    body === undefined
      ? { method, headers: { cookie: as, origin: "http://localhost" } }
      : jsonRequest(method, body, as),
  );
const state = async (target = server) => (await (await call(target, "GET", "/")).json()) as ErpState;
const IXC_SETTINGS = () => ({ adapter: "ixc", url: ixc.url, token: FAKE_IXC_TOKEN, allowHttp: true });
const coverageLead = (target: TestServer, address: string) =>
  target.app.request(
    "/api/leads/coverage",
    jsonRequest("POST", {
      name: "Rosana Teixeira",
      phone: "19981234567",
      city: "Campinas",
      uf: "SP",
      consent: true,
    }),
    fromAddress(address),
  );

describe("/api/admin/erp", () => {
  it("is the administrador's alone", async () => {
    expect((await call(server, "GET", "/", undefined, "")).status).toBe(401);
    for (const role of ["comercial", "marketing", "atendimento"] as const) {
      const as = await staffCookieFor(server, role);
      expect((await call(server, "GET", "/", undefined, as)).status, role).toBe(403);
      expect((await call(server, "PUT", "/", IXC_SETTINGS(), as)).status, role).toBe(403);
      expect((await call(server, "POST", "/test", {}, as)).status, role).toBe(403);
    }
    expect((await call(server, "GET", "/")).status).toBe(200);
  });

  it("starts with no ERP: nothing in use, no capability, 'Testar conexão' says so", async () => {
    const before = await state();
    expect(before).toMatchObject({ source: "none", environment: null, saved: null, inUse: null });
    expect(before.capabilities.every((row) => !row.available)).toBe(true);
    const tested = await call(server, "POST", "/test", {});
    expect(await tested.json()).toEqual({ ok: false, message: "Nenhum sistema de gestão configurado." });
  });

  it("refuses a plain-http address unless allowed, and a first save without a credential", async () => {
    const http = await call(server, "PUT", "/", { ...IXC_SETTINGS(), allowHttp: false });
    expect(http.status).toBe(422);
    expect((await errorOf(http)).fields?.url).toContain("http://");
    const noToken = await call(server, "PUT", "/", { ...IXC_SETTINGS(), token: "" });
    expect(noToken.status).toBe(422);
    expect((await errorOf(noToken)).fields).toEqual({ token: "Informe a credencial de acesso." });
    expect((await state()).saved).toBeNull();
  });

  it("saves the ERP with its credential sealed and masked, uses it at once, and tests the connection", async () => {
    const saved = await call(server, "PUT", "/", IXC_SETTINGS());
    expect(saved.status).toBe(200);
    const text = await saved.text();
    const secret = FAKE_IXC_TOKEN.split(":")[1]!;
    expect(text).not.toContain(secret);
    const after = JSON.parse(text) as ErpState;
    expect(after).toMatchObject({
      source: "console",
      inUse: { name: "IXC Provedor" },
      saved: { adapter: "ixc", url: ixc.url, allowHttp: true, tokenHint: `••••••••${secret.slice(-4)}` },
    });
    expect(Object.fromEntries(after.capabilities.map((row) => [row.operation, row.available]))).toMatchObject(
      {
        findSubscriber: true,
        checkCoverage: false,
        createProspect: true,
      },
    );

    // At rest: sealed with the referral key, not the credential in any readable form.
    const [row] = await server.database.db.select().from(erpSettings);
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(row!.tokenEncrypted).toMatch(/^v1\./);
    const cipher = createFieldCipher(
      resolveFieldKey({
        dataDir: server.dataDir,
        referrals: { encryptionKey: undefined, relayUrl: undefined, retentionDays: 0 },
      }),
    );
    expect(cipher.decrypt(row!.tokenEncrypted)).toBe(FAKE_IXC_TOKEN);
    // The history names the ERP and whether the credential changed, never the credential.
    const entries = await server.database.db.select().from(auditLog);
    const audit = entries.filter((entry) => entry.entity === "erp_settings");
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({ adapter: "ixc", credentialChanged: true });
    expect(JSON.stringify(audit)).not.toContain(secret);

    const tested = await call(server, "POST", "/test", {});
    expect(await tested.json()).toEqual({ ok: true, message: "Conexão bem-sucedida." });
  });

  it("keeps the saved credential when it is left empty, and 'Testar conexão' reports a wrong one", async () => {
    expect((await call(server, "PUT", "/", { ...IXC_SETTINGS(), token: "" })).status).toBe(200);
    expect(await (await call(server, "POST", "/test", {})).json()).toMatchObject({ ok: true });
    // The saved credential goes nowhere else: another address needs it typed again.
    const elsewhere = await call(server, "PUT", "/", {
      ...IXC_SETTINGS(),
      url: ixc.url.replace("127.0.0.1", "localhost"),
      token: "",
    });
    expect(elsewhere.status).toBe(422);
    expect((await errorOf(elsewhere)).fields?.token).toContain("só vai ao endereço");
    expect((await state()).saved?.url).toBe(ixc.url);
    expect((await call(server, "PUT", "/", { ...IXC_SETTINGS(), token: "7:outro-token" })).status).toBe(200);
    const tested = (await (await call(server, "POST", "/test", {})).json()) as {
      ok: boolean;
      message: string;
    };
    expect(tested.ok).toBe(false);
    expect(tested.message).not.toContain("Token");
    expect((await call(server, "PUT", "/", IXC_SETTINGS())).status).toBe(200);
  });

  it("sends leads to the saved ERP, and lists the deliveries without anyone's data", async () => {
    expect((await coverageLead(server, "10.36.3.1")).status).toBe(201);
    const after = await state();
    expect(after.deliveries).toEqual([
      expect.objectContaining({
        source: "lead",
        sourceId: expect.any(Number),
        status: "pending",
        attempts: 0,
      }),
    ]);
    expect(after.counts).toMatchObject({ pending: 1 });
    expect(JSON.stringify(after)).not.toContain("Rosana");
  });

  it("removes the ERP: nothing in use, leads no longer queued", async () => {
    expect((await call(server, "DELETE", "/")).status).toBe(200);
    expect(await state()).toMatchObject({ source: "none", saved: null, inUse: null });
    expect((await coverageLead(server, "10.36.3.2")).status).toBe(201);
    expect((await state()).deliveries).toHaveLength(1);
  });

  it("the environment's ERP wins over the saved one, and the answer says so", async () => {
    const withEnvironment = await createTestServer({
      seed: false,
      erpEnvironment: { adapter: "sgp", url: sgp.url, token: FAKE_SGP_TOKEN },
    });
    ixc.state.calls.length = 0;
    try {
      const as = await staffCookie(withEnvironment);
      expect((await call(withEnvironment, "PUT", "/", IXC_SETTINGS(), as)).status).toBe(200);
      const answer = (await (await call(withEnvironment, "GET", "/", undefined, as)).json()) as ErpState;
      expect(answer).toMatchObject({
        source: "environment",
        environment: { adapter: "sgp", url: sgp.url },
        saved: { adapter: "ixc" },
        inUse: { name: "SGP" },
      });
      expect(JSON.stringify(answer)).not.toContain(FAKE_SGP_TOKEN.split(":")[1]!);
      expect(await (await call(withEnvironment, "POST", "/test", {}, as)).json()).toMatchObject({ ok: true });
      expect(sgp.state.calls.length).toBeGreaterThan(0);
      expect(ixc.state.calls).toEqual([]);
    } finally {
      await withEnvironment.close();
    }
  });

  it("prints IXC's contract with the resource saved here, else ERP_CONTRACT_PRINT's, and checks it", async () => {
    const available = (answer: ErpState) =>
      answer.capabilities.find((row) => row.operation === "contractPdf")?.available;
    const withDefault = await createTestServer({
      seed: false,
      erpContractPrint: "cliente_contrato_imprimir_contrato_17678",
    });
    try {
      const as = await staffCookie(withDefault);
      const save = (contractPrint?: string) =>
        call(
          withDefault,
          "PUT",
          "/",
          contractPrint === undefined ? IXC_SETTINGS() : { ...IXC_SETTINGS(), contractPrint },
          as,
        );
      // Left empty (or not sent by an older form): the environment's resource prints the contract.
      const first = (await (await save()).json()) as ErpState;
      expect(first).toMatchObject({
        contractPrintDefault: "cliente_contrato_imprimir_contrato_17678",
        saved: { contractPrint: "" },
      });
      expect(available(first)).toBe(true);

      const own = await save("cliente_contrato_imprimir_contrato_9");
      expect(own.status).toBe(200);
      expect(((await own.json()) as ErpState).saved?.contractPrint).toBe(
        "cliente_contrato_imprimir_contrato_9",
      );
      const [row] = await withDefault.database.db.select().from(erpSettings);
      expect(row!.contractPrint).toBe("cliente_contrato_imprimir_contrato_9");

      // Only IXC's print resources: the ERP's address is never built from anything else typed here.
      for (const wrong of [
        "cliente_contrato",
        "cliente_contrato_imprimir_contrato_9/../cliente",
        "radusuarios",
      ]) {
        const refused = await save(wrong);
        expect(refused.status, wrong).toBe(422);
        expect((await errorOf(refused)).fields?.contractPrint, wrong).toContain(
          "cliente_contrato_imprimir_contrato_",
        );
      }
      const kept = (await (await call(withDefault, "GET", "/", undefined, as)).json()) as ErpState;
      expect(kept.saved?.contractPrint).toBe("cliente_contrato_imprimir_contrato_9");
    } finally {
      await withDefault.close();
    }

    // No environment's resource and none saved: the desk offers no contract PDF.
    const bare = await call(server, "PUT", "/", { ...IXC_SETTINGS(), contractPrint: "" });
    const answer = (await bare.json()) as ErpState;
    expect(answer.contractPrintDefault).toBeNull();
    expect(available(answer)).toBe(false);
    const own = await call(server, "PUT", "/", {
      ...IXC_SETTINGS(),
      contractPrint: "cliente_contrato_imprimir_contrato_17678",
    });
    expect(available((await own.json()) as ErpState)).toBe(true);
    await call(server, "DELETE", "/");
  });
});
