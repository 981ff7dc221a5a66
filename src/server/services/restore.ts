import { eq, inArray } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { AuditEntry, OfferKind } from "../../domain";
import type { Db } from "../db/client";
import { auditLog } from "../db/schema";
import { type Entity, entityNamed, type RestorableEntity } from "../entities";
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

/**
 * How a record is written back: through its entity's own update (a field change), or its switch. Which
 * entities the Histórico restores, which table holds their version and the schema a change goes through
 * are declared in the entity registry (entities/, each entity's `restore`); the writes are the services'.
 */
type Writers = {
  update?: (staff: StaffContext, id: number, input: never, expected: string) => Promise<unknown>;
  setActive?: (staff: StaffContext, id: number, isActive: boolean, expected: string) => Promise<unknown>;
};

const singleton =
  <T>(write: (staff: StaffContext, input: T, expected: string) => Promise<unknown>) =>
  (staff: StaffContext, _id: number, input: T, expected: string) =>
    write(staff, input, expected);

/** A plan of either kind: its edit and its switch, through the one plans service (decision 0038). */
const planWriters = (kind: OfferKind): Writers => ({
  update: (staff, id, input, expected) => updatePlan(staff, kind, id, input, expected),
  setActive: (staff, id, isActive, expected) => setPlanActive(staff, kind, id, isActive, expected),
});

/** Every entity the registry says the Histórico restores, and no other (the type checks both ways). */
const WRITERS: Record<RestorableEntity, Writers> = {
  plans: planWriters("plan"),
  cities: { update: updateCity, setActive: setCityActive },
  city_cep_ranges: { update: replaceCityCepRanges },
  business_plans: planWriters("business_plan"),
  plan_cities: { setActive: PLAN_CITIES.plan.setActive, update: PLAN_CITIES.plan.setPrice },
  business_plan_cities: {
    setActive: PLAN_CITIES.business_plan.setActive,
    update: PLAN_CITIES.business_plan.setPrice,
  },
  banners: { update: updateBanner },
  streaming_banners: { update: updateStreamingBanner },
  streaming_services: { update: updateStreamingService },
  articles: { update: updateArticle },
  pages: { update: updatePage },
  site_settings: { update: singleton(updateSiteSettings) },
  banner_settings: { update: singleton(updateBannerSettings) },
};

type Restorer = NonNullable<Entity["restore"]> & Writers;

/** The entity's restore, as declared, with its writes. */
function restorerNamed(entity: string): Restorer | undefined {
  const declared = entityNamed(entity)?.restore;
  if (!declared || !Object.hasOwn(WRITERS, entity)) return undefined;
  return { ...declared, ...WRITERS[entity as RestorableEntity] };
}

/** The restorer of an entry, when the entry can be restored: a field change or a switch of a known record. */
function restorerOf(entry: Pick<AuditEntry, "entity" | "action" | "entityId" | "before">) {
  const restorer = restorerNamed(entry.entity);
  const id = Number(entry.entityId);
  if (!restorer || !Number.isSafeInteger(id) || typeof entry.before !== "object" || entry.before === null)
    return undefined;
  if (entry.action === "update" && restorer.fields && restorer.update) return { restorer, id };
  if (entry.action === "status" && restorer.status && restorer.setActive) return { restorer, id };
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
    const { table } = restorerNamed(entity)!;
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
  const parsed = restorer.fields!.safeParse({ ...current, ...before });
  if (!parsed.success) {
    // Written under rules that have changed since (a field that is now required, a longer limit).
    const message = `Esta versão não atende às regras atuais: ${parsed.error.issues[0]?.message ?? NOT_RESTORABLE_MESSAGE}`;
    throw new ServiceError(422, "not_restorable", message);
  }
  await restorer.update!(staff, id, parsed.data as never, expectedUpdatedAt);
}
