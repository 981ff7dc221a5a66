import { asc, count, eq } from "drizzle-orm";
import { type AdminCity, type DeleteImpact, nameKey, type PublicCity } from "../../domain";
import { type CityInput, DUPLICATE_CITY_MESSAGE } from "../../domain/schemas";
import type { Db } from "../db/client";
import { businessPlanCities, cities, planCities } from "../db/schema";
import { assertCitiesReachable, refuseRacingCepRanges, writeCityCepRanges } from "./cep-ranges";
import {
  type AlsoWrite,
  consoleRecords,
  refuseDuplicate,
  ServiceError,
  type StaffContext,
  withIsoDates,
} from "./console-writes";
import { assertCitySellable } from "./offer-versions";
import { moveToTrash } from "./trash";

// Database collations differ (PGlite sorts bytes: "Serra" before "São Mateus"); visitors expect pt-BR order.
const byName = new Intl.Collator("pt-BR", { sensitivity: "base" });

export async function listActiveCities(db: Db): Promise<PublicCity[]> {
  const rows = await db
    .select({ id: cities.id, name: cities.name, state: cities.state })
    .from(cities)
    .where(eq(cities.isActive, true));
  return rows.sort((a, b) => byName.compare(a.name, b.name) || byName.compare(a.state, b.state));
}

type CityRow = typeof cities.$inferSelect;

/** The name key stays on the server: it only decides which names are the same city. */
function toAdminCity({ nameKey: _nameKey, ...row }: CityRow): AdminCity {
  return withIsoDates(row);
}

/** Every city, active or not, by id (SPEC §7). */
export async function listCities(db: Db): Promise<AdminCity[]> {
  const rows = await db.select().from(cities).orderBy(asc(cities.id));
  return rows.map(toAdminCity);
}

const cityRecords = consoleRecords({
  table: cities,
  entity: "cities",
  toAdmin: toAdminCity,
  notFound: () => new ServiceError(404, "city_not_found", "Cidade não encontrada."),
  beforeDelete: (tx, row, staff) => moveToTrash(tx, staff.actor.email, "cities", row),
  // Switching a city on puts its plans on sale there: each active one must be complete, and a CEP must
  // lead to the city (422).
  onWrite: async (tx, write) => {
    if (write.action !== "status" || !write.after.isActive) return;
    await assertCitySellable(tx, write.id);
    await assertCitiesReachable(tx, [write.id]);
  },
});

// One city per name and state, whatever the case and accents: the database's unique key is on nameKey.
const DUPLICATE_CITY = "cities_name_key_state_unique";
const duplicateCity = () =>
  new ServiceError(409, "duplicate", DUPLICATE_CITY_MESSAGE, { name: DUPLICATE_CITY_MESSAGE });

/** The form's 'Faixas de CEP', written with the city in its transaction; none sent, none touched. */
const withRanges =
  (ranges: CityInput["ranges"]): AlsoWrite<AdminCity> =>
  async (tx, audit, city) => {
    if (ranges) await writeCityCepRanges(tx, audit, city, ranges);
  };

/** A new city, active, with the CEP ranges typed in its form (decision 0031). */
export function createCity(staff: StaffContext, { ranges, ...input }: CityInput): Promise<AdminCity> {
  return refuseDuplicate(DUPLICATE_CITY, duplicateCity, () =>
    cityRecords.create(staff, { ...input, nameKey: nameKey(input.name), isActive: true }, withRanges(ranges)),
  ).catch(refuseRacingCepRanges);
}

/** Its name, state and, when the form sent them, its whole list of CEP ranges, in one write. */
export function updateCity(
  staff: StaffContext,
  id: number,
  { ranges, ...input }: CityInput,
  expectedUpdatedAt: string,
) {
  return refuseDuplicate(DUPLICATE_CITY, duplicateCity, () =>
    cityRecords.update(
      staff,
      id,
      { ...input, nameKey: nameKey(input.name) },
      expectedUpdatedAt,
      "update",
      withRanges(ranges),
    ),
  ).catch(refuseRacingCepRanges);
}

export function setCityActive(staff: StaffContext, id: number, isActive: boolean, expectedUpdatedAt: string) {
  return cityRecords.update(staff, id, { isActive }, expectedUpdatedAt, "status");
}

/** Its plan and business-plan associations go with it (the foreign keys cascade). */
export function deleteCity(staff: StaffContext, id: number, expectedUpdatedAt: string) {
  return cityRecords.remove(staff, id, expectedUpdatedAt);
}

export async function cityDeleteImpact(db: Db, id: number): Promise<DeleteImpact> {
  const [plansRow] = await db.select({ total: count() }).from(planCities).where(eq(planCities.cityId, id));
  const [businessRow] = await db
    .select({ total: count() })
    .from(businessPlanCities)
    .where(eq(businessPlanCities.cityId, id));
  return { planCities: plansRow?.total ?? 0, businessPlanCities: businessRow?.total ?? 0 };
}
