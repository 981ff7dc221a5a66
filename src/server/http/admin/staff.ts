import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { z } from "zod";
import { sellerAlertsInputSchema } from "../../../domain/marketing";
import { staffInputSchema, staffRoleSchema } from "../../../domain/schemas";
import type { Auth } from "../../auth";
import type { Db } from "../../db/client";
import { setSellerAlerts } from "../../services/seller-alerts";
import {
  createStaffMember,
  endStaffSession,
  listStaffMembers,
  listStaffSessions,
  resetStaffPassword,
  resetStaffTwoFactor,
  setStaffDisabled,
  setStaffRole,
} from "../../services/staff-accounts";
import { apiError } from "../errors";
import { type AdminEnv, staffOf, valid } from "./kit";

// Equipe (decision 0022): the administrador's view of the staff accounts. The one-time links it returns
// are in the answer's body only; the request log records the path, never a body.

/** better-auth's ids (and session ids) are short URL-safe strings; anything else names no account. */
const textId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const memberParam = () =>
  zValidator("param", z.object({ id: textId }), (result, c) => {
    if (!result.success) return apiError(c, 404, "staff_not_found", "Conta não encontrada.") as Response;
  });
const sessionParam = () =>
  zValidator("param", z.object({ id: textId, sessionId: textId }), (result, c) => {
    if (!result.success) return apiError(c, 404, "session_not_found", "Sessão não encontrada.") as Response;
  });

export function staffRoutes(db: Db, auth: Auth) {
  return (
    new Hono<AdminEnv>()
      .get("/", async (c) => c.json({ staff: await listStaffMembers(db) }, 200))
      .post("/", valid("json", staffInputSchema), async (c) =>
        c.json(await createStaffMember(staffOf(c, db), auth, c.req.valid("json")), 201),
      )
      .put("/:id/role", memberParam(), valid("json", staffRoleSchema), async (c) => {
        await setStaffRole(staffOf(c, db), c.req.valid("param").id, c.req.valid("json").role);
        return c.body(null, 204);
      })
      // A comercial member's own alerts of new leads (issue 57): e-mail, WhatsApp, the cities they take.
      .put("/:id/alerts", memberParam(), valid("json", sellerAlertsInputSchema), async (c) =>
        c.json(
          { alerts: await setSellerAlerts(staffOf(c, db), c.req.valid("param").id, c.req.valid("json")) },
          200,
        ),
      )
      .patch("/:id/status", memberParam(), valid("json", z.object({ disabled: z.boolean() })), async (c) => {
        await setStaffDisabled(staffOf(c, db), c.req.valid("param").id, c.req.valid("json").disabled);
        return c.body(null, 204);
      })
      .post("/:id/password-link", memberParam(), async (c) =>
        c.json({ link: await resetStaffPassword(staffOf(c, db), c.req.valid("param").id) }, 200),
      )
      // A lost authenticator: the account's two-factor sign-in is turned off and its sessions end.
      .delete("/:id/two-factor", memberParam(), async (c) => {
        await resetStaffTwoFactor(staffOf(c, db), c.req.valid("param").id);
        return c.body(null, 204);
      })
      .get("/:id/sessions", memberParam(), async (c) =>
        c.json({ sessions: await listStaffSessions(db, c.req.valid("param").id) }, 200),
      )
      .delete("/:id/sessions/:sessionId", sessionParam(), async (c) => {
        const { id, sessionId } = c.req.valid("param");
        await endStaffSession(staffOf(c, db), id, sessionId);
        return c.body(null, 204);
      })
  );
}
