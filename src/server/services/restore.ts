import { eq, inArray } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { AuditEntry, OfferKind } from "../../domain";
import {
  articleInputSchema,
  bannerSettingsSchema,
  bannerUpdateSchema,
  businessPlanInputSchema,
  cepRangesInputSchema,
  cityInputSchema,
  cityPriceInputSchema,
  pageInputSchema,
  planInputSchema,
  siteSettingsInputSchema,
  streamingBannerInputSchema,
  streamingServiceInputSchema,
} from "../../domain/schemas";
import type { Db } from "../db/client";
import {
  articles,
  auditLog,
  bannerSettings,
  banners,
  businessPlanCities,
  businessPlans,
  cities,
  pages,
  planCities,
  plans,
  siteSettings,
  streamingBanners,
  streamingServices,
} from "../db/schema";
import { updateArticle } from "./articles";
import { updateBanner, updateBannerSettings } from "./banners";
import { replaceCityCepRanges } from "./cep-ranges";
import { setCityActive, updateCity } from "./cities";
import { ServiceError, type StaffContext } from "./console-writes";
import { updatePage } from "./pages";
import { PLAN_CITIES } from "./plan-cities";
import { readUndoableImports, undoMatrixImport } from "./plan-city-csv";
import { setPlanActive, updatePlan } from "./plans";
import { updateSiteSettings } from "./site-settings";
import { updateStreamingBanner } from "./streaming-banners";
import { updateStreamingService } from "./streaming-services";

// Histórico's 'Restaurar esta versão': a record written back to what it was before one change, through
// the entity's own update (its schema, its rules, its audit entry and its 409 check), never around it. A
// published plan restored this way gets a new version of its offer, as any edit does (offer-versions.ts).

const NOT_RESTORABLE_MESSAGE = "Esta alteração não pode ser restaurada.";
const ENTRY_NOT_FOUND_MESSAGE = "Registro do histórico não encontrado. Recarregue a página.";

// biome-ignore lint/suspicious/noExplicitAny: any console table with an id and a version column.
type VersionedTable = PgTable & { id: PgColumn<any>; updatedAt: PgColumn<any> };

type Restorer = {
  table: VersionedTable;
  /** A change of the record's fields: the values before it, through the entity's schema and update. */
  update?: {
    schema: z.ZodType;
    write: (staff: StaffContext, id: number, input: never, expected: string) => Promise<unknown>;
  };
  /** An active switch: back to the status before it. */
  setActive?: (staff: StaffContext, id: number, isActive: boolean, expected: string) => Promise<unknown>;
};

const singleton =
  <T>(write: (staff: StaffContext, input: T, expected: string) => Promise<unknown>) =>
  (staff: StaffContext, _id: number, input: T, expected: string) =>
    write(staff, input, expected);

/** A plan of either kind: its edit and its switch, through the one plans service (decision 0038). */
const planRestorer = (kind: OfferKind, table: VersionedTable, schema: z.ZodType): Restorer => ({
  table,
  update: { schema, write: (staff, id, input, expected) => updatePlan(staff, kind, id, input, expected) },
  setActive: (staff, id, isActive, expected) => setPlanActive(staff, kind, id, isActive, expected),
});

const RESTORERS: Record<string, Restorer> = {
  plans: planRestorer("plan", plans, planInputSchema),
  cities: { table: cities, update: { schema: cityInputSchema, write: updateCity }, setActive: setCityActive },
  // A city's CEP ranges: the list before the change, written back through the 'Faixas de CEP' write (its
  // overlap check included), the city's version guarding it.
  city_cep_ranges: { table: cities, update: { schema: cepRangesInputSchema, write: replaceCityCepRanges } },
  business_plans: planRestorer("business_plan", businessPlans, businessPlanInputSchema),
  // A pair's switch, and its own price (decision 0040) written back through 'Preço nesta cidade'.
  plan_cities: {
    table: planCities,
    setActive: PLAN_CITIES.plan.setActive,
    update: { schema: cityPriceInputSchema, write: PLAN_CITIES.plan.setPrice },
  },
  business_plan_cities: {
    table: businessPlanCities,
    setActive: PLAN_CITIES.business_plan.setActive,
    update: { schema: cityPriceInputSchema, write: PLAN_CITIES.business_plan.setPrice },
  },
  banners: { table: banners, update: { schema: bannerUpdateSchema, write: updateBanner } },
  streaming_banners: {
    table: streamingBanners,
    update: { schema: streamingBannerInputSchema, write: updateStreamingBanner },
  },
  streaming_services: {
    table: streamingServices,
    update: { schema: streamingServiceInputSchema, write: updateStreamingService },
  },
  // An article's text and schedule as they were; its HTML is drawn again by the save (decision 0036).
  articles: { table: articles, update: { schema: articleInputSchema, write: updateArticle } },
  // An editable page's texts as they were (decision 0041); likewise its HTML is drawn again.
  pages: { table: pages, update: { schema: pageInputSchema, write: updatePage } },
  site_settings: {
    table: siteSettings,
    update: { schema: siteSettingsInputSchema, write: singleton(updateSiteSettings) },
  },
  banner_settings: {
    table: bannerSettings,
    update: { schema: bannerSettingsSchema, write: singleton(updateBannerSettings) },
  },
};

