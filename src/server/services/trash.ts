import { and, desc, eq, getTableColumns, getTableName, inArray, lt } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { cityLabel, formatCepRange, missingOfferFields, offerFieldList, type TrashItem } from "../../domain";
import type { Db } from "../db/client";
import { cityCepRanges, trash } from "../db/schema";
import { entityNamed, type TrashableEntity } from "../entities";
import { assertCitiesReachable, findOverlapElsewhere, OVERLAP_CONSTRAINT } from "./cep-ranges";
import {
  auditedWrite,
  isExclusionViolation,
  isForeignKeyViolation,
  isUniqueViolation,
  ServiceError,
  type StaffContext,
  type Tx,
} from "./console-writes";
import {
  assertPlansSellable,
  OFFER_KIND_OF_ENTITY,
  syncOfferVersion,
  syncPlanOffers,
} from "./offer-versions";

// The Lixeira: a deleted console record is kept for TRASH_DAYS with the associations its delete took
// along, restorable as it was (same id, same dates), then purged by the daily job.

export const TRASH_DAYS = 30;

const ITEM_GONE_MESSAGE = "Este item não está mais na Lixeira. Recarregue a página.";
const DUPLICATE_MESSAGE =
  "Já existe um registro igual a este (mesmo nome ou mesma associação). Remova ou renomeie o outro antes de restaurar.";
const REFERENCE_GONE_MESSAGE =
  "O plano ou a cidade desta associação não existe mais. Restaure-o primeiro, se ainda estiver na Lixeira.";

type Row = Record<string, unknown>;

/** What the Lixeira does with `entity`'s records, as the entity registry declares it (entities/). */
const trashableOf = (entity: string) => entityNamed(entity)?.trash;

/**
 * Keeps `row` of `entity` in the Lixeira with the association rows its delete is about to take along.
 * Runs in the delete's transaction, before the delete (the cascade would leave nothing to read after).
 */
export async function moveToTrash(tx: Tx, actorEmail: string, entity: string, row: Row): Promise<void> {
  const trashable = trashableOf(entity);
  if (!trashable) throw new Error(`${entity} has no Lixeira`);
  const dependents: Record<string, Row[]> = {};
  for (const dependent of trashable.dependents) {
    const rows = (await tx.select().from(dependent.table).where(eq(dependent.column, row.id))) as Row[];
    if (rows.length > 0) dependents[getTableName(dependent.table)] = rows;
  }
  await tx.insert(trash).values({
    entity,
    entityId: row.id as number,
    label: await trashable.label(row, tx),
    record: row,
    dependents,
    deletedBy: actorEmail,
  });
}

/**
 * The Lixeira item a delete just made of `entity` #`entityId` (the newest, should a restored record have
 * been deleted again): the delete's answer carries it, for the toast's 'Desfazer'.
 */
export async function trashItemOf(db: Db, entity: string, entityId: number): Promise<number | null> {
  const [item] = await db
    .select({ id: trash.id })
    .from(trash)
    .where(and(eq(trash.entity, entity), eq(trash.entityId, entityId)))
    .orderBy(desc(trash.id))
    .limit(1);
  return item?.id ?? null;
}

/** Who deleted a Lixeira item (their e-mail), or null when it is not there. */
export async function trashItemDeletedBy(db: Db, itemId: number): Promise<string | null> {
  const [item] = await db.select({ deletedBy: trash.deletedBy }).from(trash).where(eq(trash.id, itemId));
  return item?.deletedBy ?? null;
}

const expiry = (deletedAt: Date) => new Date(deletedAt.getTime() + TRASH_DAYS * 24 * 60 * 60 * 1000);

