import { and, asc, count, eq, inArray, ne, notExists, sql } from "drizzle-orm";
import {
  type CepCity,
  type CepRange,
  type CityCepRange,
  cityLabel,
  formatCep,
  sortCepRanges,
} from "../../domain";
import { type CepRangesInput, overlapWithCityMessage } from "../../domain/schemas";
import type { Db } from "../db/client";
import { businessPlanCities, cities, cityCepRanges, planCities } from "../db/schema";
import {
  type Audit,
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

/**
 * Every city's ranges with its name and state, sorted for findCepRange: what places a lead that gave only
 * a CEP (Contatos, issue 59). Inactive cities too: a CEP of a town not sold in yet still names it.
 */
export async function listCepCities(db: Db | Tx): Promise<CepCity[]> {
  const rows = await db
    .select({
      cityId: cityCepRanges.cityId,
      start: cityCepRanges.cepStart,
      end: cityCepRanges.cepEnd,
      name: cities.name,
      uf: cities.state,
    })
    .from(cityCepRanges)
    .innerJoin(cities, eq(cities.id, cityCepRanges.cityId));
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
 * Writes `ranges` as the whole list of `city`'s ranges, in the caller's transaction, with its audit entry
 * (`city_cep_ranges`, before and after as typed; none when nothing changed). A range overlapping another
 * city's is refused (409, on its field, naming that city and range); ranges overlapping each other never
 * reach here (the schema refuses them). Removing the last range of a city that sells is refused (422,
 * assertCitiesReachable). The city's form and the 'Faixas de CEP' dialog both save through here.
 */
export async function writeCityCepRanges(
  tx: Tx,
  audit: Audit,
  city: { id: number; name: string; state: string },
  input: readonly CepRange[],
): Promise<CepRange[]> {
  const cityId = city.id;
  const overlap = await findOverlapElsewhere(tx, cityId, input);
  if (overlap) {
    const message = overlapWithCityMessage(overlap.other, cityLabel(overlap.other));
    throw new ServiceError(409, "cep_range_overlap", message, {
      [`ranges.${overlap.index}.start`]: message,
    });
  }
  const before = await readCityRanges(tx, cityId);
  // Kept and shown in CEP order, whatever order they were typed in.
  const ranges = sortCepRanges(input);
  const same =
    before.length === ranges.length &&
    before.every((range, index) => range.start === ranges[index]!.start && range.end === ranges[index]!.end);
  if (same) return ranges;
  await tx.delete(cityCepRanges).where(eq(cityCepRanges.cityId, cityId));
  if (ranges.length > 0)
    await tx
      .insert(cityCepRanges)
      .values(ranges.map((range) => ({ cityId, cepStart: range.start, cepEnd: range.end })));
  await assertCitiesReachable(tx, [cityId]);
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
  return ranges;
}

/** Two staff members saving overlapping ranges for two cities at the same moment: the check saw neither. */
export function refuseRacingCepRanges(error: unknown): never {
  if (isExclusionViolation(error, OVERLAP_CONSTRAINT))
    throw new ServiceError(409, "cep_range_overlap", RACE_MESSAGE);
  throw error;
}

/**
 * Replaces a city's CEP ranges with `input.ranges` (none clears them), in one audited write that also
 * moves the city's version on: the form was opened at `expectedUpdatedAt`, and another edit of the city
 * or of its ranges since answers 409.
 */
export async function replaceCityCepRanges(
  staff: StaffContext,
  cityId: number,
  input: CepRangesInput,
  expectedUpdatedAt: string,
): Promise<{ ranges: CepRange[]; updatedAt: string }> {
  return auditedWrite(staff, async (tx, audit) => {
    const [row] = await tx.select().from(cities).where(eq(cities.id, cityId)).for("update");
    const city = checkVersion(row, expectedUpdatedAt, cityNotFound);
    const ranges = await writeCityCepRanges(tx, audit, city, input.ranges);
    const updatedAt = new Date(Math.max(Date.now(), city.updatedAt.getTime() + 1));
    await tx.update(cities).set({ updatedAt }).where(eq(cities.id, cityId));
    return { ranges, updatedAt: updatedAt.toISOString() };
  }).catch(refuseRacingCepRanges);
}

/**
 * The one check that no city sells where no CEP leads (decision 0031): each of `cityIds` that is active
 * and has an active plan or business-plan pair must have a CEP range, since visitors find their city by
 * CEP (decision 0027). Called inside every write that can make a city sell or take its last range away
 * (a pair created or switched on, one plan in many cities, the matrix, a city switched on or restored,
 * its ranges saved), after the write, so it judges what the transaction would commit. Refuses it all
 * (422 `city_without_cep`) naming each city: 'Itabirinha vende 3 planos, mas nenhum CEP leva a ela.
 * Cadastre as faixas de CEP em Cidades antes de ativar as vendas.'
 */
export async function assertCitiesReachable(tx: Tx, cityIds: readonly number[]): Promise<void> {
  const ids = [...new Set(cityIds)];
  if (ids.length === 0) return;
  const unreachable = await tx
    .select({ id: cities.id, name: cities.name })
    .from(cities)
    .where(
      and(
        inArray(cities.id, ids),
        eq(cities.isActive, true),
        notExists(
          tx.select({ id: cityCepRanges.id }).from(cityCepRanges).where(eq(cityCepRanges.cityId, cities.id)),
        ),
      ),
    )
    .orderBy(asc(cities.name));
  const sentences: string[] = [];
  for (const city of unreachable) {
    let total = 0;
    for (const links of [planCities, businessPlanCities]) {
      const [row] = await tx
        .select({ total: count() })
        .from(links)
        .where(and(eq(links.cityId, city.id), eq(links.isActive, true)));
      total += row?.total ?? 0;
    }
    if (total === 0) continue;
    sentences.push(
      total === 1
        ? `${city.name} vende 1 plano, mas nenhum CEP leva a ela.`
        : `${city.name} vende ${total} planos, mas nenhum CEP leva a ela.`,
    );
  }
  if (sentences.length === 0) return;
  throw new ServiceError(
    422,
    "city_without_cep",
    `${sentences.join(" ")} Cadastre as faixas de CEP em Cidades antes de ativar as vendas.`,
  );
}
