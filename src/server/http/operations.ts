import { createHash, timingSafeEqual } from "node:crypto";
import { type Context, Hono } from "hono";
import type { Database } from "../db/client";
import type { Metrics } from "../metrics";
import type { Env } from "./env";

export const METRICS_PATH = "/metrics";

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;
/** Headers a proxy adds: a request that went through one is not a loopback caller, even from 127.0.0.1. */
const PROXIED = ["x-forwarded-for", "forwarded", "x-real-ip"];

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Whether `Authorization: Bearer <token>` carries the token; constant time whatever the input. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const offered = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "")?.[1] ?? "";
  // Hashing first makes both sides the same length, so the comparison time says nothing about the token.
  return timingSafeEqual(digest(offered), digest(token)) && offered.length > 0;
}

/**
 * Whether the request comes from this machine itself: a loopback address, no proxy's headers, and no
 * proxy in front (with TRUST_PROXY, a visitor's request reaches us from loopback too).
 */
export function isLoopbackCaller(c: Context<Env>, trustProxy: boolean): boolean {
  const address = c.env?.incoming?.socket?.remoteAddress ?? "127.0.0.1";
  return !trustProxy && LOOPBACK.test(address) && !PROXIED.some((name) => c.req.header(name) !== undefined);
}

export type DeliveryWorkerStatus = "running" | "failing" | "stopped" | "off" | "starting";

export type OperationsOptions = {
  database: Database;
  metrics: Metrics;
  /** METRICS_TOKEN: lets a scraper that is not on loopback in. */
  metricsToken: string | undefined;
  /** TRUST_PROXY: a proxy sits in front, and its requests come from loopback too. */
  trustProxy: boolean;
  /** The delivery worker's state (it always runs: the ERP's prospects may come at any time); "off" when absent. */
  deliveryWorker?: () => DeliveryWorkerStatus;
};

/**
 * /api/ready (readiness, for a load balancer or orchestrator: the parts the site needs, named when one
 * fails) and /metrics (Prometheus). /api/health stays the liveness check. Machine-facing: plain JSON.
 */
export function operationsRoutes({
  database,
  metrics,
  metricsToken,
  trustProxy,
  deliveryWorker,
}: OperationsOptions) {
  return new Hono<Env>()
    .get("/api/ready", async (c) => {
      const databaseUp = await database.ping();
      const listening = database.listening();
      const worker = deliveryWorker?.() ?? "off";
      const failing = [
        ...(databaseUp ? [] : ["database"]),
        ...(listening === false ? ["listen"] : []),
        ...(worker === "failing" || worker === "stopped" ? ["delivery_worker"] : []),
      ];
      c.header("Cache-Control", "no-store");
      return c.json(
        {
          status: failing.length === 0 ? "ready" : "not_ready",
          failing,
          database: { kind: database.kind, up: databaseUp },
          // PGlite is one process: there is no other process to hear from, so no LISTEN connection.
          listen: listening === undefined ? { used: false } : { used: true, up: listening },
          deliveryWorker: { status: worker },
        },
        failing.length === 0 ? 200 : 503,
      );
    })
    .get(METRICS_PATH, async (c) => {
      // Behind a proxy (TRUST_PROXY) a visitor's request reaches us from loopback too, with or without
      // forwarding headers: then only the token opens the metrics.
      if (!isLoopbackCaller(c, trustProxy)) {
        if (!metricsToken) return c.json({ error: "forbidden" }, 403);
        if (!bearerMatches(c.req.header("authorization"), metricsToken)) {
          c.header("WWW-Authenticate", 'Bearer realm="metrics"');
          return c.json({ error: "unauthorized" }, 401);
        }
      }
      const text = await metrics.expose();
      c.header("Cache-Control", "no-store");
      c.header("X-Robots-Tag", "noindex");
      c.header("Content-Type", text.contentType);
      return c.body(text.body);
    });
}
