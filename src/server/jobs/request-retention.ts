import type { Db } from "../db/client";
import type { Logger } from "../logger";
import { deleteExpiredSubscriberRequests } from "../services/subscriber-requests";
import { type PeriodicJob, startPeriodicJob } from "./periodic";

// LGPD (issue 67): the desk's self-service requests are kept REQUEST_RETENTION_DAYS after they were made,
// then erased with their replies and e-mail deliveries (ON DELETE CASCADE). Hourly, like the sign-ups'.

export function startRequestRetention(options: {
  db: Db;
  retentionDays: number;
  logger: Logger;
  intervalMs?: number;
}): PeriodicJob<number> {
  return startPeriodicJob({
    name: "request-retention",
    run: () => deleteExpiredSubscriberRequests(options.db, options.retentionDays),
    intervalMs: options.intervalMs ?? 60 * 60 * 1000,
    logger: options.logger,
    report: (deleted, log) => {
      if (deleted > 0) log.info({ deleted, retentionDays: options.retentionDays }, "expired requests erased");
    },
  });
}
