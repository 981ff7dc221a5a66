import { and, desc, eq, gt, isNull, notInArray, or } from "drizzle-orm";
import {
  type AdminNetworkNotice,
  citySlug,
  type NetworkNoticeSource,
  type NetworkNoticeUpdate,
  type PublicNetworkNotice,
  RESOLVED_SHOWN_MS,
} from "../../domain";
import type { NetworkNoticeInput } from "../../domain/schemas";
import type { Db } from "../db/client";
import { networkNotices } from "../db/schema";
import type { ErpMaintenance } from "../erp/contract";
import { scheduledValues } from "./banner-schedule";
import { listActiveCities } from "./cities";
import {
  consoleRecords,
  iso,
  isUniqueViolation,
  ServiceError,
  type StaffContext,
  withIsoDates,
} from "./console-writes";
import { queueOutageNotices } from "./marketing-deliveries";
import { moveToTrash } from "./trash";

// 'Status da rede' (issue 58): the console's writes (audited, versioned, announced: console-writes.ts),
// what visitors read of it, and the import of an ERP's maintenance list.

type NoticeRow = typeof networkNotices.$inferSelect;

const isoOrNull = (date: Date | null) => (date ? iso(date) : null);

export const toAdminNetworkNotice = (row: NoticeRow): AdminNetworkNotice => ({
  ...withIsoDates(row),
  startsAt: iso(row.startsAt),
  expectedEndAt: isoOrNull(row.expectedEndAt),
  resolvedAt: isoOrNull(row.resolvedAt),
  publishAt: isoOrNull(row.publishAt),
  unpublishAt: isoOrNull(row.unpublishAt),
});

/** Every notice, the latest start first. */
export async function listNetworkNotices(db: Db): Promise<AdminNetworkNotice[]> {
  const rows = await db
    .select()
    .from(networkNotices)
    .orderBy(desc(networkNotices.startsAt), desc(networkNotices.id));
  return rows.map(toAdminNetworkNotice);
}

const noticeRecords = consoleRecords({
  table: networkNotices,
  entity: "network_notices",
  toAdmin: toAdminNetworkNotice,
  notFound: () => new ServiceError(404, "network_notice_not_found", "Aviso não encontrado."),
  beforeDelete: (tx, row, staff) => moveToTrash(tx, staff.actor.email, "network_notices", row),
  // Resolved (by staff or by the ERP's import): the subscribers who asked to be told are queued, once.
  onWrite: async (tx, write) => {
    if (write.after?.resolvedAt) await queueOutageNotices(tx, write.id);
  },
});

/** The row's values from the form's: the schedule as the banners', the new update dated now. */
function valuesOf(input: NetworkNoticeInput, updates: NetworkNoticeUpdate[], now: Date) {
  const { newUpdate, ...fields } = input;
  const scheduled = scheduledValues(fields, now);
  return {
    ...scheduled,
    startsAt: input.startsAt as Date,
    updates: newUpdate ? [...updates, { at: iso(now), text: newUpdate }] : updates,
  };
}

export function createNetworkNotice(staff: StaffContext, input: NetworkNoticeInput, now = new Date()) {
  return noticeRecords.create(staff, { ...valuesOf(input, [], now), source: "console" });
}

export function updateNetworkNotice(
  staff: StaffContext,
  id: number,
  input: NetworkNoticeInput,
  expectedUpdatedAt: string,
  now = new Date(),
) {
  return noticeRecords.update(
    staff,
    id,
    (current) => valuesOf(input, current.updates, now),
    expectedUpdatedAt,
  );
}

export function setNetworkNoticeActive(
  staff: StaffContext,
  id: number,
  isActive: boolean,
  expectedUpdatedAt: string,
) {
  return noticeRecords.update(staff, id, { isActive, publishAt: null }, expectedUpdatedAt, "status");
}

export function deleteNetworkNotice(staff: StaffContext, id: number, expectedUpdatedAt: string) {
  return noticeRecords.remove(staff, id, expectedUpdatedAt);
}

// Public reads.

/**
 * The published notices visitors may see (not resolved, or resolved in the last week), with their active
 * cities; each page decides by its own clock which phase each is in (domain/network-status.ts).
 */
