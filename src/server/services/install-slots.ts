import { and, count, eq, gte, inArray, sql } from "drizzle-orm";
import {
  DEFAULT_INSTALL_SCHEDULE,
  type InstallSchedule,
  type InstallWindow,
  openInstallSlots,
  slotKey,
  upcomingDaysOff,
} from "../../domain";
import type { InstallScheduleInput } from "../../domain/sign-up-schema";
import type { Db } from "../db/client";
import { cities, installSchedules, signUps } from "../db/schema";
import { auditedWrite, ServiceError, type StaffContext, staleRecord, type Tx } from "./console-writes";

// Installation slots (issue 68, point 3; decision 0084): each city's windows as the console keeps them, the
// slots sign-ups hold, and what 'Contrate online' may still offer.

const ENTITY = "install_schedules";
const CITY_MISSING = "Cidade não encontrada. Recarregue a página.";

/** A city's windows as the console shows them: the default ones until staff save some. */
export type CityInstallSchedule = InstallSchedule & {
  cityId: number;
  custom: boolean;
  updatedAt: string | null;
};

type ScheduleRow = typeof installSchedules.$inferSelect;

const scheduleOf = (row: ScheduleRow): InstallSchedule => ({
  weekdays: row.weekdays,
  capacity: { morning: row.morningCapacity, afternoon: row.afternoonCapacity },
  daysOff: row.daysOff,
});

/** The city's windows: its own, or DEFAULT_INSTALL_SCHEDULE. */
export async function readInstallSchedule(db: Db | Tx, cityId: number): Promise<CityInstallSchedule> {
  const [row] = await db.select().from(installSchedules).where(eq(installSchedules.cityId, cityId));
  return row
    ? { ...scheduleOf(row), cityId, custom: true, updatedAt: row.updatedAt.toISOString() }
    : { ...DEFAULT_INSTALL_SCHEDULE, cityId, custom: false, updatedAt: null };
}

/** Every city's windows for the console, by city id (cities without a row get the default). */
export async function listInstallSchedules(db: Db): Promise<CityInstallSchedule[]> {
  const [rows, all] = await Promise.all([
    db.select().from(installSchedules),
    db.select({ id: cities.id }).from(cities).orderBy(cities.id),
  ]);
  const byCity = new Map(rows.map((row) => [row.cityId, row]));
  return all.map(({ id }) => {
    const row = byCity.get(id);
    return row
      ? { ...scheduleOf(row), cityId: id, custom: true, updatedAt: row.updatedAt.toISOString() }
      : { ...DEFAULT_INSTALL_SCHEDULE, cityId: id, custom: false, updatedAt: null };
  });
}

/** Installations the city's slots from `fromDay` on hold: sign-ups holding or confirmed, by slot key. */
export async function heldInstallSlots(
  db: Db | Tx,
  cityId: number,
  fromDay: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ date: signUps.slotDate, period: signUps.slotPeriod, n: count() })
    .from(signUps)
    .where(
      and(
        eq(signUps.cityId, cityId),
        gte(signUps.slotDate, fromDay),
        inArray(signUps.slotState, ["held", "confirmed"]),
      ),
    )
    .groupBy(signUps.slotDate, signUps.slotPeriod);
  return new Map(
    rows.flatMap((row) =>
      row.date && row.period ? [[slotKey({ date: row.date, period: row.period }), row.n]] : [],
    ),
  );
}

/** The slots 'Contrate online' offers in the city from `today` (Brasília), with room left. */
export async function openSlotsOfCity(db: Db, cityId: number, today: string): Promise<InstallWindow[]> {
  const [schedule, held] = await Promise.all([
    readInstallSchedule(db, cityId),
    heldInstallSlots(db, cityId, today),
  ]);
  return openInstallSlots(schedule, held, today);
}

/**
 * In the acceptance's transaction: the first of the sign-up's windows with room left, which it then holds;
 * undefined when every one filled meanwhile. Sign-ups of one city are accepted one at a time here (a
 * transaction lock on the city), so two visitors never take the last installation of a period.
 */
export async function holdInstallSlot(
  tx: Tx,
  cityId: number,
  windows: readonly InstallWindow[],
  today: string,
): Promise<InstallWindow | undefined> {
  await tx.execute(sql`select pg_advisory_xact_lock(${INSTALL_LOCK}, ${cityId})`);
  const open = new Set(
    openInstallSlots(
      await readInstallSchedule(tx, cityId),
      await heldInstallSlots(tx, cityId, today),
      today,
    ).map(slotKey),
  );
  return windows.find((window) => open.has(slotKey(window)));
}

/** The advisory lock's first key: the installation slots' (the second is the city). */
const INSTALL_LOCK = 6_801;

/** Saves a city's windows (administrador and comercial), audited; days off already past are dropped. */
export async function saveInstallSchedule(
  staff: StaffContext,
  cityId: number,
  input: InstallScheduleInput,
  today: string,
): Promise<CityInstallSchedule> {
  return auditedWrite(staff, async (tx, audit) => {
    const [city] = await tx.select({ id: cities.id }).from(cities).where(eq(cities.id, cityId));
    if (!city) throw new ServiceError(404, "city_not_found", CITY_MISSING);
    const [current] = await tx
      .select()
      .from(installSchedules)
      .where(eq(installSchedules.cityId, cityId))
      .for("update");
    if (current && input.expectedUpdatedAt !== current.updatedAt.toISOString()) throw staleRecord();
    const values = {
      weekdays: [...new Set(input.weekdays)].sort(),
      morningCapacity: input.morningCapacity,
      afternoonCapacity: input.afternoonCapacity,
      daysOff: upcomingDaysOff(input.daysOff, today),
    };
    const now = new Date(Math.max(Date.now(), (current?.updatedAt.getTime() ?? 0) + 1));
    const [row] = await tx
      .insert(installSchedules)
      .values({ cityId, ...values, updatedAt: now })
      .onConflictDoUpdate({ target: installSchedules.cityId, set: { ...values, updatedAt: now } })
      .returning();
    await audit({
      action: current ? "update" : "create",
      entity: ENTITY,
      entityId: cityId,
      ...(current ? { before: { ...scheduleOf(current) } } : {}),
      after: { ...values },
    });
    return { ...scheduleOf(row!), cityId, custom: true, updatedAt: row!.updatedAt.toISOString() };
  });
}
