import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nameKey } from "../../domain";
import { openTestDatabase } from "../testing/database-template";
import { type Database, migrationsFolder } from "./client";

// Migration 0004 gives existing cities and streaming services their name key in SQL. It must compute
// what nameKey() computes, or a name typed again after the upgrade would slip past the unique key; and an
// install whose rows already collide must upgrade without failing.

const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), "meta", "_journal.json"), "utf8")) as {
  entries: { idx: number; tag: string }[];
};
const statements = (tag: string) =>
  readFileSync(path.join(migrationsFolder(), `${tag}.sql`), "utf8")
    .split("--> statement-breakpoint")
    .map((statement) => statement.trim())
    .filter(Boolean);
const NAME_KEYS = journal.entries.find((entry) => entry.tag.endsWith("_name_keys"))!;

let database: Database;
let close = async () => {};
beforeAll(async () => {
  ({ database, close } = await openTestDatabase("empty"));
  // The schema as an install had it before the name keys.
  for (const entry of journal.entries.filter((e) => e.idx < NAME_KEYS.idx))
    for (const statement of statements(entry.tag)) await database.db.execute(sql.raw(statement));
});
afterAll(() => close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe("the name-key migration", () => {
  it("computes nameKey() in SQL for every letter of the Latin scripts, every combining accent and every space", async () => {
    const expression = statements(NAME_KEYS.tag)
      .find((statement) => statement.startsWith('UPDATE "cities" SET "name_key" ='))!
      .replace(/^UPDATE "cities" SET "name_key" = /, "")
      .replace(/;$/, "");
    const samples = [
      "São Mateus",
      "  Vitória   da  Conquista ",
      "Vito\u0301ria",
      "ÇAÇAPAVA",
      "Itaú",
      "Max",
      // Spaces JavaScript's \s knows and PostgreSQL's may not (a name pasted from a web page).
      "Vila\u00a0Velha\u00a0",
      "\u2003Serra\u202fAlta\u3000",
    ];
    for (const [from, to] of [
      [0x41, 0x5a],
      [0xc0, 0x24f],
      [0x300, 0x36f],
      [0x1e00, 0x1eff],
    ] as const) {
      for (let code = from; code <= to; code++) samples.push(`A${String.fromCodePoint(code)}b`);
    }
    const computed = await rows<{ name: string; key: string }>(
      sql`select name, ${sql.raw(expression)} as key from json_array_elements_text(${JSON.stringify(samples)}::json) as t(name)`,
    );
    const mismatches = computed.filter((row) => row.key !== nameKey(row.name));
    expect(mismatches).toEqual([]);
    expect(computed).toHaveLength(samples.length);
  });

  it("upgrades an install whose names already collide, keeping every row, and then refuses new duplicates", async () => {
    await database.db.execute(sql`insert into cities (name, state) values
      ('Vitória', 'ES'), ('vitória', 'ES'), ('VITORIA', 'ES'), ('Vitória', 'BA'), ('Serra', 'ES')`);
    await database.db.execute(
      sql`insert into streaming_services (name) values ('Max'), ('max'), ('Globoplay')`,
    );
    for (const statement of statements(NAME_KEYS.tag)) await database.db.execute(sql.raw(statement));

    const cities = await rows<{ id: number; name: string; state: string; name_key: string }>(
      sql`select id, name, state, name_key from cities order by id`,
    );
    expect(cities.map((city) => [city.name, city.state])).toEqual([
      ["Vitória", "ES"],
      ["vitória", "ES"],
      ["VITORIA", "ES"],
      ["Vitória", "BA"],
      ["Serra", "ES"],
    ]);
    // The oldest keeps the plain key; the later ones are marked with their id, a key no name can have.
    expect(cities.map((city) => city.name_key)).toEqual([
      "vitoria",
      `vitoria  #${cities[1]!.id}`,
      `vitoria  #${cities[2]!.id}`,
      "vitoria",
      "serra",
    ]);
    const services = await rows<{ name_key: string }>(
      sql`select name_key from streaming_services order by id`,
    );
    expect(services.map((service) => service.name_key.replace(/ {2}#\d+$/, "  #"))).toEqual([
      "max",
      "max  #",
      "globoplay",
    ]);

    const refusal = await database.db
      .execute(
        sql`insert into cities (name, name_key, state) values ('VITÓRIA', ${nameKey("VITÓRIA")}, 'ES')`,
      )
      .then(
        () => "accepted",
        (error: { cause?: { message?: string }; message: string }) => error.cause?.message ?? error.message,
      );
    expect(refusal).toMatch(/cities_name_key_state_unique/);
  });
});
