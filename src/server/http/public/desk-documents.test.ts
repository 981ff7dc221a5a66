import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErpAdapter } from "../../erp/contract";
import { createHubsoftAdapter } from "../../erp/hubsoft";
import { createIxcAdapter } from "../../erp/ixc";
import { createSgpAdapter } from "../../erp/sgp";
import { createLogger } from "../../logger";
import { TODAY } from "../../testing/erp-contract";
import { fakeSite } from "../../testing/fake-site";
import { FAKE_HUBSOFT_TOKEN, startFakeHubsoft } from "../../testing/fake-hubsoft";
import { FAKE_IXC_CONTRACT_PRINT, FAKE_IXC_TOKEN, startFakeIxc } from "../../testing/fake-ixc";
import { FAKE_SGP_TOKEN, startFakeSgp } from "../../testing/fake-sgp";
import { createTestServer, fromAddress, ORIGIN, type TestServer } from "../../testing/test-server";
import { isPublicWrite } from "../write-guard";

// Issue 58, points 2 and 3, through the server with each ERP's fake: after the proof, the desk's documents
// page gives sealed buttons for the contract's PDF and the notas fiscais, the PDFs come back no-store from a
// POST (no address names a subscriber or a document), the 2ª via goes to the contact on file (the fake
// records one call), and the access's state is read. Nothing typed or answered reaches the log.

type Case = {
  name: string;
  start(): Promise<{ url: string; sent(): number; close(): Promise<void> }>;
  adapter(url: string): ErpAdapter;
  contractPdf: boolean;
  notePdf: boolean;
  offlineSince: boolean;
};

const CASES: Case[] = [
  {
    name: "IXC",
    async start() {
      const fake = await startFakeIxc();
      return { url: fake.url, sent: () => fake.state.sent.length, close: fake.close };
    },
    adapter: (url) =>
      createIxcAdapter({ allowPrivateAddresses: true,  url, token: FAKE_IXC_TOKEN, today: () => TODAY, contractPrint: FAKE_IXC_CONTRACT_PRINT }),
    contractPdf: true,
    notePdf: false,
    offlineSince: true,
  },
  {
    name: "SGP",
    async start() {
      const fake = await startFakeSgp();
      return { url: fake.url, sent: () => fake.state.sent.length, close: fake.close };
    },
    adapter: (url) => createSgpAdapter({ allowPrivateAddresses: true,  url, token: FAKE_SGP_TOKEN, today: () => TODAY }),
    contractPdf: false,
    notePdf: true,
    offlineSince: false,
  },
  {
    name: "Hubsoft",
    async start() {
      const fake = await startFakeHubsoft();
      return { url: fake.url, sent: () => fake.state.sent.length, close: fake.close };
    },
    adapter: (url) => createHubsoftAdapter({ allowPrivateAddresses: true,  url, token: FAKE_HUBSOFT_TOKEN, today: () => TODAY }),
    contractPdf: false,
    notePdf: false,
    offlineSince: true,
  },
];

describe.each(CASES)("the desk's documents and access state with $name", (erp) => {
  let fake: Awaited<ReturnType<Case["start"]>>;
  let server: TestServer;
  const lines: string[] = [];
  /** The server's desk, as the page's action sees it. */
  let desk: NonNullable<Parameters<Parameters<typeof fakeSite>[1]>[1]["subscriberDesk"]>;

  beforeAll(async () => {
    fake = await erp.start();
    server = await createTestServer({
      seed: false,
      logger: createLogger("info", { write: (line: string) => lines.push(line) }),
      erp: erp.adapter(fake.url),
      // Stands in for the documents page's action: the proof, then what the page would show, as JSON.
      site: fakeSite(["/cliente/documentos", "/404"], async (request, context) => {
        desk = context.subscriberDesk!;
        const form = await request.formData();
        const found = await desk.identify(
          { document: form.get("documento"), birthDate: form.get("nascimento") },
          context.clientIp,
        );
        if (found.kind !== "found") return Response.json({ kind: found.kind });
        const { proof } = await desk.proof(found.subscriber);
        const invoices = await desk.invoices(proof);
        return Response.json({
          documents: await desk.documents(proof),
          access: await desk.access(found.subscriber),
          sendToken: invoices === "unavailable" ? undefined : invoices[0]?.sendToken,
        });
      }),
    });
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  const post = (path: string, body: Record<string, string>) =>
    server.app.request(
      `${ORIGIN}${path}`,
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN },
        body: new URLSearchParams(body).toString(),
      },
      fromAddress("10.58.0.1"),
    );

  type Page = {
    documents: {
      contracts: { label: string; pdfToken?: string }[];
      fiscal?: { number: string; pdfToken?: string }[] | "unavailable";
    };
    access: { label: string; state?: { online: boolean; since?: string } }[];
    sendToken?: string;
  };
  let page: Page;

  it("shows the documents and the access's state after the proof", async () => {
    const response = await post("/cliente/documentos", { documento: "529.982.247-25", nascimento: "1985-03-14" });
    expect(response.headers.get("cache-control")).toBe("no-store");
    page = (await response.json()) as Page;
    expect(page.documents.contracts.some((contract) => contract.pdfToken)).toBe(erp.contractPdf);
    expect(Array.isArray(page.documents.fiscal) || page.documents.fiscal === undefined).toBe(true);
    const [first] = page.access;
    expect(first?.state?.online).toBe(false);
    expect(Boolean(first?.state?.since)).toBe(erp.offlineSince);
  });

  it("streams the contract's and a note's PDF no-store, only for a valid sealed token", async () => {
    const contractToken = page.documents.contracts.find((contract) => contract.pdfToken)?.pdfToken;
    const noteToken = Array.isArray(page.documents.fiscal)
      ? page.documents.fiscal.find((note) => note.pdfToken)?.pdfToken
      : undefined;
    expect(Boolean(contractToken)).toBe(erp.contractPdf);
    expect(Boolean(noteToken)).toBe(erp.notePdf);
    for (const [path, token] of [
      ["/cliente/documentos/contrato", contractToken],
      ["/cliente/documentos/nota", noteToken],
    ] as const) {
      expect(isPublicWrite("POST", path)).toBe(true);
      if (!token) continue;
      const response = await post(path, { token });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
      // A token of the other kind, or a tampered one, is no document.
      const other = path.endsWith("contrato") ? "/cliente/documentos/nota" : "/cliente/documentos/contrato";
      expect((await post(other, { token })).status).toBe(410);
      expect((await post(path, { token: `${token.slice(0, -4)}AAAA` })).status).toBe(410);
    }
  });

  it("has the ERP send the 2ª via to the contact on file: one call, nothing typed or answered in the log", async () => {
    expect(page.sendToken).toBeTruthy();
    const sent = await desk.send(page.sendToken!, "email");
    expect(sent).not.toBe("unavailable");
    expect(fake.sent()).toBe(1);
    expect(await desk.send("not-a-token", "email")).toBe("expired");
    expect(fake.sent()).toBe(1);
    expect(lines.join("\n")).not.toMatch(/529\.?982\.?247-?25|1985-03-14|maria\.souza/);
  });
});
