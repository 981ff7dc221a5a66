import { eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { AuditedEntity } from "../../domain/entities";
import { STALE_RECORD_CODE, STALE_RECORD_MESSAGE } from "../../domain/schemas";
import type { Announce } from "../changes";
import type { Db } from "../db/client";
import { auditLog } from "../db/schema";

// What every console write shares: the acting staff member, one transaction holding the write and its
// audit entry, the announcement of what changed once it has committed, the version check that answers
// 409, and the errors a route turns into its answer.

/**
 * The signed-in staff member, as the session names them; a job writing on its own (the ERP's maintenance
 * import) has no account: a null id and the name the audit log shows.
 */
export type Actor = { id: string | null; email: string };

/**
 * What a console service is called with. `announce` tells the caches what a committed write changed
 * (the database's change feed, changes.ts).
 */
export type StaffContext = {
  db: Db;
  actor: Actor;
  announce: Announce;
  /**
   * Queues, inside the write's transaction, what a CDN must drop for it (cdn/purge.ts); absent without
   * CDN_PURGE_URL.
   */
  queuePurge?: QueuePurge;
};

/** Called with a write's audit entries before it commits. */
export type QueuePurge = (tx: Tx, changes: readonly AuditChange[]) => Promise<void>;

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A refusal the route answers as it is: status, code and a pt-BR message (and fields for a form). */
export class ServiceError extends Error {
  constructor(
    /** 502: the write needed the ERP, which failed (issue 68: a confirmed slot scheduled in Hubsoft). */
    readonly status: 404 | 409 | 422 | 502,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const staleRecord = () => new ServiceError(409, STALE_RECORD_CODE, STALE_RECORD_MESSAGE);

export type AuditChange = {
  action:
    | "create"
    | "update"
    | "delete"
    | "status"
    | "bulk_create"
    // A deleted record put back from the Lixeira.
    | "restore"
    // A spreadsheet of the plan × city matrix imported as one step, and that step undone (decision 0040).
    | "import"
    | "import_undo"
    // Referrals: staff marked one contacted, asked for another delivery, saw a full CPF, exported the list.
    | "contacted"
    | "retry"
    | "reveal_cpf"
    | "export"
    // Leads: staff moved one along (novo, em atendimento, convertido, sem interesse).
    | "sales_status"
    // Equipe: an account's password reset (a new one-time link), one of its sessions ended, its
    // two-factor sign-in turned off (a lost authenticator).
    | "password_reset"
    | "session_end"
    | "two_factor_reset"
    // Minha conta: a person turned their own two-factor sign-in on (its first code) or off.
    | "two_factor_enabled"
    | "two_factor_disabled"
    // Contratações: a sign-up's photo opened by staff (issue 56).
    | "view_document"
    // Solicitações: staff answered a subscriber's request (issue 67).
    | "reply";
  /**
   * The table name: plans, cities, plan_cities… One whose Histórico section the domain's registry names
   * (src/domain/entities.ts), so no change reaches the Histórico without its texts.
   */
  entity: AuditedEntity;
  entityId: number | string | null;
  before?: unknown;
  after?: unknown;
};

export type Audit = (change: AuditChange) => Promise<void>;

/**
 * Runs `write` in a transaction whose `audit` calls add entries to the audit log: the change and its
 * record commit together or not at all. Once committed, the audited entities are announced, so every
 * cache of every process drops what the write made stale (a write to referrals alone keeps the public
 * caches: visitors never see them).
 */
export async function auditedWrite<T>(
  { db, actor, announce, queuePurge }: StaffContext,
  write: (tx: Tx, audit: Audit) => Promise<T>,
): Promise<T> {
  const changed = new Set<string>();
  const changes: AuditChange[] = [];
  const result = await db.transaction(async (tx) => {
    const audit: Audit = async (change) => {
      changed.add(change.entity);
      changes.push(change);
      await tx.insert(auditLog).values({
        actorId: actor.id,
        actorEmail: actor.email,
        action: change.action,
        entity: change.entity,
        entityId: change.entityId === null ? null : String(change.entityId),
        before: change.before ?? null,
        after: change.after ?? null,
      });
    };
    const written = await write(tx, audit);
    // One purge per write, committed with it: the CDN hears of it once the write is there to be read.
    if (queuePurge && changes.length > 0) await queuePurge(tx, changes);
    return written;
  });
  // After the commit, never inside it: another process told earlier could re-read the old rows.
  if (changed.size > 0) await announce({ entities: [...changed] });
  return result;
}

/**
 * The row as the form saw it, or a refusal: 404 when it is gone, 409 when someone changed it since the
 * form was opened. `row` must have been read `for update`, so nobody changes it before we do.
 */
export function checkVersion<R extends { updatedAt: Date }>(
  row: R | undefined,
  expectedUpdatedAt: string,
  notFound: () => ServiceError,
): R {
  if (!row) throw notFound();
  if (row.updatedAt.getTime() !== Date.parse(expectedUpdatedAt)) throw staleRecord();
  return row;
}

type DatabaseError = { code?: unknown; constraint?: unknown; constraint_name?: unknown; cause?: unknown };

/**
 * A violation of SQLSTATE `sqlstate`, from `pg` or PGlite, bare or wrapped in drizzle's query error (its
 * `cause`). With `constraint`, only that constraint's violation counts.
 */
function isViolation(error: unknown, sqlstate: string, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth++) {
    const candidate = current as DatabaseError;
    if (candidate.code === sqlstate) {
      const name = candidate.constraint ?? candidate.constraint_name;
      return constraint === undefined || name === undefined || name === constraint;
    }
    current = candidate.cause;
  }
  return false;
}

/** A unique-constraint violation (SQLSTATE 23505): the row exists already. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return isViolation(error, "23505", constraint);
}

/**
 * A foreign-key violation (SQLSTATE 23503): the row written points to one that is gone, typically deleted
 * by another staff member between the service's check and its insert.
 */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  return isViolation(error, "23503", constraint);
}

/** An exclusion-constraint violation (SQLSTATE 23P01): the row overlaps one that exists (CEP ranges). */
export function isExclusionViolation(error: unknown, constraint?: string): boolean {
  return isViolation(error, "23P01", constraint);
}

/**
 * A deadlock PostgreSQL broke (SQLSTATE 40P01): two writes took the same rows in another order, and this
 * one was rolled back. Nothing was written; for the person it is someone else's save winning.
 */
export function isDeadlock(error: unknown): boolean {
  return isViolation(error, "40P01");
}

/** Runs `write`; a violation of `constraint` becomes `refusal` instead of a 500. */
export async function refuseDuplicate<T>(
  constraint: string,
  refusal: () => ServiceError,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, constraint)) throw refusal();
    throw error;
  }
}

