// Operations basics: request ids in answers and log lines, /api/ready naming what fails, /metrics in
// the Prometheus text format, open to loopback and to a bearer token only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseUrl } from "../config";
import type { Database } from "../db/client";
import { fakeSite } from "../testing/fake-site";
import {
  createTestServer,
  fromAddress,
  jsonRequest,
  memoryLogger,
  type TestServer,
} from "../testing/test-server";
import type { AppContext } from "./app-context";
import type { DeliveryWorkerStatus } from "./operations";

const TOKEN = "metrics-token-0123456789abcdef0123456789";
const log = memoryLogger();
let server: TestServer;
let worker: DeliveryWorkerStatus = "running";

beforeAll(async () => {
  server = await createTestServer({
    logger: log.logger,
    metricsToken: TOKEN,
    deliveryWorker: () => worker,
    site: fakeSite(["/", "/planos/[slug]", "/404"], (request: Request, context: AppContext) => {
      context.logger.info("rendering a page");
      return new Response(`<p>${new URL(request.url).pathname}</p>`, {
        headers: { "Content-Type": "text/html; charset=utf-8" },
      });
    }),
  });
});
afterAll(() => server.close());

type LogLine = { msg: string; requestId?: string; path?: string; route?: string };
const logLines = (): LogLine[] =>
  log
    .lines()
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LogLine);

