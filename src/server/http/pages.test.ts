import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { citySlug, LEAD_MESSAGES, NEWSLETTER_MESSAGES, REFERRAL_MESSAGES } from "../../domain";
import { queueCdnPurge } from "../cdn/purge";
import { createIxcAdapter } from "../erp/ixc";
import { FAKE_IXC_TOKEN, type FakeIxc, startFakeIxc } from "../testing/fake-ixc";
import { fakeSite } from "../testing/fake-site";
import { createTestApp } from "../testing/test-app";
import { createTestServer, fromAddress, memoryLogger, type TestServer } from "../testing/test-server";
import type { AppContext } from "./app-context";
import { LimitedForms } from "./limited-forms";
import { LEADS_PER_HOUR, NEWSLETTER_SIGNUPS_PER_HOUR, REFERRALS_PER_HOUR } from "./rate-limits";
import { RenderLimit } from "./render-limit";

// The page-serving pipeline under load an anonymous client can choose (issue 33, M4): render lanes with a
// deadline and a per-address bound, one stored 404 for made-up addresses, and no render for other methods.

/** The site's routes these tests use: a city's page, the search, a slow page, three forms, the desk and the 404. */
const ROUTES = [
  "/",
  "/planos/[cidade]",
  "/busca",
  "/lento/[n]",
  "/indique",
  "/avise-me",
  "/blog",
  "/cliente/segunda-via",
  "/404",
];

const FILLER = `<p>${"Internet fibra, combos e câmeras. ".repeat(40)}</p>`;
let server: TestServer;
let app: ReturnType<typeof createTestApp>;
let renders: string[] = [];
/** Slow renders (/lento/:n and searches for "lento…") wait for this, so a test can hold them in flight. */
let gate: Promise<void> = Promise.resolve();
let release: () => void = () => {};
const hold = () => {
  gate = new Promise((resolve) => {
    release = resolve;
  });
};
const pages = new RenderLimit({ concurrency: 1, maxQueue: 4, maxWaitMs: 1_000, perAddress: 4 });
const varied = new RenderLimit({ concurrency: 2, maxQueue: 4, maxWaitMs: 50, perAddress: 1 });
const forms = new RenderLimit({ concurrency: 1, maxQueue: 0, maxWaitMs: 50, perAddress: 1 });
const desk = new RenderLimit({ concurrency: 1, maxQueue: 0, maxWaitMs: 50, perAddress: 1 });
/**
 * The site's ceiling on desk lookups in this app: a handful, so a test reaches it, and room enough in its
 * shared half for one address's own limit (ten) after the address was tried (decision 0079).
 */
const DESK_CEILING = 30;
let fakeIxc: FakeIxc;
const log = memoryLogger();
const dir = mkdtempSync(path.join(tmpdir(), "vitrine-pages-"));

