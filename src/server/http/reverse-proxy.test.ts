// deploy/nginx/vitrine.conf, run by Debian's nginx in front of two server processes sharing PostgreSQL
// and an S3 bucket (issue 38): HTTP/2 over TLS, plain http redirected, HSTS and Secure cookies from the
// forwarded scheme, sign-in and a console write on either process, an upload above nginx's default body
// size, the app's own brotli bytes passed through, and the sign-in limit counting the address nginx saw
// (a client's own X-Forwarded-For buys nothing); with CDN_PURGE_URL, a console write's one purge. PostgreSQL only, like cluster.test.ts: two processes
// cannot share the embedded database. nginx must be installed (.ci/run installs it): without it the
// test fails, it is never skipped (docs/testing.md).
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import https from "node:https";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuth } from "../auth";
import { testDatabaseUrl } from "../config";
import { createLogger } from "../logger";
import { upsertStaffUser } from "../services/staff";
import { openTestDatabase, type TestDatabase } from "../testing/database-template";
import { createTestRelay, type TestRelay } from "../testing/referral-fixtures";
import { startTestS3, type TestS3 } from "../testing/s3-server";
import { freePort, type ServerProcess, startServerProcess, until } from "../testing/server-process";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const STAFF = { email: "comercial@example.com", password: "senha-forte-do-proxy" };
const SECRETS = { AUTH_SECRET: "s".repeat(40), REFERRAL_ENCRYPTION_KEY: "cd".repeat(32) };

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

