// Fills an empty database with a generated catalogue for the bench's cost-of-scale figures:
// N active cities, each offered 40 plans (drawn from a pool of 200). Not the demo seed.
//   tsx scripts/bench/generate-catalogue.ts --cities 600 --data-dir /tmp/x
//   tsx scripts/bench/generate-catalogue.ts --cities 600 --database-url postgres://…
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { changesOf } from "../../src/server/changes";
import { openDatabase } from "../../src/server/db/client";
import { ensureSettingsRows } from "../../src/server/db/seed";
import { reconcileOfferVersions } from "../../src/server/services/offer-versions";

export const PLANS_PER_CITY = 40;
const PLAN_POOL = 200;

export async function generateCatalogue(options: { cities: number; dataDir?: string; databaseUrl?: string }) {
  const database = await openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  try {
    await database.migrate();
    await ensureSettingsRows(database.db);
    const { db } = database;
    await db.execute(sql`
      insert into cities (name, name_key, state)
      select 'Cidade ' || lpad(g::text, 4, '0'), 'cidade ' || lpad(g::text, 4, '0'),
        (array['ES','MG','RJ','SP','BA','PR','SC','GO'])[1 + g % 8]
      from generate_series(1, ${options.cities}) g`);
    // Complete offers (an active plan must be), on sale since 2025.
    await db.execute(sql`
      insert into plans (name, download_mbps, upload_mbps, price, type, streamings, camera_count, badge,
        wifi_equipment, payment_terms, sales_starts_on)
      select 'Plano ' || g || ' Mega', 100 * (1 + g % 10), 50 * (1 + g % 10), 69.90 + g,
        case when g % 3 = 0 then 'Combo' else 'Internet' end,
        case when g % 3 = 0 then array['Max','Looke'] else '{}'::text[] end,
        g % 4, case when g % 7 = 0 then 'Mais vendido' else null end,
        'Roteador Wi-Fi 6', 'Boleto bancário ou Pix, vencimento mensal', date '2025-09-01'
      from generate_series(1, ${PLAN_POOL}) g`);
    // Plan p is sold in city c when (p - c) is a multiple of 5: 40 of the 200 plans in each city.
    await db.execute(sql`
      insert into plan_cities (plan_id, city_id)
      select p.id, c.id from cities c join plans p on (p.id - c.id) % ${PLAN_POOL / PLANS_PER_CITY} = 0`);
    await db.transaction((tx) => reconcileOfferVersions(tx));
    await changesOf(database).announce({ entities: ["cities", "plans", "plan_cities", "offer_versions"] });
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      cities: { type: "string" },
      "data-dir": { type: "string" },
      "database-url": { type: "string" },
    },
  });
  const cities = Number(values.cities);
  if (!Number.isInteger(cities) || cities < 1 || !(values["data-dir"] || values["database-url"])) {
    console.error("usage: generate-catalogue --cities N (--data-dir DIR | --database-url URL)");
    process.exit(1);
  }
  await generateCatalogue({ cities, dataDir: values["data-dir"], databaseUrl: values["database-url"] });
  console.log(`Generated ${cities} cities with ${PLANS_PER_CITY} plans each.`);
}