beforeAll(async () => {
  server = await createTestServer();
  fakeIxc = await startFakeIxc();
  app = createTestApp({
    config: { trustProxy: false, publicUrl: undefined, dataDir: dir, deskLookupsPerMinute: DESK_CEILING },
    erp: createIxcAdapter({ allowPrivateAddresses: true, url: fakeIxc.url, token: FAKE_IXC_TOKEN }),
    database: server.database,
    catalogue: server.catalogue,
    auth: server.auth,
    logger: log.logger,
    clientDirs: [dir],
    renderLimits: { pages, varied, forms, desk },
    // Answers carry cache tags only with a CDN purge configured: the checks that some carry none need them.
    queuePurge: queueCdnPurge,
    site: fakeSite(ROUTES, async (request: Request, context: AppContext) => {
      const url = new URL(request.url);
      renders.push(`${request.method} ${url.pathname}${url.search}`);
      const html = (body: string, status = 200) =>
        new Response(`<html><body>${body}</body></html>`, {
          status,
          headers: { "Content-Type": "text/html; charset=utf-8" },
        });
      // A public form's page for an address its store refused for the hourly limit, as the real actions
      // answer it: the form's message, 429, without reading the form.
      if (request.method === "POST" && context.formLimited) {
        const message = {
          "/indique": REFERRAL_MESSAGES.rateLimited,
          "/avise-me": LEAD_MESSAGES.rateLimited,
          "/blog": NEWSLETTER_MESSAGES.rateLimited,
        }[url.pathname];
        return html(`<p>${message}</p>${FILLER}`, 429);
      }
      // /indique's action, as referral-form.server.ts calls the store: one referral from the form's fields.
      if (request.method === "POST" && url.pathname === "/indique") {
        const form = Object.fromEntries(await request.formData()) as Record<string, string>;
        const person = (side: string) =>
          Object.fromEntries(["name", "phone", "email", "cpf"].map((key) => [key, form[`${side}-${key}`]]));
        const { outcome } = await context.submitReferral({
          referrer: person("indicador"),
          friend: person("amigo"),
        });
        // What the visitor typed comes back with a refusal (referral-form.server.ts).
        return html(`<p>${outcome}</p><p>${form["amigo-name"]}</p>`, outcome === "rateLimited" ? 429 : 200);
      }
      // The subscriber desk's action, as desk.server.ts: 'Muitas consultas…' for a limited address without
      // reading anything, else a lookup (slow ones wait for the gate).
      if (request.method === "POST" && url.pathname === "/cliente/segunda-via") {
        if (context.subscriberLimited)
          return new Response(`<html><body><p>Muitas consultas seguidas.</p>${FILLER}</body></html>`, {
            headers: { "Content-Type": "text/html; charset=utf-8" },
          });
        const form = await request.formData();
        if (form.get("lento")) await gate;
        const found = await context.subscriberDesk!.identify(
          { document: form.get("documento"), birthDate: form.get("nascimento") },
          context.clientIp,
        );
        return new Response(`<html><body><p>${found.kind}</p></body></html>`, {
          headers: { "Content-Type": "text/html; charset=utf-8" },
        });
      }
      // /avise-me's action, as lead-form.server.ts calls the store: one lead from the form's fields.
      if (request.method === "POST" && url.pathname === "/avise-me") {
        const form = Object.fromEntries(await request.formData()) as Record<string, string>;
        const { outcome } = await context.submitLead("coverage", form);
        return html(`<p>${outcome}</p><p>${form.name}</p>`, outcome === "rateLimited" ? 429 : 200);
      }
      // The blog's newsletter box, as newsletter.server.ts calls the store.
      if (request.method === "POST" && url.pathname === "/blog") {
        const form = Object.fromEntries(await request.formData()) as Record<string, string>;
        const { outcome } = await context.subscribeToNewsletter(form);
        return html(`<p>${outcome}</p><p>${form.email}</p>`, outcome === "rateLimited" ? 429 : 200);
      }
      // What a page that takes no post answers: 405, and the error is logged.
      if (request.method !== "GET" && request.method !== "HEAD") {
        context.logger.error({ path: url.pathname }, "page error");
        return new Response(null, { status: 405 });
      }
      // What a router does with a path holding a line break: no route matches, and its 404 is logged.
      if (/[\r\n]/.test(decodeURIComponent(url.pathname))) {
        context.logger.error({ path: url.pathname }, "page error");
        return new Response("<html><body><p>no match</p></body></html>", {
          status: 404,
          headers: { "Content-Type": "text/html; charset=utf-8" },
        });
      }
      if (url.pathname.startsWith("/lento/") || url.searchParams.get("q")?.startsWith("lento")) await gate;
      const slug = /^\/planos\/([^/]+)$/.exec(url.pathname)?.[1];
      const unknownCity = slug !== undefined && !(await context.catalogue.citiesBySlug()).has(slug);
      const status =
        unknownCity || url.pathname.startsWith("/sumiu") || url.pathname === "/pagina-inexistente"
          ? 404
          : 200;
      return new Response(`<html><body><p>${status}</p>${FILLER}</body></html>`, {
        status,
        headers: { "Content-Type": "text/html; charset=utf-8" },
      });
    }),
  });
});
afterAll(async () => {
  await server.close();
  await fakeIxc.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  renders = [];
});
afterEach(() => release());

const get = (url: string, address = "198.51.100.7", init: RequestInit = {}) =>
  app.request(url, init, fromAddress(address));

