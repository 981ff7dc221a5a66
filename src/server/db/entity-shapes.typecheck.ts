// Compile-time only (`npm run typecheck`; nothing imports or runs this file): each table's row, as the
// API sends it, is exactly the entity's type in src/domain/types.ts, which picks its fields from the zod
// schema. Renaming, adding or retyping a column or a schema field on one side only fails here, naming
// the entity, instead of reaching the console or the pages as a missing or extra field.
import { expectTypeOf } from "vitest";
import type {
  AdminBanner,
  AdminBusinessPlan,
  AdminBusinessPlanCity,
  AdminCity,
  AdminOfferVersion,
  AdminPlan,
  AdminPlanCity,
  AdminSiteSettings,
  AdminStreamingBanner,
  AdminStreamingService,
  AuditEntry,
  BannerSettings,
} from "../../domain";
import type {
  auditLog,
  bannerSettings,
  banners,
  businessPlanCities,
  businessPlans,
  cities,
  offerVersions,
  planCities,
  plans,
  siteSettings,
  streamingBanners,
  streamingServices,
} from "./schema";

/** A row as JSON carries it: dates become ISO strings (`withIsoDates`, console-writes.ts). */
type Sent<Row> = {
  [K in keyof Row]: Row[K] extends Date ? string : Row[K] extends Date | null ? string | null : Row[K];
};

/** Columns the server keeps to itself: the name keys only decide which names are the same record. */
type ServerOnly = "nameKey";

/** The row of a table as the API sends it, less its server-only columns. */
type RowOf<T extends { $inferSelect: object }> = Omit<Sent<T["$inferSelect"]>, ServerOnly>;

/** The fields an association carries itself, without the plan and city it names. */
type Own<T> = Omit<T, "plan" | "businessPlan" | "city">;

export const entityShapes = [
  expectTypeOf<RowOf<typeof plans>>().toEqualTypeOf<AdminPlan>(),
  expectTypeOf<RowOf<typeof businessPlans>>().toEqualTypeOf<AdminBusinessPlan>(),
  expectTypeOf<RowOf<typeof cities>>().toEqualTypeOf<AdminCity>(),
  expectTypeOf<RowOf<typeof planCities>>().toEqualTypeOf<Own<AdminPlanCity>>(),
  expectTypeOf<RowOf<typeof businessPlanCities>>().toEqualTypeOf<Own<AdminBusinessPlanCity>>(),
  expectTypeOf<RowOf<typeof banners>>().toEqualTypeOf<AdminBanner>(),
  expectTypeOf<RowOf<typeof streamingBanners>>().toEqualTypeOf<AdminStreamingBanner>(),
  // planCount is counted from the plans, not stored.
  expectTypeOf<RowOf<typeof streamingServices>>().toEqualTypeOf<Omit<AdminStreamingService, "planCount">>(),
  // The single-row tables: their id is always 1 and never sent.
  expectTypeOf<Omit<RowOf<typeof siteSettings>, "id">>().toEqualTypeOf<AdminSiteSettings>(),
  expectTypeOf<Omit<RowOf<typeof bannerSettings>, "id">>().toEqualTypeOf<BannerSettings>(),
  expectTypeOf<RowOf<typeof auditLog>>().toEqualTypeOf<AuditEntry>(),
  // The console lists one plan's versions: its kind and id are the request's.
  expectTypeOf<Omit<RowOf<typeof offerVersions>, "kind" | "planId">>().toEqualTypeOf<AdminOfferVersion>(),
];
