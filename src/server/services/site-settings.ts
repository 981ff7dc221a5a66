import { eq } from "drizzle-orm";
import { type AdminSiteSettings, EMPTY_SITE_SETTINGS } from "../../domain";
import type { SiteSettingsInput, TagSettingsInput } from "../../domain/schemas";
import type { Db } from "../db/client";
import { siteSettings } from "../db/schema";
import { auditedWrite, checkVersion, ServiceError, type StaffContext } from "./console-writes";

/** The settings as staff saved them (the public read adds the counted cities figure: catalogue.ts). */
export async function getSiteSettings(db: Db): Promise<SiteSettingsInput> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  if (!row) return EMPTY_SETTINGS_INPUT;
  const { id: _id, updatedAt: _updatedAt, ...settings } = row;
  return settings;
}

const { statCitiesValue: _counted, ...EMPTY_SETTINGS_INPUT } = EMPTY_SITE_SETTINGS;

const EPOCH = new Date(0);

export async function getAdminSiteSettings(db: Db): Promise<AdminSiteSettings> {
  const [row] = await db
    .select({ updatedAt: siteSettings.updatedAt })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  return { ...(await getSiteSettings(db)), updatedAt: (row?.updatedAt ?? EPOCH).toISOString() };
}

/** One form for all settings; a database without the row gets it (its version counts as 1970-01-01). */
export async function updateSiteSettings(
  staff: StaffContext,
  input: SiteSettingsInput,
  expectedUpdatedAt: string,
): Promise<AdminSiteSettings> {
  return auditedWrite(staff, async (tx, audit) => {
    const [current] = await tx.select().from(siteSettings).where(eq(siteSettings.id, 1)).for("update");
    const {
      id: _id,
      updatedAt: currentVersion,
      ...beforeValues
    } = current ?? {
      id: 1,
      updatedAt: EPOCH,
      ...EMPTY_SETTINGS_INPUT,
    };
    checkVersion(
      { updatedAt: currentVersion },
      expectedUpdatedAt,
      () => new ServiceError(404, "not_found", ""),
    );
    const updatedAt = new Date(Math.max(Date.now(), currentVersion.getTime() + 1));
    const [row] = await tx
      .insert(siteSettings)
      .values({ id: 1, ...input, updatedAt })
      .onConflictDoUpdate({ target: siteSettings.id, set: { ...input, updatedAt } })
      .returning();
    const { id: _rowId, ...values } = row!;
    const after: AdminSiteSettings = { ...values, updatedAt: values.updatedAt.toISOString() };
    await audit({
      action: "update",
      entity: "site_settings",
      entityId: 1,
      before: { ...beforeValues, updatedAt: currentVersion.toISOString() },
      after,
    });
    return after;
  });
}

/** The tag IDs and the settings' version (issue 57): what Marketing's form under Banners reads. */
export async function getAdminTagSettings(db: Db): Promise<TagSettingsInput & { updatedAt: string }> {
  const { gtmId, ga4Id, metaPixelId, updatedAt } = await getAdminSiteSettings(db);
  return { gtmId, ga4Id, metaPixelId, updatedAt };
}

/**
 * Saves the tag IDs alone, as one settings update (the same version check, audit entry and
 * announcement): a save of the whole form meanwhile changes the version, so this one gets 409.
 */
export async function updateTagSettings(
  staff: StaffContext,
  input: TagSettingsInput,
  expectedUpdatedAt: string,
): Promise<TagSettingsInput & { updatedAt: string }> {
  const current = await getSiteSettings(staff.db);
  const { gtmId, ga4Id, metaPixelId, updatedAt } = await updateSiteSettings(
    staff,
    { ...current, ...input },
    expectedUpdatedAt,
  );
  return { gtmId, ga4Id, metaPixelId, updatedAt };
}
