import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NEWSLETTER_MESSAGES } from "../../domain";
import { createMetrics } from "../metrics";
import { fakeSite } from "../testing/fake-site";
import { createTestApp } from "../testing/test-app";
import { createTestServer, memoryLogger, staffCookie, type TestServer } from "../testing/test-server";
import type { AppContext } from "./app-context";
import { FORM_RENDERS, NEWSLETTER_SIGNUPS_PER_HOUR } from "./rate-limits";
import { RenderLimit } from "./render-limit";
import { ReplayCache } from "./replay";

const ROUTES = ["/", "/busca", "/planos/[cidade]", "/avise-me", "/blog", "/404"];
/** A form post that waits for this (an action held in flight), so a test can fill an address's lane. */
let release: () => void = () => {};
let gate: Promise<void> = Promise.resolve();
/** The forms' lane as the server makes it, held here so a test can see its load. */
const forms = new RenderLimit(FORM_RENDERS);
const FILLER = `<p>${"Internet fibra, combos e câmeras. ".repeat(40)}</p>`;
const BROWSER = { "accept-encoding": "gzip, deflate, br, zstd" };

let server: TestServer;
let http: Server;
let origin: string;
let replay: ReplayCache;
let renders: string[] = [];
const log = memoryLogger();
const metrics = createMetrics();
const dir = mkdtempSync(path.join(tmpdir(), "vitrine-replay-"));

