import cluster from "node:cluster";
import { AggregatorRegistry, Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/**
 * What the render cache reports (src/server/http/render-cache.ts or its caller): one call per lookup of
 * a cacheable page. Kept this small so the cache needs no knowledge of Prometheus.
 */
export type RenderCacheCounter = { hit(): void; miss(): void };

export type MetricsText = { body: string; contentType: string };

export type Metrics = {
  /** One answered request: its route pattern (never the raw path), method, status and duration. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  renderCache: RenderCacheCounter;
  /** The cached catalogue was dropped and will be rebuilt (a local write, or another process's NOTIFY). */
  catalogueRebuilt(): void;
  /** Where the referral queue's depth by status is read from, at each scrape. */
  readReferralQueue(read: () => Promise<Record<string, number>>): void;
  /** Where the lead queue's depth by delivery status is read from, at each scrape. */
  readLeadQueue(read: () => Promise<Record<string, number>>): void;
  /** Where the CDN purge queue's depth by delivery status is read from (with CDN_PURGE_URL). */
  readCdnPurgeQueue(read: () => Promise<Record<string, number>>): void;
  /** The Prometheus text: this process's metrics, or, in a cluster worker, every worker's together. */
  expose(): Promise<MetricsText>;
};

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** The metrics of one server process, in a registry of its own (tests create several apps in one process). */
export function createMetrics(): Metrics & { registry: Registry } {
  const registry = new Registry();
  // Process metrics, among them nodejs_eventloop_lag_seconds and its percentiles.
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const requests = new Counter({
    name: "vitrine_http_requests_total",
    help: "Answered HTTP requests by route pattern, method and status class.",
    labelNames: ["route", "method", "status"] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: "vitrine_http_request_duration_seconds",
    help: "Time to the response's headers, by route pattern and method.",
    labelNames: ["route", "method"] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const renderCache = new Counter({
    name: "vitrine_render_cache_lookups_total",
    help: "Lookups of a cacheable public page in the render cache, by result (hit or miss).",
    labelNames: ["result"] as const,
    registers: [registry],
  });
  renderCache.inc({ result: "hit" }, 0);
  renderCache.inc({ result: "miss" }, 0);
  const rebuilds = new Counter({
    name: "vitrine_catalogue_rebuilds_total",
    help: "Times the cached public catalogue was dropped to be rebuilt from the database.",
    registers: [registry],
  });
  /** A gauge of an outbox table's rows by delivery status, read from the database at each scrape. */
  const queueGauge = (name: string, help: string) => {
    let read: (() => Promise<Record<string, number>>) | undefined;
    new Gauge({
      name,
      help,
      labelNames: ["status"] as const,
      // Every process reads the same table: in a cluster the workers' values are one value, not a sum.
      aggregator: "max",
      registers: [registry],
      async collect() {
        if (!read) return;
        this.reset();
        for (const [status, count] of Object.entries(await read())) this.set({ status }, count);
      },
    });
    return (reader: () => Promise<Record<string, number>>) => {
      read = reader;
    };
  };
  const readReferralQueue = queueGauge(
    "vitrine_referral_queue",
    "Referrals in the database by delivery status.",
  );
  const readLeadQueue = queueGauge("vitrine_lead_queue", "Leads in the database by delivery status.");
  const readCdnPurgeQueue = queueGauge(
    "vitrine_cdn_purge_queue",
    "CDN purge requests in the database by delivery status (kept 7 days once delivered).",
  );

  const local = async (): Promise<MetricsText> => ({
    body: await registry.metrics(),
    contentType: registry.contentType,
  });
  const fromPrimary = cluster.isWorker ? joinClusterMetrics(registry) : undefined;

  return {
    registry,
    observeRequest(method, route, status, seconds) {
      const verb = METHODS.has(method) ? method : "OTHER";
      requests.inc({ route, method: verb, status: `${Math.floor(status / 100)}xx` });
      latency.observe({ route, method: verb }, seconds);
    },
    renderCache: {
      hit: () => renderCache.inc({ result: "hit" }),
      miss: () => renderCache.inc({ result: "miss" }),
    },
    catalogueRebuilt: () => rebuilds.inc(),
    readReferralQueue,
    readLeadQueue,
    readCdnPurgeQueue,
    expose: fromPrimary ?? local,
  };
}

// Cluster mode: a scrape reaches whichever worker the kernel hands the connection to, so that worker asks
// the primary, which gathers every worker's registry (prom-client's AggregatorRegistry) and answers.
const METRICS_REQUEST = "vitrine:metrics-request";
const METRICS_REPLY = "vitrine:metrics-reply";

type MetricsRequest = { type: typeof METRICS_REQUEST; id: number };
type MetricsReply = { type: typeof METRICS_REPLY; id: number; text?: MetricsText; error?: string };

function joinClusterMetrics(registry: Registry): () => Promise<MetricsText> {
  AggregatorRegistry.setRegistries([registry]);
  // Constructed in a worker, it answers the primary's requests for this process's metrics.
  new AggregatorRegistry();
  let nextId = 0;
  const waiting = new Map<number, (reply: MetricsReply) => void>();
  process.on("message", (message: MetricsReply) => {
    if (message?.type !== METRICS_REPLY) return;
    waiting.get(message.id)?.(message);
    waiting.delete(message.id);
  });
  return () =>
    new Promise<MetricsText>((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error("the cluster primary did not answer with metrics in 10 s"));
      }, 10_000);
      waiting.set(id, (reply) => {
        clearTimeout(timer);
        if (reply.text) resolve(reply.text);
        else reject(new Error(reply.error ?? "no metrics"));
      });
      process.send?.({ type: METRICS_REQUEST, id } satisfies MetricsRequest);
    });
}

/** In the cluster's primary: answers workers' metrics requests with every worker's metrics together. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on("message", (worker, message: MetricsRequest) => {
    if (message?.type !== METRICS_REQUEST) return;
    aggregator.clusterMetrics().then(
      (body) => {
        if (worker.isConnected()) {
          worker.send({
            type: METRICS_REPLY,
            id: message.id,
            text: { body, contentType: aggregator.contentType },
          } satisfies MetricsReply);
        }
      },
      (error: unknown) => {
        if (worker.isConnected()) {
          worker.send({
            type: METRICS_REPLY,
            id: message.id,
            error: error instanceof Error ? error.message : "failed",
          } satisfies MetricsReply);
        }
      },
    );
  });
}