export async function listPublicNetworkNotices(db: Db, now: Date): Promise<PublicNetworkNotice[]> {
  const rows = await db
    .select()
    .from(networkNotices)
    .where(
      and(
        eq(networkNotices.isActive, true),
        or(
          isNull(networkNotices.resolvedAt),
          gt(networkNotices.resolvedAt, new Date(now.getTime() - RESOLVED_SHOWN_MS)),
        ),
      ),
    )
    .orderBy(networkNotices.startsAt, networkNotices.id);
  const cities = new Map((await listActiveCities(db)).map((city) => [city.id, city]));
  return rows.flatMap((row): PublicNetworkNotice[] => {
    const named = row.cityIds.flatMap((id) => {
      const city = cities.get(id);
      return city ? [{ id: city.id, name: city.name, state: city.state, slug: citySlug(city) }] : [];
    });
    // A notice whose cities are all gone or switched off says nothing to anyone.
    if (named.length === 0) return [];
    return [
      {
        id: row.id,
        kind: row.kind,
        title: row.title,
        description: row.description,
        cities: named,
        neighbourhoods: row.neighbourhoods,
        startsAt: iso(row.startsAt),
        expectedEndAt: isoOrNull(row.expectedEndAt),
        resolvedAt: isoOrNull(row.resolvedAt),
        resolution: row.resolution,
        updates: row.updates,
        updatedAt: iso(row.updatedAt),
      },
    ];
  });
}

// The ERP's maintenance list (SGP's /api/ura/manutencao/list/).

/** Who the audit log names for what the import wrote. */
export const ERP_IMPORT_ACTOR = { id: null, email: "sistema de gestão" } as const;

const RESOLVED_BY_ERP = "Encerrada no sistema de gestão.";

/** 'Vitória' and 'VITORIA' are one city. */
const cityKey = (name: string) =>
  name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/\s*[-/]\s*[a-z]{2}$/, "")
    .replace(/\s+/g, " ")
    .trim();

/**
 * Brings the ERP's current maintenance list into 'Status da rede': a new one is added (a planned work), one
 * whose dates or texts changed is updated, and one the ERP no longer lists is resolved. Every write is one
 * audited write (console-writes.ts) under the import's name; a maintenance naming no city of the site is
 * left out. Returns how many notices it wrote.
 */
export async function importErpMaintenance(
  staff: Omit<StaffContext, "actor">,
  source: NetworkNoticeSource,
  items: readonly ErpMaintenance[],
  now = new Date(),
): Promise<number> {
  const context: StaffContext = { ...staff, actor: ERP_IMPORT_ACTOR };
  const active = await listActiveCities(staff.db);
  const byName = new Map<string, number[]>();
  for (const city of active)
    byName.set(cityKey(city.name), [...(byName.get(cityKey(city.name)) ?? []), city.id]);
  const allCities = active.map((city) => city.id).sort((a, b) => a - b);

  const existing = await staff.db.select().from(networkNotices).where(eq(networkNotices.source, source));
  const byExternal = new Map(existing.map((row) => [row.externalId, row]));
  let written = 0;

  for (const item of items) {
    const cityIds =
      item.cityNames.length === 0
        ? allCities
        : [...new Set(item.cityNames.flatMap((name) => byName.get(cityKey(name)) ?? []))].sort(
            (a, b) => a - b,
          );
    if (cityIds.length === 0) continue;
    const values = {
      kind: "manutencao" as const,
      title: item.title,
      description: item.description,
      cityIds,
      startsAt: item.startsAt,
      expectedEndAt: item.expectedEndAt && item.expectedEndAt > item.startsAt ? item.expectedEndAt : null,
    };
    const row = byExternal.get(item.externalId);
    if (!row) {
      try {
        await noticeRecords.create(context, { ...values, source, externalId: item.externalId });
        written += 1;
      } catch (error) {
        // Another process imported it a moment ago (each runs the import): nothing to do.
        if (!isUniqueViolation(error, "network_notices_external_key")) throw error;
      }
      continue;
    }
    const same =
      row.title === values.title &&
      row.description === values.description &&
      row.cityIds.join(",") === values.cityIds.join(",") &&
      row.startsAt.getTime() === values.startsAt.getTime() &&
      (row.expectedEndAt?.getTime() ?? null) === (values.expectedEndAt?.getTime() ?? null) &&
      row.resolvedAt === null;
    if (same) continue;
    await noticeRecords.update(context, row.id, { ...values, resolvedAt: null }, iso(row.updatedAt));
    written += 1;
  }

  // What the ERP lists no more is over.
  const listed = items.map((item) => item.externalId);
  const gone = await staff.db
    .select()
    .from(networkNotices)
    .where(
      and(
        eq(networkNotices.source, source),
        isNull(networkNotices.resolvedAt),
        listed.length > 0 ? notInArray(networkNotices.externalId, listed) : undefined,
      ),
    );
  for (const row of gone) {
    await noticeRecords.update(
      context,
      row.id,
      { resolvedAt: now, resolution: row.resolution || RESOLVED_BY_ERP },
      iso(row.updatedAt),
    );
    written += 1;
  }
  return written;
}