describe.runIf(Boolean(testDatabaseUrl()))("deploy/nginx/vitrine.conf in front of two processes", () => {
  const work = mkdtempSync(path.join(tmpdir(), "vitrine-nginx-"));
  let database: TestDatabase;
  let s3: TestS3;
  let purges: TestRelay;
  const apps: ServerProcess[] = [];
  let nginx: ChildProcess | undefined;
  let nginxLog = "";
  let cert: Buffer;
  let httpsPort: number;
  let httpPort: number;
  let origin: string;
  let cookie = "";

  /** One request through nginx over https (no connection reuse), trusting the test's certificate. */
  const send = (
    method: string,
    pathname: string,
    headers: Record<string, string> = {},
    body?: Buffer | string,
  ): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const request = https.request(
        { host: "127.0.0.1", port: httpsPort, method, path: pathname, headers, ca: cert, agent: false },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      request.on("error", reject);
      request.end(body);
    });
  const write = (method: string, pathname: string, json: unknown, extra: Record<string, string> = {}) =>
    send(
      method,
      pathname,
      { "content-type": "application/json", origin, cookie, ...extra },
      JSON.stringify(json),
    );

  beforeAll(async () => {
    // Loud, not skipped: the CI installs nginx, and a run without it must not pass for having tested nothing.
    if (spawnSync("nginx", ["-v"]).error)
      throw new Error("nginx is not installed: apt-get install nginx (.ci/run does it on a fresh machine)");

    // The demo catalogue: its answers are large enough for the app to compress.
    database = await openTestDatabase("seeded");
    const auth = createAuth({
      db: database.database.db,
      secret: SECRETS.AUTH_SECRET,
      logger: createLogger("silent"),
    });
    await upsertStaffUser(auth, database.database.db, STAFF.email, STAFF.password, "comercial");
    s3 = await startTestS3();
    purges = await createTestRelay();
    for (const name of ["a", "b"]) {
      const dataDir = path.join(work, `data-${name}`);
      mkdirSync(dataDir);
      apps.push(
        await startServerProcess({
          DATABASE_URL: database.url ?? "",
          DATA_DIR: dataDir,
          TRUST_PROXY: "true",
          MIGRATE_ON_START: "false",
          ...SECRETS,
          ...s3.env("site"),
          CDN_PURGE_URL: purges.url,
          CDN_PURGE_TOKEN: "token-do-cdn",
        }),
      );
    }

    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=127.0.0.1",
        "-addext",
        "subjectAltName=IP:127.0.0.1",
        "-keyout",
        path.join(work, "privkey.pem"),
        "-out",
        path.join(work, "fullchain.pem"),
      ],
      { stdio: "ignore" },
    );
    cert = readFileSync(path.join(work, "fullchain.pem"));

    httpsPort = await freePort();
    httpPort = await freePort();
    origin = `https://127.0.0.1:${httpsPort}`;
    const [first, second] = apps.map((app) => new URL(app.url).host);
    const site = readFileSync(path.join(ROOT, "deploy/nginx/vitrine.conf"), "utf8")
      .replaceAll("www.seuprovedor.com.br", "127.0.0.1")
      .replaceAll("/etc/ssl/vitrine/", `${work}/`)
      .replace("server 127.0.0.1:3000", `server ${first}`)
      .replace("server 127.0.0.1:3001", `server ${second}`)
      .replaceAll(/^\s*listen \[::\].*$/gm, "")
      .replaceAll("listen 80;", `listen 127.0.0.1:${httpPort};`)
      .replaceAll("listen 443 ", `listen 127.0.0.1:${httpsPort} `);
    writeFileSync(path.join(work, "vitrine.conf"), site);
    const temp = (name: string) => `${name}_temp_path ${path.join(work, name)};`;
    writeFileSync(
      path.join(work, "nginx.conf"),
      [
        process.getuid?.() === 0 ? "user root;" : "",
        "daemon off;",
        "worker_processes 1;",
        `pid ${path.join(work, "nginx.pid")};`,
        `error_log ${path.join(work, "error.log")} warn;`,
        "events { worker_connections 256; }",
        `http { access_log off; ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join(" ")}`,
        `include ${path.join(work, "vitrine.conf")}; }`,
      ].join("\n"),
    );
    nginx = spawn(
      "nginx",
      ["-p", work, "-e", path.join(work, "error.log"), "-c", path.join(work, "nginx.conf")],
      {
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    nginx.stderr?.on("data", (chunk) => (nginxLog += chunk));
    const accepting = () =>
      new Promise<boolean>((resolve) => {
        const socket = connect(httpsPort, "127.0.0.1", () => {
          socket.destroy();
          resolve(true);
        });
        socket.on("error", () => resolve(false));
      });
    await until(async () => nginx?.exitCode !== null || (await accepting()), "nginx to listen", 20_000);
    if (nginx.exitCode !== null) throw new Error(`nginx did not start:\n${nginxLog}`);
  }, 120_000);

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = once(nginx, "exit");
      nginx.kill("SIGTERM");
      await exited;
    }
    for (const app of apps) await app.stop();
    await s3?.close();
    await purges?.down();
    await database?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it("speaks HTTP/2 over TLS, sends HSTS there, and sends plain http to https", async () => {
    const session = http2.connect(origin, { ca: cert });
    try {
      const stream = session.request({ ":path": "/api/health" });
      const [headers] = (await once(stream, "response")) as [http2.IncomingHttpHeaders];
      stream.resume();
      await once(stream, "end");
      expect(session.alpnProtocol).toBe("h2");
      expect(headers[":status"]).toBe(200);
      expect(headers["strict-transport-security"]).toBe("max-age=31536000");
    } finally {
      session.close();
    }
    const plain = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http
        .get({ host: "127.0.0.1", port: httpPort, path: "/planos?x=1", agent: false }, resolve)
        .on("error", reject),
    );
    plain.resume();
    expect(plain.statusCode).toBe(301);
    expect(plain.headers.location).toBe("https://127.0.0.1/planos?x=1");
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
  });

  it("serves pages from both processes", async () => {
    const pids = new Set<string>();
    for (let i = 0; i < 6 && pids.size < 2; i += 1) pids.add((await send("GET", "/")).body.toString());
    expect(pids).toEqual(new Set(apps.map((app) => `pid ${app.child.pid}`)));
  });

  it("signs staff in with a Secure session cookie, which both processes accept for a console write, purged at the CDN", async () => {
    const signIn = await write("POST", "/api/auth/sign-in/email", STAFF);
    expect(signIn.status, signIn.body.toString()).toBe(200);
    const cookies = signIn.headers["set-cookie"] ?? [];
    expect(cookies.length).toBeGreaterThan(0);
    for (const line of cookies) expect(line).toMatch(/;\s*Secure/i);
    cookie = cookies.map((line) => line.split(";")[0]).join("; ");

    const created = await write("POST", "/api/admin/cities", {
      name: "Proxylândia",
      state: "ES",
      isActive: true,
    });
    expect(created.status, created.body.toString()).toBe(201);
    // The write's purge, posted by one of the two processes (each hears of the write and looks).
    const { id } = (JSON.parse(created.body.toString()) as { city: { id: number } }).city;
    await until(() => purges.requests.length > 0, "the CDN purge", 15_000);
    expect(purges.requests.map((request) => JSON.parse(request.body))).toEqual([
      { tags: ["cities", `city-${id}`] },
    ]);
    expect(purges.requests[0]?.headers.authorization).toBe("Bearer token-do-cdn");
    // Each request may reach either process: every one sees the session and the new city.
    for (let i = 0; i < 4; i += 1) {
      const listed = await send("GET", "/api/admin/cities", { cookie });
      expect(listed.status).toBe(200);
      expect(listed.body.toString()).toContain("Proxylândia");
    }
  });

  it("takes an upload over nginx's default 1 MB body size and serves it from the bucket", async () => {
    const noise = randomBytes(760 * 760 * 3);
    const png = await sharp(noise, { raw: { width: 760, height: 760, channels: 3 } })
      .png()
      .toBuffer();
    expect(png.length).toBeGreaterThan(1024 * 1024);
    const form = new FormData();
    form.set("file", new File([new Uint8Array(png)], "foto.png", { type: "image/png" }));
    const multipart = new Request("http://localhost/", { method: "POST", body: form });
    const uploaded = await send(
      "POST",
      "/api/admin/uploads/banners",
      { origin, cookie, "content-type": multipart.headers.get("content-type") ?? "" },
      Buffer.from(await multipart.arrayBuffer()),
    );
    expect(uploaded.status, uploaded.body.toString()).toBe(201);
    const { url } = JSON.parse(uploaded.body.toString()) as { url: string };
    for (let i = 0; i < 2; i += 1) {
      const image = await send("GET", url);
      expect(image.status).toBe(200);
      expect(image.headers["content-type"]).toBe("image/webp");
      expect(image.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
  });

  it("passes the app's brotli bytes through as they are", async () => {
    const { cities } = (await (await fetch(`${apps[0]!.url}/api/cities`)).json()) as {
      cities: { id: number }[];
    };
    const plans = `/api/cities/${cities[0]?.id}/plans`;
    const viaProxy = await send("GET", plans, { "accept-encoding": "br" });
    expect(viaProxy.status).toBe(200);
    expect(viaProxy.headers["content-encoding"]).toBe("br");
    const direct = await fetch(`${apps[0]!.url}${plans}`);
    expect(JSON.parse(brotliDecompressSync(viaProxy.body).toString())).toEqual(await direct.json());
  });

  it("limits sign-ins by the address nginx saw, whatever X-Forwarded-For the client sends", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 5 && !statuses.includes(429); i += 1) {
      const attempt = await write(
        "POST",
        "/api/auth/sign-in/email",
        { email: `ninguem${i}@example.com`, password: "senha-errada-123" },
        { cookie: "", "x-forwarded-for": `203.0.113.${i}` },
      );
      statuses.push(attempt.status);
    }
    // Five addresses of its own choosing would each have had their three tries.
    expect(statuses).toContain(429);
    expect(statuses.length).toBeLessThanOrEqual(4);
  });
});