beforeAll(async () => {
  server = await createTestServer();
  replay = new ReplayCache({ logger: log.logger, metrics, trustProxy: false });
  const app = createTestApp({
    config: { trustProxy: false, publicUrl: undefined, dataDir: dir },
    database: server.database,
    catalogue: server.catalogue,
    auth: server.auth,
    logger: log.logger,
    metrics,
    clientDirs: [dir],
    replay,
    renderLimits: { forms },
    site: fakeSite(ROUTES, async (request: Request, context: AppContext) => {
      const url = new URL(request.url);
      renders.push(url.pathname + url.search);
      // The blog's newsletter box, as newsletter.server.ts answers it: the limit's message, or the store's.
      if (request.method === "POST" && url.pathname === "/blog") {
        const limited = (status: number) =>
          new Response(`<html><body><p>${NEWSLETTER_MESSAGES.rateLimited}</p>${FILLER}</body></html>`, {
            status,
            headers: { "Content-Type": "text/html; charset=utf-8" },
          });
        if (context.formLimited) return limited(429);
        const { outcome } = await context.subscribeToNewsletter(Object.fromEntries(await request.formData()));
        if (outcome === "rateLimited") return limited(429);
        return new Response(`<html><body><p>${outcome}</p></body></html>`, {
          headers: { "Content-Type": "text/html; charset=utf-8" },
        });
      }
      if (request.method === "POST") {
        await gate;
        return new Response("<html><body><p>enviado</p></body></html>", {
          headers: { "Content-Type": "text/html; charset=utf-8" },
        });
      }
      const cities = await context.catalogue.activeCities();
      // The city page of a city we don't serve is its route's 404 (the real one reads the slug).
      const known = (await context.catalogue.citiesBySlug()).has(url.pathname.split("/")[2] ?? "");
      return new Response(
        `<html><head><script>1</script></head><body><p>${cities.length} cidades</p>${FILLER}</body></html>`,
        {
          status: context.searchLimited ? 429 : url.pathname.startsWith("/planos/") && !known ? 404 : 200,
          // As Astro answers: the hash of the page's inline script.
          headers: {
            "Content-Type": "text/html; charset=utf-8",
            "Content-Security-Policy":
              "script-src 'self' 'sha256-a4ayc/80/OGda4BO/1o/V0etpOqiLx1JwB5S3beHW0s='",
          },
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

const get = (url: string, init: RequestInit = {}) =>
  fetch(origin + url, { ...init, headers: { ...BROWSER, ...(init.headers as Record<string, string>) } });
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());
/** The headers a client sees, but the ones that differ per answer by nature. */
const stableHeaders = (response: Response) =>
  [...response.headers].filter(
    ([name]) => !["x-request-id", "date", "keep-alive", "connection"].includes(name),
  );

describe("the server's front for stored answers", () => {
  it("sends a stored page again with the same status, headers and bytes, and its own request id", async () => {
    renders = [];
    const hitsBefore = replay.stats.hits;
    const first = await get("/");
    const second = await get("/");
    const third = await get("/");
    expect(renders).toEqual(["/"]);
    // The first answer rendered and was recorded on its way out; the next two came from the front.
    expect(replay.stats.hits - hitsBefore).toBe(2);
    expect(third.headers.get("content-encoding")).toBe("br");
    expect(stableHeaders(third)).toEqual(stableHeaders(second));
    expect((await bytes(third)).equals(await bytes(second))).toBe(true);
    expect((await bytes(first)).length).toBeGreaterThan(0);
    const ids = [second, third].map((response) => response.headers.get("x-request-id"));
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).not.toBe(ids[0]);
    expect(third.headers.get("content-security-policy")).toContain("'sha256-");
    // Its request is logged with its id, as every other request is.
    expect(log.lines()).toContain(`"requestId":"${ids[1]}"`);
  });

  it("answers a HEAD from the recorded GET, without a body", async () => {
    await get("/");
    await get("/");
    const hitsBefore = replay.stats.hits;
    const head = await get("/", { method: "HEAD" });
    expect(replay.stats.hits - hitsBefore).toBe(1);
    expect(head.status).toBe(200);
    expect((await bytes(head)).length).toBe(0);
    expect(head.headers.get("content-length")).toBe(
      (await get("/").then((r) => r.headers)).get("content-length"),
    );
  });

  it("records nothing for invented query parameters or searches", async () => {
    await get("/");
    const size = replay.size;
    for (let n = 0; n < 5; n += 1) {
      await get(`/?x=${n}`);
      await get(`/?x=${n}`);
      await get(`/busca?q=fibra${n}`);
      await get(`/busca?q=fibra${n}`);
    }
    expect(replay.size).toBe(size);
  });

  it("sends public JSON again, and forgets everything when the catalogue changes", async () => {
    const first = await (await get("/api/cities")).json();
    await get("/api/cities");
    const hitsBefore = replay.stats.hits;
    const again = await get("/api/cities");
    expect(replay.stats.hits - hitsBefore).toBe(1);
    expect(await again.json()).toEqual(first);

    await get("/");
    await get("/");
    const [city] = (first as { cities: { id: number }[] }).cities;
    await server.database.db.execute(`update cities set is_active = false where id = ${city!.id}`);
    await server.announce({ entities: ["cities"] });
    renders = [];
    const hits = replay.stats.hits;
    const after = (await (await get("/api/cities")).json()) as { cities: { id: number }[] };
    expect(after.cities.map((c) => c.id)).not.toContain(city!.id);
    const page = await get("/", { headers: { "accept-encoding": "identity" } });
    expect(await page.text()).toContain(`${after.cities.length} cidades`);
    expect(renders).toEqual(["/"]);
    expect(replay.stats.hits).toBe(hits);
  });

  it("never answers a request that carries a staff session or asks conditionally", async () => {
    const cookie = await staffCookie(server);
    await get("/api/cities");
    await get("/api/cities");
    const hitsBefore = replay.stats.hits;
    await get("/api/cities", { headers: { cookie } });
    const cached = await get("/api/cities");
    await get("/api/cities", { headers: { "if-none-match": cached.headers.get("etag")! } });
    expect(replay.stats.hits - hitsBefore).toBe(1);
  });

  it("lets 'Contrate online' through when it may carry the visit's checked address, and nothing else for it", () => {
    const request = (url: string, cookie?: string) =>
      ({ method: "GET", url, headers: { host: "site", ...(cookie ? { cookie } : {}) } }) as never;
    const address = "consent=1; vitrine_contrate=v1.a.b.c";
    expect(replay.keyOf(request("/contrate?oferta=RIT-P1-V1", address))).toBeUndefined();
    expect(replay.keyOf(request("/contrate", address))).toBeUndefined();
    expect(replay.keyOf(request("/contrate"))).toBeDefined();
    // Another page with the same cookie (sent by hand: the browser sends it to /contrate only) is anyone's.
    expect(replay.keyOf(request("/planos/vitoria-es", address))).toBeDefined();
  });

  it("answers every made-up city with the city route's one stored 404, from the front after the first", async () => {
    renders = [];
    const first = await get("/planos/cidade-um-xx");
    const firstBytes = await bytes(first);
    const hitsBefore = replay.stats.hits;
    const others = await Promise.all(
      ["/planos/cidade-dois-xx", "/planos/cidade-tres-xx/"].map((p) => get(p)),
    );
    expect(renders).toEqual(["/planos/cidade-um-xx"]);
    expect(replay.stats.hits - hitsBefore).toBe(2);
    for (const other of others) {
      expect(other.status).toBe(404);
      expect(stableHeaders(other)).toEqual(stableHeaders(first));
      expect((await bytes(other)).equals(firstBytes)).toBe(true);
    }
    // A city we serve, and a capital (redirected to the lower-case path, issue 66), still reach the app.
    const [city] = await server.catalogue.activeCities();
    const slug = (await server.catalogue.citiesBySlug()).keys().next().value as string;
    expect(city).toBeDefined();
    const hits = replay.stats.hits;
    expect((await get(`/planos/${slug}`)).status).toBe(200);
    const capital = await get("/planos/Cidade-Um-XX", { redirect: "manual" });
    expect(capital.status).toBe(301);
    expect(capital.headers.get("location")).toBe("/planos/cidade-um-xx");
    await get("/planos/cidade-um-xx.data");
    expect(replay.stats.hits).toBe(hits);
    expect(renders).toContain(`/planos/${slug}`);
    expect(renders).not.toContain("/planos/Cidade-Um-XX");
  });

  it("answers a search past its address's limit with the stored 429 from the front", async () => {
    let limited: Response | undefined;
    for (let n = 0; n < 15 && !limited; n += 1) {
      const response = await get(`/busca?q=limite${n}`);
      if (response.status === 429) limited = response;
    }
    expect(limited?.headers.get("retry-after")).toBe("10");
    const hitsBefore = replay.stats.hits;
    const again = await get("/busca?q=outra%20coisa");
    expect(replay.stats.hits - hitsBefore).toBe(1);
    expect(again.status).toBe(429);
    expect(again.headers.get("retry-after")).toBe("10");
    expect(again.headers.get("cache-control")).toBe("no-store");
    expect(stableHeaders(again)).toEqual(stableHeaders(limited!));
    // A search with no text is no search: it is not limited, and the front leaves it to the app.
    expect((await get("/busca?q=%20")).status).toBe(200);
    expect(replay.stats.hits - hitsBefore).toBe(1);
  });
});

describe("the server's front for refused form posts (issue 55, M1)", () => {
  const post = (headers: Record<string, string> = { origin }) =>
    fetch(`${origin}/avise-me`, {
      method: "POST",
      headers: { ...BROWSER, "content-type": "application/x-www-form-urlencoded", ...headers },
      body: "name=Lia&phone=19987654321",
    });

  it("refuses an address with its form renders in flight from the front, and never another site's post", async () => {
    gate = new Promise((resolve) => {
      release = resolve;
    });
    renders = [];
    // The forms' lane takes two in flight per address: one renders (held at the gate), one waits.
    const held = [post(), post()];
    await expect.poll(() => forms.load).toEqual({ running: 1, queued: 1 });
    const refused = await post();
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("5");
    const hitsBefore = replay.stats.hits;
    const again = await post();
    expect(again.status).toBe(503);
    expect(await again.text()).toContain("O site está com muitos acessos neste momento.");
    expect(again.headers.get("cache-control")).toBe("no-store");
    // Answered by the front: no middleware ran, nothing rendered.
    expect(replay.stats.hits - hitsBefore).toBe(1);
    // Another site's post, or one with a session, still meets the app's checks.
    expect((await post({ origin: "https://evil.example" })).status).toBe(403);
    expect(replay.stats.hits - hitsBefore).toBe(1);
    release();
    for (const answer of await Promise.all(held)) expect(answer.status).toBe(200);
    expect(renders).toEqual(["/avise-me", "/avise-me"]);
    // With nothing in flight, the next post goes to the page again.
    expect((await post()).status).toBe(200);
  });
});

describe("the server's front for a form's hourly limit (issue 55, M1)", () => {
  let n = 0;
  const signUp = (headers: Record<string, string> = { origin }) =>
    fetch(`${origin}/blog`, {
      method: "POST",
      headers: { ...BROWSER, "content-type": "application/x-www-form-urlencoded", ...headers },
      body: `email=leitor${n++}%40example.com`,
    });

  it("sends the stored limit page to an address the store refused, without the app, and never another site's post", async () => {
    for (let i = 0; i < NEWSLETTER_SIGNUPS_PER_HOUR; i++) expect((await signUp()).status).toBe(200);
    // Refused by the store (rendered), then the stored page (rendered once), then from the front.
    expect((await signUp()).status).toBe(429);
    renders = [];
    const stored = await signUp();
    expect(stored.status).toBe(429);
    const hitsBefore = replay.stats.hits;
    const again = await signUp();
    expect(replay.stats.hits - hitsBefore).toBe(1);
    expect(again.status).toBe(429);
    expect(again.headers.get("retry-after")).toBe("3600");
    expect(again.headers.get("cache-control")).toBe("no-store");
    expect(stableHeaders(again)).toEqual(stableHeaders(stored));
    expect(await again.text()).toContain(NEWSLETTER_MESSAGES.rateLimited);
    expect(renders).toEqual(["/blog"]);
    // Another site's post still meets the app's checks.
    expect((await signUp({ origin: "https://evil.example" })).status).toBe(403);
    expect(replay.stats.hits - hitsBefore).toBe(1);
  });
});
