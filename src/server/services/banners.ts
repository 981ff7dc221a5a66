import { asc, eq } from "drizzle-orm";
import {
  type AdminBanner,
  BANNER_COLORS,
  type BannerColor,
  type BannerSettings,
  type PublicBanner,
  type PublicBanners,
} from "../../domain";
import type { BannerSettingsInput, BannerUpdate } from "../../domain/schemas";
import type { Db } from "../db/client";
import { bannerSettings, banners } from "../db/schema";
import {
  auditedWrite,
  checkVersion,
  consoleRecords,
  iso,
  ServiceError,
  type StaffContext,
  withIsoDates,
} from "./console-writes";

type BannerRow = typeof banners.$inferSelect;

const toAdminBanner = (row: BannerRow): AdminBanner => withIsoDates(row);

/** Every banner, by display order (SPEC §7). */
export async function listBanners(db: Db): Promise<AdminBanner[]> {
  const rows = await db.select().from(banners).orderBy(asc(banners.displayOrder), asc(banners.id));
  return rows.map(toAdminBanner);
}

const bannerRecords = consoleRecords({
  table: banners,
  entity: "banners",
  toAdmin: toAdminBanner,
  notFound: () => new ServiceError(404, "banner_not_found", "Banner não encontrado."),
});

/** Banners are edited only: never added or removed from the console. */
export function updateBanner(
  staff: StaffContext,
  id: number,
  input: BannerUpdate,
  expectedUpdatedAt: string,
) {
  return bannerRecords.update(staff, id, input, expectedUpdatedAt);
}

const EPOCH = new Date(0);

export async function getBannerSettings(db: Db): Promise<BannerSettings> {
  const [row] = await db.select().from(bannerSettings).where(eq(bannerSettings.id, 1));
  return { showCaptions: row?.showCaptions ?? true, updatedAt: iso(row?.updatedAt ?? EPOCH) };
}

/** The captions switch. A missing row (a database without seed) counts as version 1970-01-01. */
export async function updateBannerSettings(
  staff: StaffContext,
  input: BannerSettingsInput,
  expectedUpdatedAt: string,
): Promise<BannerSettings> {
  return auditedWrite(staff, async (tx, audit) => {
    const [current] = await tx.select().from(bannerSettings).where(eq(bannerSettings.id, 1)).for("update");
    const before = current ?? { id: 1, showCaptions: true, updatedAt: EPOCH };
    checkVersion(
      before,
      expectedUpdatedAt,
      () => new ServiceError(404, "not_found", "Configuração não encontrada."),
    );
    const updatedAt = new Date(Math.max(Date.now(), before.updatedAt.getTime() + 1));
    const [row] = await tx
      .insert(bannerSettings)
      .values({ id: 1, showCaptions: input.showCaptions, updatedAt })
      .onConflictDoUpdate({ target: bannerSettings.id, set: { showCaptions: input.showCaptions, updatedAt } })
      .returning();
    const after = { showCaptions: row!.showCaptions, updatedAt: iso(row!.updatedAt) };
    await audit({
      action: "update",
      entity: "banner_settings",
      entityId: 1,
      before: { showCaptions: before.showCaptions, updatedAt: iso(before.updatedAt) },
      after,
    });
    return after;
  });
}

// Public reads: the home carousel.

/** What a banner without an image shows (SPEC §9: placeholder images for missing banners). */
export const BANNER_PLACEHOLDER = {
  url: "/images/banners/placeholder.svg",
  size: { imageWidth: 1200, imageHeight: 400 },
} as const;

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
  return rows.map((row) => ({
    ...row,
    bgColor: isBannerColor(row.bgColor) ? row.bgColor : "white",
    // Staff may reset a banner's image: an empty URL stands for the shipped placeholder.
    ...(row.imageUrl ? {} : { imageUrl: BANNER_PLACEHOLDER.url, ...BANNER_PLACEHOLDER.size }),
  }));
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
