import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { activeStatusSchema, planInputSchema } from "../../domain/schemas";
import { type Auth, getStaffSession, type StaffSession } from "../auth";
import type { Db } from "../db/client";
import { createPlan, deletePlan, listPlans, setPlanActive, updatePlan } from "../services/plans";
import { apiError, validationError } from "./errors";
import type { Env } from "./request-origin";

type AdminEnv = Env & { Variables: { staff: StaffSession } };

const idParam = z.coerce.number().int().positive();

async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}

/** Every console write: a signed-in staff session, then the same zod schema the form uses. */
export function adminRoutes(db: Db, auth: Auth) {
  const app = new Hono<AdminEnv>();

  app.use(
    bodyLimit({
      maxSize: 64 * 1024,
      onError: (c) => apiError(c, 413, "payload_too_large", "Dados grandes demais para este formulário."),
    }),
  );

  app.use(async (c, next) => {
    const staff = await getStaffSession(auth, c.req.raw.headers);
    if (!staff) return apiError(c, 401, "unauthenticated", "Sessão expirada. Entre novamente.");
    c.set("staff", staff);
    await next();
  });

  const notFound = (c: Parameters<typeof apiError>[0]) =>
    apiError(c, 404, "plan_not_found", "Plano não encontrado.");

  app.get("/plans", async (c) => c.json({ plans: await listPlans(db) }));

  app.post("/plans", async (c) => {
    const parsed = planInputSchema.safeParse(await readJson(c.req.raw));
    if (!parsed.success) return validationError(c, parsed.error);
    return c.json({ plan: await createPlan(db, parsed.data) }, 201);
  });

  app.put("/plans/:id", async (c) => {
    const id = idParam.safeParse(c.req.param("id"));
    if (!id.success) return notFound(c);
    const parsed = planInputSchema.safeParse(await readJson(c.req.raw));
    if (!parsed.success) return validationError(c, parsed.error);
    const plan = await updatePlan(db, id.data, parsed.data);
    return plan ? c.json({ plan }) : notFound(c);
  });

  app.patch("/plans/:id/status", async (c) => {
    const id = idParam.safeParse(c.req.param("id"));
    if (!id.success) return notFound(c);
    const parsed = activeStatusSchema.safeParse(await readJson(c.req.raw));
    if (!parsed.success) return validationError(c, parsed.error);
    const plan = await setPlanActive(db, id.data, parsed.data.isActive);
    return plan ? c.json({ plan }) : notFound(c);
  });

  app.delete("/plans/:id", async (c) => {
    const id = idParam.safeParse(c.req.param("id"));
    if (!id.success || !(await deletePlan(db, id.data))) return notFound(c);
    return c.body(null, 204);
  });

  return app;
}
