import { Hono } from "hono";
import type { Auth } from "../../auth";
import { limitedAddress } from "../../client-address";
import type { Db } from "../../db/client";
import { ServiceError } from "../../services/console-writes";
import { LINK_INVALID_MESSAGE, setPasswordWithLink } from "../../services/staff-accounts";
import type { Env } from "../env";
import { apiError, invalidBody, readJsonObject } from "../errors";
import { STAFF_PASSWORD_ATTEMPTS } from "../rate-limits";
import { clientIp } from "../request-origin";
import { TokenBuckets } from "../token-buckets";

// POST /api/staff-password: the /definir-senha page sends the one-time link's token (from the URL's
// fragment, which no request carries) and the new password. Public: whoever holds the link is who it was
// made for (decision 0022). Neither value is ever logged.

export const STAFF_PASSWORD_RATE_LIMITED_MESSAGE =
  "Muitas tentativas seguidas deste endereço. Aguarde alguns segundos e tente de novo.";

export function publicStaffPasswordRoutes(db: Db, auth: Auth) {
  const buckets = new TokenBuckets({
    capacity: STAFF_PASSWORD_ATTEMPTS.atOnce,
    perSecond: STAFF_PASSWORD_ATTEMPTS.perSecond,
  });
  return new Hono<Env>().post("/staff-password", async (c) => {
    if (!buckets.take(limitedAddress(clientIp(c))))
      return apiError(c, 429, "rate_limited", STAFF_PASSWORD_RATE_LIMITED_MESSAGE);
    const body = await readJsonObject(c.req.raw);
    if (!body || typeof body.token !== "string" || typeof body.password !== "string") return invalidBody(c);
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(body.token)) return apiError(c, 404, "link_invalid", LINK_INVALID_MESSAGE);
    try {
      return c.json(await setPasswordWithLink(auth, db, body.token, body.password), 200);
    } catch (error) {
      if (error instanceof ServiceError) return apiError(c, error.status, error.code, error.message, error.fields);
      throw error;
    }
  });
}
