import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminPlan } from "../../domain";
import type { DataChange } from "../changes";
import { auditLog, authUser, cities, planCities, plans } from "../db/schema";
import { planRow } from "../testing/factories";
import { type FreshDatabase, openFreshDatabase } from "../testing/referral-fixtures";
import {
  consoleRecords,
  type RecordWrite,
  ServiceError,
  type StaffContext,
  type Tx,
  withIsoDates,
} from "./console-writes";

// consoleRecords' onWrite hook: rows that go with a record are written in the record's own transaction.

let fresh: FreshDatabase;
let staff: StaffContext;
const announced: DataChange[] = [];
let cityId: number;

beforeAll(async () => {
  fresh = await openFreshDatabase();
  const { db } = fresh.database;
  await db.insert(authUser).values({ id: "staff-1", name: "Equipe", email: "equipe@example.com" });
  const [city] = await db
    .insert(cities)
    .values({ name: "Vitória", nameKey: "vitoria", state: "ES" })
    .returning({ id: cities.id });
  cityId = city!.id;
  staff = {
    db,
    actor: { id: "staff-1", email: "equipe@example.com" },
    announce: async (change) => {
      announced.push(change);
    },
  };
});
afterAll(() => fresh.close());

const PLAN = planRow({ name: "Fibra Teste", price: 99.9, isActive: true });

/** Plan records whose hook offers every new plan in the test city, and then does `after` (which may throw). */
function plansOfferedOnCreate(after: (write: RecordWrite<AdminPlan>) => void = () => {}) {
  const writes: RecordWrite<AdminPlan>[] = [];
  const records = consoleRecords({
    table: plans,
    entity: "plans",
    toAdmin: (row): AdminPlan => withIsoDates(row),
    notFound: () => new ServiceError(404, "plan_not_found", "Plano não encontrado."),
    onWrite: async (tx: Tx, write) => {
      writes.push(write);
      if (write.action === "create") await tx.insert(planCities).values({ planId: write.id, cityId });
      after(write);
    },
  });
  return { records, writes };
}

const db = () => fresh.database.db;
const auditOf = (planId: number) =>
  db()
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(planId)));

describe("consoleRecords' onWrite", () => {
  it("writes the related row in the record's transaction, told what was written", async () => {
    const { records, writes } = plansOfferedOnCreate();
    const plan = await records.create(staff, { ...PLAN, name: "Fibra Oferecida" });

    expect(await db().select().from(planCities).where(eq(planCities.planId, plan.id))).toEqual([
      expect.objectContaining({ planId: plan.id, cityId }),
    ]);
    expect(await auditOf(plan.id)).toEqual([expect.objectContaining({ action: "create", entity: "plans" })]);
    expect(writes).toEqual([{ action: "create", id: plan.id, before: undefined, after: plan }]);

    const edited = await records.update(staff, plan.id, { price: 109.9 }, plan.updatedAt);
    expect(writes.at(-1)).toEqual({ action: "update", id: plan.id, before: plan, after: edited });
    expect(edited.price).toBe(109.9);
  });

  it("rolls back the record, its audit entry and the related row when the hook throws", async () => {
    const refused = new Error("the related write failed");
    const { records } = plansOfferedOnCreate(() => {
      throw refused;
    });
    const before = { plans: await db().$count(plans), offers: await db().$count(planCities) };
    const audits = await db().$count(auditLog);
    const announcements = announced.length;

    await expect(records.create(staff, { ...PLAN, name: "Fibra Desfeita" })).rejects.toBe(refused);

    expect(await db().select().from(plans).where(eq(plans.name, "Fibra Desfeita"))).toEqual([]);
    expect({ plans: await db().$count(plans), offers: await db().$count(planCities) }).toEqual(before);
    expect(await db().$count(auditLog)).toBe(audits);
    // Nothing committed, so no cache is told to drop anything.
    expect(announced).toHaveLength(announcements);
  });

  it("keeps a record the hook refused to delete, with its related row", async () => {
    const { records: creating } = plansOfferedOnCreate();
    const plan = await creating.create(staff, { ...PLAN, name: "Fibra Mantida" });
    const { records: deleting } = plansOfferedOnCreate((write) => {
      if (write.action === "delete") throw new ServiceError(409, "in_use", "Plano em uso.");
    });

    await expect(deleting.remove(staff, plan.id, plan.updatedAt)).rejects.toMatchObject({ code: "in_use" });

    expect(await db().select().from(plans).where(eq(plans.id, plan.id))).toHaveLength(1);
    expect(await db().select().from(planCities).where(eq(planCities.planId, plan.id))).toHaveLength(1);
    expect((await auditOf(plan.id)).map((entry) => entry.action)).toEqual(["create"]);
  });
});
