import { createServer as createHttpServer } from "node:http";
import { createServer, type Server } from "node:net";
import { SMTPServer } from "smtp-server";
import { Agent, fetch as undiciFetch } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRIVATE_ADDRESS_MESSAGE } from "../../domain/network-address";
import { coverageSettings, erpSettings } from "../db/schema";
import { createFieldCipher, resolveFieldKey } from "../field-cipher";
import { ERP_HTTP_NOT_ALLOWED } from "../http/admin/erp";
import { CONNECTION_TEST_MESSAGES } from "../marketing/connection-test";
import { checkedLookup, PrivateAddressError } from "../outbound";
import { createTestServer, errorOf, jsonRequest, staffCookie, type TestServer } from "../testing/test-server";

// Issue 66, L3 (decision 0076): the addresses an administrador types for the server to reach. By default
// (no ALLOW_PRIVATE_ADDRESSES) none may lead into the server's own network, when saved (a pt-BR 422, naming
// the field) and when the server connects (whatever the name resolves to: the resolver's answer is checked
// and the socket opened to it); 'Permitir endereço http://' needs ERP_ALLOW_HTTP; the SMTP password goes
// only over TLS unless SMTP_ALLOW_PLAIN_AUTH; and 'Testar conexão' tells no closed port from a filtered one.
// The suite's other tests run their fakes on 127.0.0.1 with the allowances on (test-server.ts).

