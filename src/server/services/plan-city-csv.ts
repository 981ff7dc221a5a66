import { createHash } from "node:crypto";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import {
  type CityPrice,
  formatPrice,
  type OfferKind,
  offerVariantKey,
  type PriceTerms,
  termsInCity,
} from "../../domain";
import type { MatrixImportPreview } from "../../domain/schemas";
import type { Db } from "../db/client";
import { auditLog, businessPlanCities, businessPlans, cities, planCities, plans } from "../db/schema";
import { assertCitiesReachable } from "./cep-ranges";
import { auditedWrite, iso, ServiceError, type StaffContext, staleRecord, type Tx } from "./console-writes";
import { csvFile } from "./csv";
import { assertPlansSellable, syncPlanOffers } from "./offer-versions";
import {
  type CityRow,
  MATRIX_HEADER,
  type Matrix,
  NO_CITY_PRICE,
  type Pair,
  type PlanRow,
  readImport,
} from "./plan-city-csv-file";
import { moveToTrash } from "./trash";

// The plan × city matrix as a spreadsheet (issue 37, point 2; decision 0040). One row per pair: plan,
// city, UF, active, and the price, promotional price and months a visitor of that city sees. Export as
// Excel pt-BR reads it (csv.ts: ';', decimal comma, BOM, formulas defused); import reads Excel's flavours
// (the file itself: plan-city-csv-file.ts), previews every change and every refused row in pt-BR, and
// applies them in one audited transaction, refused (409) when the matrix changed since the preview. Pairs
// absent from the file are left as they are. This module holds the matrix's reads and writes.

const KINDS = {
  plan: {
    table: plans,
    links: planCities,
    linkPlan: planCities.planId,
    planKey: "planId",
    entity: "plan_cities",
  },
  business_plan: {
    table: businessPlans,
    links: businessPlanCities,
    linkPlan: businessPlanCities.businessPlanId,
    planKey: "businessPlanId",
    entity: "business_plan_cities",
  },
} as const;

export const MATRIX_CHANGED_MESSAGE =
  "A matriz mudou desde a pré-visualização (outra pessoa salvou alterações). Importe o arquivo de novo para ver as alterações atuais; nada foi salvo.";

async function readMatrix(db: Db | Tx, kind: OfferKind, lock = false): Promise<Matrix> {
  const { table, links, linkPlan } = KINDS[kind];
  const planRows = (await db
    .select({
      id: table.id,
      name: table.name,
      price: table.price,
      promoPrice: table.promoPrice,
      promoMonths: table.promoMonths,
      updatedAt: table.updatedAt,
    })
    .from(table as PgTable)
    .orderBy(asc(table.id))) as PlanRow[];
  const cityRows = (await db
    .select({ id: cities.id, name: cities.name, state: cities.state, updatedAt: cities.updatedAt })
    .from(cities)
    .orderBy(asc(cities.id))) as CityRow[];
  const query = db
    .select({
      id: links.id,
      planId: linkPlan,
      cityId: links.cityId,
      isActive: links.isActive,
      price: links.price,
      promoPrice: links.promoPrice,
      promoMonths: links.promoMonths,
      updatedAt: links.updatedAt,
    })
    .from(links as PgTable)
    .orderBy(asc(links.id));
  const pairs = (await (lock ? query.for("update") : query)) as Pair[];
  // Any write to the kind's plans, cities or pairs since the preview changes the token.
  const token = createHash("sha256")
    .update(
      JSON.stringify([
        planRows.map((row) => [row.id, row.updatedAt.getTime()]),
        cityRows.map((row) => [row.id, row.updatedAt.getTime()]),
        pairs.map((row) => [row.id, row.updatedAt.getTime()]),
      ]),
    )
    .digest("base64url");
  return { plans: planRows, cities: cityRows, pairs, token };
}

const money = (value: number | null) => (value === null ? "" : formatPrice(value).replace(/^R\$\s/, ""));

/** The matrix as a CSV file: every pair, by state, city and plan, with the terms its city sees. */
export async function exportMatrixCsv(db: Db, kind: OfferKind): Promise<string> {
  const matrix = await readMatrix(db, kind);
  const planById = new Map(matrix.plans.map((plan) => [plan.id, plan]));
  const cityById = new Map(matrix.cities.map((city) => [city.id, city]));
  const collator = new Intl.Collator("pt-BR", { sensitivity: "base" });
  const rows = matrix.pairs
    .map((pair) => ({ pair, plan: planById.get(pair.planId)!, city: cityById.get(pair.cityId)! }))
    .sort(
      (a, b) =>
        collator.compare(a.city.state, b.city.state) ||
        collator.compare(a.city.name, b.city.name) ||
        collator.compare(a.plan.name, b.plan.name),
    )
    .map(({ pair, plan, city }) => {
      const terms = termsInCity(pair, plan);
      return [
        plan.name,
        city.name,
        city.state,
        pair.isActive ? "sim" : "não",
        money(terms.price),
        money(terms.promoPrice),
        terms.promoMonths === null ? "" : terms.promoMonths,
      ];
    });
  return csvFile([[...MATRIX_HEADER], ...rows]);
}

