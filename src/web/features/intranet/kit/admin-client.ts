import type {
  BusinessPlanCityInput,
  BusinessPlanInput,
  CityInput,
  PlanCityBulkInput,
  PlanCityInput,
  PlanInput,
  SiteSettingsInput,
} from "../../../../domain/schemas";

// The console's calls to /api/admin. Interim: plain requests until the typed AdminApi lands.
const send = (method: string, path: string, body?: unknown) =>
  fetch(`/api/admin${path}`, {
    method,
    headers: body === undefined ? { accept: "application/json" } : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

type Versioned = { id: number; updatedAt: string };

function records<TInput>(path: string) {
  return {
    create: (values: TInput) => send("POST", path, values),
    update: (record: Versioned, values: TInput) =>
      send("PUT", `${path}/${record.id}`, { ...values, expectedUpdatedAt: record.updatedAt }),
    setActive: (record: Versioned, isActive: boolean) =>
      send("PATCH", `${path}/${record.id}/status`, { isActive, expectedUpdatedAt: record.updatedAt }),
    remove: (record: Versioned) =>
      send("DELETE", `${path}/${record.id}?expectedUpdatedAt=${encodeURIComponent(record.updatedAt)}`),
  };
}

export const adminApi = {
  plans: records<PlanInput>("/plans"),
  cities: records<CityInput>("/cities"),
  planCities: {
    ...records<PlanCityInput>("/plan-cities"),
    bulk: (values: PlanCityBulkInput) => send("POST", "/plan-cities/bulk", values),
  },
  businessPlans: records<BusinessPlanInput>("/business-plans"),
  businessPlanCities: records<BusinessPlanCityInput>("/business-plan-cities"),
  siteSettings: {
    update: (settings: { updatedAt: string }, values: SiteSettingsInput) =>
      send("PUT", "/site-settings", { ...values, expectedUpdatedAt: settings.updatedAt }),
  },
};
