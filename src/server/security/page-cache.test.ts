import { createHmac, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleError } from "../../console/entry.server";
import { limitedAddress } from "../client-address";
import { trafficCounts } from "../db/schema";
import { ReplayCache } from "../http/replay";
import { clientIpOf } from "../http/request-origin";
import { fakeSite } from "../testing/fake-site";
import { createTestApp } from "../testing/test-app";
import { createTestServer, memoryLogger, staffCookie, type TestServer } from "../testing/test-server";
import { TrafficCounter, VIEWS_PER_ADDRESS_PER_MINUTE } from "../traffic/counter";
import { consoleContext } from "./console-context";

// The security suite, issue 66 (probe of 2026-11-28): no stranger can empty the page cache or make every
// request a render. A made-up staff session cookie or an Authorization header gets the stored page (M-COOKIE);
// a path's other spellings are the same stored entry (M-PCT) and unknown paths never push real pages out;
// `GET //` is a 404, never a 500, and routine 404s log no error (L5); page views count only the site's real
// pages, a bounded number per address (L11). Through a real HTTP server with the front, as `npm start` runs.

const ROUTES = [
  "/",
  "/quem-somos",
  "/planos/[cidade]",
  "/ofertas/[codigo]",
  "/blog/[id]",
  "/streaming/[id]",
  "/404",
];
const BROWSER = { "accept-encoding": "gzip, deflate, br, zstd" };
const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
/** Every page's day is this one: the views' per-minute bound is not split by a minute's turn mid-test. */
const NOW = new Date("2026-11-28T15:00:10Z");

let server: TestServer;
let http: Server;
let origin: string;
let replay: ReplayCache;
let app: ReturnType<typeof createTestApp>;
let renders: string[] = [];
const traffic = new TrafficCounter(() => NOW);
const log = memoryLogger();
const dir = mkdtempSync(path.join(tmpdir(), "vitrine-page-cache-"));