const bytesOf = (base64: string) => new Uint8Array(Buffer.from(base64, "base64"));

/** The preview: nothing written. */
export async function previewMatrixImport(
  db: Db,
  kind: OfferKind,
  file: string,
): Promise<MatrixImportPreview> {
  const matrix = await readMatrix(db, kind);
  const { rows, changes, refused } = await readImport(matrix, bytesOf(file));
  return { rows, changes, refused, token: matrix.token };
}

/** A pair as an import's Histórico entry keeps it (the plan key as its table names it). */
type PairShape = CityPrice & { id: number; cityId: number; isActive: boolean; updatedAt: string } & Record<
    string,
    unknown
  >;

const shapeOf = (kind: OfferKind, row: Pair): PairShape => ({
  id: row.id,
  [KINDS[kind].planKey]: row.planId,
  cityId: row.cityId,
  isActive: row.isActive,
  price: row.price,
  promoPrice: row.promoPrice,
  promoMonths: row.promoMonths,
  updatedAt: iso(row.updatedAt),
});

/** A row of the link table as the database returns it, its plan key read as `planId`. */
const pairOf = (kind: OfferKind, raw: Record<string, unknown>) =>
  ({ ...raw, planId: raw[KINDS[kind].planKey] }) as unknown as Pair;

/** One pair as an import or its undo writes it: created (no `pair`), changed, or removed (`to` null). */
type PairWrite = {
  planId: number;
  cityId: number;
  pair?: Pair;
  to: { isActive: boolean; own: CityPrice } | null;
};

/**
 * The pairs' writes of an import and of its undo, one path for both: the offers of each plan whose city
 * prices change are brought in line before the pairs change (a variant that closes records the cities it
 * was sold in until then) and after (one that opens), as the price dialog and the matrix do; a plan put
 * on sale must be complete and a city put on sale must have a CEP leading to it (422, nothing written);
 * a removed pair goes to the Lixeira, as the matrix removes one. Returns the pairs before and after.
 */
async function writePairs(staff: StaffContext, tx: Tx, kind: OfferKind, writes: PairWrite[]) {
  const { table, links, planKey, entity } = KINDS[kind];
  const planIds = [...new Set(writes.map((write) => write.planId))];
  const terms = new Map(
    (
      (planIds.length
        ? await tx
            .select({
              id: table.id,
              price: table.price,
              promoPrice: table.promoPrice,
              promoMonths: table.promoMonths,
            })
            .from(table as PgTable)
            .where(inArray(table.id, planIds))
        : []) as (PriceTerms & { id: number })[]
    ).map((plan) => [plan.id, plan]),
  );
  // A price equal to the plan's terms (as they are now) is no price of the city's own, as the dialog has it.
  const ordered = [...writes]
    .sort((a, b) => a.planId - b.planId || a.cityId - b.cityId)
    .map((write) => {
      const plan = terms.get(write.planId);
      return write.to && plan && write.to.own.price !== null && offerVariantKey(write.to.own, plan) === ""
        ? { ...write, to: { ...write.to, own: NO_CITY_PRICE } }
        : write;
    });
  const byPlan = new Map<number, Map<number, CityPrice | null>>();
  for (const { planId, pair, to } of ordered)
    if (pair) byPlan.set(planId, (byPlan.get(planId) ?? new Map()).set(pair.id, to ? to.own : null));
  for (const [planId, pending] of byPlan) await syncPlanOffers(tx, kind, [planId], pending);
  const selling = ordered.filter((write) => write.to?.isActive);
  await assertPlansSellable(
    tx,
    kind,
    selling.map((write) => write.planId),
  );
  const before: PairShape[] = [];
  const after: PairShape[] = [];
  const counts = { created: 0, updated: 0, removed: 0 };
  const now = new Date();
  for (const { planId, cityId, pair, to } of ordered) {
    if (pair) before.push(shapeOf(kind, pair));
    if (!pair && to) {
      const [row] = (await tx
        .insert(links)
        .values({ [planKey]: planId, cityId, isActive: to.isActive, ...to.own } as never)
        .returning()) as Record<string, unknown>[];
      after.push(shapeOf(kind, pairOf(kind, row!)));
      counts.created += 1;
    } else if (pair && to) {
      const updatedAt = new Date(Math.max(now.getTime(), pair.updatedAt.getTime() + 1));
      const [row] = (await tx
        .update(links)
        .set({ isActive: to.isActive, ...to.own, updatedAt } as never)
        .where(eq(links.id, pair.id))
        .returning()) as Record<string, unknown>[];
      after.push(shapeOf(kind, pairOf(kind, row!)));
      counts.updated += 1;
    } else if (pair) {
      const [raw] = (await tx
        .select()
        .from(links as PgTable)
        .where(eq(links.id, pair.id))) as Record<string, unknown>[];
      await moveToTrash(tx, staff.actor.email, entity, raw!);
      await tx.delete(links).where(eq(links.id, pair.id));
      counts.removed += 1;
    }
  }
  await syncPlanOffers(
    tx,
    kind,
    ordered.map((write) => write.planId),
  );
  await assertCitiesReachable(
    tx,
    selling.map((write) => write.cityId),
  );
  return { ...counts, before, after };
}

