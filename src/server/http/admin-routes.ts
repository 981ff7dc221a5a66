import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { type ConsoleArea, ROLE_FORBIDDEN_MESSAGE, roleCanUse, TWO_FACTOR_MESSAGES } from "../../domain";
import { type Auth, getStaffSession, mustEnrolTwoFactor } from "../auth";
import type { Announce } from "../changes";
import type { ErpConfig } from "../config";
import { createViabilityService, type ViabilityService } from "../coverage/viability";
import type { Db } from "../db/client";
import { ADMIN_ROUTE_AREAS } from "../entities";
import { type ErpRuntime, fixedErp } from "../erp/runtime";
import type { FieldCipher } from "../field-cipher";
import { type QueuePurge, ServiceError } from "../services/console-writes";
import type { FileStorage } from "../storage/storage";
import { articleRoutes } from "./admin/articles";
import { auditLogRoutes } from "./admin/audit-log";
import { bannerRoutes, bannerSettingsRoutes } from "./admin/banners";
import { cityRoutes } from "./admin/cities";
import { coverageAreaRoutes, coverageRoutes } from "./admin/coverage";
import { erpRoutes } from "./admin/erp";
import { installScheduleRoutes } from "./admin/install-schedules";
import { type AdminEnv, staffFileLane } from "./admin/kit";
import { leadRoutes } from "./admin/leads";
import { dashboardRoutes, type MarketingTestOptions, marketingSettingsRoutes } from "./admin/marketing";
import { networkNoticeRoutes } from "./admin/network-notices";
import { newsletterRoutes } from "./admin/newsletter";
import { pageRoutes } from "./admin/pages";
import { planCityRoutes } from "./admin/plan-cities";
import { planRoutes } from "./admin/plans";
import { referralRoutes } from "./admin/referrals";
import { signUpRoutes } from "./admin/sign-ups";
import { siteSettingsRoutes, tagSettingsRoutes } from "./admin/site-settings";
import { staffRoutes } from "./admin/staff";
import { streamingBannerRoutes } from "./admin/streaming-banners";
import { streamingServiceRoutes } from "./admin/streaming-services";
import { subscriberRequestRoutes } from "./admin/subscriber-requests";
import { trashRoutes } from "./admin/trash";
import { uploadRoutes } from "./admin/uploads";
import { apiError, invalidBody, MESSAGES } from "./errors";

/** Where app.ts mounts the console API. */
export const ADMIN_API_PATH = "/api/admin";

// Which area each path segment belongs to comes from the entity registry (entities/: each entity's
// `admin`); a segment it does not name is refused to every role.
export { ADMIN_ROUTE_AREAS };

/** The area of a request under ADMIN_API_PATH, from its first segment; undefined when none is declared. */
export function adminAreaOf(path: string): ConsoleArea | undefined {
  const segment = path.slice(ADMIN_API_PATH.length).split("/")[1] ?? "";
  return Object.hasOwn(ADMIN_ROUTE_AREAS, segment) ? ADMIN_ROUTE_AREAS[segment] : undefined;
}

/**
 * 'Desfazer' in a delete's toast: the Lixeira's restore, open to every role because the route itself lets
 * a role without the Lixeira restore only what that person deleted (admin/trash.ts).
 */
export function isUndo(method: string, path: string): boolean {
  return method === "POST" && /^\/api\/admin\/trash\/[^/]+\/restore$/.test(path);
}

/**
 * The console API under /api/admin: a signed-in staff session (an administrador's with two-factor sign-in
 * enrolled) whose role may use the route's area, then
 * one module per entity, each
 * validating with the same zod schema as its form. Chained, so `AdminApi` types `hono/client` calls.
 * Services announce what their writes changed through `announce` (see auditedWrite).
 */
