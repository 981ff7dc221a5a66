import { getTableName } from "drizzle-orm";
import type { ConsoleArea } from "../../domain";
import { type ChangedRow, LIST_TAGS, offerTag } from "../cache-tags";
import type { DataChange } from "../changes";
import { articlesEntity } from "./articles";
import { auditLogEntity } from "./audit-log";
import { bannerSettingsEntity } from "./banner-settings";
import { bannersEntity } from "./banners";
import { businessPlanCitiesEntity } from "./business-plan-cities";
import { businessPlansEntity } from "./business-plans";
import { cdnPurgesEntity } from "./cdn-purges";
import { citiesEntity } from "./cities";
import { cityCepRangesEntity } from "./city-cep-ranges";
import { consentCountsEntity } from "./consent-counts";
import { coverageAreasEntity, coverageSettingsEntity } from "./coverage";
import { deskProofsEntity } from "./desk-proofs";
import type { Entity } from "./entity";
import { erpProspectsEntity } from "./erp-prospects";
import { erpSettingsEntity } from "./erp-settings";
import { installSchedulesEntity } from "./install-schedules";
import { keyFingerprintsEntity } from "./key-fingerprints";
import { leadsEntity } from "./leads";
// Issue 57.
import { marketingDeliveriesEntity } from "./marketing-deliveries";
import { marketingSettingsEntity } from "./marketing-settings";
import { networkNoticesEntity } from "./network-notices";
import { newsletterSubscribersEntity } from "./newsletter-subscribers";
import { offerVersionsEntity } from "./offer-versions";
import { pagesEntity } from "./pages";
import { planCitiesEntity } from "./plan-cities";
import { plansEntity } from "./plans";
import { referralsEntity } from "./referrals";
import { signInsEntity } from "./sign-ins";
import { signUpDocumentsEntity, signUpsEntity } from "./sign-ups";
import { siteSettingsEntity } from "./site-settings";
import { staffEntity } from "./staff";
import { streamingBannersEntity } from "./streaming-banners";
import { streamingServicesEntity } from "./streaming-services";
import { subscriberRequestRepliesEntity, subscriberRequestsEntity } from "./subscriber-requests";
import { subscriberSessionsEntity } from "./subscriber-sessions";
import { tagSettingsEntity } from "./tag-settings";
import { trafficCountsEntity } from "./traffic-counts";
import { trashEntity } from "./trash";
import { uploadsEntity } from "./uploads";

export type { Entity } from "./entity";

// The registry of the site's entities (issue 55, point 8): one module per entity in this folder, listed
// here once. Everything the server used to list by hand per entity is derived below: the console API's
// areas, the Lixeira, the Histórico's restores, what visitors never see (the caches and the CDN purge),
// what the seed writes and what a backup leaves out. A new table goes in an entry (entities.test.ts
// fails otherwise); a new entity is a new module here.

/** Every entity, in the console's order where it has a tab. */
export const ENTITIES = [
  plansEntity,
  citiesEntity,
  cityCepRangesEntity,
  planCitiesEntity,
  businessPlansEntity,
  businessPlanCitiesEntity,
  offerVersionsEntity,
  bannersEntity,
  bannerSettingsEntity,
  streamingBannersEntity,
  articlesEntity,
  pagesEntity,
  newsletterSubscribersEntity,
  streamingServicesEntity,
  uploadsEntity,
  referralsEntity,
  leadsEntity,
  networkNoticesEntity,
  erpProspectsEntity,
  siteSettingsEntity,
  erpSettingsEntity,
  auditLogEntity,
  trashEntity,
  staffEntity,
  signInsEntity,
  // 'Minha conta' (issue 67).
  subscriberSessionsEntity,
  // Issue 66: the subscriber desk's proofs.
  deskProofsEntity,
  cdnPurgesEntity,
  keyFingerprintsEntity,
  // Contrate online (issue 56).
  signUpsEntity,
  signUpDocumentsEntity,
  // Issue 68: installation slots.
  installSchedulesEntity,
  // Issue 67.
  subscriberRequestsEntity,
  subscriberRequestRepliesEntity,
  // Issue 56: viability sources.
  coverageSettingsEntity,
  coverageAreasEntity,
  // Issue 57.
  marketingSettingsEntity,
  marketingDeliveriesEntity,
  trafficCountsEntity,
  // Issue 57.
  consentCountsEntity,
  tagSettingsEntity,
] as const satisfies readonly Entity[];

type Registered = (typeof ENTITIES)[number];
/** The entities whose changes the Histórico can restore. */
export type RestorableEntity = Extract<Registered, { restore: object }>["name"];
/** The entities a delete keeps in the Lixeira. */
export type TrashableEntity = Extract<Registered, { trash: object }>["name"];

const byName = new Map<string, Entity>(ENTITIES.map((entity) => [entity.name, entity]));

/** The entry of an entity named as the audit log and the change feed name it; undefined for another name. */
export function entityNamed(name: string): Entity | undefined {
  return byName.get(name);
}

/**
 * The part of the console each first path segment under /api/admin belongs to (decision 0022). A segment
 * missing here is refused to every role, and the route table test (admin-routes.test.ts) fails on it.
 */
export const ADMIN_ROUTE_AREAS: Readonly<Record<string, ConsoleArea>> = Object.fromEntries(
  ENTITIES.flatMap((entity: Entity) => entity.admin?.paths.map((path) => [path, entity.admin!.area]) ?? []),
);

/** Entities visitors never see: a write to these alone keeps every public cache and purges nothing. */
const UNSEEN_BY_VISITORS: ReadonlySet<string> = new Set(
  ENTITIES.filter((entity) => !entity.visitors).map((entity) => entity.name),
);

/**
 * Whether a change can alter anything a visitor is shown: any entity but those visitors never see, and
 * anything the registry does not know (`*`, a lost change feed: every cache goes rather than a stale page).
 */
export function visibleToVisitors(change: DataChange): boolean {
  return change.entities.some((entity) => !UNSEEN_BY_VISITORS.has(entity));
}

/**
 * The CDN tags one committed staff write changed, from its audit entries (each entity's `purgeTags`),
 * plus the codes of the offer versions it opened or closed (the write's transaction reads them:
 * offerCodesChanged). Empty when it changed nothing visitors see; every list for an entity the registry
 * does not know, rather than a stale page.
 */
export function purgeTagsOf(changes: readonly ChangedRow[], offerCodes: readonly string[] = []): string[] {
  const tags = new Set<string>();
  for (const change of changes) {
    const entity = byName.get(change.entity);
    const changed = entity ? (entity.visitors ? entity.visitors.purgeTags(change) : []) : LIST_TAGS;
    for (const tag of changed) tags.add(tag);
  }
  if (tags.size > 0) for (const code of offerCodes) tags.add(offerTag(code));
  return [...tags].sort();
}

/** The entities the demo seed writes, announced once it has committed. */
export const SEEDED_ENTITIES: readonly string[] = ENTITIES.filter((entity: Entity) => entity.seeded).map(
  (entity) => entity.name,
);

/** The tables a backup leaves out (sessions, sign-in codes and waits): a restore means signing in again. */
export const TABLES_LEFT_OUT_OF_BACKUPS: ReadonlySet<string> = new Set(
  ENTITIES.filter((entity: Entity) => entity.backup === false).flatMap((entity) =>
    entity.tables.map((table) => getTableName(table)),
  ),
);

/** Every table some entry names (entities.test.ts checks the schema against it). */
export const REGISTERED_TABLES: ReadonlySet<string> = new Set(
  ENTITIES.flatMap((entity: Entity) => entity.tables.map((table) => getTableName(table))),
);