/** What an import's Histórico entry names for the caches: every plan and city it touched (cache-tags.ts). */
const touched = (kind: OfferKind, writes: PairWrite[]) => ({
  [`${KINDS[kind].planKey}s`]: [...new Set(writes.map((write) => write.planId))],
  cityIds: [...new Set(writes.map((write) => write.cityId))],
});

/**
 * The import, as the preview showed it: every change in one transaction and one Histórico entry
 * ('Importação de planilha'), which 'Desfazer importação' undoes as one step (`undoMatrixImport`); the
 * offers of every plan whose prices changed brought in line (decision 0040). Refused rows are skipped, as
 * the preview said.
 */
export async function applyMatrixImport(staff: StaffContext, kind: OfferKind, file: string, token: string) {
  const { entity } = KINDS[kind];
  return auditedWrite(staff, async (tx, audit) => {
    const matrix = await readMatrix(tx, kind, true);
    if (matrix.token !== token) throw new ServiceError(409, "stale_record", MATRIX_CHANGED_MESSAGE);
    const { writes, refused, changes } = await readImport(matrix, bytesOf(file));
    const pairWrites: PairWrite[] = writes.map(({ plan, city, pair, isActive, own }) => ({
      planId: plan.id,
      cityId: city.id,
      pair,
      to: { isActive, own },
    }));
    const written = await writePairs(staff, tx, kind, pairWrites);
    if (pairWrites.length > 0)
      await audit({
        action: "import",
        entity,
        entityId: null,
        before: { pairs: written.before },
        after: {
          ...touched(kind, pairWrites),
          created: written.created,
          updated: written.updated,
          refused: refused.length,
          changes: changes.map((change) => change.text),
          pairs: written.after,
        },
      });
    return { created: written.created, updated: written.updated, refused: refused.length };
  });
}

const ENTITY_KINDS: Record<string, OfferKind> = {
  plan_cities: "plan",
  business_plan_cities: "business_plan",
};

/** An import's entry as the log keeps it; anything else is none. */
type ImportEntry = {
  id: number;
  action: string;
  entity: string;
  before: unknown;
  after: unknown;
  createdAt: Date | string;
};

function importOf(entry: ImportEntry) {
  const kind = ENTITY_KINDS[entry.entity];
  const pairsOf = (snapshot: unknown) => {
    const pairs = (snapshot as { pairs?: unknown } | null)?.pairs;
    return Array.isArray(pairs) ? (pairs as PairShape[]) : undefined;
  };
  const before = pairsOf(entry.before);
  const after = pairsOf(entry.after);
  if (entry.action !== "import" || !kind || !before || !after) return undefined;
  return { kind, before, after };
}

export const IMPORT_UNDONE_MESSAGE = "Esta importação já foi desfeita.";

/**
 * The imports among `entries` that can still be undone, each with its version: the newest `updatedAt` of
 * the pairs it wrote (any write to one of them since the Histórico was shown changes it).
 */
export async function readUndoableImports(db: Db, entries: ImportEntry[]): Promise<Record<number, string>> {
  const undoable: Record<number, string> = {};
  const imports = entries.flatMap((entry) => {
    const found = importOf(entry);
    return found ? [{ entry, ...found }] : [];
  });
  if (imports.length === 0) return undoable;
  const undone = new Set(
    (
      await db
        .select({ entityId: auditLog.entityId })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, "import_undo"),
            inArray(
              auditLog.entityId,
              imports.map(({ entry }) => String(entry.id)),
            ),
          ),
        )
    ).map((row) => row.entityId),
  );
  for (const { entry, kind, after } of imports) {
    if (undone.has(String(entry.id))) continue;
    const { links } = KINDS[kind];
    const rows = after.length
      ? ((await db
          .select({ updatedAt: links.updatedAt })
          .from(links as PgTable)
          .where(
            inArray(
              links.id,
              after.map((pair) => pair.id),
            ),
          )) as { updatedAt: Date }[])
      : [];
    undoable[entry.id] = newestOf(rows);
  }
  return undoable;
}

