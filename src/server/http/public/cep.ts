import { Hono } from "hono";
import { parseCep } from "../../../domain";
import type { Catalogue } from "../../catalogue";
import { limitedAddress } from "../../client-address";
import { PUBLIC_CACHE_CONTROL } from "../cached-json";
import { apiError } from "../errors";
import type { Env } from "../env";
import { CEP_LOOKUPS } from "../rate-limits";
import { clientIp } from "../request-origin";
import { TokenBuckets } from "../token-buckets";

// GET /api/cep/:cep, for the city modal's 'Digite seu CEP': the active city whose CEP ranges hold the
// CEP, from the catalogue's cached ranges (decision 0027). One answer per CEP, so neither the catalogue
// nor the server's front keeps the answers; a visitor types a few, a scraper many: limited per address.

/** Lookups one address may make at once (rate-limits.ts), for the tests. */
export const CEP_LOOKUPS_AT_ONCE = CEP_LOOKUPS.atOnce;

export const CEP_INVALID_MESSAGE = "CEP inválido: digite os 8 números (ex.: 29000-000).";
export const CEP_RATE_LIMITED_MESSAGE =
  "Muitas consultas de CEP seguidas. Aguarde alguns segundos e tente de novo.";

/**
 * 200 `{ cep, city }`: `cep` as its 8 digits ('29000001'), `city` as `{ id, name, state }`, or null when no
 * active city covers the CEP (not covered yet: the modal offers 'Avise-me quando chegar'); then also
 * `suggestion`, the one active city whose ranges share the CEP's first five digits, or null ('Este CEP
 * parece ser de Vila Velha - ES' for 29100-000, the town's generic CEP just before its range). 400 when the
 * text is not a CEP, 429 over the limit; both in the API's error shape.
 */
export function publicCepRoutes(catalogue: Catalogue) {
  const buckets = new TokenBuckets({ capacity: CEP_LOOKUPS.atOnce, perSecond: CEP_LOOKUPS.perSecond });
  return new Hono<Env>().get("/cep/:cep", async (c) => {
    if (!buckets.take(limitedAddress(clientIp(c))))
      return apiError(c, 429, "rate_limited", CEP_RATE_LIMITED_MESSAGE);
    const cep = parseCep(c.req.param("cep").slice(0, 20));
    if (cep === undefined) return apiError(c, 400, "invalid_cep", CEP_INVALID_MESSAGE);
    const city = (await catalogue.cityByCep(cep)) ?? null;
    const suggestion = city ? undefined : ((await catalogue.cityNearCep(cep)) ?? null);
    c.header("Cache-Control", PUBLIC_CACHE_CONTROL);
    return c.json({ cep: String(cep).padStart(8, "0"), city, ...(city ? {} : { suggestion }) }, 200);
  });
}
