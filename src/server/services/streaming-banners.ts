import { and, asc, eq } from "drizzle-orm";
import type { PublicStreamingBanner, StreamingGuideId } from "../../domain";
import type { Db } from "../db/client";
import { streamingBanners } from "../db/schema";

/** Catalogue cache key of one guide's banners: only the five guide ids reach it, so the cache stays bounded. */
export const streamingBannersKey = (service: StreamingGuideId) => `streaming-banners:${service}`;

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