/** A TCP listener on loopback that counts the connections it gets and never answers. */
async function listener(): Promise<{ port: number; connections: () => number; server: Server }> {
  let count = 0;
  const server = createServer((socket) => {
    count += 1;
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { port: (server.address() as { port: number }).port, connections: () => count, server };
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const LOOPBACK_SPELLINGS = (port: number) => [
  `https://127.0.0.1:${port}/search`,
  "https://localhost/search",
  "https://[::1]/search",
  "https://127.1/search",
  "https://0x7f000001/search",
  "https://2130706433/search",
  "https://169.254.169.254/latest/meta-data/",
  "https://metadata.google.internal/computeMetadata/v1/",
  "https://10.0.0.1/search",
  "https://[fe80::1]/search",
];

describe("by default, no staff-set address leads into the server's own network", () => {
  let server: TestServer;
  let cookie = "";
  let listening: Awaited<ReturnType<typeof listener>>;
  beforeAll(async () => {
    server = await createTestServer({
      seed: false,
      allowPrivateAddresses: false,
      erpAllowHttp: false,
      smtpAllowPlainAuth: false,
    });
    cookie = await staffCookie(server);
    listening = await listener();
  });
  afterAll(async () => {
    listening.server.close();
    await server.close();
  });

  const put = (path: string, body: unknown) =>
    server.app.request(`/api/admin/${path}`, jsonRequest("PUT", body, cookie));

  it("refuses loopback, private, link-local and metadata addresses for the geocoder and the CEP service", async () => {
    for (const url of LOOPBACK_SPELLINGS(listening.port)) {
      const response = await put("coverage", {
        order: ["poligonos"],
        boxDistanceMeters: 250,
        geocoderUrl: url,
        cepAddressUrl: url,
        tileUrl: "",
      });
      expect(response.status, url).toBe(422);
      const error = await errorOf(response);
      expect(error.message).toBe(PRIVATE_ADDRESS_MESSAGE);
      expect(error.fields).toEqual({
        geocoderUrl: PRIVATE_ADDRESS_MESSAGE,
        cepAddressUrl: PRIVATE_ADDRESS_MESSAGE,
      });
    }
    const saved = await server.app.request("/api/admin/coverage", { headers: { cookie } });
    expect(((await saved.json()) as { settings: { geocoderUrl: string } }).settings.geocoderUrl).toBe("");
    // A public service is taken.
    const publicOne = await put("coverage", {
      order: ["poligonos"],
      boxDistanceMeters: 250,
      geocoderUrl: "https://nominatim.openstreetmap.org/search",
      tileUrl: "",
    });
    expect(publicOne.status).toBe(200);
  });

  it("refuses them for the ERP, and an http:// ERP without ERP_ALLOW_HTTP whatever the checkbox says", async () => {
    const erp = (url: string, allowHttp = false) =>
      put("erp", { adapter: "ixc", url, token: "12:segredo-do-erp", allowHttp, contractPrint: "" });
    for (const url of LOOPBACK_SPELLINGS(listening.port)) {
      const response = await erp(url.replace("/search", "").replace(/\/latest.*|\/computeMetadata.*/, ""));
      expect(response.status, url).toBe(422);
      expect((await errorOf(response)).fields).toEqual({ url: PRIVATE_ADDRESS_MESSAGE });
    }
    const http = await erp("http://erp.provedor.example", true);
    expect(http.status).toBe(422);
    expect((await errorOf(http)).message).toBe(ERP_HTTP_NOT_ALLOWED);
    const state = await server.app.request("/api/admin/erp", { headers: { cookie } });
    // The console does not offer the checkbox here.
    expect(((await state.json()) as { httpAllowed: boolean; saved: unknown }).httpAllowed).toBe(false);
    expect(listening.connections()).toBe(0);
  });

  it("refuses them for the SMTP server, as typed", async () => {
    for (const host of ["127.0.0.1", "127.1", "localhost", "2130706433", "169.254.169.254", "192.168.0.2"]) {
      const response = await put("marketing-settings", {
        rdstationKey: "",
        smtpHost: host,
        smtpPort: "587",
        smtpSecure: false,
        smtpUser: "",
        smtpPassword: "",
        smtpFrom: "avisos@provedor.example",
        alertEmails: "",
        whatsappPhoneNumberId: "",
        whatsappToken: "",
        whatsappTemplate: "",
        whatsappLanguage: "",
        whatsappNoticeTemplate: "",
        alertPhones: "",
      });
      expect(response.status, host).toBe(422);
      expect((await errorOf(response)).fields).toEqual({ smtpHost: PRIVATE_ADDRESS_MESSAGE });
    }
  });

  it("does not connect to such an address saved while it was allowed", async () => {
    const cipher = createFieldCipher(
      resolveFieldKey({
        dataDir: server.dataDir,
        referrals: { encryptionKey: undefined, relayUrl: undefined, retentionDays: 0 },
      }),
    );
    const url = `https://127.0.0.1:${listening.port}`;
    await server.database.db
      .insert(coverageSettings)
      .values({ id: 1, sourceOrder: ["poligonos"], geocoderUrl: `${url}/search` })
      .onConflictDoUpdate({ target: coverageSettings.id, set: { geocoderUrl: `${url}/search` } });
    await server.database.db.insert(erpSettings).values({
      adapter: "ixc",
      url,
      tokenEncrypted: cipher.encrypt("12:segredo-do-erp"),
      tokenHint: "••••••••",
    });
    await server.announce({ entities: ["erp_settings", "coverage_settings"] });
    // 'Testar conexão' of the ERP: refused before any connection, said in pt-BR. On PostgreSQL the
    // change reaches the ERP's runtime through LISTEN/NOTIFY, after announce returns: asked until it has.
    await expect
      .poll(async () =>
        (await server.app.request("/api/admin/erp/test", jsonRequest("POST", {}, cookie))).json(),
      )
      .toEqual({ ok: false, message: PRIVATE_ADDRESS_MESSAGE });
    // 'Testar um endereço' with a street: the geocoder is not asked.
    const report = await server.app.request(
      "/api/admin/coverage/test",
      jsonRequest("POST", { cep: "29100-001", number: "10", street: "Rua das Palmeiras" }, cookie),
    );
    expect(report.status).toBe(200);
    expect(listening.connections()).toBe(0);
  });
});

describe("a name that resolves into the server's network is refused when connecting", () => {
  it("checks every address the resolver gives and connects to the checked one", async () => {
    let requests = 0;
    const site = createHttpServer((_request, response) => {
      requests += 1;
      response.end("ok");
    });
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
    const { port } = site.address() as { port: number };
    // A name whose DNS answer is loopback (a rebinding name), and one with a public and a private answer.
    const answers: Record<string, { address: string; family: number }[]> = {
      "rebind.example": [{ address: "127.0.0.1", family: 4 }],
      "mixed.example": [
        { address: "200.160.2.3", family: 4 },
        { address: "127.0.0.1", family: 4 },
      ],
    };
    const resolver = ((name: string, _options: unknown, callback: (...args: unknown[]) => void) =>
      callback(null, answers[name] ?? [])) as never;
    const agent = new Agent({ connect: { lookup: checkedLookup(resolver) as never } });
    try {
      for (const name of Object.keys(answers)) {
        const failure = await undiciFetch(`http://${name}:${port}/`, { dispatcher: agent }).then(
          () => undefined,
          (error: Error) => error.cause,
        );
        expect(failure, name).toBeInstanceOf(PrivateAddressError);
      }
      expect(requests).toBe(0);
    } finally {
      await agent.close();
      site.close();
    }
  });
});

describe("'Testar conexão' of the SMTP server", () => {
  let server: TestServer;
  let cookie = "";
  let auths = 0;
  let smtp: SMTPServer;
  let smtpPort = 0;
  const TIMEOUT_MS = 1_200;
  beforeAll(async () => {
    // The fakes are on 127.0.0.1: private addresses allowed, the SMTP password not in clear text.
    server = await createTestServer({
      seed: false,
      allowPrivateAddresses: true,
      smtpAllowPlainAuth: false,
      connectionTestTimeoutMs: TIMEOUT_MS,
    });
    cookie = await staffCookie(server);
    smtp = new SMTPServer({
      authOptional: true,
      allowInsecureAuth: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onAuth(auth, _session, callback) {
        auths += 1;
        callback(null, { user: auth.username });
      },
      onData(stream, _session, callback) {
        stream.resume();
        stream.on("end", () => callback());
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    smtpPort = (smtp.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await server.close();
  });

  const save = (port: number, user = "") =>
    server.app.request(
      "/api/admin/marketing-settings",
      jsonRequest(
        "PUT",
        {
          rdstationKey: "",
          smtpHost: "127.0.0.1",
          smtpPort: String(port),
          smtpSecure: false,
          smtpUser: user,
          smtpPassword: user ? "senha-smtp-secreta" : "",
          smtpFrom: "avisos@provedor.example",
          alertEmails: "",
          whatsappPhoneNumberId: "",
          whatsappToken: "",
          whatsappTemplate: "",
          whatsappLanguage: "",
          whatsappNoticeTemplate: "",
          alertPhones: "",
        },
        cookie,
      ),
    );
  const test = async () => {
    const started = performance.now();
    const response = await server.app.request(
      "/api/admin/marketing-settings/test/smtp",
      jsonRequest("POST", {}, cookie),
    );
    return {
      ...((await response.json()) as { ok: boolean; message: string }),
      ms: performance.now() - started,
    };
  };

  it("answers a closed port, a silent one and one that is not SMTP alike, and not sooner for the closed one", async () => {
    const silent = await listener();
    const web = createHttpServer((_request, response) => response.end("not smtp"));
    await new Promise<void>((resolve) => web.listen(0, "127.0.0.1", resolve));
    try {
      const answers: { ok: boolean; message: string; ms: number }[] = [];
      for (const port of [await closedPort(), silent.port, (web.address() as { port: number }).port]) {
        expect((await save(port)).status).toBe(200);
        answers.push(await test());
      }
      for (const answer of answers)
        expect(answer).toMatchObject({ ok: false, message: CONNECTION_TEST_MESSAGES.smtpUnreachable });
      // The closed port's refusal came in a millisecond; the server held its answer for the whole wait.
      expect(answers[0]!.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    } finally {
      silent.server.close();
      web.close();
    }
  });

  it("never sends the password without TLS unless the operator allows it", async () => {
    expect((await save(smtpPort, "avisos")).status).toBe(200);
    expect(await test()).toMatchObject({ ok: false, message: CONNECTION_TEST_MESSAGES.smtpNoTls });
    expect(auths).toBe(0);
    // Without a password, no TLS is needed to send.
    expect((await save(smtpPort)).status).toBe(200);
    expect(await test()).toMatchObject({ ok: true });
    expect(auths).toBe(0);
  });
});