describe("renders under a bound of their own", () => {
  it("answers a stored page while renders queue, and a render past the deadline gets a fast 503 in pt-BR", async () => {
    expect((await get("/")).status).toBe(200);
    hold();
    renders = [];
    const first = get("/lento/1");
    await expect.poll(() => renders).toEqual(["GET /lento/1"]);
    const queued = get("/lento/2");
    await expect.poll(() => pages.load).toEqual({ running: 1, queued: 1 });

    const stored = await get("/");
    expect(stored.status).toBe(200);
    expect(renders).toEqual(["GET /lento/1"]);

    const refused = await queued;
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("5");
    const body = await refused.text();
    expect(body).toContain('lang="pt-BR"');
    expect(body).toContain(
      "O site está com muitos acessos neste momento. Tente novamente em alguns segundos.",
    );
    release();
    expect((await first).status).toBe(200);
    expect(renders).toEqual(["GET /lento/1"]);
  });

  it("counts an address's renders in flight, not only its arrivals: its next search waits for none", async () => {
    hold();
    const held = get("/busca?q=lento1", "203.0.113.9");
    await expect.poll(() => renders).toEqual(["GET /busca?q=lento1"]);
    // The same address, well inside its search allowance, but with a render in flight.
    const second = await get("/busca?q=lento2", "203.0.113.9");
    expect(second.status).toBe(503);
    expect(second.headers.get("retry-after")).toBe("5");
    // Another address still gets its search rendered.
    const other = await get("/busca?q=outra", "203.0.113.10");
    expect(other.status).toBe(200);
    release();
    expect((await held).status).toBe(200);
    expect(renders).toEqual(["GET /busca?q=lento1", "GET /busca?q=outra"]);
  });

  it("keeps renders of what a client can vary to their share of the time", async () => {
    const paced = new RenderLimit({ concurrency: 1, maxWaitMs: 20, timeShare: 0.001 });
    const first = await paced.run(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      return "rendered";
    });
    expect(first).toBe("rendered");
    // The slot stays closed for 999 times the render's own time: the next one is past its deadline.
    expect(await paced.run(async () => "too soon")).toEqual({ refused: "busy" });
  });

  it("counts the event loop's busy time, not a wait on another server, when the lane says so (the desk)", async () => {
    // A render that mostly waits (on the ERP, here an idle timer) holds the slot, but not the CPU.
    const waitsOnErp = async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      return "answered";
    };
    const byWallTime = new RenderLimit({ concurrency: 1, maxWaitMs: 500, timeShare: 0.1 });
    expect(await byWallTime.run(waitsOnErp)).toBe("answered");
    expect(await byWallTime.run(async () => "next")).toEqual({ refused: "busy" });
    const byBusyTime = new RenderLimit({
      concurrency: 1,
      maxWaitMs: 500,
      timeShare: 0.1,
      shareOfBusyTime: true,
    });
    expect(await byBusyTime.run(waitsOnErp)).toBe("answered");
    expect(await byBusyTime.run(async () => "next")).toBe("next");
  });
});

describe("made-up addresses", () => {
  it("get the one stored 'uncovered city' page, not a render per slug", async () => {
    const answers = await Promise.all(
      ["campinas-sp", "cidade-inventada-1-xx", "cidade-inventada-2-xx"].map(async (slug) => {
        const response = await get(`/planos/${slug}`);
        return [response.status, await response.text()] as const;
      }),
    );
    expect(answers.map(([status]) => status)).toEqual([404, 404, 404]);
    expect(new Set(answers.map(([, body]) => body)).size).toBe(1);
    for (let n = 3; n < 10; n++) expect((await get(`/planos/cidade-inventada-${n}-xx`)).status).toBe(404);
    expect(renders).toHaveLength(1);
  });

  it("still render each active city's own page", async () => {
    const [city] = await server.catalogue.activeCities();
    const response = await get(`/planos/${citySlug(city!)}`);
    expect(response.status).toBe(200);
    expect(renders).toEqual([`GET /planos/${citySlug(city!)}`]);
  });

  it("share one stored not-found page, whatever the path", async () => {
    for (let n = 0; n < 5; n++) expect((await get(`/sumiu-${n}`)).status).toBe(404);
    expect(renders).toHaveLength(1);
  });
});

