import { eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { ConsoleArea } from "../../domain";
import type { EntityName } from "../../domain/entities";
import type { ChangedRow } from "../cache-tags";
import { cities } from "../db/schema";
import type { Tx } from "../services/console-writes";

// What one entity of the site is, declared once, in its own module of this folder (issue 55, point 8):
// the tables it keeps, the console API paths that work on it and the role area they need, whether
// visitors see it (and so what a write to it drops and purges), its Lixeira and Histórico behaviour,
// whether the demo seed writes it, and whether backups carry it. The lists the server used to keep by
// hand in nine places are derived from these entries (entities/index.ts); a table of the schema that no
// entry names fails `entities.test.ts`.

export type Row = Record<string, unknown>;
// biome-ignore lint/suspicious/noExplicitAny: a column of any table.
type AnyColumn = PgColumn<any>;
/** A console record's table: an `id` to find it by. */
export type RecordTable = PgTable & { id: AnyColumn };
/** A record with a version (`updatedAt`): the Histórico's restore checks it. */
export type VersionedTable = RecordTable & { updatedAt: AnyColumn };

/** Association rows a delete takes along (ON DELETE CASCADE), and the other record each one needs. */
export type Dependent = {
  table: RecordTable;
  column: AnyColumn;
  other: { table: RecordTable; column: AnyColumn };
};

export type Entity = {
  /**
   * Its name in the audit log and the change feed: its table's (`staff` for the staff accounts), one of the
   * domain's entities (src/domain/entities.ts), which the console's lists are derived from.
   */
  name: EntityName;
  /** Every table of the schema whose rows are this entity's. */
  tables: readonly PgTable[];
  /** The console API's first path segments under /api/admin that work on it, and the area they need (decision 0022). */
  admin?: { paths: readonly string[]; area: ConsoleArea };
  /**
   * What visitors see of it: the CDN tags a committed write to it names (decision 0032), every public
   * cache being dropped with it. `false`: visitors never see it, so a write to it alone keeps every public
   * cache and purges nothing.
   */
  visitors: false | { purgeTags: (change: ChangedRow) => string[] };
  /** A deleted record goes to the Lixeira (decision 0020): its label there, and the rows its delete takes along. */
  trash?: {
    table: RecordTable;
    label: (row: Row, tx: Tx) => Promise<string> | string;
    dependents: readonly Dependent[];
  };
  /**
   * Histórico's 'Restaurar esta versão' (services/restore.ts): the table holding the record's version, the
   * schema a field change is restored through, and whether an active switch is restorable.
   */
  restore?: { table: VersionedTable; fields?: z.ZodType; status?: boolean };
  /** Written by the demo seed, which announces it once committed (db/seed.ts). */
  seeded?: boolean;
  /**
   * `false`: left out of backups. Sessions, sign-in codes and waits: a restored site does without them, and
   * a backup holding them would be a signed-in console (issue 55, L-BK). A restore means signing in again.
   */
  backup?: false;
};

/** A record's name for the Lixeira. */
export const nameOf = (row: Row) => String(row.name ?? row.title ?? `nº ${row.id}`);
/** A city as the Lixeira names it: 'Vitória - ES'. */
export const cityNameOf = (row: Row) => `${row.name} - ${row.state}`;

/** An association's label: its plan's name in its city's. */
export async function pairLabel(tx: Tx, planTable: RecordTable, planId: unknown, cityId: unknown) {
  const [plan] = (await tx.select().from(planTable).where(eq(planTable.id, planId))) as Row[];
  const [city] = (await tx
    .select()
    .from(cities)
    .where(eq(cities.id, cityId as number))) as Row[];
  return `${plan ? nameOf(plan) : "Plano removido"} em ${city ? cityNameOf(city) : "cidade removida"}`;
}
