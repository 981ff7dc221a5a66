import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../logger";
import { fakeSite } from "../testing/fake-site";
import { createTestApp } from "../testing/test-app";
import {
  createTestServer,
  fromAddress,
  jsonRequest,
  planVersion,
  staffCookie,
  type TestServer,
} from "../testing/test-server";
import type { AppContext } from "./app-context";
import { hashesInPage, isConsolePath, scriptHashesOf } from "./pages";
import { publicPageMatcher } from "./public-pages";
import {
  canonicalPageUrl,
  normaliseSearch,
  RenderCache,
  type StoredPage,
  scriptHash,
  storedBody,
  storedPage,
} from "./render-cache";
import { RenderLimit } from "./render-limit";

/** The site's routes these tests use (their policies are the site's own: src/server/http/public-pages.ts). */
const ROUTES = ["/", "/blog", "/busca", "/lento/[n]", "/nada", "/biscoito", "/404"];

// Pages are over a kilobyte, the size below which nothing is compressed.
const FILLER = `<p>${"Internet fibra, combos e câmeras. ".repeat(40)}</p>`;
const THEME_SCRIPT = "document.documentElement.dataset.theme='light'";
const ISLANDS_SCRIPT = "customElements.define('astro-island', class extends HTMLElement {})";
let server: TestServer;
let cookie: string;
/** Every render the app asked for, as the URL it rendered (path and query). */
let renders: string[] = [];
let limited: boolean[] = [];
/** What the page cache told of (hit, miss, store, eviction), in order. */
let cacheEvents: string[] = [];
/** Renders of /lento/:n wait for this, so a test can hold them in flight. */
let slowGate: Promise<void> = Promise.resolve();
let app: ReturnType<typeof createTestApp>;
const renderLimit = new RenderLimit({ concurrency: 2, maxQueue: 1 });
const dir = mkdtempSync(path.join(tmpdir(), "vitrine-render-"));

