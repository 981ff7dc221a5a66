import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, createGunzip, gunzipSync, gzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cities } from "../db/schema";
import { createLogger } from "../logger";
import { createTestApp } from "../testing/test-app";
import { createTestServer, type TestServer } from "../testing/test-server";
import { compression, negotiateEncoding } from "./compression";

let server: TestServer;
let plansUrl: string;
beforeAll(async () => {
  server = await createTestServer();
  const [city] = await server.database.db.select().from(cities).where(eq(cities.name, "Vitória"));
  plansUrl = `/api/cities/${city!.id}/plans`;
});
afterAll(() => server.close());

const get = (url: string, acceptEncoding?: string) =>
  server.app.request(url, { headers: acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {} });

describe("negotiateEncoding", () => {
  it("prefers brotli, honours q-values and falls back to identity", () => {
    expect(negotiateEncoding("gzip, deflate, br")).toBe("br");
    expect(negotiateEncoding("gzip, br;q=0")).toBe("gzip");
    expect(negotiateEncoding("br;q=0.5, gzip;q=0.8")).toBe("gzip");
    expect(negotiateEncoding("*")).toBe("br");
    expect(negotiateEncoding("identity")).toBe("identity");
    expect(negotiateEncoding(undefined)).toBe("identity");
  });
});

describe("compressed JSON answers", () => {
  it("sends brotli to a client that accepts it", async () => {
    const response = await get(plansUrl, "gzip, deflate, br");
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("vary")).toMatch(/Accept-Encoding/i);
    const body = JSON.parse(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString());
    expect(body.plans.length).toBeGreaterThan(0);
  });

  it("sends gzip to a client that accepts only gzip", async () => {
    const response = await get(plansUrl, "gzip");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("vary")).toMatch(/Accept-Encoding/i);
    const body = JSON.parse(gunzipSync(Buffer.from(await response.arrayBuffer())).toString());
    expect(body.plans.length).toBeGreaterThan(0);
  });

  it("sends plain bytes, still with Vary, to a client that accepts no encoding", async () => {
    const response = await get(plansUrl);
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("vary")).toMatch(/Accept-Encoding/i);
    expect(((await response.json()) as { plans: unknown[] }).plans.length).toBeGreaterThan(0);
  });
});

describe("compression middleware", () => {
  const app = new Hono()
    .use(compression())
    .get("/tiny", (c) => c.json({ ok: true }))
    .get("/image", (c) => c.body(new Uint8Array(4096), 200, { "Content-Type": "image/png" }))
    .get("/stream", (c) => {
      let release: () => void = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(encoder.encode(`<p>${"part one ".repeat(200)}</p>`));
          await gate;
          controller.enqueue(encoder.encode("<p>part two</p>"));
          controller.close();
        },
      });
      streamGate = release;
      return c.body(body, 200, { "Content-Type": "text/html; charset=utf-8" });
    });
  let streamGate: () => void = () => {};

  it("leaves tiny bodies and images uncompressed", async () => {
    const tiny = await app.request("/tiny", { headers: { "Accept-Encoding": "br" } });
    expect(tiny.headers.get("content-encoding")).toBeNull();
    expect(await tiny.json()).toEqual({ ok: true });
    const image = await app.request("/image", { headers: { "Accept-Encoding": "br" } });
    expect(image.headers.get("content-encoding")).toBeNull();
  });

  it("keeps a streamed page streaming: the first part arrives before the rest is written", async () => {
    const response = await app.request("/stream", { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    const reader = response.body!.getReader();
    const gunzip = createGunzip();
    const text: string[] = [];
    gunzip.on("data", (chunk: Buffer) => text.push(chunk.toString()));
    const firstChunk = await reader.read();
    gunzip.write(firstChunk.value);
    // Decompression is asynchronous: give it time, however busy the machine.
    for (let waited = 0; !text.join("").includes("part one") && waited < 5000; waited += 10) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(text.join("")).toContain("part one");
    expect(text.join("")).not.toContain("part two");
    streamGate();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      gunzip.write(value);
    }
    await new Promise((resolve) => gunzip.end(resolve));
    expect(text.join("")).toContain("part two");
  });
});

describe("hashed assets, from the files compressed at build time", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "vitrine-assets-"));
  const source = `console.log(${JSON.stringify("x".repeat(5000))});`;
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "assets", "app-abc123.js"), source);
  writeFileSync(path.join(dir, "assets", "app-abc123.js.br"), brotliCompressSync(source));
  writeFileSync(path.join(dir, "assets", "app-abc123.js.gz"), gzipSync(source));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  // The app as the server builds it, with this directory as the browser build.
  const app = () =>
    createTestApp({
      config: { trustProxy: false, publicUrl: undefined, dataDir: dir },
      database: server.database,
      catalogue: server.catalogue,
      auth: server.auth,
      logger: createLogger("silent"),
      clientDirs: [dir],
    });

  it.each([
    ["gzip, deflate, br, zstd", "br", brotliDecompressSync],
    ["gzip", "gzip", gunzipSync],
    ["", null, (b: Buffer) => b],
  ] as const)("answers Accept-Encoding %j from the matching file", async (accept, encoding, decode) => {
    const response = await app().request("/assets/app-abc123.js", {
      headers: accept ? { "Accept-Encoding": accept } : {},
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe(encoding);
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(response.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // Never asked for again, so no date to ask with.
    expect(response.headers.get("last-modified")).toBeNull();
    expect(decode(Buffer.from(await response.arrayBuffer())).toString()).toBe(source);
  });

  it("does not serve files outside the build", async () => {
    const response = await app().request("/assets/..%2f..%2fetc%2fpasswd", {
      headers: { "Accept-Encoding": "br" },
    });
    expect(response.status).toBe(404);
  });
});
