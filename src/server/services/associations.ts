import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import {
  type BrazilianState,
  type BulkAssociationResult,
  type CityPrice,
  type OfferKind,
  offerVariantKey,
  type PriceTerms,
  type PublicCity,
} from "../../domain";
import {
  type AssociationMatrixChange,
  type AssociationMatrixResult,
  type AssociationState,
  STALE_RECORD_CODE,
} from "../../domain/schemas";
import type { Db } from "../db/client";
import { cities } from "../db/schema";
import { assertCitiesReachable } from "./cep-ranges";
import {
  auditedWrite,
  checkVersion,
  consoleRecords,
  isDeadlock,
  iso,
  isUniqueViolation,
  refuseDuplicate,
  refuseMissingReference,
  ServiceError,
  type StaffContext,
  type Tx,
} from "./console-writes";
import { assertPlansSellable, syncPlanOffers } from "./offer-versions";
import { moveToTrash } from "./trash";

// Plans per city and business plans per city work alike: a pair (plan, city), unique, created active,
// switched and deleted. One implementation; each service names its tables and messages.

const CITY_GONE_MESSAGE = "Uma das cidades escolhidas não existe mais. Recarregue a página.";
const MATRIX_STALE_MESSAGE =
  "Outra pessoa alterou associações desta matriz enquanto você editava. Recarregue para ver a versão atual; nada foi salvo.";
const MATRIX_GONE_MESSAGE =
  "Um dos planos ou cidades da matriz não existe mais. Recarregue a página; nada foi salvo.";

const NO_CITY_PRICE: CityPrice = { price: null, promoPrice: null, promoMonths: null };

type AssociationRow = {
  id: number;
  cityId: number;
  isActive: boolean;
  price: number | null;
  promoPrice: number | null;
  promoMonths: number | null;
  createdAt: Date;
  updatedAt: Date;
  planId: number;
};

// biome-ignore lint/suspicious/noExplicitAny: a column of either association table, whatever its data type.
type AnyColumn = PgColumn<any>;

type Related = { plan: { id: number; name: string }; city: PublicCity };

export type AssociationOptions = {
  /** The association table (plan_cities or business_plan_cities). */
  table: PgTable & { id: AnyColumn; cityId: AnyColumn; isActive: AnyColumn; updatedAt: AnyColumn };
  // biome-ignore lint/suspicious/noExplicitAny: its plan column.
  planColumn: PgColumn<any>;
  /** The plan column's property name: planId or businessPlanId. */
  planKey: "planId" | "businessPlanId";
  /** The plan table it points to. */
  planTable: PgTable & {
    id: AnyColumn;
    name: AnyColumn;
    price: AnyColumn;
    promoPrice: AnyColumn;
    promoMonths: AnyColumn;
  };
  entity: "plan_cities" | "business_plan_cities";
  /** Which offers its plans are: an active pair of an active plan puts that offer on sale in the city. */
  offerKind: OfferKind;
  uniqueConstraint: string;
  duplicateMessage: string;
  notFoundMessage: string;
  planMissingMessage: string;
  cityMissingMessage: string;
};

