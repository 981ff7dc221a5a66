import { and, isNotNull, isNull, lte } from "drizzle-orm";
import type { Db } from "../db/client";
import type { banners, networkNotices, pages, streamingBanners } from "../db/schema";

// 'Publicar em' and 'Despublicar em' for banners, streaming banners, editable pages (decision 0041) and
// the network status's notices (issue 58).
// Neither has a status beyond 'Ativo' ('Publicada' for a page): each moment switches it and is cleared
// when it acts, so it acts exactly once, in one process, even when several share one PostgreSQL (the
// conditional UPDATE of the second finds nothing).

type BannerTable = typeof banners | typeof streamingBanners | typeof pages | typeof networkNotices;
type Schedule = { isActive: boolean; publishAt: Date | null; unpublishAt: Date | null };

/**
 * A banner's values as saved at `now`: a 'Publicar em' still ahead keeps it off the site until then; one
 * already past puts it on at once (and is spent), as a 'Despublicar em' already past takes it off.
 */
export function scheduledValues<T extends Schedule>(input: T, now: Date): T {
  let { isActive, publishAt, unpublishAt } = input;
  if (publishAt && publishAt > now) isActive = false;
  else if (publishAt) {
    isActive = true;
    publishAt = null;
  }
  if (unpublishAt && unpublishAt <= now) {
    isActive = false;
    unpublishAt = null;
  }
  return { ...input, isActive, publishAt, unpublishAt };
}

/**
 * Moves every banner of `table` whose moment has come and returns the rows moved. A banner goes live at
 * 'Publicar em'; it comes off at 'Despublicar em' once it has gone live (a pending 'Publicar em' acts first).
 */
export async function applyBannerSchedule<T extends BannerTable>(db: Db, table: T, now: Date) {
  const t = table as typeof banners;
  const published = await db
    .update(t)
    .set({ isActive: true, publishAt: null, updatedAt: now })
    .where(and(isNotNull(t.publishAt), lte(t.publishAt, now)))
    .returning();
  const unpublished = await db
    .update(t)
    .set({ isActive: false, unpublishAt: null, updatedAt: now })
    .where(and(isNull(t.publishAt), isNotNull(t.unpublishAt), lte(t.unpublishAt, now)))
    .returning();
  return [...published, ...unpublished] as unknown as T["$inferSelect"][];
}
