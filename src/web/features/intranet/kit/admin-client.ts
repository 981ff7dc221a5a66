import { hc } from "hono/client";
import type { AdminOfferVersion, DeleteImpact, LeadStatus, ReferralSide } from "../../../../domain";
import type {
  AssociationMatrixInput,
  BannerUpdate,
  BusinessPlanCityInput,
  BusinessPlanCreateInput,
  BusinessPlanInput,
  CepRangesInput,
  CityInput,
  LeadExport,
  LeadFollowUp,
  PlanCityBulkInput,
  PlanCityInput,
  PlanCreateInput,
  PlanInput,
  SiteSettingsInput,
  StaffInput,
  StreamingBannerInput,
  StreamingServiceInput,
} from "../../../../domain/schemas";
// A type-only import: erased at build time, so no server code reaches the browser (see check-layers).
import type { AdminApi } from "../../../../server/http/admin-routes";

// The console's calls, typed end to end by hono/client: each tab names what it sends, nothing more.

/**
 * The console API, typed end to end: `adminClient.cities.$get()`, `adminClient.cities[":id"].$put(...)`.
 * Same-origin, so the session cookie goes along.
 */
export const adminClient = hc<AdminApi>("/api/admin");
export type AdminClient = typeof adminClient;
const api = adminClient;

type Versioned = { id: number; updatedAt: string };

/** The record's `:id`, and the version the form read (the server answers 409 when it changed). */
const at = (record: Versioned) => ({ param: { id: String(record.id) } });
const version = (record: Versioned) => ({ expectedUpdatedAt: record.updatedAt });

/** What a delete takes along, from the server's count. */
export async function readImpact(response: Promise<{ ok: boolean; json(): Promise<unknown> }>) {
  const answer = await response;
  if (!answer.ok) return undefined;
  return ((await answer.json()) as { impact: DeleteImpact }).impact;
}

/** A plan's offer versions, newest first; undefined when they could not be read. */
async function readVersions(response: Promise<{ ok: boolean; json(): Promise<unknown> }>) {
  const answer = await response;
  if (!answer.ok) return undefined;
  return ((await answer.json()) as { versions: AdminOfferVersion[] }).versions;
}

/** An update sends the record's fields; a create form's 'Ativo' switch is not one of them. */
const withoutStatus = <V extends { isActive?: boolean }>({ isActive: _status, ...values }: V) => values;

/** A staff account's `:id` (better-auth's text ids). */
const member = (id: string) => ({ param: { id } });

