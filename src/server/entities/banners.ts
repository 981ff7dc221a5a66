import { bannerUpdateSchema } from "../../domain/schemas";
import { bannerTag, idsOf } from "../cache-tags";
import { banners } from "../db/schema";
import type { Entity } from "./entity";

/** 'Banners': the home page's slides. */
export const bannersEntity = {
  name: "banners",
  tables: [banners],
  admin: { paths: ["banners"], area: "marketing" },
  visitors: { purgeTags: (change) => ["content", ...idsOf(change).map(bannerTag)] },
  restore: { table: banners, fields: bannerUpdateSchema },
  seeded: true,
} as const satisfies Entity;
