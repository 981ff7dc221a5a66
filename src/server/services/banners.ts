import { and, asc, eq, exists, getTableColumns } from "drizzle-orm";
import {
  type AdminBanner,
  BANNER_COLORS,
  type BannerColor,
  type BannerPlanOption,
  type BannerSettings,
  bannerOffer,
  isOnSale,
  offerDay,
  type PublicBanner,
  type PublicBanners,
} from "../../domain";
import type { BannerSettingsInput, BannerUpdate } from "../../domain/schemas";
import type { Db } from "../db/client";
import { bannerSettings, banners, cities, planCities, plans } from "../db/schema";
import { scheduledValues } from "./banner-schedule";
import {
  auditedWrite,
  checkVersion,
  consoleRecords,
  iso,
  refuseMissingReference,
  ServiceError,
  type StaffContext,
  withIsoDates,
} from "./console-writes";
import { currentVariantCodes, variantOf } from "./offer-versions";
import { getSiteSettings } from "./site-settings";

type BannerRow = typeof banners.$inferSelect;

export const toAdminBanner = (row: BannerRow): AdminBanner => ({
  ...withIsoDates(row),
  publishAt: row.publishAt ? iso(row.publishAt) : null,
  unpublishAt: row.unpublishAt ? iso(row.unpublishAt) : null,
});

/** Every banner, by display order (SPEC §7). */
export async function listBanners(db: Db): Promise<AdminBanner[]> {
  const rows = await db.select().from(banners).orderBy(asc(banners.displayOrder), asc(banners.id));
  return rows.map(toAdminBanner);
}

/** A plan visitors can buy: active, and offered (active association) in an active city. */
function sellablePlan(db: Db) {
  return and(
    eq(plans.isActive, true),
    exists(
      db
        .select({ one: planCities.id })
        .from(planCities)
        .innerJoin(cities, eq(cities.id, planCities.cityId))
        .where(
          and(eq(planCities.planId, plans.id), eq(planCities.isActive, true), eq(cities.isActive, true)),
        ),
    ),
  )!;
}

/** The plans a banner may sell, for the banner form: each with its price and whether the site would show it. */
export async function listBannerPlans(db: Db, day = offerDay(new Date())): Promise<BannerPlanOption[]> {
  const rows = await db
    .select({
      id: plans.id,
      name: plans.name,
      price: plans.price,
      salesStartsOn: plans.salesStartsOn,
      salesEndsOn: plans.salesEndsOn,
      sellable: sellablePlan(db),
    })
    .from(plans)
    .orderBy(asc(plans.price), asc(plans.name));
  return rows.map(({ salesStartsOn, salesEndsOn, ...row }) => ({
    ...row,
    sellable: Boolean(row.sellable) && isOnSale({ salesStartsOn, salesEndsOn }, day),
  }));
}

const bannerRecords = consoleRecords({
  table: banners,
  entity: "banners",
  toAdmin: toAdminBanner,
  notFound: () => new ServiceError(404, "banner_not_found", "Banner não encontrado."),
});

const PLAN_GONE_MESSAGE = "O plano escolhido não existe mais. Escolha outro na lista.";

/** Banners are edited only: never added or removed from the console. */
export function updateBanner(
  staff: StaffContext,
  id: number,
  input: BannerUpdate,
  expectedUpdatedAt: string,
  now = new Date(),
) {
  // A plan removed while the form was open: refused on its field, not a 500.
  return refuseMissingReference(
    async () => new ServiceError(422, "plan_not_found", PLAN_GONE_MESSAGE, { planId: PLAN_GONE_MESSAGE }),
    () => bannerRecords.update(staff, id, scheduledValues(input, now), expectedUpdatedAt),
  );
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

/**
 * The active home banners in display order (ties by id), as the carousel shows them, each with the
 * offer of the plan it names at that plan's current price (none when the plan cannot be bought now).
 */
export async function listActiveBanners(
  db: Db,
  whatsappNumber: string,
  day: string,
  onlineSales = false,
): Promise<PublicBanner[]> {
  const { id, title, description, imageUrl, imageWidth, imageHeight, imageAlt, bgColor, buttonLabel } =
    getTableColumns(banners);
  const rows = await db
    .select({
      id,
      title,
      description,
      imageUrl,
      imageWidth,
      imageHeight,
      imageAlt,
      bgColor,
      buttonLabel,
      planName: plans.name,
      planPrice: plans.price,
      promoPrice: plans.promoPrice,
      promoMonths: plans.promoMonths,
      loyaltyMonths: plans.loyaltyMonths,
      planId: plans.id,
      salesStartsOn: plans.salesStartsOn,
      salesEndsOn: plans.salesEndsOn,
    })
    .from(banners)
    .leftJoin(plans, and(eq(plans.id, banners.planId), sellablePlan(db)))
    .where(eq(banners.isActive, true))
    .orderBy(asc(banners.displayOrder), asc(banners.id));
  // The table's check constraint keeps bg_color to the named choices; white is the default all the same.
  // Issue 68: the plan's current offer (its label, 'Contrate online' with it): the base variant's code.
  const codes = rows.some((row) => row.planId !== null) ? await currentVariantCodes(db, "plan") : undefined;
  return rows.map(
    ({
      buttonLabel,
      planName,
      planPrice,
      promoPrice,
      promoMonths,
      loyaltyMonths,
      planId,
      salesStartsOn,
      salesEndsOn,
      ...row
    }) => ({
      ...row,
      bgColor: isBannerColor(row.bgColor) ? row.bgColor : "white",
      // Staff may reset a banner's image: an empty URL stands for the shipped placeholder.
      ...(row.imageUrl ? {} : { imageUrl: BANNER_PLACEHOLDER.url, ...BANNER_PLACEHOLDER.size }),
      offer: bannerOffer(
        planName === null || planPrice === null || !isOnSale({ salesStartsOn, salesEndsOn }, day)
          ? null
          : { name: planName, price: planPrice, promoPrice, promoMonths, loyaltyMonths },
        buttonLabel,
        whatsappNumber,
        {
          offerCode: planId === null ? null : (codes?.get(variantOf(planId, "")) ?? null),
          online: onlineSales,
        },
      ),
    }),
  );
}

/** Whether banner captions show over the images; on when the settings row is missing. */
export async function readShowBannerCaptions(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ showCaptions: bannerSettings.showCaptions })
    .from(bannerSettings)
    .where(eq(bannerSettings.id, 1));
  return row?.showCaptions ?? true;
}

/** What the home carousel needs in one read: the banners with their offers, and the captions setting. */
export async function listPublicBanners(db: Db, day: string): Promise<PublicBanners> {
  const { whatsappNumber, onlineSales } = await getSiteSettings(db);
  const [list, showCaptions] = await Promise.all([
    listActiveBanners(db, whatsappNumber, day, onlineSales),
    readShowBannerCaptions(db),
  ]);
  return { banners: list, showCaptions };
}