export const adminApi = {
  trash: {
    restore: (itemId: number) => api.trash[":id"].restore.$post({ param: { id: String(itemId) } }),
  },
  auditLog: {
    /** Histórico's 'Restaurar esta versão': `version` is the record's current version as the page showed it. */
    restore: (entryId: number, version: string) =>
      api["audit-log"][":id"].restore.$post({
        param: { id: String(entryId) },
        json: { expectedUpdatedAt: version },
      }),
  },
  staff: {
    create: (json: StaffInput) => api.staff.$post({ json }),
    setRole: (id: string, role: StaffInput["role"]) =>
      api.staff[":id"].role.$put({ ...member(id), json: { role } }),
    setDisabled: (id: string, disabled: boolean) =>
      api.staff[":id"].status.$patch({ ...member(id), json: { disabled } }),
    resetPassword: (id: string) => api.staff[":id"]["password-link"].$post(member(id)),
    resetTwoFactor: (id: string) => api.staff[":id"]["two-factor"].$delete(member(id)),
    sessions: (id: string) => api.staff[":id"].sessions.$get(member(id)),
    endSession: (id: string, sessionId: string) =>
      api.staff[":id"].sessions[":sessionId"].$delete({ param: { id, sessionId } }),
  },
  plans: {
    create: (json: PlanCreateInput) => api.plans.$post({ json }),
    update: (plan: Versioned, values: PlanInput & { isActive?: boolean }) =>
      api.plans[":id"].$put({ ...at(plan), json: { ...withoutStatus(values), ...version(plan) } }),
    setActive: (plan: Versioned, isActive: boolean) =>
      api.plans[":id"].status.$patch({ ...at(plan), json: { isActive, ...version(plan) } }),
    remove: (plan: Versioned) => api.plans[":id"].$delete({ ...at(plan), query: version(plan) }),
    impact: (plan: Versioned) => readImpact(api.plans[":id"].impact.$get(at(plan))),
    versions: (plan: { id: number }) =>
      readVersions(api.plans[":id"].versions.$get({ param: { id: String(plan.id) } })),
  },
  cities: {
    create: (json: CityInput) => api.cities.$post({ json }),
    update: (city: Versioned, values: CityInput) =>
      api.cities[":id"].$put({ ...at(city), json: { ...values, ...version(city) } }),
    setActive: (city: Versioned, isActive: boolean) =>
      api.cities[":id"].status.$patch({ ...at(city), json: { isActive, ...version(city) } }),
    remove: (city: Versioned) => api.cities[":id"].$delete({ ...at(city), query: version(city) }),
    impact: (city: Versioned) => readImpact(api.cities[":id"].impact.$get(at(city))),
    /** 'Faixas de CEP': the city's whole list, at the city's version. */
    setCepRanges: (city: Versioned, values: CepRangesInput) =>
      api.cities[":id"]["cep-ranges"].$put({ ...at(city), json: { ...values, ...version(city) } }),
  },
  planCities: {
    create: (json: PlanCityInput) => api["plan-cities"].$post({ json }),
    bulk: (json: PlanCityBulkInput) => api["plan-cities"].bulk.$post({ json }),
    matrix: (json: AssociationMatrixInput) => api["plan-cities"].matrix.$put({ json }),
    setActive: (row: Versioned, isActive: boolean) =>
      api["plan-cities"][":id"].status.$patch({ ...at(row), json: { isActive, ...version(row) } }),
    remove: (row: Versioned) => api["plan-cities"][":id"].$delete({ ...at(row), query: version(row) }),
  },
  businessPlans: {
    create: (json: BusinessPlanCreateInput) => api["business-plans"].$post({ json }),
    update: (plan: Versioned, values: BusinessPlanInput & { isActive?: boolean }) =>
      api["business-plans"][":id"].$put({
        ...at(plan),
        json: { ...withoutStatus(values), ...version(plan) },
      }),
    setActive: (plan: Versioned, isActive: boolean) =>
      api["business-plans"][":id"].status.$patch({ ...at(plan), json: { isActive, ...version(plan) } }),
    remove: (plan: Versioned) => api["business-plans"][":id"].$delete({ ...at(plan), query: version(plan) }),
    impact: (plan: Versioned) => readImpact(api["business-plans"][":id"].impact.$get(at(plan))),
    versions: (plan: { id: number }) =>
      readVersions(api["business-plans"][":id"].versions.$get({ param: { id: String(plan.id) } })),
  },
  businessPlanCities: {
    create: (json: BusinessPlanCityInput) => api["business-plan-cities"].$post({ json }),
    bulk: (json: PlanCityBulkInput) => api["business-plan-cities"].bulk.$post({ json }),
    matrix: (json: AssociationMatrixInput) => api["business-plan-cities"].matrix.$put({ json }),
    setActive: (row: Versioned, isActive: boolean) =>
      api["business-plan-cities"][":id"].status.$patch({ ...at(row), json: { isActive, ...version(row) } }),
    remove: (row: Versioned) =>
      api["business-plan-cities"][":id"].$delete({ ...at(row), query: version(row) }),
  },
  streamingServices: {
    create: (json: StreamingServiceInput) => api["streaming-services"].$post({ json }),
    update: (service: Versioned, values: StreamingServiceInput) =>
      api["streaming-services"][":id"].$put({ ...at(service), json: { ...values, ...version(service) } }),
    remove: (service: Versioned) =>
      api["streaming-services"][":id"].$delete({ ...at(service), query: version(service) }),
  },
  banners: {
    update: (banner: Versioned, values: BannerUpdate) =>
      api.banners[":id"].$put({ ...at(banner), json: { ...values, ...version(banner) } }),
  },
  bannerSettings: {
    update: (settings: { updatedAt: string }, showCaptions: boolean) =>
      api["banner-settings"].$put({ json: { showCaptions, expectedUpdatedAt: settings.updatedAt } }),
  },
  streamingBanners: {
    create: (json: StreamingBannerInput) => api["streaming-banners"].$post({ json }),
    update: (banner: Versioned, values: StreamingBannerInput) =>
      api["streaming-banners"][":id"].$put({ ...at(banner), json: { ...values, ...version(banner) } }),
    remove: (banner: Versioned) =>
      api["streaming-banners"][":id"].$delete({ ...at(banner), query: version(banner) }),
  },
  referrals: {
    markContacted: (referral: Versioned) =>
      api.referrals[":id"].contacted.$patch({ ...at(referral), json: version(referral) }),
    retry: (referral: Versioned) =>
      api.referrals[":id"].retry.$post({ ...at(referral), json: version(referral) }),
    remove: (referral: Versioned) =>
      api.referrals[":id"].$delete({ ...at(referral), query: version(referral) }),
    revealCpf: (referral: Versioned, side: ReferralSide) =>
      api.referrals[":id"].cpf.$post({ ...at(referral), json: { side } }),
    exportCsv: (search: string) => api.referrals.export.$post({ json: { search } }),
  },
  leads: {
    setStatus: (lead: Versioned, status: LeadStatus) =>
      api.leads[":id"].status.$patch({ ...at(lead), json: { status, ...version(lead) } }),
    setFollowUp: (lead: Versioned, json: Omit<LeadFollowUp, "expectedUpdatedAt">) =>
      api.leads[":id"]["follow-up"].$patch({ ...at(lead), json: { ...json, ...version(lead) } }),
    retry: (lead: Versioned) => api.leads[":id"].retry.$post({ ...at(lead), json: version(lead) }),
    remove: (lead: Versioned) => api.leads[":id"].$delete({ ...at(lead), query: version(lead) }),
    exportCsv: (json: LeadExport) => api.leads.export.$post({ json }),
  },
  siteSettings: {
    update: (settings: { updatedAt: string }, values: SiteSettingsInput) =>
      api["site-settings"].$put({ json: { ...values, expectedUpdatedAt: settings.updatedAt } }),
  },
};