/** The console shape: the plan key renamed back (planId or businessPlanId), with plan and city. */
export function associationService<Out>(
  options: AssociationOptions,
  shape: (row: AssociationRow, related: Related) => Out,
) {
  const { table, planColumn, planKey, planTable } = options;
  const fromRow = (raw: unknown): AssociationRow => {
    const row = raw as Record<string, unknown> & AssociationRow;
    return { ...row, planId: row[planKey] as number };
  };
  const toAdmin = (raw: unknown, related: Related) => shape(fromRow(raw), related);

  const readRelated = async (db: Db | Tx, planId: number, cityId: number): Promise<Related | undefined> => {
    const [plan] = await db
      .select({ id: planTable.id, name: planTable.name })
      .from(planTable)
      .where(eq(planTable.id, planId));
    const [city] = await db
      .select({ id: cities.id, name: cities.name, state: cities.state })
      .from(cities)
      .where(eq(cities.id, cityId));
    return plan && city ? { plan: plan as Related["plan"], city } : undefined;
  };

  const planExists = async (db: Db, planId: number) =>
    (await db.select({ id: planTable.id }).from(planTable).where(eq(planTable.id, planId))).length > 0;

  /**
   * The plan or a city was deleted after this request checked it and before its insert (the foreign key
   * refused it): the same words as the check before the insert, 409 as the record changed meanwhile.
   */
  const referenceGone = (db: Db, planId: number, cityField: "cityId" | "cityIds") => async () => {
    if (!(await planExists(db, planId))) {
      return new ServiceError(409, "reference_gone", options.planMissingMessage, {
        [planKey]: options.planMissingMessage,
      });
    }
    const message = cityField === "cityId" ? options.cityMissingMessage : CITY_GONE_MESSAGE;
    return new ServiceError(409, "reference_gone", message, { [cityField]: message });
  };

  const duplicate = () =>
    new ServiceError(409, "duplicate", options.duplicateMessage, { [planKey]: options.duplicateMessage });
  const notFound = () => new ServiceError(404, "association_not_found", options.notFoundMessage);

  // The audit entry keeps the pair's ids; the relations are looked up where the entry is shown.
  const audited = (row: unknown) => {
    const association = fromRow(row);
    return {
      id: association.id,
      [planKey]: association.planId,
      cityId: association.cityId,
      isActive: association.isActive,
      price: association.price,
      promoPrice: association.promoPrice,
      promoMonths: association.promoMonths,
      createdAt: iso(association.createdAt),
      updatedAt: iso(association.updatedAt),
    };
  };
  const records = consoleRecords({
    table,
    entity: options.entity,
    toAdmin: audited,
    notFound,
    beforeDelete: async (tx, row, staff) => {
      await moveToTrash(tx, staff.actor.email, options.entity, row as never);
      // A city price going with its pair may close its offer, recording this city among its last.
      const pair = fromRow(row);
      await syncPlanOffers(tx, options.offerKind, [pair.planId], new Map([[pair.id, null]]));
    },
    // A pair created or switched on sells its plan in the city: an active plan must be complete, and a
    // CEP must lead to the city (422).
    onWrite: async (tx, write) => {
      const after = write.after as Record<string, unknown> | undefined;
      if (!after?.isActive) return;
      await assertPlansSellable(tx, options.offerKind, [after[planKey] as number]);
      await assertCitiesReachable(tx, [after.cityId as number]);
    },
  });

  const withRelations = async (db: Db, result: { id: number }) => {
    const [row] = await db
      .select()
      .from(table as PgTable)
      .where(eq(table.id, result.id));
    if (!row) throw notFound();
    const association = fromRow(row);
    const related = await readRelated(db, association.planId, association.cityId);
    if (!related) throw notFound();
    return shape(association, related);
  };

  return {
    /** Every association with its plan and city, by id (SPEC §7). */
    async list(db: Db): Promise<Out[]> {
      const rows = await db
        .select({
          association: table as PgTable,
          plan: { id: planTable.id, name: planTable.name },
          city: { id: cities.id, name: cities.name, state: cities.state },
        })
        .from(table as PgTable)
        .innerJoin(planTable, eq(planTable.id, planColumn))
        .innerJoin(cities, eq(cities.id, table.cityId))
        .orderBy(asc(table.id));
      return rows.map((row) =>
        toAdmin(row.association, { plan: row.plan as Related["plan"], city: row.city }),
      );
    },

    /**
     * In how many cities each plan is sold: its active associations with an active city. Plans sold
     * nowhere are absent from the map.
     */
    async countCitiesByPlan(db: Db): Promise<Map<number, number>> {
      const rows = await db
        .select({ planId: planColumn, cities: count() })
        .from(table as PgTable)
        .innerJoin(cities, eq(cities.id, table.cityId))
        .where(and(eq(table.isActive, true), eq(cities.isActive, true)))
        .groupBy(planColumn);
      return new Map(rows.map((row) => [row.planId as number, row.cities]));
    },

    /** Created active; a pair that exists already is refused by the unique constraint (409). */
    async create(staff: StaffContext, planId: number, cityId: number): Promise<Out> {
      const related = await readRelated(staff.db, planId, cityId);
      if (!related) {
        const [plan] = await staff.db
          .select({ id: planTable.id })
          .from(planTable)
          .where(eq(planTable.id, planId));
        throw plan
          ? new ServiceError(422, "validation_failed", options.cityMissingMessage, {
              cityId: options.cityMissingMessage,
            })
          : new ServiceError(422, "validation_failed", options.planMissingMessage, {
              [planKey]: options.planMissingMessage,
            });
      }
      const created = (await refuseMissingReference(referenceGone(staff.db, planId, "cityId"), () =>
        refuseDuplicate(options.uniqueConstraint, duplicate, () =>
          records.create(staff, { [planKey]: planId, cityId, isActive: true } as never),
        ),
      )) as { id: number; isActive: boolean; createdAt: string; updatedAt: string };
      // Shaped from what was inserted and checked, not read again: a plan deleted right after the commit
      // takes the new row with it, and this create still succeeded.
      const row = {
        id: created.id,
        planId,
        cityId,
        isActive: created.isActive,
        ...NO_CITY_PRICE,
        createdAt: new Date(created.createdAt),
        updatedAt: new Date(created.updatedAt),
      };
      return shape(row, related);
    },

    async setActive(staff: StaffContext, id: number, isActive: boolean, expectedUpdatedAt: string) {
      const result = await records.update(staff, id, { isActive } as never, expectedUpdatedAt, "status");
      return withRelations(staff.db, result);
    },

    async remove(staff: StaffContext, id: number, expectedUpdatedAt: string) {
      await records.remove(staff, id, expectedUpdatedAt);
    },

    /**
     * 'Preço nesta cidade' (decision 0040): the pair's own price and promotion, or the plan's (all null).
     * A distinct price is its own offer: its versions open and close in this write's transaction, before
     * the pair changes, so a closed one records the cities it was sold in.
     */
    async setPrice(staff: StaffContext, id: number, terms: CityPrice, expectedUpdatedAt: string) {
      const result = await auditedWrite(staff, async (tx, audit) => {
        const [raw] = (await tx
          .select()
          .from(table as PgTable)
          .where(eq(table.id, id))
          .for("update")) as unknown[];
        const current = checkVersion(raw ? fromRow(raw) : undefined, expectedUpdatedAt, notFound);
        const [plan] = (await tx
          .select({
            price: planTable.price,
            promoPrice: planTable.promoPrice,
            promoMonths: planTable.promoMonths,
          })
          .from(planTable)
          .where(eq(planTable.id, current.planId))) as PriceTerms[];
        // The plan's own terms typed as the city's are no price of its own: the city follows the plan.
        const own = plan && offerVariantKey(terms, plan) === "" ? NO_CITY_PRICE : terms;
        await syncPlanOffers(tx, options.offerKind, [current.planId], new Map([[id, own]]));
        const updatedAt = new Date(Math.max(Date.now(), current.updatedAt.getTime() + 1));
        const [updated] = (await tx
          .update(table)
          .set({ ...own, updatedAt } as never)
          .where(eq(table.id, id))
          .returning()) as unknown[];
        await audit({
          action: "update",
          entity: options.entity,
          entityId: id,
          before: audited(current),
          after: audited(updated),
        });
        return { id };
      });
      return withRelations(staff.db, result);
    },

    /**
     * One plan in many cities: pairs that exist already are left as they are and counted. Unknown
     * cities are refused before anything is written.
     */
    async createMany(
      staff: StaffContext,
      planId: number,
      target: { cityIds: number[] } | { state: BrazilianState },
    ): Promise<BulkAssociationResult> {
      const [plan] = await staff.db
        .select({ id: planTable.id })
        .from(planTable)
        .where(eq(planTable.id, planId));
      if (!plan) {
        throw new ServiceError(422, "validation_failed", options.planMissingMessage, {
          [planKey]: options.planMissingMessage,
        });
      }
      const found = await staff.db
        .select({ id: cities.id })
        .from(cities)
        .where("state" in target ? eq(cities.state, target.state) : inArray(cities.id, target.cityIds));
      const cityIds = found.map((row) => row.id);
      if ("cityIds" in target && cityIds.length !== target.cityIds.length) {
        throw new ServiceError(422, "validation_failed", CITY_GONE_MESSAGE, { cityIds: CITY_GONE_MESSAGE });
      }
      if (cityIds.length === 0) return { created: 0, existing: 0 };
      return refuseMissingReference(referenceGone(staff.db, planId, "cityIds"), () =>
        auditedWrite(staff, async (tx, audit) => {
          await assertPlansSellable(tx, options.offerKind, [planId]);
          const inserted = (await tx
            .insert(table)
            .values(cityIds.map((cityId) => ({ [planKey]: planId, cityId, isActive: true })) as never)
            .onConflictDoNothing()
            .returning({ id: table.id, cityId: table.cityId })) as { id: number; cityId: number }[];
          await assertCitiesReachable(
            tx,
            inserted.map((row) => row.cityId),
          );
          const result = { created: inserted.length, existing: cityIds.length - inserted.length };
          if (inserted.length > 0) {
            await audit({
              action: "bulk_create",
              entity: options.entity,
              entityId: null,
              after: { [planKey]: planId, cityIds: inserted.map((row) => row.cityId), ...result },
            });
          }
          return result;
        }),
      );
    },

    /**
     * The matrix's changes, in one transaction: each pair created, switched or deleted and audited as the
     * list does it one at a time. A pair no longer in the state the matrix showed refuses the whole save.
     */
    applyMatrix: (staff: StaffContext, changes: AssociationMatrixChange[]) =>
      applyAssociationMatrix({ options, fromRow, audited }, staff, changes),
  };
}

