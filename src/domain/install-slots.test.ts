import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_INSTALL_SCHEDULE,
  type InstallSchedule,
  openInstallSlots,
  parseSlotKey,
  SLOT_HORIZON_DAYS,
  slotKey,
  upcomingDaysOff,
} from "./install-slots";
import { checkSignUpDetails, INSTALL_PERIODS } from "./sign-up";

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const weekday = (iso: string) => new Date(`${iso}T12:00:00Z`).getUTCDay();

const day = fc
  .integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2030, 11, 31) })
  .map((time) => new Date(time).toISOString().slice(0, 10));
const schedule = (today: string): fc.Arbitrary<InstallSchedule> =>
  fc.record({
    weekdays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
    capacity: fc.record({
      morning: fc.integer({ min: 0, max: 5 }),
      afternoon: fc.integer({ min: 0, max: 5 }),
    }),
    daysOff: fc.uniqueArray(
      fc.integer({ min: 1, max: SLOT_HORIZON_DAYS }).map((offset) => addDays(today, offset)),
      { maxLength: 8 },
    ),
  });

describe("openInstallSlots", () => {
  it("offers only the schedule's weekdays, never a day off, never a full period, from tomorrow on, in order", () => {
    fc.assert(
      fc.property(
        day.chain((today) =>
          fc.tuple(
            fc.constant(today),
            schedule(today),
            fc.dictionary(
              fc
                .tuple(fc.integer({ min: 1, max: SLOT_HORIZON_DAYS }), fc.constantFrom(...INSTALL_PERIODS))
                .map(([offset, period]) => slotKey({ date: addDays(today, offset), period })),
              fc.integer({ min: 0, max: 6 }),
            ),
          ),
        ),
        ([today, rules, heldObject]) => {
          const held = new Map(Object.entries(heldObject));
          const slots = openInstallSlots(rules, held, today);
          for (const slot of slots) {
            expect(rules.weekdays).toContain(weekday(slot.date));
            expect(rules.daysOff).not.toContain(slot.date);
            expect(held.get(slotKey(slot)) ?? 0).toBeLessThan(rules.capacity[slot.period]);
            expect(slot.date > today).toBe(true);
            expect(slot.date <= addDays(today, SLOT_HORIZON_DAYS)).toBe(true);
          }
          // In time order: by day, the morning before the afternoon.
          const order = slots.map((slot) => `${slot.date}:${INSTALL_PERIODS.indexOf(slot.period)}`);
          expect(order).toEqual([...order].sort());
          // Every slot that should be open is: nothing with room is left out.
          let expected = 0;
          for (let offset = 1; offset <= SLOT_HORIZON_DAYS; offset += 1) {
            const date = addDays(today, offset);
            if (!rules.weekdays.includes(weekday(date)) || rules.daysOff.includes(date)) continue;
            for (const period of INSTALL_PERIODS)
              if ((held.get(slotKey({ date, period })) ?? 0) < rules.capacity[period]) expected += 1;
          }
          expect(slots).toHaveLength(expected);
        },
      ),
    );
  });

  it("by default offers Monday to Saturday, mornings and afternoons, over at least two weeks, never a Sunday", () => {
    // 2026-11-28 is a Saturday.
    const slots = openInstallSlots(DEFAULT_INSTALL_SCHEDULE, new Map(), "2026-11-28");
    expect(slots[0]).toEqual({ date: "2026-11-30", period: "morning" });
    expect(slots.some((slot) => weekday(slot.date) === 0)).toBe(false);
    expect(slots.at(-1)!.date >= addDays("2026-11-28", 14)).toBe(true);
    // A period with its 4 installations taken is no longer offered; the other one still is.
    const full = new Map([["2026-11-30:morning", 4]]);
    const after = openInstallSlots(DEFAULT_INSTALL_SCHEDULE, full, "2026-11-28");
    expect(after[0]).toEqual({ date: "2026-11-30", period: "afternoon" });
  });
});

describe("slot keys and days off", () => {
  it("reads back what it writes, and nothing else", () => {
    fc.assert(
      fc.property(day, fc.constantFrom(...INSTALL_PERIODS), (date, period) => {
        expect(parseSlotKey(slotKey({ date, period }))).toEqual({ date, period });
      }),
    );
    for (const bad of ["", "2026-11-30", "2026-11-30:noite", "2026-13-45:morning", 5, null])
      expect(parseSlotKey(bad)).toBeUndefined();
  });

  it("keeps the days off from today on, sorted, once each", () => {
    expect(upcomingDaysOff(["2026-12-25", "2026-11-01", "2026-12-25", "2026-12-01"], "2026-11-28")).toEqual([
      "2026-12-01",
      "2026-12-25",
    ]);
  });
});

describe("step 3's installation slots", () => {
  const person = {
    name: "Ana Beatriz Souza",
    cpf: "529.982.247-25",
    birthDate: "1990-05-20",
    email: "ana@example.com",
    whatsapp: "(27) 99876-5432",
    cep: "29010-000",
    number: "120",
    street: "Rua das Palmeiras",
    district: "Centro",
    dueDay: "10",
  };
  const check = (slots: ReturnType<typeof openInstallSlots>, fields: Record<string, string>) =>
    checkSignUpDetails({ ...person, ...fields }, { dueDays: [10], today: "2026-11-28", slots });
  const [first, second] = openInstallSlots(DEFAULT_INSTALL_SCHEDULE, new Map(), "2026-11-28");

  it("asks for two of the slots offered, only ones offered, and accepts none when none is free", () => {
    expect(check([first!, second!], { window1: slotKey(first!) })).toMatchObject({
      ok: false,
      errors: { windows: expect.stringContaining("dois horários") },
    });
    expect(check([first!], { window1: slotKey(second!), window2: slotKey(first!) })).toMatchObject({
      ok: false,
    });
    // Only one slot left in the next weeks: that one is enough.
    expect(check([first!], { window1: slotKey(first!) })).toMatchObject({
      ok: true,
      values: { windows: [first] },
    });
    // None left: the sign-up goes on and the team arranges the time.
    expect(check([], {})).toMatchObject({ ok: true, values: { windows: [] } });
  });
});
