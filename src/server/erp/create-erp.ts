import type { ErpConfig } from "../config";
import type { ErpAdapter } from "./contract";
import { CircuitBreaker, type CircuitOptions } from "./http";
import { createHubsoftAdapter } from "./hubsoft";
import { createIxcAdapter } from "./ixc";
import { createSgpAdapter } from "./sgp";

/**
 * The adapter for an ERP (a fourth ERP adds a line here: CONTRIBUTING.md). `allowPrivateAddresses`: its
 * address may lead into the server's own network (ALLOW_PRIVATE_ADDRESSES, or ERP_URL, which the operator
 * typed).
 */
export function createErp(
  config: ErpConfig,
  circuit: CircuitOptions = {},
  { allowPrivateAddresses = false }: { allowPrivateAddresses?: boolean } = {},
): ErpAdapter {
  const { url, token } = config;
  switch (config.adapter) {
    case "ixc":
      return guarded(
        createIxcAdapter({ url, token, contractPrint: config.contractPrint, allowPrivateAddresses }),
        circuit,
      );
    case "sgp":
      return guarded(
        createSgpAdapter({ url, token, allowPrivateAddresses, centralSignIn: config.centralSignIn }),
        circuit,
      );
    case "hubsoft":
      return guarded(
        createHubsoftAdapter({ url, token, allowPrivateAddresses, centralSignIn: config.centralSignIn }),
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
