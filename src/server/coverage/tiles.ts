import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { coverageSettings } from "../db/schema";

// The coverage map's tiles (issue 56): the console's pages may load images from the tile URL 'Cobertura'
// sets, and from nowhere else new. A template's `{s}` subdomain ('https://{s}.tile.example.org/…') is the
// CSP's wildcard ('https://*.tile.example.org'). Read at most once per TILE_SOURCES_TTL_MS.

const TILE_SOURCES_TTL_MS = 30_000;

/** The CSP source of a tile URL template, or undefined when it is not an https URL. */
export function tileSourceOf(template: string): string | undefined {
  if (!template) return undefined;
  const withWildcard = template.replace(/^https:\/\/\{s\}\./, "https://wildcard-subdomain.");
  let url: URL;
  try {
    url = new URL(withWildcard.replace(/\{[a-z]+\}/g, "0"));
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:") return undefined;
  return url.origin.replace("https://wildcard-subdomain.", "https://*.");
}

const kept = new WeakMap<Db, { at: number; sources: Promise<readonly string[]> }>();

export function tileSources(db: Db): Promise<readonly string[]> {
  const now = Date.now();
  const known = kept.get(db);
  if (known && now - known.at < TILE_SOURCES_TTL_MS) return known.sources;
  const sources = db
    .select({ tileUrl: coverageSettings.tileUrl })
    .from(coverageSettings)
    .where(eq(coverageSettings.id, 1))
    .then(([row]) => {
      const source = tileSourceOf(row?.tileUrl ?? "");
      return source ? [source] : [];
    });
  kept.set(db, { at: now, sources });
  sources.catch(() => kept.delete(db));
  return sources;
}

/** Forgets the kept source (this process saved a new tile URL). */
export function forgetTileSources(db: Db) {
  kept.delete(db);
}
