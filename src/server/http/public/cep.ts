import { Hono } from "hono";
import {
  CEP_INVALID_MESSAGE,
  CEP_NOTICES,
  CEP_RATE_LIMITED_MESSAGE,
  CITY_CHOICE_PATH,
  cityLabel,
  cityPagePath,
  parseCep,
} from "../../../domain";
import type { Catalogue } from "../../catalogue";
import { limitedAddress } from "../../client-address";
import { type ErpAdapter, ErpError } from "../../erp/contract";
import type { Logger } from "../../logger";
import { PUBLIC_CACHE_CONTROL } from "../cached-json";
import { apiError } from "../errors";
import type { Env } from "../env";
import { CEP_LOOKUPS } from "../rate-limits";
import { clientIp } from "../request-origin";
import { TokenBuckets } from "../token-buckets";

// GET /api/cep/:cep, for the city modal's 'Digite seu CEP': the active city whose CEP ranges hold the
// CEP, from the catalogue's cached ranges (decision 0027). One answer per CEP, so neither the catalogue
// nor the server's front keeps the answers; a visitor types a few, a scraper many: limited per address.

/** One address's CEP lookups, by the API and by the modal without scripts alike. */
export function cepBuckets() {
  return new TokenBuckets({ capacity: CEP_LOOKUPS.atOnce, perSecond: CEP_LOOKUPS.perSecond });
}

/** Lookups one address may make at once (rate-limits.ts), for the tests. */
export const CEP_LOOKUPS_AT_ONCE = CEP_LOOKUPS.atOnce;


/** How long the CEP check waits for the ERP's viability before it answers from the site's ranges. */
export const ERP_VIABILITY_DEADLINE_MS = 3_000;

/**
 * The ERP's viability at a CEP (decision 0037), when the configured ERP has one: true or false, or
 * undefined when it has none, fails or takes longer than the deadline, and the site's ranges answer.
 * Failures are logged by their kind, never with the CEP.
 */
export async function erpViability(
  erp: (() => ErpAdapter | undefined) | undefined,
  cep: number,
  logger: Logger | undefined,
  deadlineMs = ERP_VIABILITY_DEADLINE_MS,
): Promise<boolean | undefined> {
  const adapter = erp?.();
  if (!adapter?.capabilities.checkCoverage) return undefined;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), deadlineMs);
  });
  const asked = adapter.checkCoverage(String(cep).padStart(8, "0"));
  try {
    const answer = await Promise.race([asked, late]);
    if (answer === "late") {
      // Left to finish or fail on its own (the adapter's timeout bounds it), unheard.
      asked.catch(() => {});
      logger?.warn({ erp: adapter.name, operation: "checkCoverage", failure: "deadline" }, "ERP call failed");
      return undefined;
    }
    return answer?.covered;
  } catch (error) {
    logger?.warn(
      {
        erp: adapter.name,
        operation: "checkCoverage",
        failure: error instanceof ErpError ? error.failure : "error",
      },
      "ERP call failed",
    );
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * 200 `{ cep, city }`: `cep` as its 8 digits ('29000001'), `city` as `{ id, name, state }`, or null when no
 * active city covers the CEP (not covered yet: the modal offers 'Avise-me quando chegar'); then also
 * `suggestion`, the one active city whose ranges share the CEP's first five digits, or null ('Este CEP
 * parece ser de Vila Velha - ES' for 29100-000, the town's generic CEP just before its range). 400 when the
 * text is not a CEP, 429 over the limit; both in the API's error shape. With an ERP that tells viability
 * by CEP (decision 0037) it is asked first: its "no" answers `city: null` (the modal offers 'Avise-me
 * quando chegar'), its "yes" or its silence (none, a failure, past the deadline) leave it to the ranges.
 */
export function publicCepRoutes(
  catalogue: Catalogue,
  buckets = cepBuckets(),
  erp?: () => ErpAdapter | undefined,
  logger?: Logger,
  /** Told of each valid CEP checked: the Painel's funnel counts it (decision 0068), never the CEP. */
  onCheck?: () => void,
) {
  return new Hono<Env>().get("/cep/:cep", async (c) => {
    if (!buckets.take(limitedAddress(clientIp(c))))
      return apiError(c, 429, "rate_limited", CEP_RATE_LIMITED_MESSAGE);
    const cep = parseCep(c.req.param("cep").slice(0, 20));
    if (cep === undefined) return apiError(c, 400, "invalid_cep", CEP_INVALID_MESSAGE);
    onCheck?.();
    const viable = await erpViability(erp, cep, logger);
    const city = viable === false ? null : ((await catalogue.cityByCep(cep)) ?? null);
    const suggestion =
      city || viable === false ? (city ? undefined : null) : ((await catalogue.cityNearCep(cep)) ?? null);
    c.header("Cache-Control", PUBLIC_CACHE_CONTROL);
    return c.json({ cep: String(cep).padStart(8, "0"), city, ...(city ? {} : { suggestion }) }, 200);
  });
}

const COVERAGE_MAP = "/mapa-cobertura";

/**
 * GET /escolher-cidade, the city modal's forms when no script runs (a script that failed or has not
 * arrived yet): `?cidade=Vit%C3%B3ria+-+ES` (a city button, by its label), `?id=12` (the top bar's city
 * select, by its option's value) or `?cep=29050-555` (Buscar). 303 to the
 * city's page; a CEP just outside a served town's ranges goes to that town, as the modal's suggestion
 * would; else the coverage map with a notice (`?cep=fora`, `invalido` or `limite`). No page renders here,
 * and the answer is never stored: it names the visitor's CEP.
 */
export function cityChoiceRoutes(
  catalogue: Catalogue,
  buckets: TokenBuckets,
  erp?: () => ErpAdapter | undefined,
  logger?: Logger,
  onCheck?: () => void,
) {
  return new Hono<Env>().get(CITY_CHOICE_PATH, async (c) => {
    c.header("Cache-Control", "no-store");
    const go = (location: string) => c.redirect(location, 303);
    // The top bar's select without scripts names the city by its id (its options' values).
    const id = c.req.query("id");
    if (id !== undefined) {
      const city = (await catalogue.activeCities()).find((item) => String(item.id) === id);
      return go(city ? cityPagePath(city) : COVERAGE_MAP);
    }
    const chosen = c.req.query("cidade");
    if (chosen !== undefined) {
      const city = (await catalogue.activeCities()).find((item) => cityLabel(item) === chosen);
      return go(city ? cityPagePath(city) : COVERAGE_MAP);
    }
    const typed = c.req.query("cep");
    if (typed === undefined) return go(COVERAGE_MAP);
    if (!buckets.take(limitedAddress(clientIp(c)))) return go(`${COVERAGE_MAP}?cep=${CEP_NOTICES.limited}`);
    const cep = parseCep(typed.slice(0, 20));
    if (cep === undefined) return go(`${COVERAGE_MAP}?cep=${CEP_NOTICES.invalid}`);
    onCheck?.();
    // The ERP's "no" is the same answer as a CEP outside every range (decision 0037).
    if ((await erpViability(erp, cep, logger)) === false)
      return go(`${COVERAGE_MAP}?cep=${CEP_NOTICES.uncovered}`);
    const city = (await catalogue.cityByCep(cep)) ?? (await catalogue.cityNearCep(cep));
    return go(city ? cityPagePath(city) : `${COVERAGE_MAP}?cep=${CEP_NOTICES.uncovered}`);
  });
}
