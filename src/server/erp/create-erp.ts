import type { ErpConfig } from "../config";
import type { ErpAdapter } from "./contract";
import { CircuitBreaker, type CircuitOptions } from "./http";
import { createHubsoftAdapter } from "./hubsoft";
import { createIxcAdapter } from "./ixc";
import { createSgpAdapter } from "./sgp";

/** The adapter for ERP_ADAPTER (a fourth ERP adds a line here: CONTRIBUTING.md). */
export function createErp(config: ErpConfig, circuit: CircuitOptions = {}): ErpAdapter {
  switch (config.adapter) {
    case "ixc":
      return guarded(
        createIxcAdapter({ url: config.url, token: config.token, contractPrint: config.contractPrint }),
        circuit,
      );
    case "sgp":
      return guarded(
        createSgpAdapter({ url: config.url, token: config.token, centralSignIn: config.centralSignIn }),
        circuit,
      );
    case "hubsoft":
      return guarded(
        createHubsoftAdapter({ url: config.url, token: config.token, centralSignIn: config.centralSignIn }),
        circuit,
      );
  }
}

/**
 * Every call of the adapter through one circuit breaker: after a few failures in a row the ERP is not
 * asked for a while and the pages answer with the portal and WhatsApp at once.
 */
export function guarded(adapter: ErpAdapter, options: CircuitOptions = {}): ErpAdapter {
  const breaker = new CircuitBreaker(options);
  const wrapped = {} as Record<string, unknown>;
  for (const key of Object.keys(adapter) as (keyof ErpAdapter)[]) {
    const value = adapter[key];
    wrapped[key] =
      typeof value === "function"
        ? (...args: unknown[]) =>
            breaker.run(() => (value as (...inner: unknown[]) => Promise<unknown>).apply(adapter, args))
        : value;
  }
  return wrapped as unknown as ErpAdapter;
}
