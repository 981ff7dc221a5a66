import { count, desc, eq, sql, sum } from "drizzle-orm";
import {
  COVERAGE_AREA_MESSAGES,
  type CoverageAreaFormat,
  type CoverageAreaGeometry,
  type CoverageAreaRow,
  type CoverageSettings,
  DEFAULT_COVERAGE_SETTINGS,
  DEFAULT_DUE_DAYS,
  MAX_COVERAGE_AREAS,
  MAX_COVERAGE_TOTAL_VERTICES,
} from "../../domain";
import { type CoverageSettingsValues, isCoverageServiceUrl } from "../../domain/viability-schema";
import type { Db } from "../db/client";
import { coverageAreas, coverageSettings } from "../db/schema";
import type { FieldCipher } from "../field-cipher";
import { auditedWrite, ServiceError, type StaffContext, type Tx } from "../services/console-writes";
import { maskCredential } from "../services/erp-settings";
import { type CompactArea, CoverageFileError, decodeArea, type ReadArea } from "./areas";

// The 'Cobertura' rows (issue 56): the settings (one row; the geocoder key sealed with the referral key
// as the ERP's credential is, shown masked, never sent back; the due days 'Contrate online' offers when
// the ERP lists none) and the uploaded areas. Audit entries name
// what changed, never the key; an area's entry names it and its polygon count, not its coordinates.

/** The settings as the server uses them, the geocoder key opened. */
export type CoverageRuntimeSettings = CoverageSettings & { geocoderKey: string };

/**
 * The saved settings (the defaults when none are); without `cipher` the key is left out. A geocoder or
 * CEP service saved as http:// while COVERAGE_ALLOW_HTTP allowed it counts as none once it no longer does
 * (`allowHttp` false, the default): nothing is asked in clear text unless the operator says so.
 */
export async function readCoverageSettings(
  db: Db,
  cipher: FieldCipher | undefined,
  options: { allowHttp?: boolean | undefined } = {},
): Promise<CoverageRuntimeSettings> {
  const [row] = await db.select().from(coverageSettings).where(eq(coverageSettings.id, 1));
  if (!row) return { ...DEFAULT_COVERAGE_SETTINGS, geocoderKey: "" };
  const usable = (url: string) => (url && isCoverageServiceUrl(url, options.allowHttp ?? false) ? url : "");
  return {
    order: row.sourceOrder,
    boxDistanceMeters: row.boxDistanceMeters,
    geocoderUrl: usable(row.geocoderUrl),
    cepAddressUrl: usable(row.cepAddressUrl),
    tileUrl: row.tileUrl,
    dueDays: row.dueDays,
    geocoderKey: row.geocoderKeyEncrypted && cipher ? cipher.decrypt(row.geocoderKeyEncrypted) : "",
  };
}

/** The settings as the console shows them: the key only as its masked hint. */
export type CoverageSettingsView = CoverageSettings & { geocoderKeyHint: string; updatedAt: string | null };

