import { arrayContains, asc, eq, inArray } from "drizzle-orm";
import { type AdminStreamingService, nameKey } from "../../domain";
import {
  DUPLICATE_STREAMING_SERVICE_MESSAGE,
  type StreamingServiceInput,
  streamingServiceInUseMessage,
} from "../../domain/schemas";
import type { Db } from "../db/client";
import { businessPlans, plans, streamingServices } from "../db/schema";
import {
  auditedWrite,
  checkVersion,
  consoleRecords,
  refuseDuplicate,
  ServiceError,
  type StaffContext,
  type Tx,
  withIsoDates,
} from "./console-writes";
import { syncOfferVersion } from "./offer-versions";
import { moveToTrash } from "./trash";

/** Icon URL per streaming service name, for the names given; inactive services show no icon. */
export async function findStreamingIcons(
  db: Db,
  names: readonly string[],
): Promise<Map<string, string | null>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .select({
      name: streamingServices.name,
      iconUrl: streamingServices.iconUrl,
      isActive: streamingServices.isActive,
    })
    .from(streamingServices)
    .where(inArray(streamingServices.name, [...new Set(names)]));
  return new Map(rows.map((row) => [row.name, row.isActive ? row.iconUrl : null]));
}

type StreamingServiceRow = typeof streamingServices.$inferSelect;

/** How many plans and business plans list each service name (exact match, as plans store it). */
async function planCountsByName(db: Db | Tx): Promise<Map<string, number>> {
  const lists = [
    ...(await db.select({ streamings: plans.streamings }).from(plans)),
    ...(await db.select({ streamings: businessPlans.streamings }).from(businessPlans)),
  ];
  const counts = new Map<string, number>();
  for (const { streamings } of lists) {
    for (const name of new Set(streamings)) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return counts;
}

/** The name key stays on the server: it only decides which names are the same service. */
function toAdminStreamingService(
  { nameKey: _nameKey, ...row }: StreamingServiceRow,
  planCount: number,
): AdminStreamingService {
  return { ...withIsoDates(row), planCount };
}

export async function listStreamingServices(db: Db): Promise<AdminStreamingService[]> {
  const rows = await db.select().from(streamingServices).orderBy(asc(streamingServices.id));
  const counts = await planCountsByName(db);
  return rows.map((row) => toAdminStreamingService(row, counts.get(row.name) ?? 0));
}

const streamingServiceRecords = consoleRecords({
  table: streamingServices,
  entity: "streaming_services",
  toAdmin: (row: StreamingServiceRow) => toAdminStreamingService(row, 0),
  notFound: () =>
    new ServiceError(404, "streaming_service_not_found", "Serviço de streaming não encontrado."),
});

/**
 * A name is unique ignoring case and accents (the database's unique key is on nameKey): 'max' beside
 * 'Max' would be one service twice. Plans still refer to a service by its exact name.
 */
export async function createStreamingService(
  staff: StaffContext,
  input: StreamingServiceInput,
): Promise<AdminStreamingService> {
  const created = await refuseDuplicate(
    "streaming_services_name_key_unique",
    () =>
      new ServiceError(409, "duplicate", DUPLICATE_STREAMING_SERVICE_MESSAGE, {
        name: DUPLICATE_STREAMING_SERVICE_MESSAGE,
      }),
    () => streamingServiceRecords.create(staff, { ...input, nameKey: nameKey(input.name), isActive: true }),
  );
  const counts = await planCountsByName(staff.db);
  return { ...created, planCount: counts.get(created.name) ?? 0 };
}

const duplicateService = () =>
  new ServiceError(409, "duplicate", DUPLICATE_STREAMING_SERVICE_MESSAGE, {
    name: DUPLICATE_STREAMING_SERVICE_MESSAGE,
  });

/**
 * A new name or icon. Plans list a service by its exact name, so a rename rewrites every plan and
 * business plan that lists the old name, in the same transaction, each audited as an edit of that plan;
 * `plansUpdated` says how many.
 */
export async function updateStreamingService(
  staff: StaffContext,
  id: number,
  input: StreamingServiceInput,
  expectedUpdatedAt: string,
): Promise<{ streamingService: AdminStreamingService; plansUpdated: number }> {
  return refuseDuplicate("streaming_services_name_key_unique", duplicateService, () =>
    auditedWrite(staff, async (tx, audit) => {
      const current = checkVersion(
        await streamingServiceRecords.lock(tx, id),
        expectedUpdatedAt,
        () => new ServiceError(404, "streaming_service_not_found", "Serviço de streaming não encontrado."),
      );
      const bump = (date: Date) => new Date(Math.max(Date.now(), date.getTime() + 1));
      const [row] = await tx
        .update(streamingServices)
        .set({
          name: input.name,
          nameKey: nameKey(input.name),
          iconUrl: input.iconUrl,
          updatedAt: bump(current.updatedAt),
        })
        .where(eq(streamingServices.id, id))
        .returning();
      let plansUpdated = 0;
      if (row!.name !== current.name) {
        for (const [table, entity, kind] of [
          [plans, "plans", "plan"],
          [businessPlans, "business_plans", "business_plan"],
        ] as const) {
          const listing = await tx
            .select()
            .from(table)
            .where(arrayContains(table.streamings, [current.name]))
            .for("update");
          for (const plan of listing) {
            const streamings = plan.streamings.map((name) => (name === current.name ? row!.name : name));
            const [updated] = await tx
              .update(table)
              .set({ streamings, updatedAt: bump(plan.updatedAt) })
              .where(eq(table.id, plan.id))
              .returning();
            await audit({
              action: "update",
              entity,
              entityId: plan.id,
              before: withIsoDates(plan),
              after: withIsoDates(updated!),
            });
            // The label names the app: a published plan's offer gets a new version.
            await syncOfferVersion(tx, kind, plan.id, updated!);
            plansUpdated += 1;
          }
        }
      }
      await audit({
        action: "update",
        entity: "streaming_services",
        entityId: id,
        before: toAdminStreamingService(current, 0),
        after: toAdminStreamingService(row!, 0),
      });
      const counts = await planCountsByName(tx);
      return { streamingService: toAdminStreamingService(row!, counts.get(row!.name) ?? 0), plansUpdated };
    }),
  );
}

/** Refused (409, naming how many) while plans still list the service. */
export async function deleteStreamingService(staff: StaffContext, id: number, expectedUpdatedAt: string) {
  return auditedWrite(staff, async (tx, audit) => {
    const current = checkVersion(
      await streamingServiceRecords.lock(tx, id),
      expectedUpdatedAt,
      () => new ServiceError(404, "streaming_service_not_found", "Serviço de streaming não encontrado."),
    );
    const planCount = (await planCountsByName(tx)).get(current.name) ?? 0;
    if (planCount > 0) throw new ServiceError(409, "in_use", streamingServiceInUseMessage(planCount));
    await moveToTrash(tx, staff.actor.email, "streaming_services", current);
    await tx.delete(streamingServices).where(eq(streamingServices.id, id));
    await audit({
      action: "delete",
      entity: "streaming_services",
      entityId: id,
      before: toAdminStreamingService(current, 0),
    });
  });
}
