import { Hono } from "hono";
import { activeStatusSchema, planInputSchema } from "../../domain/schemas";
import { type Auth, getStaffSession, type StaffSession } from "../auth";
import type { Db } from "../db/client";
import { createPlan, deletePlan, listPlans, setPlanActive, updatePlan } from "../services/plans";
import { apiError, invalidBody, MESSAGES, readJsonObject, recordId, validationError } from "./errors";
import type { Env } from "./request-origin";

type AdminEnv = Env & { Variables: { staff: StaffSession } };

/** Every console write: a signed-in staff session, then the same zod schema the form uses. */
export function adminRoutes(db: Db, auth: Auth) {
  const app = new Hono<AdminEnv>();

  app.use(async (c, next) => {
    const staff = c.get("staff") ?? (await getStaffSession(auth, c.req.raw.headers));
    if (!staff) return apiError(c, 401, "unauthenticated", MESSAGES.unauthenticated);
    c.set("staff", staff);
    await next();
  });

  const notFound = (c: Parameters<typeof apiError>[0]) =>
    apiError(c, 404, "plan_not_found", "Plano não encontrado.");

  app.get("/plans", async (c) => c.json({ plans: await listPlans(db) }));

  app.post("/plans", async (c) => {
    const body = await readJsonObject(c.req.raw);
    if (!body) return invalidBody(c);
    const parsed = planInputSchema.safeParse(body);
    if (!parsed.success) return validationError(c, parsed.error);
    return c.json({ plan: await createPlan(db, parsed.data) }, 201);
  });

  app.put("/plans/:id", async (c) => {
    const id = recordId(c);
    if (!id) return notFound(c);
    const body = await readJsonObject(c.req.raw);
    if (!body) return invalidBody(c);
    const parsed = planInputSchema.safeParse(body);
    if (!parsed.success) return validationError(c, parsed.error);
    const plan = await updatePlan(db, id, parsed.data);
    return plan ? c.json({ plan }) : notFound(c);
  });

  app.patch("/plans/:id/status", async (c) => {
    const id = recordId(c);
    if (!id) return notFound(c);
    const body = await readJsonObject(c.req.raw);
    if (!body) return invalidBody(c);
    const parsed = activeStatusSchema.safeParse(body);
    if (!parsed.success) return validationError(c, parsed.error);
    const plan = await setPlanActive(db, id, parsed.data.isActive);
    return plan ? c.json({ plan }) : notFound(c);
  });

  app.delete("/plans/:id", async (c) => {
    const id = recordId(c);
    if (!id || !(await deletePlan(db, id))) return notFound(c);
    return c.body(null, 204);
  });

  return app;
}