describe("X-Request-Id", () => {
  it("is generated for every answer, and every log line of the request carries it", async () => {
    const page = await server.app.request("/planos/fibra-500");
    const api = await server.app.request("/api/cities");
    const missing = await server.app.request("/api/nada");
    const ids = [page, api, missing].map((response) => response.headers.get("x-request-id"));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(3);

    const pageId = ids[0];
    const linesOfPage = logLines().filter((line) => line.requestId === pageId);
    expect(linesOfPage.map((line) => line.msg).sort()).toEqual(["rendering a page", "request"]);
    const requestLines = logLines().filter((line) => line.msg === "request");
    for (const line of requestLines) expect(ids).toContain(line.requestId);
  });

  it("ignores a client's own id unless a trusted proxy sent it", async () => {
    const response = await server.app.request("/api/cities", {
      headers: { "x-request-id": "escolhido-pelo-cliente" },
    });
    expect(response.headers.get("x-request-id")).not.toBe("escolhido-pelo-cliente");
  });

  it("takes a trusted proxy's id when it is short and plain, and replaces one that is not", async () => {
    const proxied = await createTestServer({ seed: false, trustProxy: true, logger: log.logger });
    try {
      const kept = await proxied.app.request("/api/health", {
        headers: { "x-request-id": "nginx-4f1c2a9e7b" },
      });
      expect(kept.headers.get("x-request-id")).toBe("nginx-4f1c2a9e7b");
      expect(logLines().some((line) => line.requestId === "nginx-4f1c2a9e7b")).toBe(true);

      for (const bad of ["a b", "x".repeat(65), '{"msg":"forged"}', "<script>"]) {
        const response = await proxied.app.request("/api/health", { headers: { "x-request-id": bad } });
        expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
      }
    } finally {
      await proxied.close();
    }
  });

  it("is on refused writes and errors too", async () => {
    const refused = await server.app.request("/api/admin/plans", jsonRequest("POST", {}));
    expect(refused.status).toBe(401);
    expect(refused.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("/api/ready", () => {
  it("answers 200 when the database, the change feed and the delivery worker are up", async () => {
    worker = "running";
    const response = await server.app.request("/api/ready");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { status: string; failing: string[] };
    expect(body).toMatchObject({ status: "ready", failing: [], deliveryWorker: { status: "running" } });
  });

  it("answers 503 naming the delivery worker when its rounds fail", async () => {
    worker = "failing";
    try {
      const response = await server.app.request("/api/ready");
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ status: "not_ready", failing: ["delivery_worker"] });
    } finally {
      worker = "running";
    }
  });

  it("answers 503 naming the database when it does not answer, while /api/health stays the liveness check", async () => {
    const database = server.database as Database & { ping: () => Promise<boolean> };
    const realPing = database.ping;
    database.ping = async () => false;
    try {
      const response = await server.app.request("/api/ready");
      expect(response.status).toBe(503);
      const body = (await response.json()) as { failing: string[]; database: { up: boolean } };
      expect(body.failing).toEqual(["database"]);
      expect(body.database.up).toBe(false);
    } finally {
      database.ping = realPing;
    }
  });

  it.runIf(Boolean(testDatabaseUrl()))(
    "answers 503 naming the LISTEN connection when PostgreSQL's change feed is down",
    async () => {
      const database = server.database as Database & { listening: () => boolean | undefined };
      expect(database.listening()).toBe(true);
      const real = database.listening;
      database.listening = () => false;
      try {
        const response = await server.app.request("/api/ready");
        expect(response.status).toBe(503);
        expect(await response.json()).toMatchObject({
          failing: ["listen"],
          listen: { used: true, up: false },
        });
      } finally {
        database.listening = real;
      }
    },
  );
});

/**
 * Parses the Prometheus text exposition format strictly enough to catch a malformed answer. Special
 * values are matched without case, as Prometheus reads them (Go's ParseFloat): prom-client writes
 * an event-loop mean without samples yet as "Nan".
 */
function parsePrometheus(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  const sample =
    /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*",?)*\})? (-?[0-9.e+-]+|NaN|\+Inf|-Inf)$/i;
  for (const line of text.split("\n")) {
    if (line === "") continue;
    if (line.startsWith("# HELP ") || line.startsWith("# TYPE ")) continue;
    const match = sample.exec(line);
    if (!match) throw new Error(`not a Prometheus sample line: ${line}`);
    samples.set(`${match[1]}${match[2] ?? ""}`, Number(match[3]));
  }
  return samples;
}

describe("/metrics", () => {
  it("answers a loopback caller in the Prometheus text format, by route pattern, never by raw path", async () => {
    await server.app.request("/planos/fibra-500");
    await server.app.request("/planos/fibra-1000");
    await server.app.request("/api/cities/1/plans");
    const response = await server.app.request("/metrics", {}, fromAddress("127.0.0.1"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain; version=0.0.4");
    const text = await response.text();
    const samples = parsePrometheus(text);
    expect(
      samples.get('vitrine_http_requests_total{route="/planos/[slug]",method="GET",status="2xx"}'),
    ).toBeGreaterThanOrEqual(2);
    expect(text).toContain('route="/api/cities/:id/plans"');
    expect(text).not.toContain("fibra-500");
    expect(samples.has('vitrine_referral_queue{status="pending"}')).toBe(true);
    expect(samples.get('vitrine_lead_queue{status="failed"}')).toBe(0);
    expect(samples.has('vitrine_render_cache_lookups_total{result="hit"}')).toBe(true);
    expect(samples.has("vitrine_catalogue_rebuilds_total")).toBe(true);
    expect(samples.has("nodejs_eventloop_lag_seconds")).toBe(true);
  });

  it("counts the referral queue by status and catalogue rebuilds as they happen", async () => {
    const read = async () => parsePrometheus(await (await server.app.request("/metrics")).text());
    const before = await read();
    await server.announce({ entities: ["plans"] });
    const after = await read();
    expect(after.get("vitrine_catalogue_rebuilds_total")).toBe(
      (before.get("vitrine_catalogue_rebuilds_total") ?? 0) + 1,
    );
  });

  it("refuses a caller elsewhere without the token (401), with a wrong one, and through a local proxy", async () => {
    const outside = fromAddress("203.0.113.9");
    const none = await server.app.request("/metrics", {}, outside);
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toContain("Bearer");
    const wrong = await server.app.request(
      "/metrics",
      { headers: { authorization: `Bearer ${TOKEN.slice(0, -1)}x` } },
      outside,
    );
    expect(wrong.status).toBe(401);
    const proxied = await server.app.request(
      "/metrics",
      { headers: { "x-forwarded-for": "198.51.100.4" } },
      fromAddress("127.0.0.1"),
    );
    expect(proxied.status).toBe(401);
    expect(await proxied.text()).not.toContain("vitrine_");
  });

  it("behind a trusted proxy, asks loopback callers for the token too", async () => {
    const proxied = await createTestServer({ seed: false, trustProxy: true, metricsToken: TOKEN });
    try {
      const bare = await proxied.app.request("/metrics", {}, fromAddress("127.0.0.1"));
      expect(bare.status).toBe(401);
      const withToken = await proxied.app.request(
        "/metrics",
        { headers: { authorization: `Bearer ${TOKEN}` } },
        fromAddress("127.0.0.1"),
      );
      expect(withToken.status).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it("accepts a caller elsewhere with the bearer token", async () => {
    const response = await server.app.request(
      "/metrics",
      { headers: { authorization: `Bearer ${TOKEN}` } },
      fromAddress("203.0.113.9"),
    );
    expect(response.status).toBe(200);
    expect(parsePrometheus(await response.text()).size).toBeGreaterThan(10);
  });

  it("refuses every caller elsewhere (403) when no token is configured", async () => {
    const bare = await createTestServer({ seed: false });
    try {
      const response = await bare.app.request(
        "/metrics",
        { headers: { authorization: `Bearer ${TOKEN}` } },
        fromAddress("203.0.113.9"),
      );
      expect(response.status).toBe(403);
    } finally {
      await bare.close();
    }
  });
});
