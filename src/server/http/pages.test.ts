import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { citySlug } from "../../domain";
import { createTestServer, fromAddress, memoryLogger, type TestServer } from "../testing/test-server";
import { createApp } from "./app";
import type { AppContext } from "./app-context";
import { RenderLimit } from "./render-limit";

// The page-serving pipeline under load an anonymous client can choose (issue 33, M4): render lanes with a
// deadline and a per-address bound, one stored 404 for made-up addresses, and no render for other methods.

const ROUTES = {
  root: { id: "root", path: "" },
  "routes/public-layout": { id: "routes/public-layout", parentId: "root" },
  "routes/home": { id: "routes/home", parentId: "routes/public-layout", index: true },
  "routes/city-page": {
    id: "routes/city-page",
    parentId: "routes/public-layout",
    path: "planos/:cidade",
    module: { default: {}, handle: { sharedNotFound: { cityParam: "cidade" } } },
  },
  "routes/search": {
    id: "routes/search",
    parentId: "routes/public-layout",
    path: "busca",
    module: { default: {}, handle: { queryParams: ["q"], search: true } },
  },
  "routes/slow": { id: "routes/slow", parentId: "routes/public-layout", path: "lento/:n" },
  "routes/indique": { id: "routes/indique", parentId: "routes/public-layout", path: "indique" },
  "routes/avise-me": { id: "routes/avise-me", parentId: "routes/public-layout", path: "avise-me" },
  "routes/not-found": {
    id: "routes/not-found",
    parentId: "routes/public-layout",
    path: "*",
    module: { default: {}, handle: { sharedNotFound: true } },
  },
};

const FILLER = `<p>${"Internet fibra, combos e câmeras. ".repeat(40)}</p>`;
let server: TestServer;
let app: ReturnType<typeof createApp>;
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
const log = memoryLogger();
const dir = mkdtempSync(path.join(tmpdir(), "vitrine-pages-"));

beforeAll(async () => {
  server = await createTestServer();
  app = createApp({
    config: { trustProxy: false, publicUrl: undefined, dataDir: dir },
    database: server.database,
    catalogue: server.catalogue,
    auth: server.auth,
    logger: log.logger,
    clientDir: dir,
    routeTable: async () => ROUTES,
    renderLimits: { pages, varied },
    render: async (request: Request, context: AppContext) => {
      const url = new URL(request.url);
      renders.push(`${request.method} ${url.pathname}${url.search}`);
      // /indique's action, as referral-form.server.ts calls the store: one referral from the form's fields.
      if (request.method === "POST" && url.pathname === "/indique") {
        const form = Object.fromEntries(await request.formData()) as Record<string, string>;
        const person = (side: string) =>
          Object.fromEntries(["name", "phone", "email", "cpf"].map((key) => [key, form[`${side}-${key}`]]));
        const { outcome } = await context.submitReferral({
          referrer: person("indicador"),
          friend: person("amigo"),
        });
        return new Response(`<html><body><p>${outcome}</p></body></html>`, {
          headers: { "Content-Type": "text/html; charset=utf-8" },
        });
      }
      // /avise-me's action, as lead-form.server.ts calls the store: one lead from the form's fields.
      if (request.method === "POST" && url.pathname === "/avise-me") {
        const { outcome } = await context.submitLead(
          "coverage",
          Object.fromEntries(await request.formData()) as Record<string, string>,
        );
        return new Response(`<html><body><p>${outcome}</p></body></html>`, {
          headers: { "Content-Type": "text/html; charset=utf-8" },
        });
      }
      // What React Router does with a method no route handles: 405, and its error hook logs it.
      if (request.method !== "GET" && request.method !== "HEAD") {
        context.logger.error({ path: url.pathname }, "page error");
        return new Response(null, { status: 405 });
      }
      if (url.pathname.startsWith("/lento/") || url.searchParams.get("q")?.startsWith("lento")) await gate;
      const slug = /^\/planos\/([^/]+)$/.exec(url.pathname)?.[1];
      const unknownCity = slug !== undefined && !(await context.catalogue.citiesBySlug()).has(slug);
      const status = unknownCity || url.pathname.startsWith("/sumiu") ? 404 : 200;
      return new Response(`<html><body><p>${status}</p>${FILLER}</body></html>`, {
        status,
        headers: { "Content-Type": "text/html; charset=utf-8" },
      });
    },
  });
});
afterAll(async () => {
  await server.close();
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

  it("is refused from another site, and a page with no form still takes no POST", async () => {
    expect((await post("/indique", { Origin: "https://outro.example" })).status).toBe(403);
    // No staff session: refused before any page is looked at (write-guard.ts).
    expect((await post("/")).status).toBe(401);
    expect(renders).toEqual([]);
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