/** The restorer of an entry, when the entry can be restored: a field change or a switch of a known record. */
function restorerOf(entry: Pick<AuditEntry, "entity" | "action" | "entityId" | "before">) {
  const restorer = RESTORERS[entry.entity];
  const id = Number(entry.entityId);
  if (!restorer || !Number.isSafeInteger(id) || typeof entry.before !== "object" || entry.before === null)
    return undefined;
  if (entry.action === "update" && restorer.update) return { restorer, id };
  if (entry.action === "status" && restorer.setActive) return { restorer, id };
  return undefined;
}

/**
 * The entries of a page that can be restored, each with its record's current version (`updatedAt`), by
 * entry id: field changes and switches of records that still exist.
 */
export async function readRestorableEntries(db: Db, entries: AuditEntry[]): Promise<Record<number, string>> {
  const ids = new Map<string, Set<number>>();
  for (const entry of entries) {
    const found = restorerOf(entry);
    if (found) ids.set(entry.entity, (ids.get(entry.entity) ?? new Set()).add(found.id));
  }
  const versions = new Map<string, string>();
  for (const [entity, set] of ids) {
    const { table } = RESTORERS[entity]!;
    const rows = (await db
      .select({ id: table.id, updatedAt: table.updatedAt })
      .from(table as PgTable)
      .where(inArray(table.id, [...set]))) as { id: number; updatedAt: Date }[];
    for (const row of rows) versions.set(`${entity}:${row.id}`, row.updatedAt.toISOString());
  }
  // A spreadsheet import is undone as one step, 'Desfazer importação' (decision 0040).
  const restorable: Record<number, string> = await readUndoableImports(db, entries);
  for (const entry of entries) {
    const version = restorerOf(entry) && versions.get(`${entry.entity}:${entry.entityId}`);
    if (version) restorable[entry.id] = version;
  }
  return restorable;
}

/**
 * Writes the record of audit entry `entryId` back to its values before that change. `expectedUpdatedAt`
 * is the record's version the Histórico showed: a record changed since is refused (409), as any edit.
 */
export async function restoreAuditVersion(
  staff: StaffContext,
  entryId: number,
  expectedUpdatedAt: string,
): Promise<void> {
  const [entry] = await staff.db.select().from(auditLog).where(eq(auditLog.id, entryId));
  if (!entry) throw new ServiceError(404, "audit_entry_not_found", ENTRY_NOT_FOUND_MESSAGE);
  if (entry.action === "import") {
    await undoMatrixImport(staff, entry, expectedUpdatedAt);
    return;
  }
  const found = restorerOf(entry);
  if (!found) throw new ServiceError(422, "not_restorable", NOT_RESTORABLE_MESSAGE);
  const { restorer, id } = found;
  const before = entry.before as Record<string, unknown>;
  if (entry.action === "status") {
    await restorer.setActive!(staff, id, before.isActive === true, expectedUpdatedAt);
    return;
  }
  // Fields the entry does not hold (added since it was written) keep their current values, rather than
  // falling back to defaults: restoring an old price must not empty a plan's newer fields.
  const [current] = (await staff.db
    .select()
    .from(restorer.table as PgTable)
    .where(eq(restorer.table.id, id))) as Record<string, unknown>[];
  const parsed = restorer.update!.schema.safeParse({ ...current, ...before });
  if (!parsed.success) {
    // Written under rules that have changed since (a field that is now required, a longer limit).
    const message = `Esta versão não atende às regras atuais: ${parsed.error.issues[0]?.message ?? NOT_RESTORABLE_MESSAGE}`;
    throw new ServiceError(422, "not_restorable", message);
  }
  await restorer.update!.write(staff, id, parsed.data as never, expectedUpdatedAt);
}