/** The Lixeira, newest first. */
export async function listTrash(db: Db): Promise<TrashItem[]> {
  const rows = await db.select().from(trash).orderBy(desc(trash.deletedAt), desc(trash.id));
  return rows.map((row) => ({
    id: row.id,
    entity: row.entity,
    label: row.label,
    associations: Object.values(row.dependents as Record<string, Row[]>).reduce(
      (sum, list) => sum + list.length,
      0,
    ),
    deletedBy: row.deletedBy,
    deletedAt: row.deletedAt.toISOString(),
    expiresAt: expiry(row.deletedAt).toISOString(),
  }));
}

/** A stored row as the table takes it again: its dates back to dates (JSON kept them as text). */
function revive(table: PgTable, stored: Row): Row {
  const row: Row = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (!(key in stored)) continue;
    const value = stored[key];
    row[key] = column.columnType === "PgTimestamp" && typeof value === "string" ? new Date(value) : value;
  }
  return row;
}

/**
 * Puts a Lixeira item back as it was (same id and dates), with the associations it took along whose
 * other side still exists, in one audited transaction. A record that would now be a duplicate, or an
 * association whose plan or city is gone, is refused with a pt-BR message and stays in the Lixeira.
 */
export async function restoreFromTrash(
  staff: StaffContext,
  itemId: number,
): Promise<{ label: string; associations: number; draftMissing?: string }> {
  try {
    return await auditedWrite(staff, async (tx, audit) => {
      const [item] = await tx.select().from(trash).where(eq(trash.id, itemId)).for("update");
      if (!item) throw new ServiceError(404, "trash_item_not_found", ITEM_GONE_MESSAGE);
      const trashable = trashableOf(item.entity);
      if (!trashable) throw new ServiceError(404, "trash_item_not_found", ITEM_GONE_MESSAGE);
      const record = revive(trashable.table, item.record as Row);
      const kind = OFFER_KIND_OF_ENTITY[item.entity];
      // A plan put back on sale needs a complete label; one that lacks it comes back as a draft, to be
      // completed in its tab (the Lixeira cannot edit it, and refusing would lose it in 30 days).
      const missing = kind && record.isActive ? missingOfferFields(record as never) : [];
      if (missing.length > 0) record.isActive = false;
      await tx
        .insert(trashable.table)
        .overridingSystemValue()
        .values(record as never);
      // A published plan comes back as a new version of its offer, never as the closed one.
      if (kind) await syncOfferVersion(tx, kind, record.id as number, record as never);
      let associations = 0;
      // The cities this restore may put on sale: the city itself, a pair's city, the restored pairs' cities.
      const touchedCities: number[] = [];
      if (item.entity === "cities") touchedCities.push(record.id as number);
      if (typeof record.cityId === "number") touchedCities.push(record.cityId);
      const stored = item.dependents as Record<string, Row[]>;
      for (const dependent of trashable.dependents) {
        const rows = stored[getTableName(dependent.table)] ?? [];
        if (rows.length === 0) continue;
        const otherKey = Object.entries(getTableColumns(dependent.table)).find(
          ([, column]) => column === dependent.other.column,
        )![0];
        const present = new Set(
          (
            (await tx
              .select({ id: dependent.other.table.id })
              .from(dependent.other.table)
              .where(
                inArray(
                  dependent.other.table.id,
                  rows.map((row) => row[otherKey] as number),
                ),
              )) as { id: number }[]
          ).map((row) => row.id),
        );
        const kept = rows.filter((row) => present.has(row[otherKey] as number));
        if (kept.length === 0) continue;
        const revived = kept.map((row) => revive(dependent.table, row));
        // A CEP range is not an association that may quietly stay behind: the CEP would then find the
        // other city. Say which city holds it now (probe 2026-11-25, N1); the item stays in the Lixeira.
        if (dependent.table === cityCepRanges) await refuseTakenCepRanges(tx, record.id as number, revived);
        const insert = tx
          .insert(dependent.table)
          .overridingSystemValue()
          .values(revived as never);
        const inserted = await (dependent.table === cityCepRanges
          ? insert
          : insert.onConflictDoNothing()
        ).returning({ id: dependent.table.id });
        associations += inserted.length;
        for (const row of kept) if (typeof row.cityId === "number") touchedCities.push(row.cityId);
        await assertRestoredPairsSellable(tx, getTableName(dependent.table), kept);
      }
      await assertRestoredPairsSellable(tx, item.entity, [item.record as Row]);
      // Pairs back with a price of their own put that price's offer back on sale (decision 0040).
      await syncRestoredOffers(tx, item.entity, record);
      // No restore puts a city on sale where no CEP leads to it (decision 0031).
      await assertCitiesReachable(tx, touchedCities);
      await tx.delete(trash).where(eq(trash.id, itemId));
      await audit({
        action: "restore",
        // Only moveToTrash writes the Lixeira, for an entity the registry gives a Lixeira entry.
        entity: item.entity as TrashableEntity,
        entityId: item.entityId,
        after: { ...(item.record as Row), associations },
      });
      return {
        label: item.label,
        associations,
        ...(missing.length > 0 ? { draftMissing: offerFieldList(missing) } : {}),
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ServiceError(409, "duplicate", DUPLICATE_MESSAGE);
    if (isForeignKeyViolation(error)) throw new ServiceError(409, "reference_gone", REFERENCE_GONE_MESSAGE);
    if (isExclusionViolation(error, OVERLAP_CONSTRAINT))
      throw new ServiceError(409, "cep_range_overlap", CEP_RANGE_RACE_MESSAGE);
    throw error;
  }
}

const CEP_RANGE_RACE_MESSAGE =
  "Outra pessoa acabou de cadastrar uma faixa de CEP que se sobrepõe às desta cidade. Recarregue e tente de novo.";

/** Refuses the restore (409, naming the other city) when one of the city's ranges now overlaps another's. */
async function refuseTakenCepRanges(tx: Tx, cityId: number, rows: Row[]) {
  const ranges = rows.map((row) => ({ start: row.cepStart as number, end: row.cepEnd as number }));
  const overlap = await findOverlapElsewhere(tx, cityId, ranges);
  if (!overlap) return;
  const other = cityLabel(overlap.other);
  throw new ServiceError(
    409,
    "cep_range_overlap",
    `Não é possível restaurar: a faixa de CEP ${formatCepRange(ranges[overlap.index]!)} desta cidade se sobrepõe à faixa ${formatCepRange(overlap.other)} de ${other}. Ajuste as faixas de ${other} e tente de novo.`,
  );
}

/** Restored pairs that are active sell their plan in a city: an active plan must be complete (422). */
async function assertRestoredPairsSellable(tx: Tx, table: string, rows: Row[]) {
  const active = rows.filter((row) => row.isActive === true);
  if (table === "plan_cities")
    await assertPlansSellable(
      tx,
      "plan",
      active.map((row) => row.planId as number),
    );
  if (table === "business_plan_cities")
    await assertPlansSellable(
      tx,
      "business_plan",
      active.map((row) => row.businessPlanId as number),
    );
}

/** The plan restored, or a restored pair's plan, has its offers brought in line with its pairs. */
async function syncRestoredOffers(tx: Tx, entity: string, record: Row) {
  const kind = OFFER_KIND_OF_ENTITY[entity];
  if (kind) return syncPlanOffers(tx, kind, [record.id as number]);
  if (entity === "plan_cities") return syncPlanOffers(tx, "plan", [record.planId as number]);
  if (entity === "business_plan_cities")
    return syncPlanOffers(tx, "business_plan", [record.businessPlanId as number]);
}

/** The daily job's part: items deleted more than TRASH_DAYS ago go for good. */
export async function purgeTrash(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - TRASH_DAYS * 24 * 60 * 60 * 1000);
  const deleted = await db.delete(trash).where(lt(trash.deletedAt, cutoff)).returning({ id: trash.id });
  return deleted.length;
}