beforeAll(async () => {
  server = await createTestServer();
  cookie = await staffCookie(server);
  app = createTestApp({
    config: { trustProxy: false, publicUrl: undefined, dataDir: dir },
    database: server.database,
    catalogue: server.catalogue,
    auth: server.auth,
    logger: createLogger("silent"),
    clientDirs: [dir],
    // Searches get a lane without the time share, which pages.test.ts covers.
    renderLimits: { pages: renderLimit, varied: new RenderLimit({ concurrency: 2, perAddress: 2 }) },
    onRenderCacheEvent: (event, cache) => cacheEvents.push(`${cache} ${event}`),
    // The console (React Router's): its route discovery keeps its own parameters.
    render: async (request: Request) => {
      const url = new URL(request.url);
      renders.push(url.pathname + url.search);
      return new Response("{}", { headers: { "Content-Type": "application/json" } });
    },
    site: fakeSite(ROUTES, async (request: Request, context: AppContext) => {
      const url = new URL(request.url);
      renders.push(url.pathname + url.search);
      limited.push(context.searchLimited ?? false);
      if (url.pathname.startsWith("/lento/")) await slowGate;
      const cities = await context.catalogue.activeCities();
      const status = context.searchLimited ? 429 : url.pathname === "/nada" ? 404 : 200;
      const headers: Record<string, string> = { "Content-Type": "text/html; charset=utf-8" };
      if (url.pathname === "/biscoito") headers["Set-Cookie"] = "x=1";
      // As Astro answers: its CSP header lists the hashes of the inline scripts it put in the page (and of
      // none that text from elsewhere could hold).
      headers["Content-Security-Policy"] =
        `script-src 'self' 'sha256-${scriptHash(THEME_SCRIPT)}' 'sha256-${scriptHash(ISLANDS_SCRIPT)}'; style-src 'self'`;
      return new Response(
        `<html><head><script>${THEME_SCRIPT}</script>` +
          `<script type="module" src="/_astro/entry.js"></script></head>` +
          `<body><p>${cities.length} cidades em ${url.pathname}${url.search}</p>${FILLER}` +
          `<script>${ISLANDS_SCRIPT}</script><script>injected()</script></body></html>`,
        { status, headers },
      );
    }),
  });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = async (url: string, headers: Record<string, string> = {}, address = "198.51.100.7") =>
  app.request(url, { headers }, fromAddress(address));
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());
const BROWSER = { "accept-encoding": "gzip, deflate, br, zstd" };

describe("the page render cache", () => {
  it("sends every visitor the same stored bytes, in brotli, gzip or plain", async () => {
    renders = [];
    const first = await get("/", BROWSER);
    const second = await get("/", BROWSER);
    expect(renders).toEqual(["/"]);
    expect(first.headers.get("content-encoding")).toBe("br");
    expect(first.headers.get("vary")).toBe("Accept-Encoding");
    const [firstBody, secondBody] = [await bytes(first), await bytes(second)];
    expect(secondBody.equals(firstBody)).toBe(true);
    expect(first.headers.get("content-length")).toBe(String(firstBody.length));

    const gzipOnly = [
      await get("/", { "accept-encoding": "gzip" }),
      await get("/", { "accept-encoding": "gzip" }),
    ];
    expect(gzipOnly.map((r) => r.headers.get("content-encoding"))).toEqual(["gzip", "gzip"]);
    const [gzipA, gzipB] = [await bytes(gzipOnly[0]!), await bytes(gzipOnly[1]!)];
    expect(gzipB.equals(gzipA)).toBe(true);

    const plain = [await get("/"), await get("/")];
    expect(plain.map((r) => r.headers.get("content-encoding"))).toEqual([null, null]);
    const [plainA, plainB] = [await bytes(plain[0]!), await bytes(plain[1]!)];
    expect(plainB.equals(plainA)).toBe(true);

    // The three are one page.
    expect(brotliDecompressSync(firstBody).equals(plainA)).toBe(true);
    expect(gunzipSync(gzipA).equals(plainA)).toBe(true);
    expect(renders).toEqual(["/"]);
    // Same policy on every hit too.
    expect(second.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
  });

  it("lets only the inline scripts the site listed run, by their hashes, in the server's own policy", async () => {
    const response = await get("/");
    const csp = response.headers.get("content-security-policy") ?? "";
    const scriptSrc = csp.split("; ").find((directive) => directive.startsWith("script-src "));
    // Not the script the page holds but the site did not list (as text from elsewhere could be).
    expect(scriptSrc).toBe(
      `script-src 'self' 'sha256-${scriptHash(THEME_SCRIPT)}' 'sha256-${scriptHash(ISLANDS_SCRIPT)}'`,
    );
    expect(csp).not.toMatch(/nonce-/);
    // The server's whole policy, not the site's: styles, frames, reports.
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("gives a page rendered per request (a staff visitor's) the same policy of its hashes", async () => {
    const response = await get("/", { cookie });
    expect(response.headers.get("cache-control")).toBeNull();
    expect(response.headers.get("content-security-policy")).toContain(
      `script-src 'self' 'sha256-${scriptHash(THEME_SCRIPT)}' 'sha256-${scriptHash(ISLANDS_SCRIPT)}'`,
    );
  });

  it("has stored a page by the time its first answer arrives, so no test or visitor waits for it", async () => {
    cacheEvents = [];
    const first = await get("/blog?q=primeira");
    expect(first.status).toBe(200);
    // A free-text parameter's pages go to the smaller cache, with the searches.
    expect(cacheEvents).toEqual(["search miss", "search store"]);
    renders = [];
    await get("/blog?q=primeira");
    expect(renders).toEqual([]);
    expect(cacheEvents.at(-1)).toBe("search hit");
  });

  it("renders a page once whatever parameters it does not read are added", async () => {
    await get("/");
    await get("/blog?q=wifi");
    renders = [];
    const pages = await Promise.all(
      ["/?x=1", "/?x=2&utm_source=a", "/?q=wifi", "/blog?q=wifi&x=3", "/blog?x=4&q=wifi"].map((url) =>
        get(url).then((r) => r.text()),
      ),
    );
    expect(renders).toEqual([]);
    expect(pages[0]).toContain("cidades em /<");
    expect(pages[3]).toContain("cidades em /blog?q=wifi<");
  });

  it("renders a page for the parameters it declares, without the others", async () => {
    renders = [];
    await get("/blog?utm_source=x&q=roteador&fbclid=y");
    expect(renders).toEqual(["/blog?q=roteador"]);
  });

  it("renders again after a console write", async () => {
    await get("/");
    renders = [];
    const edit = await app.request(
      "/api/admin/plans/1/status",
      jsonRequest(
        "PATCH",
        { isActive: true, expectedUpdatedAt: await planVersion(server, cookie, 1) },
        cookie,
      ),
    );
    expect(edit.status).toBeLessThan(400);
    await get("/");
    expect(renders).toEqual(["/"]);
  });

  it("does not cache signed-in visitors, console pages, errors or answers that set cookies", async () => {
    await get("/");
    await get("/intranet");
    await get("/nada");
    await get("/biscoito");
    renders = [];
    cacheEvents = [];
    await get("/", { cookie });
    await get("/intranet");
    await get("/nada");
    await get("/biscoito");
    expect(renders).toEqual(["/", "/intranet", "/nada", "/biscoito"]);
    // A stored page is stored before its answer goes out (see above): none of these was kept.
    expect(cacheEvents).not.toContain("pages store");
  });

  it("answers HEAD and visitors carrying other cookies from what a GET stored", async () => {
    const stored = await get("/", BROWSER);
    const length = (await bytes(stored)).length;
    renders = [];
    const head = await app.request("/", { method: "HEAD", headers: BROWSER }, fromAddress("198.51.100.7"));
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(length));
    expect(await head.text()).toBe("");
    const withAnalytics = await get("/", { ...BROWSER, cookie: "_ga=GA1.2.3; tema=escuro" });
    expect(await bytes(withAnalytics)).toEqual(await bytes(await get("/", BROWSER)));
    expect(renders).toEqual([]);
    // A HEAD that misses renders for itself and stores nothing: the next GET renders the page.
    await app.request("/blog?q=cabeca", { method: "HEAD" }, fromAddress("198.51.100.7"));
    expect(renders).toEqual(["/blog?q=cabeca"]);
    await get("/blog?q=cabeca");
    expect(renders).toEqual(["/blog?q=cabeca", "/blog?q=cabeca"]);
  });

  it("does not hand a visitor who comes after a write the page a render begun before it", async () => {
    let release = () => {};
    slowGate = new Promise((resolve) => {
      release = resolve;
    });
    renders = [];
    const before = get("/lento/9");
    await expect.poll(() => renders.length).toBe(1);
    const edit = await app.request(
      "/api/admin/plans/1/status",
      jsonRequest(
        "PATCH",
        { isActive: true, expectedUpdatedAt: await planVersion(server, cookie, 1) },
        cookie,
      ),
    );
    expect(edit.status).toBeLessThan(400);
    const after = get("/lento/9");
    // The second visitor's request starts a render of its own instead of waiting for the first one.
    await expect.poll(() => renders.length).toBe(2);
    release();
    slowGate = Promise.resolve();
    expect((await before).status).toBe(200);
    expect((await after).status).toBe(200);
    expect(renders).toEqual(["/lento/9", "/lento/9"]);
  });

  it("renders once for many visitors who miss the same page at once", async () => {
    renders = [];
    await get("/api/health");
    const edit = await app.request(
      "/api/admin/plans/1/status",
      jsonRequest(
        "PATCH",
        { isActive: true, expectedUpdatedAt: await planVersion(server, cookie, 1) },
        cookie,
      ),
    );
    expect(edit.status).toBeLessThan(400);
    const bodies = await Promise.all(Array.from({ length: 5 }, () => get("/").then(bytes)));
    expect(renders).toEqual(["/"]);
    expect(bodies.every((body) => body.equals(bodies[0]!))).toBe(true);
  });

  it("leaves React Router's route discovery its own parameters", async () => {
    renders = [];
    await get("/__manifest?paths=%2Fplanos%2Fvitoria-es&version=abc");
    expect(renders).toEqual(["/__manifest?paths=%2Fplanos%2Fvitoria-es&version=abc"]);
  });
});

describe("renders under a limit", () => {
  it("runs two renders at once, queues one, and answers 503 beyond", async () => {
    let release: () => void = () => {};
    slowGate = new Promise((resolve) => {
      release = resolve;
    });
    renders = [];
    const waiting = [get("/lento/1"), get("/lento/2"), get("/lento/3")];
    // The first two are rendering and the third waits: the app has called render twice.
    await expect.poll(() => renders.length).toBe(2);
    expect(renderLimit.load).toEqual({ running: 2, queued: 1 });
    const refused = await get("/lento/4");
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("5");
    expect(await refused.text()).toContain("Tente novamente em alguns segundos");
    // A cached page is still answered while the renders wait.
    const cached = await get("/");
    expect(cached.status).toBe(200);
    release();
    expect((await Promise.all(waiting)).map((r) => r.status)).toEqual([200, 200, 200]);
    expect(renders).toEqual(["/lento/1", "/lento/2", "/lento/3"]);
    slowGate = Promise.resolve();
  });
});

describe("the site search", () => {
  it("answers one normalised query from one entry", async () => {
    renders = [];
    const first = await get("/busca?q=%20Fibra%20%20%C3%93ptica", {}, "203.0.113.1");
    const second = await get("/busca?q=fibra+%C3%B3ptica&x=1", {}, "203.0.113.1");
    expect(first.status).toBe(200);
    expect(await bytes(second)).toEqual(await bytes(first));
    expect(renders).toEqual(["/busca?q=fibra+%C3%B3ptica"]);
  });

  it("limits searches per address, IPv6 by its /64, with a 429 page rendered once", async () => {
    renders = [];
    limited = [];
    const statuses: number[] = [];
    // Ten at once are allowed; the eleventh and later wait for the bucket to refill.
    for (let i = 0; i < 12; i++) {
      const address = `2001:db8:7:7::${i + 1}`;
      statuses.push((await get(`/busca?q=termo${i}`, {}, address)).status);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
    const refused = await get("/busca?q=outro", {}, "2001:db8:7:7:ffff::1");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("10");
    expect(refused.headers.get("cache-control")).toBe("no-store");
    // Rendered once, with the search page told to refuse, then served from the cache.
    expect(limited.filter(Boolean)).toEqual([true]);
    expect(renders.at(10)).toBe("/busca");
    // Another address still searches; the empty search page is not limited.
    expect((await get("/busca?q=outro", {}, "2001:db8:7:8::1")).status).toBe(200);
    expect((await get("/busca", {}, "2001:db8:7:7::1")).status).toBe(200);
  });
});

describe("cache keys", () => {
  const match = publicPageMatcher(fakeSite(ROUTES, () => new Response()));
  it("keep only declared parameters, search text normalised", () => {
    const blog = match("/blog")!;
    expect(blog.queryParams).toEqual(["categoria=*", "pagina=*", "q"]);
    expect(canonicalPageUrl(new URL("http://x/blog?z=1&q=A%20B"), blog).href).toBe("http://x/blog?q=a+b");
    const search = match("/busca")!;
    expect(canonicalPageUrl(new URL("http://x/busca?q=%20A%20%20B%20"), search).href).toBe(
      "http://x/busca?q=a+b",
    );
    expect(canonicalPageUrl(new URL("http://x/busca?q=%20%20"), search).href).toBe("http://x/busca");
    // The console's paths are not the site's: React Router answers them.
    expect(isConsolePath("/intranet/planos")).toBe(true);
    expect(isConsolePath("/auth")).toBe(true);
    expect(isConsolePath("/intranet-x")).toBe(false);
    // An address no page matches is the 404's, one stored answer for all.
    expect(match("/sumiu/de/vez")).toMatchObject({ route: "/404", sharedNotFound: { route: "/404" } });
    expect(normaliseSearch("  Fibra\t ÓPTICA ")).toBe("fibra óptica");
  });

  it("keep a parameter declared with its value only when it has that value", () => {
    const portal = { route: "/cliente", queryParams: ["portal=aberto"], search: false };
    expect(canonicalPageUrl(new URL("http://x/cliente?portal=aberto&x=1"), portal).href).toBe(
      "http://x/cliente?portal=aberto",
    );
    expect(canonicalPageUrl(new URL("http://x/cliente?portal=1"), portal).href).toBe("http://x/cliente");
    expect(canonicalPageUrl(new URL("http://x/cliente?portal="), portal).href).toBe("http://x/cliente");
  });
});

describe("the hashes of a page's scripts", () => {
  it("are the ones the site's CSP header lists for script-src, and only those", () => {
    expect(
      scriptHashesOf(
        "default-src 'self'; script-src 'self' 'sha256-AAA=' 'sha256-B+/9='; style-src 'sha256-CCC='",
      ),
    ).toEqual(["AAA=", "B+/9="]);
    expect(scriptHashesOf(null)).toEqual([]);
  });

  it("are kept only for the inline scripts the page holds (issue 70)", () => {
    const hash = (text: string) => createHash("sha256").update(text).digest("base64");
    const run = 'document.documentElement.dataset.x="1"';
    const module = "import('/a.js')";
    const html = `<!doctype html><head><script>${run}</script><script type="module" src="/b.js"></script></head><body><script type="module">${module}</script><script type="application/json">{"a":1}</script></body>`;
    const elsewhere = hash("console.log('another page')");
    expect(hashesInPage(html, [hash(run), elsewhere, hash(module)])).toEqual([hash(run), hash(module)]);
    // A script whose text differs by a byte is not the one hashed.
    expect(hashesInPage(html.replace('"1"', '"2"'), [hash(run)])).toEqual([]);
    expect(hashesInPage(html, [])).toEqual([]);
  });
});

describe("a stored page's bytes", () => {
  const csp = { csp: () => "default-src 'self'" };
  const html = (text: string) =>
    new Response(text, { headers: { "content-type": "text/html; charset=utf-8" } });

  it("keeps a large page compressed only, and inflates it for a client that takes no encoding (issue 70)", async () => {
    const text = `<!doctype html><p>${"Internet fibra na sua cidade. ".repeat(4000)}</p>`;
    const page = (await storedPage(html(text), Buffer.from(text), [], csp))!;
    expect(page.identity).toBeUndefined();
    expect(page.size).toBe(page.br!.length + page.gzip!.length);
    expect(page.size).toBeLessThan(text.length / 10);
    expect(storedBody(page, undefined)).toEqual({ body: Buffer.from(text), encoding: "identity" });
    expect(storedBody(page, "gzip").body).toBe(page.gzip);
    expect(storedBody(page, "br, gzip").body).toBe(page.br);
  });

  it("keeps a page too small to compress as it is", async () => {
    const page = (await storedPage(html("<p>Oi</p>"), Buffer.from("<p>Oi</p>"), [], csp))!;
    expect(page.br).toBeUndefined();
    expect(storedBody(page, "br, gzip")).toEqual({ body: Buffer.from("<p>Oi</p>"), encoding: "identity" });
  });
});

describe("the render cache's bounds", () => {
  const stored = (size: number): StoredPage => ({
    status: 200,
    identity: Buffer.alloc(size),
    headers: [],
    size,
  });

  it("drops the least recently used page to stay within its size", () => {
    const cache = new RenderCache(10, 3 * 1000);
    cache.set("/a", stored(1000), cache.generation);
    cache.set("/b", stored(1000), cache.generation);
    cache.set("/c", stored(1000), cache.generation);
    // /a is asked for again: /b is now the one no one asked for longest.
    expect(cache.get("/a")).toBeDefined();
    cache.set("/d", stored(1000), cache.generation);
    expect(cache.size).toBe(3);
    expect(cache.get("/b")).toBeUndefined();
    expect(cache.get("/a")).toBeDefined();
    expect(cache.get("/d")).toBeDefined();
    expect(cache.stats).toMatchObject({ evictions: 1, stores: 4 });
  });

  it("keeps no page rendered before the catalogue changed", () => {
    const cache = new RenderCache();
    const generation = cache.generation;
    cache.clear();
    cache.set("/a", stored(10), generation);
    expect(cache.get("/a")).toBeUndefined();
  });
});

describe("the site's origin in a cached page", () => {
  it("is PUBLIC_URL's whatever Host a request names", async () => {
    const origins: string[] = [];
    const withPublicUrl = createTestApp({
      config: { trustProxy: true, publicUrl: "https://provedor.example", dataDir: dir },
      database: server.database,
      catalogue: server.catalogue,
      auth: server.auth,
      logger: createLogger("silent"),
      clientDirs: [dir],
      site: fakeSite(ROUTES, (_request, context) => {
        origins.push(context.siteOrigin);
        return new Response(`<link rel="canonical" href="${context.siteOrigin}/">`, {
          headers: { "Content-Type": "text/html; charset=utf-8" },
        });
      }),
    });
    const first = await withPublicUrl.request("http://evil.example/", {
      headers: { "x-forwarded-host": "x.example" },
    });
    const second = await withPublicUrl.request("http://other.example/");
    expect(await first.text()).toBe('<link rel="canonical" href="https://provedor.example/">');
    expect(await second.text()).toBe('<link rel="canonical" href="https://provedor.example/">');
    // One entry for both: the Host is not part of the page.
    expect(origins).toEqual(["https://provedor.example"]);
  });
});
