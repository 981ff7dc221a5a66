import { Hono } from "hono";
import type { Auth } from "../../auth";
import type { Db } from "../../db/client";
import { ServiceError } from "../../services/console-writes";
import { LINK_INVALID_MESSAGE, setPasswordWithLink } from "../../services/staff-accounts";
import type { Env } from "../env";
import { apiError, invalidBody, readJsonObject } from "../errors";

// POST /api/staff-password: the /definir-senha page sends the one-time link's token (from the URL's
// fragment, which no request carries) and the new password. Public: whoever holds the link is who it was
// made for (decision 0022). Neither value is ever logged.

export function publicStaffPasswordRoutes(db: Db, auth: Auth) {
  return new Hono<Env>().post("/staff-password", async (c) => {
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
