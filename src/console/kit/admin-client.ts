import { hc } from "hono/client";
import type {
  AdminOfferVersion,
  DeleteImpact,
  LeadStatus,
  ReferralSide,
  SignUpStatus,
  SubscriberRequestState,
} from "../../domain";
import type { ErpSettingsInput } from "../../domain/erp-settings-schema";
import type { MarketingSettingsInput, SellerAlertsValues } from "../../domain/marketing";
import type {
  ArticleInput,
  AssociationMatrixInput,
  BannerUpdate,
  BusinessPlanCityInput,
  BusinessPlanCreateInput,
  BusinessPlanInput,
  CepRangesInput,
  CityInput,
  CityPriceInput,
  InstallScheduleInput,
  LeadExport,
  LeadFollowUp,
  NetworkNoticeInput,
  PageInput,
  PlanCityBulkInput,
  PlanCityInput,
  PlanCreateInput,
  PlanInput,
  SignUpFiltersInput,
  SiteSettingsInput,
  StaffInput,
  StreamingBannerInput,
  StreamingServiceInput,
  SubscriberRequestFiltersInput,
  TagSettingsInput,
} from "../../domain/schemas";
import type { CoverageSettingsInput, ViabilityAddressInput } from "../../domain/viability-schema";
// A type-only import: erased at build time, so no server code reaches the browser (see check-layers).
import type { AdminApi } from "../../server/http/admin-routes";

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

type PlanResource = typeof api.plans;
type PlanCityResource = (typeof api)["plan-cities"];

/** A kind of plan's calls (Planos, Planos Empresariais): `Create` and `Input` are its bodies. */
function planCalls<Create, Input>(plans: PlanResource) {
  return {
    create: (json: Create) => plans.$post({ json: json as never }),
    update: (plan: Versioned, values: Input & { isActive?: boolean }) =>
      plans[":id"].$put({ ...at(plan), json: { ...withoutStatus(values), ...version(plan) } as never }),
    setActive: (plan: Versioned, isActive: boolean) =>
      plans[":id"].status.$patch({ ...at(plan), json: { isActive, ...version(plan) } }),
    remove: (plan: Versioned) => plans[":id"].$delete({ ...at(plan), query: version(plan) }),
    impact: (plan: Versioned) => readImpact(plans[":id"].impact.$get(at(plan))),
    versions: (plan: { id: number }) =>
      readVersions(plans[":id"].versions.$get({ param: { id: String(plan.id) } })),
  };
}

/** A kind of plan's city associations: `Create` is its pair's body ({ planId } or { businessPlanId }). */
function planCityCalls<Create>(links: PlanCityResource) {
  return {
    create: (json: Create) => links.$post({ json: json as never }),
    bulk: (json: PlanCityBulkInput) => links.bulk.$post({ json }),
    matrix: (json: AssociationMatrixInput) => links.matrix.$put({ json }),
    setActive: (row: Versioned, isActive: boolean) =>
      links[":id"].status.$patch({ ...at(row), json: { isActive, ...version(row) } }),
    remove: (row: Versioned) => links[":id"].$delete({ ...at(row), query: version(row) }),
    /** The matrix as a spreadsheet (decision 0040): export, preview and import. */
    exportCsv: () => links.export.$post(),
    previewImport: (file: string) => links.import.preview.$post({ json: { file } }),
    applyImport: (file: string, token: string) => links.import.$post({ json: { file, token } }),
    /** 'Preço nesta cidade' (decision 0040); all null gives the city the plan's price back. */
    setPrice: (row: Versioned, values: CityPriceInput) =>
      links[":id"].price.$patch({ ...at(row), json: { ...values, ...version(row) } }),
  };
}

