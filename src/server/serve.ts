import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { bootstrap } from "./bootstrap";
import { createCatalogue } from "./catalogue";
import { type Config, ConfigError, loadConfig } from "./config";
import { type AppDeps, createApp } from "./http/app";
import type { RenderRequest } from "./http/app-context";
import { createLogger, flushLogger, type Logger } from "./logger";
import { type ReferralDelivery, startReferralDelivery } from "./referrals/delivery";
import { startReferralRetention } from "./referrals/retention";

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export type ServeOptions = {
  render: (logger: Logger) => Promise<RenderRequest>;
  routeTable?: AppDeps["routeTable"];
  clientDir?: string;
  /** Runs before Hono (Vite's dev middleware). */
  before?: Middleware;
  onClose?: () => Promise<void>;
  /** Development (Vite): relaxes the CSP just enough for hot reload. */
  development?: boolean;
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

/** Starts the one Node process: database, auth, Hono, React Router; stops cleanly on SIGTERM/SIGINT. */
export async function serve(options: ServeOptions): Promise<Server | undefined> {
  const config = readConfigOrExit();
  const logger = createLogger(config.logLevel);

  // Listen for signals before anything opens, so a stop during start-up also closes the database.
  let stopRequested: string | undefined;
  let stop: (signal: string) => void = (signal) => {
    stopRequested = signal;
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));

  let runtime: Awaited<ReturnType<typeof bootstrap>>;
  try {
    runtime = await bootstrap(config, logger);
  } catch (error) {
    logger.fatal({ err: error }, error instanceof Error ? error.message : "start-up failed");
    await flushLogger(logger);
    process.exit(1);
  }
  const { database, auth, referralCipher } = runtime;
  if (stopRequested) {
    logger.info({ signal: stopRequested }, "stopped during start-up");
    await database.close();
    await flushLogger(logger);
    process.exit(0);
  }

  const { catalogue, ready } = createCatalogue({ database, logger });
  await ready;
  // Started once the server listens (below); a referral stored before then waits for the first round.
  let referralDelivery: ReferralDelivery | undefined;
  const app = createApp({
    catalogue,
    config,
    database,
    auth,
    logger,
    render: await options.render(logger),
    clientDir: options.clientDir,
    routeTable: options.routeTable,
    development: options.development,
    referralCipher: runtime.referralCipher,
    onReferralStored: () => referralDelivery?.kick(),
    referralRetentionDays: config.referrals.retentionDays,
  });
  const listener = getRequestListener(app.fetch);
  const server = createServer((req, res) => {
    if (options.before) options.before(req, res, () => listener(req, res));
    else listener(req, res);
  });

  // Background jobs on the referrals table (posting them to the relay, deleting expired ones), started
  // once the server listens.
  let referralJobs: Array<{ stop(): Promise<void> }> = [];
  let stopping = false;
  stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    // No new post starts from here; the one in flight finishes and is recorded before the database closes.
    const jobsStopped = Promise.all(referralJobs.map((job) => job.stop()));
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

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, () => resolve());
  });
  logger.info({ url: `http://localhost:${config.port}`, database: database.kind }, "listening");
  if (!stopping) {
    referralDelivery = startReferralDelivery({
      db: database.db,
      cipher: referralCipher,
      relayUrl: config.referrals.relayUrl,
      logger,
    });
    const retention = startReferralRetention({
      db: database.db,
      retentionDays: config.referrals.retentionDays,
      logger,
    });
    referralJobs = referralDelivery ? [referralDelivery, retention] : [retention];
  }
  return server;
}