/** The version of an import's pairs: the newest `updatedAt` among them (the epoch when none is left). */
const newestOf = (rows: { updatedAt: Date }[]) =>
  new Date(Math.max(0, ...rows.map((row) => row.updatedAt.getTime()))).toISOString();

const NAMES_SHOWN = 5;

/**
 * 'Desfazer importação': every pair the import wrote put back as it was before, in one transaction and
 * through the import's own writes (`writePairs`: the offers, the checks, the Lixeira for a pair it
 * created), recorded as one entry ('Importação desfeita') naming the import. Refused (409), nothing
 * changed, when any of those pairs was written since the import (the cells are named), when the import
 * was undone already, or when the Histórico showed an older version of the pairs (`expectedVersion`).
 */
export async function undoMatrixImport(staff: StaffContext, entry: ImportEntry, expectedVersion: string) {
  const found = importOf(entry);
  if (!found) throw new ServiceError(422, "not_restorable", "Esta alteração não pode ser desfeita.");
  const { kind, before, after } = found;
  const { table, links, entity } = KINDS[kind];
  return auditedWrite(staff, async (tx, audit) => {
    const ids = after.map((pair) => pair.id).sort((a, b) => a - b);
    const rows = ids.length
      ? ((await tx
          .select()
          .from(links as PgTable)
          .where(inArray(links.id, ids))
          .orderBy(asc(links.id))
          .for("update")) as Record<string, unknown>[])
      : [];
    const [undone] = await tx
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, "import_undo"),
          eq(auditLog.entity, entity),
          eq(auditLog.entityId, String(entry.id)),
        ),
      );
    if (undone) throw new ServiceError(409, "import_undone", IMPORT_UNDONE_MESSAGE);
    const current = new Map(rows.map((raw) => [raw.id as number, pairOf(kind, raw)]));
    const changed = after.filter(
      (pair) => current.get(pair.id)?.updatedAt.getTime() !== Date.parse(pair.updatedAt),
    );
    if (changed.length > 0) {
      const planIds = changed.map((pair) => pair[KINDS[kind].planKey] as number);
      const cityIds = changed.map((pair) => pair.cityId);
      const planNames = new Map(
        (
          (await tx
            .select({ id: table.id, name: table.name })
            .from(table as PgTable)
            .where(inArray(table.id, planIds))) as { id: number; name: string }[]
        ).map((row) => [row.id, row.name]),
      );
      const cityNames = new Map(
        (
          await tx
            .select({ id: cities.id, name: cities.name, state: cities.state })
            .from(cities)
            .where(inArray(cities.id, cityIds))
        ).map((row) => [row.id, `${row.name} - ${row.state}`]),
      );
      const cells = changed
        .slice(0, NAMES_SHOWN)
        .map(
          (pair, index) =>
            `${planNames.get(planIds[index]!) ?? "plano removido"} em ${cityNames.get(pair.cityId) ?? "cidade removida"}`,
        );
      const more = changed.length - cells.length;
      const list = more > 0 ? `${cells.join(", ")} e mais ${more}` : cells.join(", ");
      throw new ServiceError(
        409,
        "import_changed",
        `Não é possível desfazer a importação: ${changed.length === 1 ? "este par mudou" : "estes pares mudaram"} depois dela (${list}). Altere-os na matriz; nada foi desfeito.`,
      );
    }
    if (newestOf([...current.values()]) !== new Date(Date.parse(expectedVersion)).toISOString())
      throw staleRecord();
    const was = new Map(before.map((pair) => [pair.id, pair]));
    const writes: PairWrite[] = after.map((pair) => {
      const old = was.get(pair.id);
      return {
        planId: current.get(pair.id)!.planId,
        cityId: pair.cityId,
        pair: current.get(pair.id),
        to: old
          ? {
              isActive: old.isActive,
              own: { price: old.price, promoPrice: old.promoPrice, promoMonths: old.promoMonths },
            }
          : null,
      };
    });
    const written = await writePairs(staff, tx, kind, writes);
    await audit({
      action: "import_undo",
      entity,
      entityId: entry.id,
      before: { pairs: written.before },
      after: {
        ...touched(kind, writes),
        undone: writes.length,
        removed: written.removed,
        importedAt: new Date(entry.createdAt).toISOString(),
        pairs: written.after,
      },
    });
    return { undone: writes.length };
  });
}
