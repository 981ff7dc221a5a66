import { and, asc, eq, ne, notExists, sql } from "drizzle-orm";
import { type CepRange, type CityCepRange, cityLabel, formatCep, sortCepRanges } from "../../domain";
import { type CepRangesInput, overlapWithCityMessage } from "../../domain/schemas";
import type { Db } from "../db/client";
import { cities, cityCepRanges } from "../db/schema";
import {
  auditedWrite,
  checkVersion,
  isExclusionViolation,
  ServiceError,
  type StaffContext,
  type Tx,
} from "./console-writes";

// The CEP ranges of each city (the Cidades tab's 'Faixas de CEP'), and the public lookup from a CEP to
// its city. No two ranges overlap, whatever their cities: checked here to name the other city in the
// refusal, and by the table's exclusion constraint against two writes racing past that check.

/** Every city's ranges, by city id, in CEP order: what the Cidades tab lists. */
export async function listCepRangesByCity(db: Db): Promise<Record<number, CepRange[]>> {
  const rows = await db
    .select({ cityId: cityCepRanges.cityId, start: cityCepRanges.cepStart, end: cityCepRanges.cepEnd })
    .from(cityCepRanges)
    .orderBy(asc(cityCepRanges.cepStart));
  const byCity: Record<number, CepRange[]> = {};
  for (const { cityId, start, end } of rows) {
    byCity[cityId] = [...(byCity[cityId] ?? []), { start, end }];
  }
  return byCity;
}

/** One city's ranges, in CEP order; undefined when there is no such city. */
export async function listCityCepRanges(db: Db, cityId: number): Promise<CepRange[] | undefined> {
  const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, cityId));
  return city ? readCityRanges(db, cityId) : undefined;
}

/** Active cities no CEP range leads to: the matrix warns when it sells plans in one (decision 0027). */
export async function listCitiesWithoutCep(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: cities.id })
    .from(cities)
    .where(
      and(
        eq(cities.isActive, true),
        notExists(
          db.select({ id: cityCepRanges.id }).from(cityCepRanges).where(eq(cityCepRanges.cityId, cities.id)),
        ),
      ),
    );
  return rows.map((row) => row.id);
}

/** One city's ranges, in CEP order. */
async function readCityRanges(db: Db | Tx, cityId: number): Promise<CepRange[]> {
  return db
    .select({ start: cityCepRanges.cepStart, end: cityCepRanges.cepEnd })
    .from(cityCepRanges)
    .where(eq(cityCepRanges.cityId, cityId))
    .orderBy(asc(cityCepRanges.cepStart));
}

/** The ranges of active cities, sorted for findCepRange: what a CEP typed by a visitor is looked up in. */
export async function listActiveCepRanges(db: Db): Promise<CityCepRange[]> {
  const rows = await db
    .select({ cityId: cityCepRanges.cityId, start: cityCepRanges.cepStart, end: cityCepRanges.cepEnd })
    .from(cityCepRanges)
    .innerJoin(cities, eq(cities.id, cityCepRanges.cityId))
    .where(eq(cities.isActive, true));
  return sortCepRanges(rows);
}

const cityNotFound = () => new ServiceError(404, "city_not_found", "Cidade não encontrada.");

/** The first of `ranges` that overlaps another city's range, with that range and its city's label. */
export async function findOverlapElsewhere(tx: Tx, cityId: number, ranges: readonly CepRange[]) {
  for (const [index, range] of ranges.entries()) {
    const [other] = await tx
      .select({
        start: cityCepRanges.cepStart,
        end: cityCepRanges.cepEnd,
        name: cities.name,
        state: cities.state,
      })
      .from(cityCepRanges)
      .innerJoin(cities, eq(cities.id, cityCepRanges.cityId))
      .where(
        and(
          ne(cityCepRanges.cityId, cityId),
          sql`${cityCepRanges.cepStart} <= ${range.end} and ${range.start} <= ${cityCepRanges.cepEnd}`,
        ),
      )
      .orderBy(asc(cityCepRanges.cepStart))
      .limit(1);
    if (other) return { index, other };
  }
  return undefined;
}

export const OVERLAP_CONSTRAINT = "city_cep_ranges_no_overlap";

const RACE_MESSAGE =
  "Outra pessoa acabou de cadastrar uma faixa que se sobrepõe a estas. Recarregue e confira as faixas.";

/**
 * Replaces a city's CEP ranges with `input.ranges` (none clears them), in one audited write that also
 * moves the city's version on: the form was opened at `expectedUpdatedAt`, and another edit of the city
 * or of its ranges since answers 409. A range overlapping another city's is refused (409, on its field,
 * naming that city and range); ranges overlapping each other never reach here (the schema refuses them).
 */
export async function replaceCityCepRanges(
  staff: StaffContext,
  cityId: number,
  input: CepRangesInput,
  expectedUpdatedAt: string,
): Promise<{ ranges: CepRange[]; updatedAt: string }> {
  try {
    return await auditedWrite(staff, async (tx, audit) => {
      const [row] = await tx.select().from(cities).where(eq(cities.id, cityId)).for("update");
      const city = checkVersion(row, expectedUpdatedAt, cityNotFound);
      const overlap = await findOverlapElsewhere(tx, cityId, input.ranges);
      if (overlap) {
        const message = overlapWithCityMessage(overlap.other, cityLabel(overlap.other));
        throw new ServiceError(409, "cep_range_overlap", message, {
          [`ranges.${overlap.index}.start`]: message,
        });
      }
      const before = await readCityRanges(tx, cityId);
      // Kept and shown in CEP order, whatever order they were typed in.
      const ranges = sortCepRanges(input.ranges);
      await tx.delete(cityCepRanges).where(eq(cityCepRanges.cityId, cityId));
      if (ranges.length > 0)
        await tx
          .insert(cityCepRanges)
          .values(ranges.map((range) => ({ cityId, cepStart: range.start, cepEnd: range.end })));
      const updatedAt = new Date(Math.max(Date.now(), city.updatedAt.getTime() + 1));
      await tx.update(cities).set({ updatedAt }).where(eq(cities.id, cityId));
      // As the form writes them ('29000-001'): the Histórico shows them so, and can send them back.
      const asTyped = (ranges: CepRange[]) =>
        ranges.map((range) => ({ start: formatCep(range.start), end: formatCep(range.end) }));
      await audit({
        action: "update",
        entity: "city_cep_ranges",
        entityId: cityId,
        before: { city: cityLabel(city), ranges: asTyped(before) },
        after: { city: cityLabel(city), ranges: asTyped(ranges) },
      });
      return { ranges, updatedAt: updatedAt.toISOString() };
    });
  } catch (error) {
    // Two staff members saving overlapping ranges for two cities at the same moment: the check above
    // saw neither, the exclusion constraint refuses the second.
    if (isExclusionViolation(error, OVERLAP_CONSTRAINT))
      throw new ServiceError(409, "cep_range_overlap", RACE_MESSAGE);
    throw error;
  }
}
