import { CDN_PURGE_RETENTION_DAYS, cdnPurgeQueue } from "../cdn/purge";
import type { Db } from "../db/client";
import { type PeriodicJob, startPeriodicJob } from "../jobs/periodic";
import type { Logger } from "../logger";
import { leadQueue } from "../services/lead-delivery";
import { deleteExpiredReferrals } from "../services/referral-delivery";
import { pruneSignInFailures } from "../services/sign-in-failures";
import { purgeTrash, TRASH_DAYS } from "../services/trash";

// LGPD: personal data is kept only as long as it serves its purpose. Referrals older than
// REFERRAL_RETENTION_DAYS and leads older than LEAD_RETENTION_DAYS are deleted whatever their status, by a
// job that runs at start and daily.
// The same daily run deletes sign-in counters that no longer count anything (one per e-mail ever tried
// would otherwise pile up), and Lixeira items deleted more than TRASH_DAYS ago.

export type ReferralRetentionOptions = {
  db: Db;
  retentionDays: number;
  /** LEAD_RETENTION_DAYS: leads (the site's contact forms) older than this go in the same run. */
  leadRetentionDays: number;
  logger: Logger;
  now?: () => Date;
  intervalMs?: number;
};

export type ReferralRetention = PeriodicJob<number>;

export function startReferralRetention(options: ReferralRetentionOptions): ReferralRetention {
  const { db, retentionDays } = options;
  const now = options.now ?? (() => new Date());
  return startPeriodicJob({
    name: "referral-retention",
    logger: options.logger,
    intervalMs: options.intervalMs ?? 24 * 60 * 60 * 1000,
    run: async () => {
      const log = options.logger.child({ job: "referral-retention" });
      const at = now();
      const deleted = await deleteExpiredReferrals(db, retentionDays, at);
      log.info({ deleted, retentionDays }, "expired referrals deleted");
      const expiredLeads = await leadQueue.deleteExpired(db, options.leadRetentionDays, at);
      log.info({ deleted: expiredLeads, retentionDays: options.leadRetentionDays }, "expired leads deleted");
      const signInCounters = await pruneSignInFailures(db, at);
      log.info({ deleted: signInCounters }, "stale sign-in counters deleted");
      const purges = await cdnPurgeQueue.deleteExpired(db, CDN_PURGE_RETENTION_DAYS, at);
      if (purges > 0) log.info({ deleted: purges }, "old CDN purge requests deleted");
      const trashItems = await purgeTrash(db, at);
      log.info({ deleted: trashItems, trashDays: TRASH_DAYS }, "expired Lixeira items deleted");
      return deleted;
    },
  });
}