describe("a path with control characters", () => {
  it("gets the stored not-found page, rendered from a plain address, and no error-level line", async () => {
    const before = log.lines().length;
    const answers = [];
    for (const path of ["/definir-senha%0d%0aX", "/auth%0aX", "/sumiu%0D%0A.data", "/x%E2%80%A8y"])
      answers.push(await get(path));
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(await answer.text()).toContain("<p>404</p>");
    }
    expect(renders.every((render) => render === "GET /pagina-inexistente")).toBe(true);
    const lines = log.lines().slice(before).split("\n").filter(Boolean);
    expect(lines.map((line) => JSON.parse(line)).filter((line) => line.level >= 50)).toEqual([]);
  });
});

describe("other methods on a page", () => {
  it("answer OPTIONS with the methods a page takes, without a render or an error-level log line", async () => {
    const response = await get("/planos/vitoria-es", "198.51.100.7", { method: "OPTIONS" });
    expect(response.status).toBe(204);
    expect(response.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    expect(renders).toEqual([]);
    const lines = log
      .lines()
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  });
});

describe("a public form posted without scripts", () => {
  const referral = {
    "indicador-name": "Maria da Silva",
    "indicador-phone": "(27) 9 9876-5432",
    "indicador-email": "maria@example.com",
    "indicador-cpf": "529.982.247-25",
    "amigo-name": "João Souza",
    "amigo-phone": "27 3322-1100",
    "amigo-email": "joao@example.com",
    "amigo-cpf": "11144477735",
  };
  const post = (pathname: string, headers: Record<string, string> = { "Sec-Fetch-Site": "same-origin" }) =>
    get(pathname, "198.51.100.31", { method: "POST", body: new URLSearchParams(referral), headers });

  it("reaches the page's action with the referral store, each time, answered no-store and logged without values", async () => {
    const count = async () =>
      (await server.database.db.execute<{ total: number }>(sql`select count(*)::int as total from referrals`))
        .rows[0]!.total;
    const before = await count();
    for (let round = 0; round < 2; round++) {
      const response = await post("/indique");
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.text()).toContain("<p>stored</p>");
    }
    expect(renders).toEqual(["POST /indique", "POST /indique"]);
    expect(await count()).toBe(before + 2);
    const lines = log.lines();
    for (const value of [...Object.values(referral), "52998224725"]) expect(lines).not.toContain(value);
  });

  it("reaches a lead form's page action with the lead store, each time, no-store and logged without values", async () => {
    const lead = {
      name: "Lia Matos",
      phone: "(19) 9 8765-4321",
      city: "Campinas",
      uf: "SP",
      cep: "",
      consent: "on",
    };
    const count = async () =>
      (await server.database.db.execute<{ total: number }>(sql`select count(*)::int as total from leads`))
        .rows[0]!.total;
    const before = await count();
    for (let round = 0; round < 2; round++) {
      const response = await get("/avise-me", "198.51.100.32", {
        method: "POST",
        body: new URLSearchParams(lead),
        headers: { "Sec-Fetch-Site": "same-origin" },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.text()).toContain("<p>stored</p>");
    }
    expect(renders).toEqual(["POST /avise-me", "POST /avise-me"]);
    expect(await count()).toBe(before + 2);
    const lines = log.lines();
    for (const value of [lead.name, lead.phone, "19987654321"]) expect(lines).not.toContain(value);
  });

  it("answers a body that is not a form with 415 or 400 in pt-BR, without a render or an error-level line", async () => {
    const before = log.lines().length;
    for (const pathname of ["/indique", "/avise-me"])
      for (const [type, status] of [
        ["application/json", 415],
        ["text/plain", 415],
        ["multipart/form-data", 400],
      ] as const) {
        const response = await get(pathname, "198.51.100.33", {
          method: "POST",
          body: '{"name":"x"}',
          headers: { "Sec-Fetch-Site": "same-origin", "Content-Type": type },
        });
        expect(response.status).toBe(status);
        expect(await response.text()).toContain("Não conseguimos ler os dados enviados.");
      }
    expect(renders).toEqual([]);
    const lines = log.lines().slice(before).split("\n").filter(Boolean);
    expect(lines.map((line) => JSON.parse(line)).filter((line) => line.level >= 50)).toEqual([]);
  });

  it("is refused from another site, and a page with no form still takes no POST", async () => {
    expect((await post("/indique", { Origin: "https://outro.example" })).status).toBe(403);
    // No staff session: refused before any page is looked at (write-guard.ts).
    expect((await post("/")).status).toBe(401);
    expect(renders).toEqual([]);
  });
});

describe("a public form's hourly limit (issue 55, M1)", () => {
  let n = 0;
  const referral = () => ({
    "indicador-name": "Maria da Silva",
    "indicador-phone": "(27) 9 9876-5432",
    "indicador-email": "maria@example.com",
    "indicador-cpf": "529.982.247-25",
    "amigo-name": "João Souza",
    "amigo-phone": "27 3322-1100",
    "amigo-email": `joao${n++}@example.com`,
    "amigo-cpf": "11144477735",
  });
  const lead = () => ({
    name: "Lia Matos",
    phone: "(19) 9 8765-4321",
    city: "Campinas",
    uf: "SP",
    cep: "",
    consent: "on",
  });
  const signUp = () => ({ email: `leitora${n++}@example.com` });
  const FORMS = [
    { path: "/avise-me", body: lead, perHour: LEADS_PER_HOUR, message: LEAD_MESSAGES.rateLimited },
    { path: "/indique", body: referral, perHour: REFERRALS_PER_HOUR, message: REFERRAL_MESSAGES.rateLimited },
    {
      path: "/blog",
      body: signUp,
      perHour: NEWSLETTER_SIGNUPS_PER_HOUR,
      message: NEWSLETTER_MESSAGES.rateLimited,
    },
  ];
  const post = (path: string, address: string, body: Record<string, string>) =>
    get(path, address, {
      method: "POST",
      body: new URLSearchParams(body),
      headers: { "Sec-Fetch-Site": "same-origin" },
    });

  it.each(FORMS.map((form, i) => ({ ...form, address: `198.51.100.${90 + i}` })))(
    "$path: past the limit, an address gets one stored page with the message, and no render of its posts",
    async ({ path, body, perHour, message, address }) => {
      for (let i = 0; i < perHour; i++) expect((await post(path, address, body())).status).toBe(200);
      // The post the store refuses renders, as every post did; the store says until when.
      const refused = await post(path, address, body());
      expect(refused.status).toBe(429);
      renders = [];
      const answers = await Promise.all([0, 1, 2].map(() => post(path, address, body())));
      const again = await post(path, address, body());
      for (const answer of [...answers, again]) {
        expect(answer.status).toBe(429);
        expect(answer.headers.get("retry-after")).toBe("3600");
        expect(answer.headers.get("cache-control")).toBe("no-store");
        expect(answer.headers.get("cache-tag")).toBeNull();
        const text = await answer.text();
        expect(text).toContain(message);
        // Nothing the visitor typed: the page was rendered from a neutral request.
        for (const typed of ["João Souza", "Lia Matos", "leitora"]) expect(text).not.toContain(typed);
      }
      // One render of the limit's page; the visitors' own posts render nothing.
      expect(renders).toEqual([`POST ${path}`]);

      // Another address still reaches the page's action, and the store.
      renders = [];
      const other = await post(
        path,
        `203.0.113.${90 + FORMS.findIndex((form) => form.path === path)}`,
        body(),
      );
      expect(other.status).toBe(200);
      expect(await other.text()).toContain("<p>stored</p>");
      expect(renders).toEqual([`POST ${path}`]);
    },
  );

  it("is remembered only until the store's window lets the address store again", () => {
    let now = Date.parse("2026-11-28T12:00:00Z");
    const limited = new LimitedForms(10, () => now);
    limited.remember("198.51.100.99", "/avise-me", new Date(now + 60_000));
    expect(limited.has("198.51.100.99", "/avise-me")).toBe(true);
    // Another form's page, or another address, is not held up.
    expect(limited.has("198.51.100.99", "/indique")).toBe(false);
    expect(limited.has("198.51.100.98", "/avise-me")).toBe(false);
    now += 60_000;
    expect(limited.has("198.51.100.99", "/avise-me")).toBe(false);
  });
});

describe("the subscriber desk's forms (issue 55, M1)", () => {
  /** A valid CPF of nobody (its check digits computed), the n-th of a series. */
  const madeUpCpf = (n: number) => {
    const digits = String(300_000_000 + n)
      .padStart(9, "0")
      .split("")
      .map(Number);
    for (const length of [9, 10]) {
      const sum = digits.slice(0, length).reduce((total, digit, i) => total + digit * (length + 1 - i), 0);
      digits.push(((sum * 10) % 11) % 10);
    }
    return digits.join("");
  };
  let next = 0;
  const lookup = (address: string, extra: Record<string, string> = {}) =>
    get("/cliente/segunda-via", address, {
      method: "POST",
      body: new URLSearchParams({ documento: madeUpCpf(next++), nascimento: "1985-03-14", ...extra }),
      headers: { "Sec-Fetch-Site": "same-origin" },
    });

  it("render in the desk's own lane: a lookup past its bound gets the fast 503, a stored page does not wait", async () => {
    hold();
    const held = lookup("198.51.100.61", { lento: "1" });
    await expect.poll(() => desk.load).toEqual({ running: 1, queued: 0 });
    const refused = await lookup("198.51.100.62");
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("5");
    expect((await get("/")).status).toBe(200);
    release();
    const answer = await held;
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(await answer.text()).toContain("not_found");
  });

  it("refuses a multipart post the lane has no room for before reading any of its body (issue 66, L8)", async () => {
    hold();
    const held = lookup("198.51.100.64", { lento: "1" });
    await expect.poll(() => desk.load).toEqual({ running: 1, queued: 0 });
    // A body within the cap, as a browser sends one (its length declared), read only as it is asked for.
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 60) controller.close();
        else controller.enqueue(new Uint8Array(1_000));
      },
    });
    try {
      const refused = await get("/cliente/segunda-via", "198.51.100.65", {
        method: "POST",
        body,
        duplex: "half",
        headers: {
          "Sec-Fetch-Site": "same-origin",
          "Content-Type": "multipart/form-data; boundary=x",
          "Content-Length": "60000",
        },
      } as RequestInit);
      expect(refused.status).toBe(503);
      // A stream is asked for its first chunk when it is made; nothing more was read.
      expect(pulled).toBeLessThanOrEqual(1);
    } finally {
      release();
      await held;
    }
  });

  it("answer an address past its lookups with one stored 'Muitas consultas…' page, rendered once", async () => {
    for (let i = 0; i < 10; i++) expect((await lookup("198.51.100.63")).status).toBe(200);
    renders = [];
    const answers = await Promise.all([0, 1, 2].map(() => lookup("198.51.100.63")));
    const again = await lookup("198.51.100.63");
    for (const answer of [...answers, again]) {
      expect(answer.status).toBe(429);
      expect(answer.headers.get("retry-after")).toBe("60");
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect(answer.headers.get("cache-tag")).toBeNull();
      expect(await answer.text()).toContain("Muitas consultas seguidas.");
    }
    // One render of the limited answer, from a neutral request; the visitors' own posts render nothing.
    expect(renders).toEqual(["POST /cliente/segunda-via"]);
  });

  it("stop every address at the site's ceiling, so many addresses cannot try a list of CPFs", async () => {
    // Each lookup from a new address: only the site's ceiling (DESK_CEILING a minute) can stop them.
    let address = 70;
    let status = 200;
    while (status === 200 && address <= 70 + DESK_CEILING)
      status = (await lookup(`198.51.100.${address++}`)).status;
    expect(status).toBe(429);
    const asked = fakeIxc.state.calls.length;
    for (let i = 0; i < 3; i++) expect((await lookup(`198.51.100.${address++}`)).status).toBe(429);
    expect(fakeIxc.state.calls.length).toBe(asked);
  });
});

describe("the request log", () => {
  it("names the CEP route, never the CEP a visitor typed", async () => {
    const response = await get("/api/cep/29010000");
    expect(response.status).toBe(200);
    const lines = log.lines();
    expect(lines).toContain('"path":"/api/cep/:cep"');
    expect(lines).not.toContain("29010000");
  });
});