export async function coverageSettingsView(db: Db): Promise<CoverageSettingsView> {
  const [row] = await db.select().from(coverageSettings).where(eq(coverageSettings.id, 1));
  if (!row) return { ...DEFAULT_COVERAGE_SETTINGS, geocoderKeyHint: "", updatedAt: null };
  return {
    order: row.sourceOrder,
    boxDistanceMeters: row.boxDistanceMeters,
    geocoderUrl: row.geocoderUrl,
    cepAddressUrl: row.cepAddressUrl,
    tileUrl: row.tileUrl,
    dueDays: row.dueDays,
    geocoderKeyHint: row.geocoderKeyHint,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function saveCoverageSettings(
  staff: StaffContext,
  cipher: FieldCipher,
  input: CoverageSettingsValues,
): Promise<void> {
  await auditedWrite(staff, async (tx, audit) => {
    const [current] = await tx
      .select()
      .from(coverageSettings)
      .where(eq(coverageSettings.id, 1))
      .for("update");
    // The saved key goes only to the address it was typed for, as the ERP's credential (erp-settings.ts).
    const sameAddress = current?.geocoderUrl === input.geocoderUrl;
    const keepKey = input.geocoderKey === "" && !input.clearGeocoderKey && sameAddress;
    const keyEncrypted = keepKey
      ? (current?.geocoderKeyEncrypted ?? "")
      : input.geocoderKey
        ? cipher.encrypt(input.geocoderKey)
        : "";
    const values = {
      sourceOrder: input.order,
      boxDistanceMeters: input.boxDistanceMeters,
      geocoderUrl: input.geocoderUrl,
      // Absent from the form: the saved CEP service stays.
      cepAddressUrl: input.cepAddressUrl ?? current?.cepAddressUrl ?? "",
      tileUrl: input.tileUrl,
      // Absent from the form: the saved days stay (decision 0071).
      dueDays: input.dueDays ?? current?.dueDays ?? [...DEFAULT_DUE_DAYS],
      geocoderKeyEncrypted: keyEncrypted,
      geocoderKeyHint: keepKey
        ? (current?.geocoderKeyHint ?? "")
        : input.geocoderKey
          ? maskCredential(input.geocoderKey)
          : "",
      updatedBy: staff.actor.email,
      updatedAt: new Date(),
    };
    const [row] = await tx
      .insert(coverageSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: coverageSettings.id, set: values })
      .returning();
    const shown = (saved: typeof current) =>
      saved
        ? {
            order: saved.sourceOrder,
            boxDistanceMeters: saved.boxDistanceMeters,
            geocoderUrl: saved.geocoderUrl,
            cepAddressUrl: saved.cepAddressUrl,
            tileUrl: saved.tileUrl,
            dueDays: saved.dueDays,
            geocoderKey: saved.geocoderKeyEncrypted ? "definida" : "nenhuma",
          }
        : null;
    await audit({
      action: current ? "update" : "create",
      entity: "coverage_settings",
      entityId: 1,
      before: shown(current),
      after: shown(row),
    });
  });
}

export async function listCoverageAreas(db: Db): Promise<CoverageAreaRow[]> {
  const rows = await db
    .select({
      id: coverageAreas.id,
      name: coverageAreas.name,
      format: coverageAreas.format,
      polygonCount: coverageAreas.polygonCount,
      updatedAt: coverageAreas.updatedAt,
    })
    .from(coverageAreas)
    .orderBy(desc(coverageAreas.id));
  return rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }));
}

/** Every area as the console's map draws it (each a simplified copy, decision 0076). */
export async function coverageAreaPreviews(
  db: Db,
): Promise<{ id: number; name: string; geojson: CoverageAreaGeometry }[]> {
  return db
    .select({ id: coverageAreas.id, name: coverageAreas.name, geojson: coverageAreas.preview })
    .from(coverageAreas)
    .orderBy(desc(coverageAreas.id));
}

/** The areas' ids, newest first: what the polygon source checks before reading any area again. */
export async function coverageAreaIds(db: Db): Promise<number[]> {
  const rows = await db.select({ id: coverageAreas.id }).from(coverageAreas).orderBy(desc(coverageAreas.id));
  return rows.map((row) => row.id);
}

/**
 * One area as the polygon source keeps it, or undefined when it is gone. Its bytes travel as base64 (a
 * native decode), one area at a time, so no more than one area's text is on the heap at once.
 */
export async function readCompactArea(db: Db, id: number): Promise<CompactArea | undefined> {
  const [row] = await db
    .select({ name: coverageAreas.name, shape: sql<string>`encode(${coverageAreas.shape}, 'base64')` })
    .from(coverageAreas)
    .where(eq(coverageAreas.id, id));
  return row ? decodeArea(id, row.name, Buffer.from(row.shape, "base64")) : undefined;
}

