import { and, eq } from "drizzle-orm";
import type { PublicCity } from "../../domain";
import type { Db } from "../db/client";
import { cities } from "../db/schema";

// Database collations differ (PGlite sorts bytes: "Serra" before "São Mateus"); visitors expect pt-BR order.
const byName = new Intl.Collator("pt-BR", { sensitivity: "base" });

export async function listActiveCities(db: Db): Promise<PublicCity[]> {
  const rows = await db
    .select({ id: cities.id, name: cities.name, state: cities.state })
    .from(cities)
    .where(eq(cities.isActive, true));
  return rows.sort((a, b) => byName.compare(a.name, b.name) || byName.compare(a.state, b.state));
}

export async function findActiveCity(db: Db, id: number): Promise<PublicCity | undefined> {
  const [city] = await db
    .select({ id: cities.id, name: cities.name, state: cities.state })
    .from(cities)
    .where(and(eq(cities.id, id), eq(cities.isActive, true)));
  return city;
}
