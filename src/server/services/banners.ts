import { asc, eq } from "drizzle-orm";
import { BANNER_COLORS, type BannerColor, type PublicBanner, type PublicBanners } from "../../domain";
import type { Db } from "../db/client";
import { bannerSettings, banners } from "../db/schema";

/** Catalogue cache key of the home carousel: one fixed key. */
export const HOME_BANNERS_KEY = "banners:home";

const isBannerColor = (value: string): value is BannerColor =>
  (BANNER_COLORS as readonly string[]).includes(value);

/** The active home banners in display order (ties by id), as the carousel shows them. */
export async function listActiveBanners(db: Db): Promise<PublicBanner[]> {
  const rows = await db
    .select({
      id: banners.id,
      title: banners.title,
      description: banners.description,
      imageUrl: banners.imageUrl,
      imageWidth: banners.imageWidth,
      imageHeight: banners.imageHeight,
      imageAlt: banners.imageAlt,
      bgColor: banners.bgColor,
    })
    .from(banners)
    .where(eq(banners.isActive, true))
    .orderBy(asc(banners.displayOrder), asc(banners.id));
  // The table's check constraint keeps bg_color to the named choices; white is the default all the same.
  return rows.map((row) => ({ ...row, bgColor: isBannerColor(row.bgColor) ? row.bgColor : "white" }));
}

/** Whether banner captions show over the images; on when the settings row is missing. */
export async function readShowBannerCaptions(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ showCaptions: bannerSettings.showCaptions })
    .from(bannerSettings)
    .where(eq(bannerSettings.id, 1));
  return row?.showCaptions ?? true;
}

/** What the home carousel needs in one read: the banners and the captions setting. */
export async function listPublicBanners(db: Db): Promise<PublicBanners> {
  const [list, showCaptions] = await Promise.all([listActiveBanners(db), readShowBannerCaptions(db)]);
  return { banners: list, showCaptions };
}
