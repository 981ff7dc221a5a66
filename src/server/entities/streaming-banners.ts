import { streamingBannerInputSchema } from "../../domain/schemas";
import { idsOf, streamingBannerTag } from "../cache-tags";
import { streamingBanners } from "../db/schema";
import { type Entity, nameOf } from "./entity";

/** 'Banners Streaming': the streaming guides' banners. */
export const streamingBannersEntity = {
  name: "streaming_banners",
  tables: [streamingBanners],
  admin: { paths: ["streaming-banners"], area: "marketing" },
  visitors: { purgeTags: (change) => ["content", ...idsOf(change).map(streamingBannerTag)] },
  trash: { table: streamingBanners, label: nameOf, dependents: [] },
  restore: { table: streamingBanners, fields: streamingBannerInputSchema },
  seeded: true,
} as const satisfies Entity;
