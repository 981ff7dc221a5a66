import { INSTALL_PERIODS, type InstallPeriod, type InstallWindow } from "./sign-up";

// Installation slots (issue 68, point 3): each city's team works on some weekdays, mornings and afternoons,
// a number of installations a period, never on its days off. 'Contrate online' offers only the next slots
// with room; a sign-up's preferred slot holds one installation of it until staff release it. Pure rules,
// free of any schema library (the public pages ship no zod).

/** Sunday is 0, as `Date.getUTCDay` counts. */
export const WEEKDAY_LABELS = ["Domingo", "Segunda", "Terça", "Quarta", "Quinta", "Sexta", "Sábado"] as const;

/** A city's installation windows, as the console keeps them. */
export type InstallSchedule = {
  /** The weekdays the team installs on (0 = Sunday … 6 = Saturday). */
  weekdays: number[];
  /** Installations per period of each of those days; 0 closes the period. */
  capacity: Record<InstallPeriod, number>;
  /** Days without installations (holidays, the team's days off): YYYY-MM-DD. */
  daysOff: string[];
};

/** A city whose windows the console never set: Monday to Saturday, mornings and afternoons, 4 of each. */
export const DEFAULT_INSTALL_SCHEDULE: InstallSchedule = {
  weekdays: [1, 2, 3, 4, 5, 6],
  capacity: { morning: 4, afternoon: 4 },
  daysOff: [],
};

/** How far ahead slots are offered: three weeks from tomorrow, so at least two weeks of choices. */
export const SLOT_HORIZON_DAYS = 21;
/** The most installations a period may take (a bound for the console's field, not a team size). */
export const MAX_SLOT_CAPACITY = 50;
/** The most days off a city keeps (past ones are dropped when it is saved). */
export const MAX_DAYS_OFF = 60;

/** What a held slot is now: held by a sign-up, confirmed by staff, or released (counts no more). */
export const SLOT_STATES = ["held", "confirmed", "released"] as const;
export type SlotState = (typeof SLOT_STATES)[number];
export const SLOT_STATE_LABELS: Record<SlotState, string> = {
  held: "Reservado",
  confirmed: "Confirmado",
  released: "Liberado",
};

/** When a period's visits start, as INSTALL_PERIOD_LABELS say: what an ERP's scheduled time is set to. */
export const SLOT_START_TIME: Record<InstallPeriod, string> = { morning: "08:00:00", afternoon: "13:00:00" };
/** When a period's visits end (an ERP's order of service is scheduled for the whole period). */
export const SLOT_END_TIME: Record<InstallPeriod, string> = { morning: "12:00:00", afternoon: "18:00:00" };

/** A slot's value in a form and a map key: '2026-12-05:morning'. */
export const slotKey = (slot: InstallWindow): string => `${slot.date}:${slot.period}`;

/** The slot a form's value names, or undefined for anything else. */
export function parseSlotKey(value: unknown): InstallWindow | undefined {
  if (typeof value !== "string") return undefined;
  const found = /^(\d{4}-\d{2}-\d{2}):(\w+)$/.exec(value);
  if (!found || !(INSTALL_PERIODS as readonly string[]).includes(found[2]!)) return undefined;
  if (Number.isNaN(Date.parse(`${found[1]}T00:00:00Z`))) return undefined;
  return { date: found[1]!, period: found[2] as InstallPeriod };
}

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const weekdayOf = (iso: string) => new Date(`${iso}T12:00:00Z`).getUTCDay();

/**
 * The slots 'Contrate online' offers from `today` (YYYY-MM-DD in Brasília): from tomorrow to
 * SLOT_HORIZON_DAYS ahead, on the schedule's weekdays but its days off, each period with room left
 * (`held`: installations already taken per slot key), in time order.
 */
export function openInstallSlots(
  schedule: InstallSchedule,
  held: ReadonlyMap<string, number>,
  today: string,
  horizonDays = SLOT_HORIZON_DAYS,
): InstallWindow[] {
  const slots: InstallWindow[] = [];
  const off = new Set(schedule.daysOff);
  for (let day = 1; day <= horizonDays; day += 1) {
    const date = addDays(today, day);
    if (!schedule.weekdays.includes(weekdayOf(date)) || off.has(date)) continue;
    for (const period of INSTALL_PERIODS) {
      const slot = { date, period };
      if ((held.get(slotKey(slot)) ?? 0) < schedule.capacity[period]) slots.push(slot);
    }
  }
  return slots;
}

/** A schedule's days off from `today` on, sorted and without repeats (past ones say nothing any more). */
export function upcomingDaysOff(daysOff: readonly string[], today: string): string[] {
  return [...new Set(daysOff)].filter((day) => day >= today).sort();
}

/** 'seg, ter, qua — manhã: 4, tarde: 4': a schedule in a line, for the console's list. */
export function installScheduleText(schedule: InstallSchedule): string {
  const days = [...schedule.weekdays].sort().map((day) => WEEKDAY_LABELS[day]!.slice(0, 3).toLowerCase());
  const periods = INSTALL_PERIODS.filter((period) => schedule.capacity[period] > 0).map(
    (period) => `${period === "morning" ? "manhã" : "tarde"}: ${schedule.capacity[period]}`,
  );
  return `${days.join(", ")} — ${periods.join(", ") || "sem períodos"}`;
}
