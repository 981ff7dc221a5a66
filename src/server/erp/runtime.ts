import type { ChangeFeed } from "../changes";
import type { ErpConfig } from "../config";
import type { Db } from "../db/client";
import type { FieldCipher } from "../field-cipher";
import type { Logger } from "../logger";
import { readErpSettings } from "../services/erp-settings";
import type { ErpAdapter } from "./contract";
import { createErp } from "./create-erp";

// Which ERP the site speaks to (decision 0037): ERP_ADAPTER's when set (the environment wins), else the
// one staff saved in 'Sistema de gestão', else none. The adapter is made once per configuration and kept
// (its circuit breaker and token with it); a save in any process reaches every process through the change
// feed (LISTEN/NOTIFY on PostgreSQL), which makes it read the settings again.

export type ErpSource = "environment" | "console" | "none";

export type ErpRuntime = {
  /** The adapter in use, or undefined: the pages stay as without an ERP. */
  current(): ErpAdapter | undefined;
  source(): ErpSource;
  /** Reads the console's settings again (after a save; the environment's stay as they are). */
  reload(): Promise<void>;
};

/** A runtime that always answers this adapter (the tests', and a server with ERP_ADAPTER set). */
export function fixedErp(adapter: ErpAdapter | undefined): ErpRuntime {
  return {
    current: () => adapter,
    source: () => (adapter ? "environment" : "none"),
    reload: async () => {},
  };
}

/** The entity the console's saves announce (services/erp-settings.ts). */
export const ERP_SETTINGS_ENTITY = "erp_settings";

export function createErpRuntime(options: {
  /** ERP_ADAPTER, ERP_URL, ERP_TOKEN: when set, the console's settings are not read. */
  environment: ErpConfig | undefined;
  db: Db;
  cipher: FieldCipher;
  logger: Logger;
  changes?: ChangeFeed;
  /** ERP_CONTRACT_PRINT: the console's ERP prints contracts with it unless it names its own. */
  contractPrintDefault?: string;
  /** Makes the adapter (createErp; a test may wrap it). */
  make?: (config: ErpConfig) => ErpAdapter;
  /**
   * ALLOW_PRIVATE_ADDRESSES: the console's ERP may be on the server's own network (issue 66, L3). The
   * environment's ERP may always be: the operator typed its address.
   */
  allowPrivateAddresses?: boolean;
  /**
   * ERP_ALLOW_HTTP: the console's ERP may be http://. Without it an http:// ERP saved while it was
   * allowed is not used: the credential would cross the network in clear text.
   */
  allowHttp?: boolean;
}): ErpRuntime & { ready: Promise<void> } {
  const make =
    options.make ??
    ((config: ErpConfig) =>
      createErp(
        config,
        {},
        { allowPrivateAddresses: config === options.environment || options.allowPrivateAddresses },
      ));
  if (options.environment) {
    const adapter = make(options.environment);
    return { ...fixedErp(adapter), ready: Promise.resolve() };
  }
  let adapter: ErpAdapter | undefined;
  let loading: Promise<void> | undefined;
  let again = false;

  const load = async () => {
    try {
      const config = await readErpSettings(options.db, options.cipher, options.contractPrintDefault);
      if (config?.url.startsWith("http://") && !options.allowHttp) {
        options.logger.warn({ source: "console" }, "ERP saved as http:// is not used without ERP_ALLOW_HTTP");
        adapter = undefined;
        return;
      }
      adapter = config ? make(config) : undefined;
    } catch (error) {
      // A credential the key cannot open (a backup restored without its key): no ERP rather than a crash.
      options.logger.warn({ err: { name: (error as Error).name } }, "ERP settings could not be read");
      adapter = undefined;
    }
  };
  const reload = (): Promise<void> => {
    if (loading) {
      again = true;
      return loading;
    }
    loading = (async () => {
      try {
        await load();
        while (again) {
          again = false;
          await load();
        }
      } finally {
        loading = undefined;
      }
    })();
    return loading;
  };
  const ready = reload();
  void options.changes?.subscribe((change) => {
    if (change.entities.some((entity) => entity === ERP_SETTINGS_ENTITY || entity === "*")) void reload();
  });
  return {
    current: () => adapter,
    source: () => (adapter ? "console" : "none"),
    reload,
    ready,
  };
}
