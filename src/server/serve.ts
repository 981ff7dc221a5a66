import { spawn } from "node:child_process";
import cluster from "node:cluster";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { writeFileSync } from "node:fs";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { createServer } from "node:http";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { BACKUP_TOKEN_FILE } from "./backup/archive";
import { bootstrap } from "./bootstrap";
import { createCatalogue } from "./catalogue";
import { CDN_PURGE_DELAY_MS, queueCdnPurge } from "./cdn/purge";
import { changesOf } from "./changes";
import { limitedAddress } from "./client-address";
import { type Config, ConfigError, loadConfig } from "./config";
import { buildOutboxQueues } from "./delivery/outboxes";
import { type DeliveryWorker, startDeliveryWorker } from "./delivery/worker";
import { visibleToVisitors } from "./entities";
import { createErpRuntime } from "./erp/runtime";
import { resolveFieldKey } from "./field-cipher";
import { type AppDeps, createApp } from "./http/app";
import type { RenderRequest } from "./http/app-context";
import { buildAppServices } from "./http/app-services";
import type { SitePages } from "./http/public-pages";
import { ReplayCache } from "./http/replay";
import { clientIpOf } from "./http/request-origin";
import { startAccountCleanup } from "./jobs/account-cleanup";
import { startContentSchedule } from "./jobs/content-schedule";
import { startErpMaintenanceImport } from "./jobs/erp-maintenance-import";
import { startPeriodicJob } from "./jobs/periodic";
import { startRequestRetention } from "./jobs/request-retention";
import { startSignUpRetention } from "./jobs/sign-up-retention";
import { createLogger, flushLogger, type Logger } from "./logger";
import { createMetrics, serveClusterMetrics } from "./metrics";
import { startReferralRetention } from "./referrals/retention";
import { ConsentTally } from "./services/consent";
import { createStorage } from "./storage/create-storage";
import { TrafficCounter } from "./traffic/counter";

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export type ServeOptions = {
  /** The console's request handler (React Router's). */
  render: (logger: Logger) => Promise<RenderRequest>;
  /** The public site (Astro's build; docs/public-site.md). */
  site?: () => Promise<SitePages>;
  routeTable?: AppDeps["routeTable"];
  clientDirs?: readonly string[];
  /** Runs before Hono (Vite's dev middleware). */
  before?: Middleware;
  onClose?: () => Promise<void>;
  /** Development (Vite): relaxes the CSP just enough for hot reload. */
  development?: boolean;
  /** The production server: WEB_CONCURRENCY processes share the port (node:cluster). */
  cluster?: boolean;
};

export function readConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Starts the server: database, auth, Hono, React Router; stops cleanly on SIGTERM/SIGINT. With
 * `cluster` and WEB_CONCURRENCY > 1 (PostgreSQL only), this process becomes the cluster's primary and
 * each worker process runs the rest of this function.
 */
