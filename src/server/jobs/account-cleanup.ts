import type { Db } from "../db/client";
import { deleteSpentAccountRows } from "../erp/account";
import type { Logger } from "../logger";
import { type PeriodicJob, startPeriodicJob } from "./periodic";

// LGPD (issue 67): 'Minha conta' keeps its codes a day (for the limits) and a session until it ends; then
// they go. Hourly, so the privacy policy's "em até um dia" holds on a quiet site too.

export function startAccountCleanup(options: {
  db: Db;
  logger: Logger;
  intervalMs?: number;
}): PeriodicJob<number> {
  return startPeriodicJob({
    name: "account-cleanup",
    run: () => deleteSpentAccountRows(options.db),
    intervalMs: options.intervalMs ?? 60 * 60 * 1000,
    logger: options.logger,
    report: (deleted, log) => {
      if (deleted > 0) log.info({ deleted }, "spent account codes and sessions erased");
    },
  });
}
