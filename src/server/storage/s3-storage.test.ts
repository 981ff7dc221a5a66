// Uploads in an S3-compatible bucket (issue 38, decision 0032): an image uploaded through one server is
// served by another process on another data directory, with the headers the disk storage gives it; with
// S3_PUBLIC_URL the site sends browsers to the bucket and its pages' CSP lets them.
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BANNER_IMAGE_WIDTHS } from "../../domain/images";
import { fakeSite } from "../testing/fake-site";
import { startTestS3, type TestS3 } from "../testing/s3-server";
import { type ServerProcess, startServerProcess } from "../testing/server-process";
import { createTestServer, ORIGIN, staffCookie, type TestServer } from "../testing/test-server";
import { s3Storage } from "./s3-storage";

let s3: TestS3;
let bucket: Awaited<ReturnType<typeof s3Storage>>;
/** A middleware the bucket client's stack takes (the SDK's types are a union no function literal fits). */
type Middleware = Parameters<typeof bucket.client.middlewareStack.addRelativeTo>[0];
let first: TestServer;
let onDisk: TestServer;
let cookie: string;
let second: ServerProcess | undefined;
const secondDataDir = mkdtempSync(path.join(tmpdir(), "vitrine-second-"));

beforeAll(async () => {
  s3 = await startTestS3();
  bucket = await s3Storage(s3.config("site"));
  first = await createTestServer({ seed: false, storage: bucket });
  onDisk = await createTestServer({ seed: false });
  cookie = await staffCookie(first);
});
afterAll(async () => {
  await second?.stop();
  await first?.close();
  await onDisk?.close();
  await s3?.close();
  rmSync(secondDataDir, { recursive: true, force: true });
});

const banner = () =>
  sharp({ create: { width: 1700, height: 500, channels: 3, background: "#0a7" } })
    .png()
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer));

