import type { Db } from "../db/client";
import type { Logger } from "../logger";
import { DELIVERY_POLICY, type DeliveryPolicy, type DeliveryQueries } from "../services/delivery-queue";

// Referrals and leads are stored before the visitor hears they were sent; this worker posts them to the
// relay afterwards, from the database, so a relay outage or a restart delays one but never loses it
// (decisions 0012 and 0026). One worker, one timer, one relay for every queue it is given.
// Logs carry ids, status codes and counts only: never a name, phone, e-mail, CPF or CNPJ.

/** SPEC §7's relay body: a name label, the data in one text block, a subject. */
export type RelayBody = { name: string; message: string; subject: string };

/** A table the worker delivers from: its queries, and the JSON body of one of its rows. */
export type OutboxQueue<Row extends { id: number; attempts: number }> = {
  /** 'referral', 'lead': the log's words ('referral delivered') and its id's key ('referralId'). */
  name: string;
  queries: DeliveryQueries<Row>;
  /** Where its rows go (the CDN's purge endpoint); the worker's relay when absent. */
  url?: string;
  /** Sent with each post besides the JSON ones (a purge endpoint's token). */
  headers?: Record<string, string>;
  /** May throw (a CPF the key cannot open): the attempt then fails like any other. */
  body(row: Row): RelayBody | object;
  /**
   * Delivers a row itself instead of posting its body (the ERP's prospects: an adapter call). Resolves
   * once delivered; a throw is a failed attempt, recorded by the error's code or name.
   */
  deliver?(row: Row): Promise<void>;
};

type AnyQueue = OutboxQueue<{ id: number; attempts: number }>;

/** What is kept of a failure: a status code or an error's name or code, never a message with values. */
export function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return "Error";
  if (error.name === "TimeoutError" || error.name === "AbortError") return error.name;
  const cause = (error as { cause?: unknown }).cause;
  const code = (cause as { code?: unknown } | undefined)?.code ?? (error as { code?: unknown }).code;
  if (typeof code === "string" && /^[A-Z0-9_]{2,40}$/.test(code)) return code;
  return error.name;
}

export type DeliveryWorkerOptions = {
  db: Db;
  /** REFERRAL_RELAY_URL: where the queues without a `url` of their own post. */
  relayUrl?: string;
  logger: Logger;
  queues: readonly AnyQueue[];
  fetch?: typeof fetch;
  now?: () => Date;
  random?: () => number;
  policy?: DeliveryPolicy;
  /** How often the queues are checked: rows whose backoff has passed, and any a kick missed. */
  intervalMs?: number;
  /** How long one post may take; well under the lease, so no other worker takes it meanwhile. */
  timeoutMs?: number;
  /** Rows claimed at once; with the timeout, a whole batch (10 × 15 s) stays well inside the lease. */
  batchSize?: number;
};

export type DeliveryRound = { delivered: number; retrying: number; failed: number };

export type DeliveryWorker = {
  /** Checks the queues now (and keeps the timer); called at start. */
  start(): void;
  /** Asks for a round soon, e.g. right after a new row is stored. */
  kick(): void;
  /** Delivers what is due, then resolves; rounds never overlap. */
  runOnce(): Promise<DeliveryRound>;
  /** Stops the timer, lets the post in flight finish, and hands unposted claims back. */
  stop(): Promise<void>;
  /**
   * "failing" while its last round could not run (the database refused it); a relay that is down is not
   * the worker failing: rows wait, with their attempts in the console. "stopped" once stopped.
   */
  status(): "running" | "failing" | "stopped";
};

const add = (a: DeliveryRound, b: DeliveryRound): DeliveryRound => ({
  delivered: a.delivered + b.delivered,
  retrying: a.retrying + b.retrying,
  failed: a.failed + b.failed,
});