/** Runs `write`; a record it refers to deleted meanwhile becomes `refusal`'s answer instead of a 500. */
export async function refuseMissingReference<T>(
  refusal: () => Promise<ServiceError>,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw await refusal();
    throw error;
  }
}

export const iso = (date: Date) => date.toISOString();

/**
 * A row as the console API sends it and the audit log keeps it: every column, dates as ISO strings. No
 * field is listed here: src/server/db/entity-shapes.typecheck.ts pins each row's columns to its type in
 * src/domain/types.ts, so a column the API should not send cannot appear unnoticed.
 */
export function withIsoDates<R extends { createdAt: Date; updatedAt: Date }>(
  row: R,
): Omit<R, "createdAt" | "updatedAt"> & { createdAt: string; updatedAt: string } {
  return { ...row, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) };
}

// biome-ignore lint/suspicious/noExplicitAny: any console table with an id and a version column.
type ConsoleTable = PgTable & { id: PgColumn<any>; updatedAt: PgColumn<any> };

/**
 * What `update` records a change as: an edit in a form, an on/off switch, or a step of a record staff
 * work through (a lead's sales status, a referral marked contacted, a failed delivery sent again).
 */
export type UpdateAction = Extract<
  AuditChange["action"],
  "update" | "status" | "sales_status" | "contacted" | "retry"
>;

/** One write of a console record, as `onWrite` is told it: the record before and after, as the API sends it. */
export type RecordWrite<Out> =
  | { action: "create"; id: number; before: undefined; after: Out }
  | { action: UpdateAction; id: number; before: Out; after: Out }
  | { action: "delete"; id: number; before: Out; after: undefined };

/** More rows written with a record, in its transaction and with their own audit entries. */
export type AlsoWrite<Out> = (tx: Tx, audit: Audit, record: Out) => Promise<void>;