export function adminRoutes(
  db: Db,
  announce: Announce,
  auth: Auth,
  storage: FileStorage,
  fieldCipher: FieldCipher,
  /** Queues a CDN purge with each write (CDN_PURGE_URL); absent, nothing is queued. */
  queuePurge?: QueuePurge,
  /** The ERP in use and ERP_ADAPTER's, for 'Sistema de gestão' (decision 0037). */
  erp: {
    runtime: ErpRuntime;
    environment: ErpConfig | undefined;
    contractPrintDefault?: string;
    /** ERP_ALLOW_HTTP: 'Permitir endereço http://' is offered and taken. */
    allowHttp?: boolean;
    /** ALLOW_PRIVATE_ADDRESSES: the ERP's address may be a private one. */
    allowPrivateAddresses?: boolean;
  } = {
    runtime: fixedErp(undefined),
    environment: undefined,
  },
  /** Viability at an address, for 'Cobertura' → 'Testar um endereço' (issue 56). */
  viability: ViabilityService = createViabilityService({
    db,
    catalogue: { cityByCep: async () => undefined },
    erp: erp.runtime.current,
    cipher: fieldCipher,
  }),
  /** 'Marketing e avisos' → 'Testar conexão': the WhatsApp Cloud API's address (a fake's in tests). */
  marketing: MarketingTestOptions = {},
  /**
   * COVERAGE_ALLOW_HTTP: 'Cobertura' takes an http:// geocoder and CEP service; ALLOW_PRIVATE_ADDRESSES: a
   * private one.
   */
  coverage: { allowHttp: boolean; allowPrivateAddresses?: boolean } = { allowHttp: false },
) {
  // One staff file (an image, an area) read at a time in this process, its body read only in its turn.
  const staffFiles = staffFileLane();
  const app = new Hono<AdminEnv>()
    .use(async (c, next) => {
      const staff = c.get("staff") ?? (await getStaffSession(auth, c.req.raw.headers));
      if (!staff) return apiError(c, 401, "unauthenticated", MESSAGES.unauthenticated);
      // An administrador's session before the enrolment serves no console route (decision 0025).
      if (mustEnrolTwoFactor(staff))
        return apiError(c, 403, "two_factor_required", TWO_FACTOR_MESSAGES.enrolmentRequired);
      const area = adminAreaOf(c.req.path);
      if ((!area || !roleCanUse(staff.user.role, area)) && !isUndo(c.req.method, c.req.path))
        return apiError(c, 403, "forbidden_role", ROLE_FORBIDDEN_MESSAGE);
      c.set("staff", staff);
      c.set("announce", announce);
      c.set("queuePurge", queuePurge);
      await next();
    })
    .route("/plans", planRoutes(db, "plan", { list: "plans", one: "plan" }))
    .route("/cities", cityRoutes(db))
    .route("/plan-cities", planCityRoutes(db, "plan", { list: "planCities", one: "planCity" }))
    .route("/business-plans", planRoutes(db, "business_plan", { list: "businessPlans", one: "businessPlan" }))
    .route(
      "/business-plan-cities",
      planCityRoutes(db, "business_plan", { list: "businessPlanCities", one: "businessPlanCity" }),
    )
    .route("/banners", bannerRoutes(db))
    .route("/banner-settings", bannerSettingsRoutes(db))
    .route("/streaming-banners", streamingBannerRoutes(db))
    .route("/articles", articleRoutes(db, auth))
    .route("/pages", pageRoutes(db, auth))
    .route("/newsletter", newsletterRoutes(db))
    .route("/streaming-services", streamingServiceRoutes(db))
    .route("/site-settings", siteSettingsRoutes(db))
    .route("/erp", erpRoutes(db, fieldCipher, erp))
    .route("/audit-log", auditLogRoutes(db))
    .route("/trash", trashRoutes(db))
    .route("/referrals", referralRoutes(db, fieldCipher))
    .route("/leads", leadRoutes(db))
    .route("/network-notices", networkNoticeRoutes(db))
    .route("/uploads", uploadRoutes(storage, staffFiles))
    .route("/staff", staffRoutes(db, auth))
    // Contrate online (issue 56).
    .route("/sign-ups", signUpRoutes(db, fieldCipher, erp.runtime))
    // Issue 68: each city's installation windows.
    .route("/install-schedules", installScheduleRoutes(db))
    // Issue 67: Solicitações.
    .route("/subscriber-requests", subscriberRequestRoutes(db, fieldCipher, erp.runtime))
    // Issue 56: 'Cobertura'.
    .route("/coverage", coverageRoutes(db, fieldCipher, viability, coverage))
    .route("/coverage-areas", coverageAreaRoutes(db, viability, staffFiles))
    // Issue 57: the Painel and Configurações → 'Marketing e avisos'.
    .route("/dashboard", dashboardRoutes(db))
    .route("/marketing-settings", marketingSettingsRoutes(db, fieldCipher, marketing))
    // Issue 57: the tag IDs, Marketing's.
    .route("/tag-settings", tagSettingsRoutes(db));

  // A service's refusal (404, 409 stale or duplicate, 422) and a body that is not JSON get the API's
  // error shape; anything else reaches the app's handler (logged, 500).
  app.onError((error, c) => {
    if (error instanceof ServiceError)
      return apiError(c, error.status, error.code, error.message, error.fields);
    if (error instanceof HTTPException && error.status === 400) return invalidBody(c);
    throw error;
  });

  return app;
}

/** The console API's type, for `hono/client` in the browser (imported as a type only; see check-layers). */
export type AdminApi = ReturnType<typeof adminRoutes>;