export async function serve(options: ServeOptions): Promise<Server | undefined> {
  const config = readConfigOrExit();
  const logger = createLogger(config.logLevel).child(cluster.isWorker ? { worker: cluster.worker?.id } : {});
  if (options.cluster && cluster.isPrimary && config.webConcurrency > 1) {
    await runPrimary(config, logger);
    return undefined;
  }
  if (process.argv.includes(PREPARE_ONLY)) return prepareOnly(config, logger);
  // The embedded database is migrated and seeded by a short-lived process: what that work leaves behind
  // (PGlite's WebAssembly memory, the seed's code and garbage) goes with it (decision 0091).
  const preparedApart = options.cluster === true && !cluster.isWorker && !config.databaseUrl;

  // Listen for signals before anything opens, so a stop during start-up also closes the database.
  let stopRequested: string | undefined;
  let stop: (signal: string) => void = (signal) => {
    stopRequested = signal;
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));

  let runtime: Awaited<ReturnType<typeof bootstrap>>;
  try {
    // In a cluster the primary has migrated and seeded already: workers only open the database.
    if (preparedApart) await prepareInChild();
    runtime = await bootstrap(config, logger, { prepare: !cluster.isWorker && !preparedApart });
  } catch (error) {
    logger.fatal({ err: error }, error instanceof Error ? error.message : "start-up failed");
    await flushLogger(logger);
    process.exit(1);
  }
  const { database, auth, fieldCipher } = runtime;
  // Checked after each step that waits: a signal that came meanwhile was only noted (stop, above).
  const exitIfStopRequested = async () => {
    if (!stopRequested) return;
    logger.info({ signal: stopRequested }, "stopped during start-up");
    await database.close();
    await flushLogger(logger);
    process.exit(0);
  };
  await exitIfStopRequested();

  const { catalogue, ready } = createCatalogue({ database, logger });
  await ready;
  // The ERP (decision 0037): ERP_ADAPTER's, else the console's; the pages and the worker share it.
  const erp = createErpRuntime({
    environment: config.erp,
    contractPrintDefault: config.erpContractPrint,
    db: database.db,
    cipher: fieldCipher,
    logger,
    changes: changesOf(database, logger),
    allowPrivateAddresses: config.allowPrivateAddresses,
    allowHttp: config.erpAllowHttp,
  });
  await erp.ready;
  // Started once the server listens (below); a referral or lead stored before then waits for the first round.
  let delivery: DeliveryWorker | undefined;
  const metrics = createMetrics();
  // Development renders every request afresh (Vite); the production server sends stored answers again
  // from its front (decision 0021).
  // Page views and coverage checks for the Painel, written in batches (decision 0068).
  const traffic = new TrafficCounter();
  // The cookie banner's answers, written a second at most after they come (issue 66, L7) and on the way out.
  const consentTally = new ConsentTally(database.db, (error) =>
    logger.warn({ err: error }, "consent counts not written"),
  );
  const replay = options.development
    ? undefined
    : new ReplayCache({
        logger,
        metrics,
        trustProxy: config.trustProxy,
        onServe: (request, path, status, contentType) =>
          traffic.countReplayed(
            request,
            path,
            status,
            contentType,
            limitedAddress(
              clientIpOf(
                request.headers["x-forwarded-for"],
                request.socket?.remoteAddress,
                config.trustProxy,
              ),
            ),
          ),
      });
  // The composition root: every service made once, here, and handed to the app, which wires them to routes.
  const services = buildAppServices({
    config,
    database,
    auth,
    logger,
    catalogue,
    consentTally,
    metrics,
    fieldCipher: runtime.fieldCipher,
    storage: await createStorage(config),
    erpRuntime: erp,
    onReferralStored: () => delivery?.kick(),
    onLeadStored: () => delivery?.kick(),
    onSignUpStored: () => delivery?.kick(),
    onRequestStored: () => delivery?.kick(),
  });
  const app = createApp({
    services,
    replay,
    traffic,
    // Started once the server listens: it always runs, for the ERP's prospects (decision 0037).
    deliveryWorker: () => delivery?.status() ?? "starting",
    queuePurge: config.cdn.purgeUrl ? queueCdnPurge : undefined,
    config,
    database,
    auth,
    logger,
    render: await options.render(logger),
    site: await options.site?.(),
    clientDirs: options.clientDirs,
    routeTable: options.routeTable,
    development: options.development,
    referralRetentionDays: config.referrals.retentionDays,
    leadRetentionDays: config.leads.retentionDays,
    signUpRetentionDays: config.signUps.retentionDays,
    backup: database.kind === "pglite" ? writeBackupToken(config) : undefined,
  });
  const listener = getRequestListener(app.fetch);
  const server = createServer((req, res) => {
    if (replay?.serve(req, res)) return;
    if (options.before) options.before(req, res, () => listener(req, res));
    else listener(req, res);
  });

  // Background jobs on the referrals and leads tables (posting them to the relay, deleting expired ones),
  // started once the server listens.
  let backgroundJobs: Array<{ stop(): Promise<void> }> = [];
  let stopping = false;
  stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    // No new post starts from here; the one in flight finishes and is recorded before the database closes.
    const jobsStopped = Promise.all(backgroundJobs.map((job) => job.stop()));
    const forced = setTimeout(() => {
      logger.warn("in-flight requests did not finish in 10 s; closing anyway");
      server.closeAllConnections();
    }, 10_000);
    forced.unref();
    server.close(async () => {
      await options.onClose?.();
      await jobsStopped;
      await database.close();
      logger.info("stopped");
      await flushLogger(logger);
      process.exit(0);
    });
    server.closeIdleConnections();
  };

  // The catalogue and the renderer took a while: a signal in that time must not be lost (a cluster's
  // primary stopping right after a fork would otherwise wait for this worker forever).
  await exitIfStopRequested();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, () => resolve());
  });
  logger.info(
    { url: `http://localhost:${config.port}`, database: database.kind, pid: process.pid },
    "listening",
  );
  if (!stopping) {
    // One worker for every outbox (delivery/outboxes.ts): the relay's, the ERP's, the CDN's, marketing's.
    delivery = startDeliveryWorker({
      db: database.db,
      queues: buildOutboxQueues({ db: database.db, cipher: fieldCipher, erp: erp.current, config }),
      relayUrl: config.referrals.relayUrl,
      logger,
    });
    // A network notice resolved (issue 58): its 'Avise-me quando acabar' messages go at once, not at the
    // next round.
    void changesOf(database, logger).subscribe((change) => {
      if (change.entities.includes("network_notices")) delivery?.kick();
    });
    // A purge queued by a write here or in another process goes out once its wait is over, not at the
    // next round (the margin: a timer may fire a millisecond before the clock reads its time).
    if (config.cdn.purgeUrl)
      void changesOf(database, logger).subscribe((change) => {
        if (visibleToVisitors(change)) setTimeout(() => delivery?.kick(), CDN_PURGE_DELAY_MS + 100).unref();
      });
    const retention = startReferralRetention({
      db: database.db,
      retentionDays: config.referrals.retentionDays,
      leadRetentionDays: config.leads.retentionDays,
      logger,
    });
    // 'Publicar em' / 'Despublicar em': every process runs it; each article moves once (decision 0036).
    const schedule = startContentSchedule({
      db: database.db,
      announce: changesOf(database, logger).announce,
      logger,
    });
    // 'Status da rede' follows the ERP's maintenance list where it has one (SGP; issue 58).
    const maintenance = startErpMaintenanceImport({
      db: database.db,
      announce: changesOf(database, logger).announce,
      queuePurge: config.cdn.purgeUrl ? queueCdnPurge : undefined,
      erp,
      logger,
    });
    // The Painel's counts go to the database once a minute, and once more on the way out.
    const trafficFlush = startPeriodicJob({
      name: "traffic-flush",
      run: () => traffic.flush(database.db),
      intervalMs: 60_000,
      logger,
    });
    const trafficJob = {
      stop: async () => {
        await trafficFlush.stop();
        await traffic.flush(database.db).catch(() => {});
        await consentTally.flush().catch(() => {});
      },
    };
    const signUpRetention = startSignUpRetention({
      db: database.db,
      retentionDays: config.signUps.retentionDays,
      logger,
    });
    // Issue 67: the desk's self-service requests, erased after REQUEST_RETENTION_DAYS.
    const requestRetention = startRequestRetention({
      db: database.db,
      retentionDays: config.requests.retentionDays,
      logger,
    });
    // 'Minha conta' (issue 67): spent codes and ended sessions.
    const accountCleanup = startAccountCleanup({ db: database.db, logger });
    backgroundJobs = delivery
      ? [
          delivery,
          retention,
          schedule,
          maintenance,
          signUpRetention,
          requestRetention,
          trafficJob,
          accountCleanup,
        ]
      : [retention, schedule, maintenance, signUpRetention, requestRetention, trafficJob, accountCleanup];
  }
  return server;
}

