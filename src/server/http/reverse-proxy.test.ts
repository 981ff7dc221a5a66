// deploy/nginx/vitrine.conf, run by Debian's nginx in front of two server processes sharing PostgreSQL
// and an S3 bucket (issue 38): HTTP/2 over TLS, plain http redirected (certbot's challenges answered),
// HSTS and Secure cookies from the forwarded scheme, the largest cache-tag headers the app sends, sign-in
// and a console write on either process, an upload above nginx's default body size, the app's own brotli
// bytes passed through, and the sign-in limit counting the address nginx saw (a client's own
// X-Forwarded-For buys nothing); with CDN_PURGE_URL, a console write's one purge; the commented real-IP
// block for a CDN is valid nginx. PostgreSQL only, like cluster.test.ts: two processes cannot share the
// embedded database. nginx must be installed (.ci/run installs it): without it the
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
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuth } from "../auth";
import { cityTag, MAX_HEADER_CHARS } from "../cache-tags";
import { testDatabaseUrl } from "../config";
import type { Db } from "../db/client";
import { cdnPurges } from "../db/schema";
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

/**
 * Adds active cities until /api/cities' tags ("cities" and each active city's) come within one tag of
 * MAX_HEADER_CHARS: the largest Cache-Tag and Surrogate-Key the app sends, before the servers start.
 */
async function fillCacheTags(db: Db): Promise<void> {
  const activeIds = async () =>
    ((await db.execute(sql`select id from cities where is_active order by id`)).rows as { id: number }[]).map(
      (row) => Number(row.id),
    );
  const length = (ids: number[]) => ["cities", ...ids.map(cityTag)].join(",").length;
  const room = MAX_HEADER_CHARS - length(await activeIds());
  await db.execute(sql`insert into cities (name, name_key, state)
    select 'Etiquetópolis ' || n, 'etiquetopolis ' || n, 'ES' from generate_series(1, ${Math.ceil(room / 8)}) n`);
  const ids = await activeIds();
  while (length(ids) > MAX_HEADER_CHARS) ids.pop();
  await db.execute(sql`delete from cities where id > ${ids.at(-1) ?? 0} and name like 'Etiquetópolis %'`);
}

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
    await fillCacheTags(database.database.db);
    s3 = await startTestS3();
    purges = await createTestRelay();
    httpsPort = await freePort();
    httpPort = await freePort();
    origin = `https://127.0.0.1:${httpsPort}`;
    for (const name of ["a", "b"]) {
      const dataDir = path.join(work, `data-${name}`);
      mkdirSync(dataDir);
      apps.push(
        await startServerProcess({
          DATABASE_URL: database.url ?? "",
          DATA_DIR: dataDir,
          TRUST_PROXY: "true",
          // As operations.md says to run it: the forwarded Host is the site's name without a port, and
          // the test's nginx listens on another port than 443.
          PUBLIC_URL: origin,
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

    const [first, second] = apps.map((app) => new URL(app.url).host);
    const site = readFileSync(path.join(ROOT, "deploy/nginx/vitrine.conf"), "utf8")
      .replaceAll("www.seuprovedor.com.br", "127.0.0.1")
      .replaceAll("/etc/ssl/vitrine/", `${work}/`)
      .replaceAll("/var/www/letsencrypt", path.join(work, "acme"))
      .replace("server 127.0.0.1:3000", `server ${first}`)
      .replace("server 127.0.0.1:3001", `server ${second}`)
      .replaceAll(/^\s*listen \[::\].*$/gm, "")
      .replaceAll("listen 80;", `listen 127.0.0.1:${httpPort};`)
      .replaceAll("listen 443 ", `listen 127.0.0.1:${httpsPort} `);
    writeFileSync(path.join(work, "vitrine.conf"), site);
    writeNginxConf("nginx.conf", "vitrine.conf");
    // The real-IP block as an operator behind a CDN turns it on (checked by the last test).
    writeFileSync(
      path.join(work, "vitrine-cdn.conf"),
      site.replaceAll(/^(\s*)# ((set_real_ip_from|real_ip_header) .*;)$/gm, "$1$2"),
    );
    writeNginxConf("nginx-cdn.conf", "vitrine-cdn.conf");
    mkdirSync(path.join(work, "acme/.well-known/acme-challenge"), { recursive: true });
    writeFileSync(path.join(work, "acme/.well-known/acme-challenge/token-123"), "token-123.chave");
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

  /** An nginx.conf in `work` around the site's file, as Debian's includes it (paths in `work`). */
  function writeNginxConf(name: string, site: string): void {
    const temp = (dir: string) => `${dir}_temp_path ${path.join(work, dir)};`;
    writeFileSync(
      path.join(work, name),
      [
        process.getuid?.() === 0 ? "user root;" : "",
        "daemon off;",
        "worker_processes 1;",
        `pid ${path.join(work, "nginx.pid")};`,
        `error_log ${path.join(work, "error.log")} warn;`,
        "events { worker_connections 256; }",
        `http { access_log off; ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join(" ")}`,
        `include ${path.join(work, site)}; }`,
      ].join("\n"),
    );
  }

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
    // certbot's http-01 challenge, over plain http, from its webroot.
    const challenge = await fetch(`http://127.0.0.1:${httpPort}/.well-known/acme-challenge/token-123`, {
      redirect: "manual",
    });
    expect(challenge.status).toBe(200);
    expect(await challenge.text()).toBe("token-123.chave");
  });

  it("passes the largest cache-tag headers the app sends (nginx's default 4 KB header buffer answers 502)", async () => {
    const answer = await send("GET", "/api/cities");
    expect(answer.status, readFileSync(path.join(work, "error.log"), "utf8")).toBe(200);
    const tags = String(answer.headers["cache-tag"]);
    // Within one tag of the cap: /api/cities names every active city (fillCacheTags).
    expect(tags.length).toBeGreaterThan(MAX_HEADER_CHARS - cityTag(99999).length - 1);
    expect(tags.length).toBeLessThanOrEqual(MAX_HEADER_CHARS);
    expect(answer.headers["surrogate-key"]).toBe(tags.replaceAll(",", " "));
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
    // Once its row says it was delivered, no process can post it again: one request, one delivery.
    const db = database.database.db;
    await until(
      async () => (await db.select().from(cdnPurges)).some((row) => row.status === "delivered"),
      "the CDN purge",
      30_000,
    );
    expect(purges.requests.map((request) => JSON.parse(request.body))).toEqual([
      { tags: ["cities", `city-${id}`] },
    ]);
    expect(purges.requests[0]?.headers.authorization).toBe("Bearer token-do-cdn");
    expect(await db.select().from(cdnPurges)).toMatchObject([
      { tags: ["cities", `city-${id}`], status: "delivered", attempts: 0, lastError: null },
    ]);
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

  it("takes the commented real-IP block for a CDN once uncommented", () => {
    const cdn = readFileSync(path.join(work, "vitrine-cdn.conf"), "utf8");
    expect(cdn).toMatch(/^\s*real_ip_header CF-Connecting-IP;$/m);
    const checked = spawnSync("nginx", ["-t", "-p", work, "-c", path.join(work, "nginx-cdn.conf")], {
      encoding: "utf8",
    });
    expect(checked.status, checked.stderr).toBe(0);
  });
});
