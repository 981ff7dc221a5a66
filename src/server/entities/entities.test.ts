import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import {
  AUDITED_ENTITIES,
  type CONSOLE_TABS,
  ENTITY_DESCRIPTIONS,
  ENTITY_NAMES,
} from "../../domain/entities";
import * as schema from "../db/schema";
import {
  ADMIN_ROUTE_AREAS,
  ENTITIES,
  purgeTagsOf,
  REGISTERED_TABLES,
  SEEDED_ENTITIES,
  TABLES_LEFT_OUT_OF_BACKUPS,
  visibleToVisitors,
} from ".";

// The entity registry (issue 55, point 8): every table of the schema belongs to an entry, so the lists
// derived from it (the console's areas, the Lixeira, the Histórico, the caches and the CDN purge, the seed,
// the backups) cannot leave a table out without this test failing.

const schemaTables = Object.values(schema as Record<string, unknown>)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table as PgTable));

describe("the entity registry", () => {
  it("names every table of the schema in one entry, and no table twice", () => {
    const missing = schemaTables.filter((table) => !REGISTERED_TABLES.has(table));
    expect(missing, "tables in no entry of src/server/entities/ (add them to an entity's `tables`)").toEqual(
      [],
    );
    const named = ENTITIES.flatMap((entity) => entity.tables.map((table) => getTableName(table)));
    expect(named.length).toBe(new Set(named).size);
    expect(new Set(ENTITIES.map((entity) => entity.name)).size).toBe(ENTITIES.length);
  });

  it("names the same entities as the domain's registry, which the console's tabs, Histórico and texts come from", () => {
    expect(ENTITIES.map((entity) => entity.name)).toEqual([...ENTITY_NAMES]);
  });

  it("gives the Histórico and the Lixeira a section for every entity they can show", () => {
    const shown = ENTITIES.filter((entity) => "trash" in entity || "restore" in entity).map(
      (entity) => entity.name,
    );
    expect(shown.filter((name) => !AUDITED_ENTITIES.includes(name as never))).toEqual([]);
  });

  it("opens an entity's console tab to the roles its API paths allow", () => {
    for (const entity of ENTITIES) {
      const tab = (ENTITY_DESCRIPTIONS[entity.name] as { tab?: (typeof CONSOLE_TABS)[number] }).tab;
      if (tab && "admin" in entity) expect(tab.area, entity.name).toBe(entity.admin.area);
    }
  });

  it("gives each console path one area, from the entity that owns it", () => {
    const paths = ENTITIES.flatMap((entity) => ("admin" in entity ? entity.admin.paths : []));
    expect(paths.length).toBe(new Set(paths).size);
    expect(ADMIN_ROUTE_AREAS).toMatchObject({ plans: "catalogue", newsletter: "marketing", staff: "team" });
  });

  it("keeps public caches and purges nothing for a write visitors never see, the newsletter list included", () => {
    for (const entity of [
      "newsletter_subscribers",
      "referrals",
      "leads",
      "staff",
      "audit_log",
      "erp_prospects",
    ]) {
      expect(visibleToVisitors({ entities: [entity] }), entity).toBe(false);
      expect(purgeTagsOf([{ entity, entityId: 1 }], ["RIT-P1-V1"]), entity).toEqual([]);
    }
    // Anything else, or a name the registry does not know, drops the caches rather than show a stale page.
    expect(visibleToVisitors({ entities: ["newsletter_subscribers", "plans"] })).toBe(true);
    expect(visibleToVisitors({ entities: ["*"] })).toBe(true);
    expect(purgeTagsOf([{ entity: "site_settings", entityId: 1 }])).toEqual(["settings"]);
  });

  it("leaves sessions, sign-in codes, the sign-in limiter, the waits and the desk's proofs out of backups, and nothing else", () => {
    expect([...TABLES_LEFT_OUT_OF_BACKUPS].sort()).toEqual([
      "auth_rate_limit",
      "auth_session",
      "auth_verification",
      "desk_proof_uses",
      "desk_proofs",
      "sign_in_failures",
      "subscriber_sessions",
      "subscriber_sign_ins",
    ]);
  });

  it("announces from the seed every entity it writes", () => {
    expect(SEEDED_ENTITIES).toEqual(
      expect.arrayContaining(["site_settings", "cities", "plans", "offer_versions", "articles", "pages"]),
    );
    expect(SEEDED_ENTITIES).not.toContain("newsletter_subscribers");
  });
});