/**
 * The writes every console table has, each audited and (but create) checked against the version the
 * form was opened with. Services add their own rules around these.
 *
 * `onWrite` runs inside the write's transaction, after the row and its audit entry: rows that must change
 * with the record (a version history, a denormalised copy) are written there with `tx`, and commit with
 * it or not at all; throwing undoes the record and its audit entry too.
 */
export function consoleRecords<T extends ConsoleTable, Out>(options: {
  table: T;
  /** The table's name in the audit log. */
  entity: AuditedEntity;
  toAdmin: (row: T["$inferSelect"]) => Out;
  notFound: () => ServiceError;
  onWrite?: (tx: Tx, write: RecordWrite<Out>) => Promise<void>;
  /** Runs in a delete's transaction before the row goes: the Lixeira keeps it (trash.ts). */
  beforeDelete?: (tx: Tx, row: T["$inferSelect"], staff: StaffContext) => Promise<void>;
  /**
   * What the audit log keeps of a row; by default the row as the API sends it. The records of people
   * (leads, referrals) keep their states only, never the person's data.
   */
  auditState?: (row: T["$inferSelect"]) => unknown;
}) {
  const { table, entity, toAdmin, notFound, onWrite, beforeDelete, auditState } = options;
  const audited = (row: T["$inferSelect"], admin: Out) => (auditState ? auditState(row) : admin);

  const lock = async (tx: Tx, id: number) => {
    const [row] = await tx
      .select()
      .from(table as PgTable)
      .where(eq(table.id, id))
      .for("update");
    return row as (T["$inferSelect"] & { updatedAt: Date }) | undefined;
  };

  return {
    lock,
    /** `also` writes, in the same transaction, what the form sent beside the row (a city's CEP ranges). */
    async create(staff: StaffContext, values: T["$inferInsert"], also?: AlsoWrite<Out>): Promise<Out> {
      return auditedWrite(staff, async (tx, audit) => {
        const [row] = await tx.insert(table).values(values).returning();
        const after = toAdmin(row as T["$inferSelect"]);
        const id = (row as { id: number }).id;
        await audit({
          action: "create",
          entity,
          entityId: id,
          after: audited(row as T["$inferSelect"], after),
        });
        await onWrite?.(tx, { action: "create", id, before: undefined, after });
        await also?.(tx, audit, after);
        return after;
      });
    },
    /** `values` may be worked out from the locked row (a rule that depends on where the record stands). */
    async update(
      staff: StaffContext,
      id: number,
      values: Partial<T["$inferInsert"]> | ((current: T["$inferSelect"]) => Partial<T["$inferInsert"]>),
      expectedUpdatedAt: string,
      action: UpdateAction = "update",
      also?: AlsoWrite<Out>,
    ): Promise<Out> {
      return auditedWrite(staff, async (tx, audit) => {
        const current = checkVersion(await lock(tx, id), expectedUpdatedAt, notFound);
        const changes = typeof values === "function" ? values(current) : values;
        // The new version must differ from the old even when the clock has not moved a millisecond.
        const updatedAt = new Date(Math.max(Date.now(), current.updatedAt.getTime() + 1));
        const [row] = (await tx
          .update(table)
          .set({ ...changes, updatedAt } as never)
          .where(eq(table.id, id))
          .returning()) as T["$inferSelect"][];
        const before = toAdmin(current);
        const after = toAdmin(row!);
        await audit({
          action,
          entity,
          entityId: id,
          before: audited(current, before),
          after: audited(row!, after),
        });
        await onWrite?.(tx, { action, id, before, after });
        await also?.(tx, audit, after);
        return after;
      });
    },
    async remove(staff: StaffContext, id: number, expectedUpdatedAt: string): Promise<Out> {
      return auditedWrite(staff, async (tx, audit) => {
        const current = checkVersion(await lock(tx, id), expectedUpdatedAt, notFound);
        await beforeDelete?.(tx, current, staff);
        await tx.delete(table).where(eq(table.id, id));
        const before = toAdmin(current);
        await audit({ action: "delete", entity, entityId: id, before: audited(current, before) });
        await onWrite?.(tx, { action: "delete", id, before, after: undefined });
        return before;
      });
    },
  };
}