beforeAll(async () => {
  server = await createTestServer();
  const trustProxy = false;
  replay = new ReplayCache({
    logger: log.logger,
    trustProxy,
    // As serve.ts wires it.
    onServe: (request, pathname, status, contentType) =>
      traffic.countReplayed(
        request,
        pathname,
        status,
        contentType,
        limitedAddress(clientIpOf(undefined, request.socket?.remoteAddress, trustProxy)),
      ),
  });
  app = createTestApp({
    config: { trustProxy, publicUrl: undefined, dataDir: dir },
    database: server.database,
    catalogue: server.catalogue,
    auth: server.auth,
    logger: log.logger,
    clientDirs: [dir],
    replay,
    traffic,
    site: fakeSite(ROUTES, async (request: Request) => {
      const url = new URL(request.url);
      renders.push(url.pathname + url.search);
      const known = url.pathname === "/" || url.pathname === "/quem-somos";
      const city = /^\/planos\/([a-z-]+)$/.exec(url.pathname)?.[1];
      const [, kind, value = ""] = /^\/(ofertas|blog|streaming)\/([^/]+)$/.exec(url.pathname) ?? [];
      const found =
        known ||
        (city !== undefined && (await server.catalogue.citiesBySlug()).has(city)) ||
        (kind === "ofertas" && (await server.catalogue.offerByCode(value)) !== undefined) ||
        (kind === "blog" && (await server.catalogue.articleBySlug(value)) !== undefined) ||
        (kind === "streaming" && value === "netflix");
      return new Response(
        `<html><body><p>${found ? url.pathname : "Página não encontrada"}</p></body></html>`,
        {
          status: found ? 200 : 404,
          headers: { "Content-Type": "text/html; charset=utf-8" },
        },
      );
    }),
  });
  const listener = getRequestListener(app.fetch);
  http = createServer((req, res) => {
    if (!replay.serve(req, res)) listener(req, res);
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => http.close(resolve));
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  fetch(origin + url, { headers: { ...BROWSER, ...headers }, redirect: "manual" });
const text = async (response: Response) => Buffer.from(await response.arrayBuffer()).toString("base64");
const random = () => randomBytes(12).toString("base64url");

describe("M-COOKIE: a cookie or header that names no staff session", () => {
  it("gets the stored page from the front, without a render, for made-up session cookies and Authorization headers", async () => {
    await get("/");
    const stored = await text(await get("/"));
    renders = [];
    const hits = replay.stats.hits;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        get(
          "/",
          n % 2 === 0
            ? { cookie: `_ga=GA1.1.1; better-auth.session_token=${random()}.${random()}` }
            : { authorization: `Bearer ${random()}` },
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    for (const answer of answers) expect(await text(answer)).toBe(stored);
    expect(renders).toEqual([]);
    expect(replay.stats.hits - hits).toBe(20);
  });

  it("looks a cookie signed with our secret but naming no session up once, then answers it from the front", async () => {
    await get("/");
    const { secret } = await server.auth.$context;
    const token = random();
    const signature = createHmac("sha256", secret).update(token).digest("base64");
    const cookie = `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
    renders = [];
    const hits = replay.stats.hits;
    for (let n = 0; n < 5; n += 1) expect((await get("/", { cookie })).status).toBe(200);
    expect(renders).toEqual([]);
    // The first went through the app (its one lookup); the other four came from the front.
    expect(replay.stats.hits - hits).toBe(4);
  });

  it("still renders a staff member's own session per request, never from the front", async () => {
    const cookie = await staffCookie(server);
    await get("/");
    renders = [];
    const hits = replay.stats.hits;
    await get("/", { cookie });
    await get("/", { cookie });
    expect(renders).toEqual(["/", "/"]);
    expect(replay.stats.hits).toBe(hits);
  });
});

describe("M-PCT: a path's other spellings", () => {
  it("answer from the page's one stored entry, from the front, without a render", async () => {
    renders = [];
    const page = await text(await get("/quem-somos"));
    for (const spelling of ["/%71uem-somos", "/quem%2Dsomos", "/%71%75%65%6D%2dsomos", "/qu%65m-somos"]) {
      const answer = await get(spelling);
      expect(answer.status, spelling).toBe(200);
      expect(await text(answer), spelling).toBe(page);
    }
    expect(renders).toEqual(["/quem-somos"]);
  });

  it("with capitals on a case-free route (a city slug) are one redirect to the lower-case path, without a render", async () => {
    renders = [];
    for (const [spelling, target] of [
      ["/planos/Vitoria-ES", "/planos/vitoria-es"],
      ["/planos/VIT%6FRIA-es?x=1", "/planos/vitoria-es?x=1"],
      ["/planos/S%C3%A3o-Paulo", "/planos/s%C3%A3o-paulo"],
    ]) {
      const answer = await get(spelling!);
      expect(answer.status, spelling).toBe(301);
      expect(answer.headers.get("location"), spelling).toBe(target);
    }
    expect(renders).toEqual([]);
  });

  it("never push the site's pages out: made-up paths and spellings add no stored page", async () => {
    // Straight to the app, past the front: what the page cache itself keeps.
    await app.request("/", { headers: BROWSER });
    await app.request("/quem-somos", { headers: BROWSER });
    renders = [];
    for (let n = 0; n < 600; n += 1) {
      const made = await app.request(`/inventado-${n}`, { headers: BROWSER });
      expect(made.status).toBe(404);
      const letters = [..."quem-somos"].map((c, i) =>
        (n >> i) & 1 ? `%${c.charCodeAt(0).toString(16)}` : c,
      );
      expect((await app.request(`/${letters.join("")}`, { headers: BROWSER })).status).toBe(200);
    }
    await app.request("/", { headers: BROWSER });
    await app.request("/quem-somos", { headers: BROWSER });
    // One render of the shared not-found page at most; the real pages were still stored.
    expect(renders.filter((rendered) => rendered === "/" || rendered === "/quem-somos")).toEqual([]);
    expect(renders.length).toBeLessThanOrEqual(1);
  });
});

describe("made-up slugs of the routes whose pages are data", () => {
  it("are their route's one stored 404, rendered once, while the real pages still render as pages", async () => {
    const [offer] = await server.catalogue.currentOffers();
    expect(offer).toBeDefined();
    renders = [];
    for (const route of ["ofertas", "blog", "streaming"]) {
      for (let n = 0; n < 50; n += 1) {
        const made = await app.request(`/${route}/inventado-${random()}`, { headers: BROWSER });
        expect(made.status).toBe(404);
        expect(await made.text()).toContain("Página não encontrada");
      }
    }
    expect(renders).toHaveLength(3);
    const real = [`/ofertas/${offer!.code}`, "/streaming/netflix"];
    for (const page of real) expect((await app.request(page, { headers: BROWSER })).status).toBe(200);
    expect(renders.slice(3)).toEqual(real);
  });
});

describe("L5: double slashes and routine 404s", () => {
  it("answer `//` and other empty-segment paths with the not-found page, never a 500 or an error line", async () => {
    const before = log.lines().length;
    for (const target of ["//", "///", "//%zz", "//x/", "/quem-somos//", "//quem-somos"]) {
      const answer = await get(target);
      expect(answer.status, target).toBe(404);
      expect(await answer.text(), target).toContain("Página não encontrada");
    }
    expect(log.lines().slice(before)).not.toMatch(/"level":50/);
  });

  it("log a console path no route matches below error level", () => {
    const lines = memoryLogger();
    const args = {
      request: new Request("http://localhost/intranet/nada"),
      params: {},
      context: consoleContext({ logger: lines.logger }),
    } as unknown as Parameters<typeof handleError>[1];
    // React Router's answer for a path no route matches, as `handleError` receives it.
    handleError(new ErrorResponseImpl(404, "Not Found", "Error: No route matches URL", true), args);
    handleError(new Error("loader broke"), args);
    expect(lines.lines().match(/"level":50/g)?.length).toBe(1);
  });
});

describe("L11: page views", () => {
  it("count only the site's real pages, in their one spelling, and a bounded number per address", async () => {
    await traffic.flush(server.database.db);
    await server.database.db.delete(trafficCounts);
    const browser = { "user-agent": CHROME };
    for (let n = 0; n < 40; n += 1) {
      await get(`//v${n}`, browser);
      await get(`/inventado-${n}`, browser);
      await get(`/planos/cidade-${n}-xx`, browser);
    }
    for (let n = 0; n < VIEWS_PER_ADDRESS_PER_MINUTE + 40; n += 1)
      await get(n % 2 ? "/quem-somos" : "/qu%65m-somos", browser);
    await traffic.flush(server.database.db);
    const rows = await server.database.db.select().from(trafficCounts);
    expect(rows.map(({ key, count }) => ({ key, count }))).toEqual([
      { key: "/quem-somos", count: VIEWS_PER_ADDRESS_PER_MINUTE },
    ]);
  });
});