/** The argument of the short-lived process that only migrates and seeds the embedded database. */
const PREPARE_ONLY = "--prepare-only";

/** Runs this same script with PREPARE_ONLY and the same Node flags; resolves once it has exited cleanly. */
async function prepareInChild(): Promise<void> {
  const script = process.argv[1];
  if (!script) throw new Error("no script to run the database's preparation with");
  const child = spawn(process.execPath, [...process.execArgv, script, PREPARE_ONLY], { stdio: "inherit" });
  const [code, signal] = (await once(child, "exit")) as [number | null, string | null];
  if (code !== 0) throw new Error(`preparing the database failed (${signal ?? `exit code ${code}`})`);
}

/**
 * The preparing process: migrates, seeds and makes sure staff can sign in, closes the database and exits.
 * A stop asked meanwhile waits for that: the server that started it stops once it has exited.
 */
async function prepareOnly(config: Config, logger: Logger): Promise<undefined> {
  process.on("SIGTERM", () => {});
  process.on("SIGINT", () => {});
  try {
    const runtime = await bootstrap(config, logger, { prepare: true });
    await runtime.database.close();
  } catch (error) {
    logger.fatal({ err: error }, error instanceof Error ? error.message : "start-up failed");
    await flushLogger(logger);
    process.exit(1);
  }
  await flushLogger(logger);
  process.exit(0);
}

