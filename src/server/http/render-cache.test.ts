import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../logger";
import {
  createTestServer,
  jsonRequest,
  planVersion,
  staffCookie,
  type TestServer,
} from "../testing/test-server";
import { createApp } from "./app";
import type { AppContext } from "./app-context";
import { pagePathOf } from "./render-cache";

const ROUTES = {
  root: { id: "root", path: "" },
  "routes/public-layout": { id: "routes/public-layout", parentId: "root" },
  "routes/home": { id: "routes/home", parentId: "routes/public-layout", index: true },
  "routes/not-found": { id: "routes/not-found", parentId: "routes/public-layout", path: "*" },
  "routes/intranet": { id: "routes/intranet", parentId: "root", path: "intranet" },
};

// Pages are over a kilobyte, the size below which nothing is compressed.
const FILLER = `<p>${"Internet fibra, combos e câmeras. ".repeat(40)}</p>`;
let server: TestServer;
let cookie: string;
let renders: string[] = [];
let app: ReturnType<typeof createApp>;
const dir = mkdtempSync(path.join(tmpdir(), "vitrine-render-"));

beforeAll(async () => {
  server = await createTestServer();
  cookie = await staffCookie(server);
  app = createApp({
    config: { trustProxy: false, publicUrl: undefined, dataDir: dir },
    database: server.database,
    catalogue: server.catalogue,
    auth: server.auth,
    logger: createLogger("silent"),
    clientDir: dir,
    routeTable: async () => ROUTES,
    render: async (request: Request, context: AppContext) => {
      const url = new URL(request.url);
      renders.push(url.pathname);
      const cities = await context.catalogue.activeCities();
      const status = url.pathname === "/nada" ? 404 : 200;
      const headers: Record<string, string> = { "Content-Type": "text/html; charset=utf-8" };
      if (url.searchParams.has("cookie")) headers["Set-Cookie"] = "x=1";
      return new Response(
        `<html><script nonce="${context.cspNonce}">1</script><p>${cities.length} cidades</p>${FILLER}</html>`,
        { status, headers },
      );
    },
  });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const page = async (url: string, init?: RequestInit) => {
  const response = await app.request(url, init);
  return { status: response.status, html: await response.text(), headers: response.headers };
};
const nonceOf = (html: string) => /nonce="([^"]+)"/.exec(html)?.[1];

describe("the page render cache", () => {
  it("renders a public page once and gives every later visitor a fresh nonce", async () => {
    renders = [];
    const first = await page("/");
    await new Promise((resolve) => setTimeout(resolve, 10));
    const second = await page("/");
    const third = await page("/");
    expect(renders).toEqual(["/"]);
    expect(second.html.replace(/nonce="[^"]+"/, "")).toBe(first.html.replace(/nonce="[^"]+"/, ""));
    expect(new Set([nonceOf(first.html), nonceOf(second.html), nonceOf(third.html)]).size).toBe(3);
    expect(second.headers.get("content-type")).toMatch(/text\/html/);
  });

  it("answers a browser from the cache in gzip, with the fresh nonce inside", async () => {
    await page("/");
    await new Promise((resolve) => setTimeout(resolve, 10));
    renders = [];
    const response = await app.request("/", { headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
    expect(renders).toEqual([]);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("vary")).toMatch(/accept-encoding/i);
    const html = gunzipSync(Buffer.from(await response.arrayBuffer())).toString();
    const plain = await page("/");
    expect(html.replace(/nonce="[^"]+"/, "")).toBe(plain.html.replace(/nonce="[^"]+"/, ""));
    expect(nonceOf(html)).not.toBe(nonceOf(plain.html));
    expect(html).toContain(`nonce="${nonceOf(html)}"`);
  });

  it("renders again after a console write", async () => {
    await page("/");
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
    await page("/");
    expect(renders).toEqual(["/"]);
  });

  it("does not cache signed-in visitors, console pages, errors or answers that set cookies", async () => {
    await page("/");
    await page("/intranet");
    await page("/nada");
    await page("/?cookie=1");
    await new Promise((resolve) => setTimeout(resolve, 10));
    renders = [];
    await page("/", { headers: { cookie } });
    await page("/intranet");
    await page("/nada");
    await page("/?cookie=1");
    expect(renders).toEqual(["/", "/intranet", "/nada", "/"]);
  });

  it("maps React Router data URLs to their page", () => {
    expect(pagePathOf("/_root.data")).toBe("/");
    expect(pagePathOf("/planos.data")).toBe("/planos");
    expect(pagePathOf("/planos")).toBe("/planos");
  });
});

describe("the render cache's bounds", () => {
  it("drops the oldest pages to stay within its size", async () => {
    const { RenderCache } = await import("./render-cache");
    const cache = new RenderCache(10, 3 * 1000);
    const page = () => new Response("x".repeat(1000), { headers: { "Content-Type": "text/html" } });
    for (const key of ["/a", "/b", "/c", "/d"]) {
      await cache.store(key, "n", page()).text();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(cache.size).toBe(3);
    expect(cache.get("/a", "m")).toBeUndefined();
    expect(cache.get("/d", "m")).toBeDefined();
  });
});
