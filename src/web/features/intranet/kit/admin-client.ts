import type { AdminPlan } from "../../../../domain";
import type { PlanInput } from "../../../../domain/schemas";

// The console's calls to /api/admin. Interim: plain requests until the typed AdminApi lands.
const send = (method: string, path: string, body?: unknown) =>
  fetch(`/api/admin${path}`, {
    method,
    headers: body === undefined ? { accept: "application/json" } : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

type Versioned = { id: number; updatedAt: string };

export const adminApi = {
  plans: {
    create: (values: PlanInput) => send("POST", "/plans", values),
    update: (plan: Versioned, values: PlanInput) =>
      send("PUT", `/plans/${plan.id}`, { ...values, expectedUpdatedAt: plan.updatedAt }),
    setActive: (plan: AdminPlan, isActive: boolean) =>
      send("PATCH", `/plans/${plan.id}/status`, { isActive }),
    remove: (plan: AdminPlan) => send("DELETE", `/plans/${plan.id}`),
  },
};
