import { and, asc, eq } from "drizzle-orm";
import type { AdminStreamingBanner, PublicStreamingBanner, StreamingGuideId } from "../../domain";
import type { StreamingBannerInput } from "../../domain/schemas";
import type { Db } from "../db/client";
import { streamingBanners } from "../db/schema";
import { scheduledValues } from "./banner-schedule";
import { consoleRecords, iso, ServiceError, type StaffContext, withIsoDates } from "./console-writes";
import { moveToTrash } from "./trash";

type StreamingBannerRow = typeof streamingBanners.$inferSelect;

export const toAdminStreamingBanner = (row: StreamingBannerRow): AdminStreamingBanner => ({
  ...withIsoDates(row),
  publishAt: row.publishAt ? iso(row.publishAt) : null,
  unpublishAt: row.unpublishAt ? iso(row.unpublishAt) : null,
});

/** By service, then display order (SPEC §7). */
export async function listStreamingBanners(db: Db): Promise<AdminStreamingBanner[]> {
  const rows = await db
    .select()
    .from(streamingBanners)
    .orderBy(
      asc(streamingBanners.streamingService),
      asc(streamingBanners.displayOrder),
      asc(streamingBanners.id),
    );
  return rows.map(toAdminStreamingBanner);
}

const streamingBannerRecords = consoleRecords({
  table: streamingBanners,
  entity: "streaming_banners",
  toAdmin: toAdminStreamingBanner,
  notFound: () => new ServiceError(404, "streaming_banner_not_found", "Banner de streaming não encontrado."),
  beforeDelete: (tx, row, staff) => moveToTrash(tx, staff.actor.email, "streaming_banners", row),
});

/** Created active unless the form says otherwise (SPEC §4). */
export function createStreamingBanner(staff: StaffContext, input: StreamingBannerInput, now = new Date()) {
  return streamingBannerRecords.create(staff, scheduledValues(input, now));
}

export function updateStreamingBanner(
  staff: StaffContext,
  id: number,
  input: StreamingBannerInput,
  expectedUpdatedAt: string,
  now = new Date(),
) {
  return streamingBannerRecords.update(staff, id, scheduledValues(input, now), expectedUpdatedAt);
}

export function deleteStreamingBanner(staff: StaffContext, id: number, expectedUpdatedAt: string) {
  return streamingBannerRecords.remove(staff, id, expectedUpdatedAt);
}

// Public reads: the streaming guides.

/** The active banners of one guide's service, in display order (SPEC §7), as the guide page shows them. */
export async function listActiveStreamingBanners(
  db: Db,
  service: StreamingGuideId,
): Promise<PublicStreamingBanner[]> {
  return db
    .select({
      id: streamingBanners.id,
      title: streamingBanners.title,
      description: streamingBanners.description,
      imageUrl: streamingBanners.imageUrl,
      imageWidth: streamingBanners.imageWidth,
      imageHeight: streamingBanners.imageHeight,
      imageAlt: streamingBanners.imageAlt,
      bgColor: streamingBanners.bgColor,
      displayOrder: streamingBanners.displayOrder,
    })
    .from(streamingBanners)
    .where(and(eq(streamingBanners.streamingService, service), eq(streamingBanners.isActive, true)))
    .orderBy(asc(streamingBanners.displayOrder), asc(streamingBanners.id));
}
