import type { Db } from "../db/client";
import type { Logger } from "../logger";
import { deleteExpiredSignUps } from "../services/sign-ups";
import { type PeriodicJob, startPeriodicJob } from "./periodic";

// LGPD (issue 56, point 5): 'Contrate online' sign-ups and their photos are kept SIGN_UP_RETENTION_DAYS
// after delivery (or after they were sent, when never delivered), drafts a day; then erased, photos with
// them (ON DELETE CASCADE). Hourly, so a draft goes soon after its day.

export function startSignUpRetention(options: {
  db: Db;
  retentionDays: number;
  logger: Logger;
  intervalMs?: number;
}): PeriodicJob<number> {
  return startPeriodicJob({
    name: "sign-up-retention",
    run: () => deleteExpiredSignUps(options.db, options.retentionDays),
    intervalMs: options.intervalMs ?? 60 * 60 * 1000,
    logger: options.logger,
    report: (deleted, log) => {
      if (deleted > 0) log.info({ deleted, retentionDays: options.retentionDays }, "expired sign-ups erased");
    },
  });
}