/** Every area as the polygon source keeps it, newest first. */
export async function readCompactAreas(db: Db): Promise<CompactArea[]> {
  const areas: CompactArea[] = [];
  for (const id of await coverageAreaIds(db)) {
    const area = await readCompactArea(db, id);
    if (area) areas.push(area);
  }
  return areas;
}

/** How many areas there are and their vertices together. */
async function coverageAreaTotals(db: Db | Tx): Promise<{ areas: number; vertices: number }> {
  const [row] = await db
    .select({ areas: count(), vertices: sum(coverageAreas.vertexCount).mapWith(Number) })
    .from(coverageAreas);
  return { areas: row?.areas ?? 0, vertices: row?.vertices ?? 0 };
}

/** Why no area fits beside these totals, or undefined: one area holds at least a triangle (4 vertices). */
function fullMessage(totals: { areas: number; vertices: number }, adding = 4): string | undefined {
  if (totals.areas >= MAX_COVERAGE_AREAS) return COVERAGE_AREA_MESSAGES.tooManyAreas;
  if (totals.vertices + adding > MAX_COVERAGE_TOTAL_VERTICES) return COVERAGE_AREA_MESSAGES.totalVertices;
  return undefined;
}

/** Why no area can be added now, or undefined: checked before an upload's file is read. */
export async function coverageAreasFull(db: Db): Promise<string | undefined> {
  return fullMessage(await coverageAreaTotals(db));
}

/**
 * Stores a read file as an area, within the areas' bounds (MAX_COVERAGE_AREAS, MAX_COVERAGE_TOTAL_VERTICES;
 * decision 0076), checked under a lock so two uploads at once, in two processes, cannot both pass.
 * Throws CoverageFileError with the console's message past either.
 */
export async function addCoverageArea(
  staff: StaffContext,
  area: { name: string; format: CoverageAreaFormat; read: ReadArea },
): Promise<CoverageAreaRow> {
  return auditedWrite(staff, async (tx, audit) => {
    await tx.execute(sql`lock table ${coverageAreas} in share row exclusive mode`);
    const full = fullMessage(await coverageAreaTotals(tx), area.read.vertexCount);
    if (full) throw new CoverageFileError(full);
    const { polygonCount, vertexCount } = area.read;
    const [row] = await tx
      .insert(coverageAreas)
      .values({
        name: area.name,
        format: area.format,
        shape: sql`decode(${Buffer.from(area.read.shape).toString("base64")}, 'base64')`,
        preview: area.read.preview,
        polygonCount,
        vertexCount,
        updatedBy: staff.actor.email,
      })
      .returning({
        id: coverageAreas.id,
        name: coverageAreas.name,
        format: coverageAreas.format,
        polygonCount: coverageAreas.polygonCount,
        updatedAt: coverageAreas.updatedAt,
      });
    await audit({
      action: "create",
      entity: "coverage_areas",
      entityId: row!.id,
      after: { name: area.name, format: area.format, polygonCount },
    });
    return { ...row!, updatedAt: row!.updatedAt.toISOString() };
  });
}

export async function removeCoverageArea(staff: StaffContext, id: number): Promise<void> {
  await auditedWrite(staff, async (tx, audit) => {
    // Not the shape: a driver would turn its bytes into an array through hex text.
    const [removed] = await tx.delete(coverageAreas).where(eq(coverageAreas.id, id)).returning({
      name: coverageAreas.name,
      format: coverageAreas.format,
      polygonCount: coverageAreas.polygonCount,
    });
    if (!removed) throw new ServiceError(404, "not_found", COVERAGE_AREA_NOT_FOUND);
    await audit({
      action: "delete",
      entity: "coverage_areas",
      entityId: id,
      before: { name: removed.name, format: removed.format, polygonCount: removed.polygonCount },
    });
  });
}

export const COVERAGE_AREA_NOT_FOUND = "Área não encontrada. Atualize a página.";
export { COVERAGE_AREA_MESSAGES };
