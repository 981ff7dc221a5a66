import type { Announce } from "../changes";
import type { Db } from "../db/client";
import { ErpError } from "../erp/contract";
import type { ErpRuntime } from "../erp/runtime";
import type { Logger } from "../logger";
import type { QueuePurge } from "../services/console-writes";
import { importErpMaintenance } from "../services/network-notices";
import { type PeriodicJob, startPeriodicJob } from "./periodic";

// Where the ERP keeps a maintenance list (SGP: `capabilities.maintenanceList`), 'Status da rede' follows it
// (issue 58): every few minutes the list is read and brought in as planned works (services/network-notices:
// added, updated, or resolved once the ERP lists it no more), each write audited under the import's name.
// With another ERP, or none, a run does nothing. An ERP that fails is logged by the kind of failure and
// tried again at the next run; what was imported stays as it was.

export const ERP_MAINTENANCE_INTERVAL_MS = 5 * 60_000;

export async function runErpMaintenanceImport(
  options: { db: Db; announce: Announce; queuePurge?: QueuePurge; erp: ErpRuntime; logger: Logger },
  now = new Date(),
): Promise<number> {
  const adapter = options.erp.current();
  if (!adapter?.capabilities.maintenanceList || !adapter.maintenanceList) return 0;
  let items: Awaited<ReturnType<NonNullable<typeof adapter.maintenanceList>>>;
  try {
    items = await adapter.maintenanceList();
  } catch (error) {
    if (!(error instanceof ErpError)) throw error;
    options.logger.warn(
      { erp: adapter.name, operation: "maintenanceList", failure: error.failure, detail: error.message },
      "erp call failed",
    );
    return 0;
  }
  const source = adapter.name === "SGP" ? "sgp" : undefined;
  if (!source) return 0;
  return importErpMaintenance(
    { db: options.db, announce: options.announce, queuePurge: options.queuePurge },
    source,
    items,
    now,
  );
}

export function startErpMaintenanceImport(options: {
  db: Db;
  announce: Announce;
  queuePurge?: QueuePurge;
  erp: ErpRuntime;
  logger: Logger;
  intervalMs?: number;
}): PeriodicJob<number> {
  return startPeriodicJob({
    name: "erp-maintenance-import",
    run: () => runErpMaintenanceImport(options),
    intervalMs: options.intervalMs ?? ERP_MAINTENANCE_INTERVAL_MS,
    logger: options.logger,
    report: (written, log) => {
      if (written > 0) log.info({ written }, "ERP maintenances imported into the network status");
    },
  });
}
