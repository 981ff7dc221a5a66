import type { ErpConsoleState } from "../../domain/erp";
import type { ErpConfig } from "../config";
import type { Db } from "../db/client";
import { countErpProspectsByStatus, listRecentErpDeliveries } from "../services/erp-prospects";
import { getSavedErpSettings } from "../services/erp-settings";
import { ERP_OPERATIONS, NO_CAPABILITIES } from "./contract";
import type { ErpRuntime } from "./runtime";

/**
 * What 'Sistema de gestão' shows (decision 0037): the ERP in use and where it comes from, the saved
 * settings without their credential, the capability table and the last prospect deliveries.
 */
export async function erpConsoleState(
  db: Db,
  erp: {
    runtime: ErpRuntime;
    environment: ErpConfig | undefined;
    contractPrintDefault?: string;
    /** ERP_ALLOW_HTTP: required, so no caller forgets the console's checkbox. */
    allowHttp: boolean | undefined;
  },
): Promise<ErpConsoleState> {
  const adapter = erp.runtime.current();
  const capabilities = adapter?.capabilities ?? NO_CAPABILITIES;
  return {
    source: erp.runtime.source(),
    environment: erp.environment ? { adapter: erp.environment.adapter, url: erp.environment.url } : null,
    saved: await getSavedErpSettings(db),
    contractPrintDefault: erp.contractPrintDefault ?? null,
    httpAllowed: erp.allowHttp ?? false,
    inUse: adapter ? { name: adapter.name } : null,
    capabilities: ERP_OPERATIONS.map((operation) => ({ operation, available: capabilities[operation] })),
    deliveries: await listRecentErpDeliveries(db),
    counts: await countErpProspectsByStatus(db),
  };
}