/** A worker that dies sooner than this after its start counts as a failed start. */
const QUICK_EXIT_MS = 10_000;
const MAX_QUICK_EXITS = 5;

/**
 * The cluster's primary: migrates and seeds once, forks WEB_CONCURRENCY workers that share the port,
 * starts again any worker that dies, and on SIGTERM/SIGINT passes the signal on and exits once every
 * worker has stopped cleanly. Caches stay in step through PostgreSQL's LISTEN/NOTIFY (see catalogue.ts).
 */
async function runPrimary(config: Config, logger: Logger): Promise<void> {
  let stopping: string | undefined;
  const onSignal = (signal: string) => {
    if (stopping) return;
    stopping = signal;
    logger.info({ signal, workers: Object.keys(cluster.workers ?? {}).length }, "shutting down the workers");
    // Always SIGTERM: a worker also gets the terminal's SIGINT itself, and a second SIGINT would end it
    // at once; its SIGINT and SIGTERM handlers are one clean stop.
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    if (Object.keys(cluster.workers ?? {}).length === 0) void exit(0);
  };
  process.on("SIGTERM", () => onSignal("SIGTERM"));
  process.on("SIGINT", () => onSignal("SIGINT"));
  const exit = async (code: number) => {
    logger.info("stopped");
    await flushLogger(logger);
    process.exit(code);
  };

  try {
    const runtime = await bootstrap(config, logger, { prepare: true });
    await runtime.database.close();
  } catch (error) {
    logger.fatal({ err: error }, error instanceof Error ? error.message : "start-up failed");
    await flushLogger(logger);
    process.exit(1);
  }
  if (stopping) return exit(0);

  serveClusterMetrics();
  const startedAt = new Map<number, number>();
  let quickExits = 0;
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) void exit(0);
      return;
    }
    quickExits = lived < QUICK_EXIT_MS ? quickExits + 1 : 0;
    if (quickExits >= MAX_QUICK_EXITS) {
      logger.fatal({ code, signal }, "workers keep dying at start-up; stopping");
      stopping = "fatal";
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill("SIGTERM");
      void flushLogger(logger).then(() => process.exit(1));
      return;
    }
    logger.error(
      { worker: worker.id, pid: worker.process.pid, code, signal },
      "worker died; starting another",
    );
    fork();
  });
  logger.info({ workers: config.webConcurrency, pid: process.pid }, "starting workers");
  for (let i = 0; i < config.webConcurrency; i += 1) fork();
}

/**
 * On the embedded database, `npm run backup` asks this process for the backup (its files are one
 * process's): a new token each start, in DATA_DIR (the server's user's alone), which the command reads.
 */
function writeBackupToken(config: Config): { token: string; referralKey: Buffer } {
  const token = randomBytes(32).toString("base64url");
  writeFileSync(path.join(config.dataDir, BACKUP_TOKEN_FILE), `${token}\n`, { mode: 0o600 });
  return { token, referralKey: resolveFieldKey(config) };
}
