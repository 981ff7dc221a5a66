import { inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { streamingServices } from "../db/schema";

/** Icon URL per streaming service name, for the names given; inactive services show no icon. */
export async function findStreamingIcons(
  db: Db,
  names: readonly string[],
): Promise<Map<string, string | null>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .select({
      name: streamingServices.name,
      iconUrl: streamingServices.iconUrl,
      isActive: streamingServices.isActive,
    })
    .from(streamingServices)
    .where(inArray(streamingServices.name, [...new Set(names)]));
  return new Map(rows.map((row) => [row.name, row.isActive ? row.iconUrl : null]));
}