async function upload(server: TestServer, serverCookie: string): Promise<string> {
  const form = new FormData();
  form.set(
    "file",
    new File([(await banner()) as Uint8Array<ArrayBuffer>], "faixa.png", { type: "image/png" }),
  );
  const response = await server.app.request("/api/admin/uploads/banners", {
    method: "POST",
    headers: { cookie: serverCookie, origin: ORIGIN },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

const servedHeaders = (response: Response) =>
  Object.fromEntries(["content-type", "cache-control"].map((name) => [name, response.headers.get(name)]));

describe("STORAGE_URL=s3://vitrine/site", () => {
  let url: string;

  it("stores every width of an upload in the bucket, under the prefix, and serves it from the site", async () => {
    url = await upload(first, cookie);
    expect(url).toMatch(/^\/uploads\/banners\/[0-9a-f]{24}-1600\.webp$/);
    const keys: string[] = [];
    for await (const key of (await s3Storage(s3.config("site"))).list()) keys.push(key);
    const name = url.slice("/uploads/".length).replace("-1600.webp", "");
    expect(keys.sort()).toEqual(BANNER_IMAGE_WIDTHS.map((width) => `${name}-${width}.webp`).sort());
    // Nothing went outside the prefix.
    const everything: string[] = [];
    for await (const key of (await s3Storage(s3.config(""))).list()) everything.push(key);
    expect(everything).toEqual([]);

    const served = await first.app.request(url);
    expect(served.status).toBe(200);
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect(Number(served.headers.get("content-length"))).toBe(bytes.byteLength);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "webp", width: 1600 });
  });

  it("answers with the headers the data directory's files get", async () => {
    const diskUrl = await upload(onDisk, await staffCookie(onDisk));
    const fromDisk = await onDisk.app.request(diskUrl);
    const fromBucket = await first.app.request(url);
    expect(fromDisk.status).toBe(200);
    expect(servedHeaders(fromBucket)).toEqual(servedHeaders(fromDisk));
    expect(servedHeaders(fromBucket)).toEqual({
      "content-type": "image/webp",
      "cache-control": "public, max-age=31536000, immutable",
    });
    for (const server of [first, onDisk]) {
      const missing = await server.app.request("/uploads/banners/000000000000000000000000-640.webp");
      expect(missing.status).toBe(404);
      const outside = await server.app.request("/uploads/..%2Fauth-secret");
      expect(outside.status).toBe(404);
    }
  });

  it("is served by a second server process on another data directory", async () => {
    second = await startServerProcess({
      DATA_DIR: secondDataDir,
      ...s3.env("site"),
      // Sharing the first server's PostgreSQL when the suite runs on it; its own PGlite otherwise.
      ...(first.databaseUrl ? { DATABASE_URL: first.databaseUrl } : {}),
    });
    const direct = await first.app.request(url);
    const fromSecond = await fetch(second.url + url);
    expect(fromSecond.status).toBe(200);
    expect(servedHeaders(fromSecond)).toEqual(servedHeaders(direct));
    expect(new Uint8Array(await fromSecond.arrayBuffer())).toEqual(
      new Uint8Array(await direct.arrayBuffer()),
    );
  });

  it("keeps no file of it in either server's data directory", async () => {
    for (const dataDir of [first.dataDir, secondDataDir]) {
      const uploads = path.join(dataDir, "uploads");
      expect(existsSync(uploads) ? readdirSync(uploads, { recursive: true }) : []).toEqual([]);
    }
  });

  it("answers HEAD from the object's metadata, without fetching its bytes", async () => {
    const commands = watchCommands();
    const head = await first.app.request(url, { method: "HEAD" });
    const get = await first.app.request(url);
    const bytes = new Uint8Array(await get.arrayBuffer());
    expect(head.status).toBe(200);
    expect(servedHeaders(head)).toEqual(servedHeaders(get));
    expect(head.headers.get("content-length")).toBe(String(bytes.byteLength));
    expect(commands).toEqual(["HeadObjectCommand", "GetObjectCommand"]);
    expect(
      (await first.app.request("/uploads/banners/000000000000000000000000-640.webp", { method: "HEAD" }))
        .status,
    ).toBe(404);
  });

  it("sends no Content-Length when the bucket gave none, and the whole image", async () => {
    // What a store answering in chunks sends: no length of the object at all (taken off the raw answer
    // before the SDK reads it).
    const dropLength = (next: (args: unknown) => Promise<{ response: unknown }>) => async (args: unknown) => {
      const result = await next(args);
      const { headers } = result.response as { headers: Record<string, string> };
      delete headers["content-length"];
      return result;
    };
    bucket.client.middlewareStack.addRelativeTo(dropLength as unknown as Middleware, {
      relation: "after",
      toMiddleware: "deserializerMiddleware",
      name: "dropContentLength",
    });
    try {
      const served = await first.app.request(url);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-length")).toBeNull();
      const bytes = new Uint8Array(await served.arrayBuffer());
      expect(await sharp(bytes).metadata()).toMatchObject({ format: "webp", width: 1600 });
    } finally {
      bucket.client.middlewareStack.remove("dropContentLength");
    }
  });
});

/** The S3 commands the site's bucket client sends from now on, by name. */
function watchCommands(): string[] {
  const seen: string[] = [];
  bucket.client.middlewareStack.remove("watchCommands");
  bucket.client.middlewareStack.add(
    (next, context) => async (args) => {
      seen.push(String(context.commandName));
      return next(args);
    },
    { step: "initialize", name: "watchCommands" },
  );
  return seen;
}

describe("S3_PUBLIC_URL", () => {
  it("sends browsers to the bucket's address, which the pages' CSP allows for images", async () => {
    const publicUrl = "https://imagens.example.com.br/vitrine";
    const server = await createTestServer({
      seed: false,
      storage: await s3Storage(s3.config("site", publicUrl)),
      site: fakeSite(
        ["/", "/404"],
        () => new Response("<!doctype html><p>ok</p>", { headers: { "content-type": "text/html" } }),
      ),
    });
    try {
      const key = "banners/0123456789abcdef01234567-640.webp";
      const response = await server.app.request(`/uploads/${key}`);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(`${publicUrl}/site/${key}`);
      const page = await server.app.request("/");
      expect(page.headers.get("content-security-policy")).toContain(
        "img-src 'self' data: blob: https://imagens.example.com.br;",
      );
    } finally {
      await server.close();
    }
  });
});