export function createDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const { db, relayUrl, logger, queues } = options;
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const policy = options.policy ?? DELIVERY_POLICY;
  const intervalMs = options.intervalMs ?? 15_000;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const batchSize = options.batchSize ?? 10;
  const log = logger.child({ job: "delivery" });

  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let current: Promise<DeliveryRound> | undefined;
  let again = false;
  let lastRoundFailed = false;

  async function post(
    queue: AnyQueue,
    row: { id: number; attempts: number },
  ): Promise<"delivered" | "retrying" | "failed"> {
    const idKey = `${queue.name}Id`;
    let failure: string;
    try {
      if (queue.deliver) {
        await queue.deliver(row);
        await queue.queries.markDelivered(db, row.id, now());
        log.info({ [idKey]: row.id, attempt: row.attempts + 1 }, `${queue.name} delivered`);
        return "delivered";
      }
      const target = queue.url ?? relayUrl;
      if (!target) throw new Error(`the ${queue.name} queue has nowhere to post`);
      const response = await doFetch(target, {
        method: "POST",
        headers: { ...queue.headers, "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(queue.body(row)),
        signal: AbortSignal.timeout(timeoutMs),
        // A redirect would be followed as a GET without the data, and its ok taken for a delivery: a 3xx
        // is a failed attempt instead (`HTTP 302`), for the operator to fix the relay's URL.
        redirect: "manual",
      });
      // The relay's answer is not used; drained so the connection can be reused.
      await response.body?.cancel().catch(() => {});
      if (response.ok) {
        await queue.queries.markDelivered(db, row.id, now());
        log.info({ [idKey]: row.id, attempt: row.attempts + 1 }, `${queue.name} delivered`);
        return "delivered";
      }
      failure = `HTTP ${response.status}`;
    } catch (error) {
      failure = describeFailure(error);
    }
    const result = await queue.queries.recordFailure(db, row.id, {
      attempts: row.attempts,
      error: failure,
      now: now(),
      policy,
      random: options.random,
    });
    const status = result?.status ?? "retrying";
    log.warn(
      {
        [idKey]: row.id,
        attempts: result?.attempts,
        error: failure,
        nextAttemptAt: status === "pending" ? result?.nextAttemptAt.toISOString() : undefined,
      },
      status === "failed" ? `${queue.name} delivery gave up` : `${queue.name} delivery failed; will retry`,
    );
    return status === "failed" ? "failed" : "retrying";
  }

  async function drain(queue: AnyQueue): Promise<DeliveryRound> {
    const totals: DeliveryRound = { delivered: 0, retrying: 0, failed: 0 };
    while (!stopped) {
      const claimed = await queue.queries.claimDue(db, {
        now: now(),
        limit: batchSize,
        leaseMs: policy.leaseMs,
      });
      for (const [index, row] of claimed.entries()) {
        if (stopped) {
          await queue.queries.release(
            db,
            claimed.slice(index).map((rest) => rest.id),
            now(),
          );
          break;
        }
        totals[await post(queue, row)] += 1;
      }
      if (claimed.length < batchSize) break;
    }
    if (totals.delivered + totals.retrying + totals.failed > 0)
      log.info(totals, `${queue.name} delivery round`);
    return totals;
  }

  async function round(): Promise<DeliveryRound> {
    let totals: DeliveryRound = { delivered: 0, retrying: 0, failed: 0 };
    for (const queue of queues) totals = add(totals, await drain(queue));
    return totals;
  }

  function runOnce(): Promise<DeliveryRound> {
    if (current) {
      // A row stored during a round may have been missed by its claim: go round once more.
      again = true;
      return current;
    }
    current = (async () => {
      try {
        let totals = await round();
        while (again && !stopped) {
          again = false;
          totals = add(totals, await round());
        }
        lastRoundFailed = false;
        return totals;
      } catch (error) {
        lastRoundFailed = true;
        throw error;
      } finally {
        again = false;
        current = undefined;
      }
    })();
    return current;
  }

  function safeRun(): void {
    if (stopped) return;
    runOnce().catch((error: unknown) => log.error({ err: error }, "delivery round failed"));
  }

  return {
    start() {
      if (stopped || timer) return;
      timer = setInterval(safeRun, intervalMs);
      timer.unref();
      // A restart resumes whatever was left pending.
      safeRun();
    },
    kick() {
      setImmediate(safeRun);
    },
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await current?.catch(() => {});
    },
    status: () => (stopped ? "stopped" : lastRoundFailed ? "failing" : "running"),
  };
}

/**
 * The worker, started, when it has somewhere to post: the relay's queues with a relay (without one,
 * referrals and leads wait in the console), and each queue with a `url` of its own (CDN purges).
 */
export function startDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker | undefined {
  if (!options.relayUrl)
    options.logger.info("REFERRAL_RELAY_URL is not set: referrals and leads wait in the console");
  const queues = options.queues.filter((queue) => queue.deliver ?? queue.url ?? options.relayUrl);
  if (queues.length === 0) return undefined;
  const worker = createDeliveryWorker({ ...options, queues });
  worker.start();
  return worker;
}
