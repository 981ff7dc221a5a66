import { formatCpf, formatPhone } from "../../domain";
import type { Db } from "../db/client";
import type { Logger } from "../logger";
import {
  type ClaimedReferral,
  claimDueReferrals,
  DELIVERY_POLICY,
  type DeliveryPolicy,
  markReferralDelivered,
  recordReferralAttemptFailure,
  releaseReferralClaims,
} from "../services/referral-delivery";
import type { ReferralCipher } from "./cipher";

// Referrals are stored before the visitor hears they were sent; this worker posts them to the relay
// afterwards, from the database, so a relay outage or a restart delays a referral but never loses it.
// Logs carry ids, status codes and counts only: never a name, phone, e-mail or CPF.

export type RelayBody = { name: string; message: string; subject: string };

export const RELAY_NAME = "Indicação de amigo";
export const RELAY_SUBJECT = "Nova indicação de amigo";

/** SPEC §7 "Referral submission": a name label, both people's data in one text block, a subject. */
export function buildRelayBody(referral: ClaimedReferral, cipher: ReferralCipher): RelayBody {
  const person = (title: string, name: string, phone: string, email: string, sealedCpf: string) =>
    [
      title,
      `Nome: ${name}`,
      `Telefone: ${formatPhone(phone)}`,
      `E-mail: ${email}`,
      `CPF: ${formatCpf(cipher.decrypt(sealedCpf))}`,
    ].join("\n");
  const message = [
    person(
      "Quem indicou:",
      referral.referrerName,
      referral.referrerPhone,
      referral.referrerEmail,
      referral.referrerCpfEncrypted,
    ),
    person(
      "Amigo indicado:",
      referral.friendName,
      referral.friendPhone,
      referral.friendEmail,
      referral.friendCpfEncrypted,
    ),
    // Delivery is at least once (a crash between the relay's answer and our bookkeeping repeats a
    // post): the number lets the sales team spot a repeat.
    `Indicação nº ${referral.id}`,
  ].join("\n\n");
  return { name: RELAY_NAME, message, subject: RELAY_SUBJECT };
}

/** What is kept of a failure: a status code or an error's name or code, never a message with values. */
export function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return "Error";
  if (error.name === "TimeoutError" || error.name === "AbortError") return error.name;
  const cause = (error as { cause?: unknown }).cause;
  const code = (cause as { code?: unknown } | undefined)?.code ?? (error as { code?: unknown }).code;
  if (typeof code === "string" && /^[A-Z0-9_]{2,40}$/.test(code)) return code;
  return error.name;
}

export type ReferralDeliveryOptions = {
  db: Db;
  cipher: ReferralCipher;
  relayUrl: string;
  logger: Logger;
  fetch?: typeof fetch;
  now?: () => Date;
  random?: () => number;
  policy?: DeliveryPolicy;
  /** How often the queue is checked: referrals whose backoff has passed, and any a kick missed. */
  intervalMs?: number;
  /** How long one post may take; well under the lease, so no other worker takes it meanwhile. */
  timeoutMs?: number;
  /** Referrals claimed at once; with the timeout, a whole batch (10 × 15 s) stays well inside the lease. */
  batchSize?: number;
};

export type DeliveryRound = { delivered: number; retrying: number; failed: number };

export type ReferralDelivery = {
  /** Checks the queue now (and keeps the timer); called at start and after a referral is stored. */
  start(): void;
  /** Asks for a round soon, e.g. right after a new referral is stored. */
  kick(): void;
  /** Delivers what is due, then resolves; rounds never overlap. */
  runOnce(): Promise<DeliveryRound>;
  /** Stops the timer, lets the post in flight finish, and hands unposted claims back. */
  stop(): Promise<void>;
  /**
   * "failing" while its last round could not run (the database refused it); a relay that is down is not
   * the worker failing: referrals wait, with their attempts in the console. "stopped" once stopped.
   */
  status(): "running" | "failing" | "stopped";
};

