import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createIxcAdapter } from "../../erp/ixc";
import { createLogger } from "../../logger";
import { fakeSite } from "../../testing/fake-site";
import { FAKE_IXC_TOKEN, type FakeIxc, startFakeIxc } from "../../testing/fake-ixc";
import { ORIGIN, type TestServer, createTestServer, fromAddress } from "../../testing/test-server";
import { actionRoutes, honoRoutes } from "../../security/route-table";
import { isPublicWrite } from "../write-guard";

// The subscriber desk's routes with an ERP (decision 0037): the page POSTs reach the render outside the
// caches and come back no-store; the boleto route refuses other sites and a bad or expired token; nothing
// typed reaches the log.

let fake: FakeIxc;
let server: TestServer;
const lines: string[] = [];
let rendered: { method: string; hasDesk: boolean; limited?: true }[] = [];

beforeAll(async () => {
  fake = await startFakeIxc();
  server = await createTestServer({
    seed: false,
    logger: createLogger("info", { write: (line: string) => lines.push(line) }),
    erp: createIxcAdapter({ allowPrivateAddresses: true,  url: fake.url, token: FAKE_IXC_TOKEN }),
    site: fakeSite(["/cliente/segunda-via", "/cliente/desbloqueio", "/suporte", "/404"], async (request, context) => {
      rendered.push({
        method: request.method,
        hasDesk: Boolean(context.subscriberDesk),
        ...(context.subscriberLimited ? { limited: true as const } : {}),
      });
      // Stands in for the page's action: 'Muitas consultas…' for a limited address without reading the
      // form, as desk.server.ts does; else looks the subscriber up as the form would.
      if (request.method === "POST" && context.subscriberLimited)
        return new Response("<html><body><p>Muitas consultas seguidas.</p></body></html>", {
          headers: { "Content-Type": "text/html; charset=utf-8" },
        });
      if (request.method === "POST") {
        const form = await request.formData();
        const found = await context.subscriberDesk!.identify(
          { document: form.get("documento"), birthDate: form.get("nascimento") },
          context.clientIp,
        );
        return new Response(found.kind, { headers: { "Cache-Control": "public, max-age=60" } });
      }
      return new Response("page");
    }),
  });
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

const post = (
  path: string,
  body: Record<string, string>,
  headers: Record<string, string> = { origin: ORIGIN },
  address = "10.36.9.9",
) =>
  server.app.request(
    `${ORIGIN}${path}`,
    {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(body).toString(),
    },
    fromAddress(address),
  );

/** A valid CPF of nobody (its check digits computed), the n-th of a series. */
function madeUpCpf(n: number): string {
  const digits = String(200_000_000 + n).padStart(9, "0").split("").map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((total, digit, i) => total + digit * (length + 1 - i), 0);
    digits.push(((sum * 10) % 11) % 10);
  }
  return digits.join("");
}

const lookup = (document: string, address: string) =>
  post("/cliente/segunda-via", { documento: document, nascimento: "1985-03-14" }, { origin: ORIGIN }, address);

describe("subscriber desk routes", () => {
  it("are declared public writes, each one", () => {
    for (const path of ["/cliente/segunda-via", "/cliente/segunda-via/boleto", "/cliente/desbloqueio", "/suporte"])
      expect(isPublicWrite("POST", path)).toBe(true);
    expect(honoRoutes(server.app).some((route) => route.path === "/cliente/segunda-via/boleto")).toBe(true);
    expect(actionRoutes().filter((route) => route.method === "POST").map((route) => route.path)).toEqual(
      expect.arrayContaining(["/cliente/segunda-via", "/cliente/desbloqueio", "/suporte"]),
    );
  });

  it("render a page's POST per request, no-store, and log neither the CPF nor the date", async () => {
    rendered = [];
    const response = await post("/cliente/segunda-via", { documento: "529.982.247-25", nascimento: "1985-03-14" });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("found");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(rendered).toEqual([{ method: "POST", hasDesk: true }]);
    const log = lines.join("\n");
    expect(log).not.toMatch(/529\.?982\.?247-?25|1985-03-14/);
  });

  it("render a second identical POST again: an answer is never served from a cache", async () => {
    rendered = [];
    for (const address of ["10.36.8.1", "10.36.8.2"])
      expect(await (await lookup("529.982.247-25", address)).text()).toBe("found");
    expect(rendered).toEqual([
      { method: "POST", hasDesk: true },
      { method: "POST", hasDesk: true },
    ]);
  });

  it("limit lookups per address: 10 at once, then the 11th waits; another address goes on", async () => {
    const answers: string[] = [];
    for (let i = 0; i < 10; i++) answers.push(await (await lookup(madeUpCpf(i), "10.36.7.1")).text());
    expect(answers).toEqual(Array(10).fill("not_found"));
    // Past the limit: 'Muitas consultas…', decided before the page renders (issue 55, M1), 429 and no-store.
    rendered = [];
    const limited = await lookup(madeUpCpf(10), "10.36.7.1");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("60");
    expect(limited.headers.get("cache-control")).toBe("no-store");
    expect(await limited.text()).toContain("Muitas consultas seguidas.");
    expect(rendered).toEqual([{ method: "POST", hasDesk: true, limited: true }]);
    expect(await (await lookup(madeUpCpf(11), "10.36.7.2")).text()).toBe("not_found");
  });

  it("answer a body that is not a form with 415 or 400 in pt-BR, no render and no error-level log line", async () => {
    rendered = [];
    const before = lines.length;
    const bodies: [string | undefined, string, number][] = [
      ["application/json", "[]", 415],
      ["text/plain", "documento=52998224725", 415],
      ["application/xml", "<a/>", 415],
      [undefined, "documento=52998224725", 415],
      ["multipart/form-data", "documento=52998224725", 400],
      ["multipart/form-data; boundary=x", "--x\r\nnot a part", 400],
    ];
    for (const path of ["/cliente/segunda-via", "/cliente/desbloqueio", "/suporte"])
      for (const [type, body, status] of bodies) {
        const response = await server.app.request(
          `${ORIGIN}${path}`,
          { method: "POST", headers: { origin: ORIGIN, ...(type ? { "content-type": type } : {}) }, body },
          fromAddress("10.36.5.1"),
        );
        expect(response.status).toBe(status);
        expect(response.headers.get("cache-control")).toBe("no-store");
        expect(await response.text()).toContain("Não conseguimos ler os dados enviados.");
      }
    expect(rendered).toEqual([]);
    const logged = lines.slice(before).map((line) => JSON.parse(line) as { level: number });
    expect(logged.filter((line) => line.level >= 50)).toEqual([]);
    // A real form, multipart with its boundary, still goes through.
    const form = new FormData();
    form.set("documento", madeUpCpf(300));
    form.set("nascimento", "1985-03-14");
    const multipart = await server.app.request(
      `${ORIGIN}/cliente/segunda-via`,
      { method: "POST", headers: { origin: ORIGIN }, body: form },
      fromAddress("10.36.5.2"),
    );
    expect(await multipart.text()).toBe("not_found");
  });

  it("limit lookups per CPF whatever the address: 5, then the 6th waits; another CPF goes on", async () => {
    const cpf = madeUpCpf(100);
    const answers: string[] = [];
    for (let i = 0; i < 6; i++) answers.push(await (await lookup(cpf, `10.36.6.${i + 1}`)).text());
    expect(answers).toEqual([...Array(5).fill("not_found"), "limited"]);
    expect(await (await lookup(madeUpCpf(101), "10.36.6.9")).text()).toBe("not_found");
  });

  it("refuse a POST from another site", async () => {
    expect((await post("/cliente/segunda-via", {}, { origin: "https://evil.example" })).status).toBe(403);
    expect((await post("/cliente/segunda-via/boleto", {}, { origin: "https://evil.example" })).status).toBe(403);
  });

  it("answer a made-up or missing boleto token with 410, no-store, and no PDF", async () => {
    for (const token of ["", "v1.abc.def.ghi"]) {
      const response = await post("/cliente/segunda-via/boleto", { token });
      expect(response.status).toBe(410);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.text()).toContain("O link deste boleto expirou.");
    }
    expect(fake.state.calls.filter((call) => call.table === "get_boleto")).toEqual([]);
  });
});