/** A record as the API takes it: its moments as ISO instants (the form has read them as São Paulo time). */
const withIsoMoments = <T extends { publishAt: Date | null; unpublishAt: Date | null }>({
  publishAt,
  unpublishAt,
  ...values
}: T) => ({
  ...values,
  publishAt: publishAt ? publishAt.toISOString() : null,
  unpublishAt: unpublishAt ? unpublishAt.toISOString() : null,
});
const articleBody = (values: ArticleInput) => withIsoMoments(values);
/** A network notice as the API takes it: every moment as an ISO instant. */
const noticeBody = (values: NetworkNoticeInput) => {
  const at = (moment: Date | null) => (moment ? moment.toISOString() : null);
  return {
    ...withIsoMoments(values),
    startsAt: values.startsAt.toISOString(),
    expectedEndAt: at(values.expectedEndAt),
    resolvedAt: at(values.resolvedAt),
  };
};

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
    setAlerts: (id: string, json: SellerAlertsValues) =>
      api.staff[":id"].alerts.$put({ ...member(id), json }),
    resetTwoFactor: (id: string) => api.staff[":id"]["two-factor"].$delete(member(id)),
    sessions: (id: string) => api.staff[":id"].sessions.$get(member(id)),
    endSession: (id: string, sessionId: string) =>
      api.staff[":id"].sessions[":sessionId"].$delete({ param: { id, sessionId } }),
  },
  plans: planCalls<PlanCreateInput, PlanInput>(api.plans),
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
  planCities: planCityCalls<PlanCityInput>(api["plan-cities"]),
  // The two kinds' routes are the same but for their bodies' types (http/admin/plans.ts).
  businessPlans: planCalls<BusinessPlanCreateInput, BusinessPlanInput>(
    api["business-plans"] as unknown as PlanResource,
  ),
  businessPlanCities: planCityCalls<BusinessPlanCityInput>(
    api["business-plan-cities"] as unknown as PlanCityResource,
  ),
  streamingServices: {
    create: (json: StreamingServiceInput) => api["streaming-services"].$post({ json }),
    update: (service: Versioned, values: StreamingServiceInput) =>
      api["streaming-services"][":id"].$put({ ...at(service), json: { ...values, ...version(service) } }),
    remove: (service: Versioned) =>
      api["streaming-services"][":id"].$delete({ ...at(service), query: version(service) }),
  },
  banners: {
    update: (banner: Versioned, values: BannerUpdate) =>
      api.banners[":id"].$put({ ...at(banner), json: { ...withIsoMoments(values), ...version(banner) } }),
  },
  // Issue 57: the tag IDs, Marketing's (the whole settings form stays the administrador's).
  tagSettings: {
    update: (settings: { updatedAt: string }, values: TagSettingsInput) =>
      api["tag-settings"].$put({ json: { ...values, expectedUpdatedAt: settings.updatedAt } }),
  },
  bannerSettings: {
    update: (settings: { updatedAt: string }, showCaptions: boolean) =>
      api["banner-settings"].$put({ json: { showCaptions, expectedUpdatedAt: settings.updatedAt } }),
  },
  networkNotices: {
    create: (values: NetworkNoticeInput) => api["network-notices"].$post({ json: noticeBody(values) }),
    update: (notice: Versioned, values: NetworkNoticeInput) =>
      api["network-notices"][":id"].$put({
        ...at(notice),
        json: { ...noticeBody(values), ...version(notice) },
      }),
    setActive: (notice: Versioned, isActive: boolean) =>
      api["network-notices"][":id"].status.$patch({ ...at(notice), json: { isActive, ...version(notice) } }),
    remove: (notice: Versioned) =>
      api["network-notices"][":id"].$delete({ ...at(notice), query: version(notice) }),
  },
  streamingBanners: {
    create: (values: StreamingBannerInput) =>
      api["streaming-banners"].$post({ json: withIsoMoments(values) }),
    update: (banner: Versioned, values: StreamingBannerInput) =>
      api["streaming-banners"][":id"].$put({
        ...at(banner),
        json: { ...withIsoMoments(values), ...version(banner) },
      }),
    remove: (banner: Versioned) =>
      api["streaming-banners"][":id"].$delete({ ...at(banner), query: version(banner) }),
  },
  articles: {
    create: (values: ArticleInput) => api.articles.$post({ json: articleBody(values) }),
    update: (article: Versioned, values: ArticleInput) =>
      api.articles[":id"].$put({ ...at(article), json: { ...articleBody(values), ...version(article) } }),
    remove: (article: Versioned) => api.articles[":id"].$delete({ ...at(article), query: version(article) }),
    /** The body as the public page will show it, drawn by the server's renderer, and its word count. */
    preview: (body: string) => api.articles.preview.$post({ json: { body } }),
    /** A signed address showing the saved article as visitors would, for an hour (decision 0041). */
    previewLink: (article: Versioned) => api.articles[":id"]["preview-link"].$post(at(article)),
  },
  pages: {
    update: (page: Versioned, values: PageInput) =>
      api.pages[":id"].$put({ ...at(page), json: { ...withIsoMoments(values), ...version(page) } }),
    /** A signed address showing the page's last save as visitors will read it, for an hour (decision 0041). */
    previewLink: (page: Versioned) => api.pages[":id"]["preview-link"].$post(at(page)),
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
  newsletter: {
    remove: (subscriber: Versioned) =>
      api.newsletter[":id"].$delete({ ...at(subscriber), query: version(subscriber) }),
    exportCsv: () => api.newsletter.export.$post(),
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
  erp: {
    save: (values: ErpSettingsInput) => api.erp.$put({ json: values }),
    remove: () => api.erp.$delete(),
    test: () => api.erp.test.$post(),
  },
  // Contratações (issue 56).
  signUps: {
    setStatus: (signUp: Versioned, status: SignUpStatus) =>
      api["sign-ups"][":id"].status.$patch({ ...at(signUp), json: { status, ...version(signUp) } }),
    assign: (signUp: Versioned, assigneeId: string | null) =>
      api["sign-ups"][":id"].assignee.$patch({ ...at(signUp), json: { assigneeId, ...version(signUp) } }),
    retry: (signUp: Versioned) =>
      api["sign-ups"][":id"].retry.$post({ ...at(signUp), json: version(signUp) }),
    // Issue 68: the held installation slot confirmed or released.
    setSlot: (signUp: Versioned, slotState: "confirmed" | "released") =>
      api["sign-ups"][":id"].slot.$patch({ ...at(signUp), json: { slotState, ...version(signUp) } }),
    exportCsv: (json: SignUpFiltersInput) => api["sign-ups"].export.$post({ json }),
  },
  // Issue 68: each city's installation windows.
  installSchedules: {
    save: (cityId: number, json: InstallScheduleInput) =>
      api["install-schedules"][":id"].$put({ param: { id: String(cityId) }, json }),
  },
  // Solicitações (issue 67).
  subscriberRequests: {
    setState: (request: Versioned, state: SubscriberRequestState) =>
      api["subscriber-requests"][":id"].state.$patch({
        ...at(request),
        json: { state, ...version(request) },
      }),
    reply: (request: Versioned, text: string, state?: SubscriberRequestState) =>
      api["subscriber-requests"][":id"].replies.$post({
        ...at(request),
        json: { text, ...(state ? { state } : {}), ...version(request) },
      }),
    resend: (request: Versioned) =>
      api["subscriber-requests"][":id"].resend.$post({ ...at(request), json: version(request) }),
    exportCsv: (json: SubscriberRequestFiltersInput) => api["subscriber-requests"].export.$post({ json }),
  },
  // Issue 56: Configurações → 'Cobertura'.
  coverage: {
    save: (values: CoverageSettingsInput) => api.coverage.$put({ json: values }),
    test: (address: ViabilityAddressInput) => api.coverage.test.$post({ json: address }),
    upload: (file: { name: string; fileName: string; contentBase64: string }) =>
      api["coverage-areas"].$post({ json: file }),
    remove: (id: number) => api["coverage-areas"][":id"].$delete({ param: { id: String(id) } }),
    shapes: () => api["coverage-areas"].shapes.$get(),
  },
  // Issue 57.
  marketingSettings: {
    save: (values: MarketingSettingsInput) => api["marketing-settings"].$put({ json: values }),
    testSmtp: () => api["marketing-settings"].test.smtp.$post(),
    testWhatsapp: () => api["marketing-settings"].test.whatsapp.$post(),
  },
};