/** What the matrix's save needs of its association service: the options and the row's two shapes. */
type MatrixParts = {
  options: AssociationOptions;
  fromRow: (raw: unknown) => AssociationRow;
  audited: (row: unknown) => Record<string, unknown> & { id: number };
};

/**
 * The matrix's changes, in one transaction: each pair created, switched or deleted and audited as the
 * list does it one at a time. A pair no longer in the state the matrix showed refuses the whole save.
 */
async function applyAssociationMatrix(
  { options, fromRow, audited }: MatrixParts,
  staff: StaffContext,
  changes: AssociationMatrixChange[],
): Promise<AssociationMatrixResult> {
  const { table, planColumn, planKey, planTable } = options;
  const planIds = [...new Set(changes.map((change) => change.planId))];
  const cityIds = [...new Set(changes.map((change) => change.cityId))];
  const stale = () => new ServiceError(409, STALE_RECORD_CODE, MATRIX_STALE_MESSAGE);
  const gone = async () => new ServiceError(409, "reference_gone", MATRIX_GONE_MESSAGE);
  // Two saves that both create an absent pair pass the state check together (there is no row to lock
  // yet); the unique constraint then refuses the later insert, and that is the same lost race as a
  // changed pair. Writing the pairs in one order keeps two saves from deadlocking on each other's
  // inserts; a deadlock with another writer is the same lost race too (probe 2026-11-25, L-MX).
  const ordered = [...changes].sort((a, b) => a.planId - b.planId || a.cityId - b.cityId);
  const lostRace = (error: unknown) => {
    if (isUniqueViolation(error, options.uniqueConstraint) || isDeadlock(error)) throw stale();
    throw error;
  };
  return refuseMissingReference(gone, () =>
    auditedWrite(staff, async (tx, audit) => {
      const plansFound = await tx
        .select({ id: planTable.id })
        .from(planTable)
        .where(inArray(planTable.id, planIds));
      const citiesFound = await tx.select({ id: cities.id }).from(cities).where(inArray(cities.id, cityIds));
      if (plansFound.length !== planIds.length || citiesFound.length !== cityIds.length) throw await gone();
      await assertPlansSellable(
        tx,
        options.offerKind,
        changes.filter((change) => change.to === "active").map((change) => change.planId),
      );
      // Locked, so nobody switches one of these pairs between this check and the writes.
      const rows = (
        (await tx
          .select()
          .from(table as PgTable)
          .where(and(inArray(planColumn, planIds), inArray(table.cityId, cityIds)))
          .for("update")) as unknown[]
      ).map(fromRow);
      const current = new Map(rows.map((row) => [`${row.planId}:${row.cityId}`, row]));
      const stateOf = (row: AssociationRow | undefined): AssociationState =>
        !row ? "absent" : row.isActive ? "active" : "inactive";
      const result = { created: 0, updated: 0, removed: 0 };
      const now = new Date();
      for (const change of ordered) {
        const row = current.get(`${change.planId}:${change.cityId}`);
        if (stateOf(row) !== change.from) throw stale();
        const entity = options.entity;
        if (!row) {
          const [created] = await tx
            .insert(table)
            .values({
              [planKey]: change.planId,
              cityId: change.cityId,
              isActive: change.to === "active",
            } as never)
            .returning();
          const after = audited(created);
          await audit({ action: "create", entity, entityId: after.id, after });
          result.created += 1;
        } else if (change.to === "absent") {
          const [raw] = (await tx
            .select()
            .from(table as PgTable)
            .where(eq(table.id, row.id))) as Record<string, unknown>[];
          await moveToTrash(tx, staff.actor.email, entity, raw!);
          await syncPlanOffers(tx, options.offerKind, [row.planId], new Map([[row.id, null]]));
          await tx.delete(table).where(eq(table.id, row.id));
          await audit({ action: "delete", entity, entityId: row.id, before: audited(row) });
          result.removed += 1;
        } else {
          const updatedAt = new Date(Math.max(now.getTime(), row.updatedAt.getTime() + 1));
          const [updated] = (await tx
            .update(table)
            .set({ isActive: change.to === "active", updatedAt } as never)
            .where(eq(table.id, row.id))
            .returning()) as unknown[];
          const before = audited(row);
          await audit({ action: "status", entity, entityId: row.id, before, after: audited(updated) });
          result.updated += 1;
        }
      }
      await assertCitiesReachable(
        tx,
        changes.filter((change) => change.to === "active").map((change) => change.cityId),
      );
      return result;
    }).catch(lostRace),
  );
}
