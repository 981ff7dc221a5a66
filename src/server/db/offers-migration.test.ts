import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { missingOfferFields, parseSpeedText } from "../../domain";
import { reconcileOfferVersions } from "../services/offer-versions";
import { openTestDatabase } from "../testing/database-template";
import { type Database, migrationsFolder } from "./client";
import { businessPlans, offerVersions, plans, trash } from "./schema";

// Migration 0010 turns the speed texts of an install's plans into whole Mb/s. It must read them as
// parseSpeedText does (the forms staff typed: '500 Mb/s', '900 Mega', '1 Giga', '1.000 Mb/s'…), give
// upload and a sales start, do the same to the plans in the Lixeira, and leave nothing on sale that the
// server cannot then version.

const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), "meta", "_journal.json"), "utf8")) as {
  entries: { idx: number; tag: string }[];
};
const statements = (tag: string) =>
  readFileSync(path.join(migrationsFolder(), `${tag}.sql`), "utf8")
    .split("--> statement-breakpoint")
    .map((statement) => statement.trim())
    .filter(Boolean);
const OFFERS = journal.entries.find((entry) => entry.tag.endsWith("_offers"))!;

const SPEED_TEXTS = [
  "500 Mb/s",
  "350Mb/s",
  "900 Mega",
  "600 MEGA",
  "1 Giga",
  "1,5 Gb/s",
  "2.5 Giga",
  "500Mbps",
  "1 Gbps",
  "1000 Mb/s",
  "1.000 Mb/s",
  "Até 200 Mega",
  "300",
  "Ultra",
];

let database: Database;
let close = async () => {};
beforeAll(async () => {
  ({ database, close } = await openTestDatabase("empty"));
  const run = (tag: string) =>
    statements(tag).reduce(
      (previous, statement) => previous.then(() => database.db.execute(sql.raw(statement))),
      Promise.resolve() as Promise<unknown>,
    );
  // The schema as an install had it before offers, with plans as staff typed them.
  for (const entry of journal.entries.filter((e) => e.idx < OFFERS.idx)) await run(entry.tag);
  for (const [index, speed] of SPEED_TEXTS.entries()) {
    await database.db.execute(sql`
      insert into plans (name, speed, price, type, created_at)
      values (${`Plano ${index}`}, ${speed}, 99.9, 'Internet', '2026-03-02T01:30:00Z')`);
  }
  await database.db.execute(sql`
    insert into business_plans (name, speed, price, features) values ('Empresa', '800 Mb/s', 300, '{IP fixo}')`);
  await database.db.execute(sql`
    insert into trash (entity, entity_id, label, record, deleted_by) values ('plans', 999, 'Plano removido',
      ${JSON.stringify({ id: 999, name: "Plano removido", speed: "400 Mega", createdAt: "2026-05-10T15:00:00.000Z" })}::jsonb,
      'equipe@example.com')`);
  await run(OFFERS.tag);
  // The later migrations too: the schema these tests read through has their columns.
  for (const entry of journal.entries.filter((e) => e.idx > OFFERS.idx)) await run(entry.tag);
});
afterAll(() => close());

describe("the offers migration", () => {
  it("reads every speed text as parseSpeedText does, and gives half of it as upload", async () => {
    const rows = await database.db.select().from(plans);
    for (const [index, text] of SPEED_TEXTS.entries()) {
      const row = rows.find((plan) => plan.name === `Plano ${index}`)!;
      const mbps = parseSpeedText(text);
      expect(row.downloadMbps, text).toBe(mbps);
      expect(row.uploadMbps, text).toBe(mbps === null ? null : Math.max(1, Math.floor(mbps / 2)));
    }
    expect(rows.find((plan) => plan.name === "Plano 4")?.downloadMbps).toBe(1000);
    const [business] = await database.db.select().from(businessPlans);
    expect(business).toMatchObject({ downloadMbps: 800, uploadMbps: 400, technology: "fibra" });
  });

  it("starts the sales period on the day each plan was created, in Brasília", async () => {
    const rows = await database.db.select().from(plans);
    // Created at 01:30 UTC on 2 March: still 1 March in Brasília.
    expect(new Set(rows.map((plan) => plan.salesStartsOn))).toEqual(new Set(["2026-03-01"]));
  });

  it("fills the label's usual values and leaves what no text said for staff", async () => {
    const row = (await database.db.select().from(plans)).find((plan) => plan.name === "Plano 0");
    expect(row).toMatchObject({
      dataAllowance: "Sem franquia",
      installationFee: 0,
      loyaltyMonths: 0,
      readjustmentIndex: "IPCA",
      readjustmentMonths: 12,
      contractModality: "pos-pago",
    });
    expect(missingOfferFields(row!)).toEqual(["wifiEquipment", "paymentTerms"]);
  });

  it("gives the plans in the Lixeira the same, so a restore still fits the table", async () => {
    const [item] = await database.db.select().from(trash);
    expect(item!.record).toMatchObject({ downloadMbps: 400, uploadMbps: 200, salesStartsOn: "2026-05-10" });
    expect(item!.record).not.toHaveProperty("speed");
  });

  it("lets the server open a version for each plan on sale, as it does at start", async () => {
    const opened = await database.db.transaction((tx) => reconcileOfferVersions(tx));
    expect(opened).toBe(SPEED_TEXTS.length + 1);
    const versions = await database.db.select().from(offerVersions);
    expect(versions.every((version) => version.version === 1 && version.endedAt === null)).toBe(true);
    expect(versions.map((version) => version.code)).toContain("OF-E1-V1");
    // Idempotent: a second start changes nothing.
    expect(await database.db.transaction((tx) => reconcileOfferVersions(tx))).toBe(0);
  });
});