export function createReferralDelivery(options: ReferralDeliveryOptions): ReferralDelivery {
  const { db, cipher, relayUrl, logger } = options;
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const policy = options.policy ?? DELIVERY_POLICY;
  const intervalMs = options.intervalMs ?? 15_000;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const batchSize = options.batchSize ?? 10;
  const log = logger.child({ job: "referral-delivery" });

  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let current: Promise<DeliveryRound> | undefined;
  let again = false;
  let lastRoundFailed = false;

  async function post(referral: ClaimedReferral): Promise<"delivered" | "retrying" | "failed"> {
    let failure: string;
    try {
      const response = await doFetch(relayUrl, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(buildRelayBody(referral, cipher)),
        signal: AbortSignal.timeout(timeoutMs),
        // A redirect would be followed as a GET without the referral, and its ok taken for a delivery:
        // a 3xx is a failed attempt instead (`HTTP 302`), for the operator to fix the relay's URL.
        redirect: "manual",
      });
      // The relay's answer is not used; drained so the connection can be reused.
      await response.body?.cancel().catch(() => {});
      if (response.ok) {
        await markReferralDelivered(db, referral.id, now());
        log.info({ referralId: referral.id, attempt: referral.attempts + 1 }, "referral delivered");
        return "delivered";
      }
      failure = `HTTP ${response.status}`;
    } catch (error) {
      failure = describeFailure(error);
    }
    const result = await recordReferralAttemptFailure(db, referral.id, {
      attempts: referral.attempts,
      error: failure,
      now: now(),
      policy,
      random: options.random,
    });
    const status = result?.status ?? "retrying";
    log.warn(
      {
        referralId: referral.id,
        attempts: result?.attempts,
        error: failure,
        nextAttemptAt: status === "pending" ? result?.nextAttemptAt.toISOString() : undefined,
      },
      status === "failed" ? "referral delivery gave up" : "referral delivery failed; will retry",
    );
    return status === "failed" ? "failed" : "retrying";
  }

  async function round(): Promise<DeliveryRound> {
    const totals: DeliveryRound = { delivered: 0, retrying: 0, failed: 0 };
    while (!stopped) {
      const claimed = await claimDueReferrals(db, { now: now(), limit: batchSize, leaseMs: policy.leaseMs });
      for (const [index, referral] of claimed.entries()) {
        if (stopped) {
          await releaseReferralClaims(
            db,
            claimed.slice(index).map((row) => row.id),
            now(),
          );
          break;
        }
        const outcome = await post(referral);
        totals[outcome === "delivered" ? "delivered" : outcome === "failed" ? "failed" : "retrying"] += 1;
      }
      if (claimed.length < batchSize) break;
    }
    if (totals.delivered + totals.retrying + totals.failed > 0) log.info(totals, "referral delivery round");
    return totals;
  }

  function runOnce(): Promise<DeliveryRound> {
    if (current) {
      // A referral stored during a round may have been missed by its claim: go round once more.
      again = true;
      return current;
    }
    current = (async () => {
      try {
        let totals = await round();
        while (again && !stopped) {
          again = false;
          const more = await round();
          totals = {
            delivered: totals.delivered + more.delivered,
            retrying: totals.retrying + more.retrying,
            failed: totals.failed + more.failed,
          };
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
    runOnce().catch((error: unknown) => log.error({ err: error }, "referral delivery round failed"));
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

/** The worker, started, when a relay is set; without one referrals wait in the console. */
export function startReferralDelivery(
  options: Omit<ReferralDeliveryOptions, "relayUrl"> & { relayUrl: string | undefined },
): ReferralDelivery | undefined {
  if (!options.relayUrl) {
    options.logger.info("REFERRAL_RELAY_URL is not set: referrals wait in the console");
    return undefined;
  }
  const delivery = createReferralDelivery({ ...options, relayUrl: options.relayUrl });
  delivery.start();
  return delivery;
}
