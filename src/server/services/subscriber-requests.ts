import { randomBytes } from "node:crypto";
import { and, asc, count, desc, eq, gt, inArray, lt, sql } from "drizzle-orm";
import {
  formatPhone,
  formatRequestProtocol,
  offerDay,
  SUBSCRIBER_REQUEST_KIND_LABELS,
  SUBSCRIBER_REQUEST_STATE_LABELS,
  SUBSCRIBER_REQUEST_VIA_LABELS,
  type SubscriberRequestKind,
  type SubscriberRequestState,
  type SubscriberRequestVia,
} from "../../domain";
import type { Announce } from "../changes";
import type { Db } from "../db/client";
import { marketingDeliveries, subscriberRequestReplies, subscriberRequests } from "../db/schema";
import type { FieldCipher } from "../field-cipher";
import {
  type Actor,
  auditedWrite,
  checkVersion,
  iso,
  ServiceError,
  type StaffContext,
  type Tx,
} from "./console-writes";
import { csvDateTime, csvFile } from "./csv";
import { activeMarketingChannels } from "./marketing-settings";

// The desk's self-service requests (issue 67, points 3 and 4): stored with a protocol before the
// subscriber hears anything, audited, their protocol e-mail queued in the same transaction when the SMTP
// server is set, then worked by staff in 'Solicitações' (state, replies by e-mail, CSV). Whatever names the
// subscriber is one sealed JSON value; the audit log keeps kinds, states and protocols only; nothing here
// logs.

type RequestRow = typeof subscriberRequests.$inferSelect;
const ENTITY = "subscriber_requests";

/** Who the audit log names for a request a subscriber made at the desk (no staff account). */
export const SUBSCRIBER_ACTOR: Actor = { id: null, email: "assinante pelo site" };

/** At most this many requests from one address an hour, and for one subscriber a day (issue 67, point 5). */
export const REQUESTS_PER_ADDRESS_PER_HOUR = 10;
export const REQUESTS_PER_SUBSCRIBER_PER_DAY = 6;
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** The sealed part of a request: whom it is for and what was asked (never a Wi-Fi password). */
export type RequestPersonal = {
  /** The holder's first name, as the desk greets them. */
  name: string;
  /** The e-mail on file in the ERP, where the protocol and replies go; none: nothing is sent. */
  email?: string;
  /** The phone the subscriber typed to be called back on (digits with DDD). */
  phone: string;
  subscriberId: string;
  contractId: string;
  contractLabel: string;
  /** What was asked, in pt-BR lines (the e-mail, the ticket and the console show them). */
  details: string[];
};

export type NewRequest = {
  kind: SubscriberRequestKind;
  personal: RequestPersonal;
  city: { id: number; name: string } | undefined;
};

export type StoredRequest = { id: number; protocol: string; emailQueued: boolean };

/**
 * Stores a request with its protocol and audit row, and queues its protocol e-mail, in one transaction;
 * refused (nothing stored) past the per-address or per-subscriber limit.
 */
export async function storeSubscriberRequest(
  deps: { db: Db; cipher: FieldCipher; announce: Announce },
  input: NewRequest,
  clientAddress: string,
  now = new Date(),
): Promise<StoredRequest | { limited: true }> {
  const { cipher } = deps;
  const clientKey = cipher.clientKey(clientAddress);
  const subscriberKey = cipher.clientKey(`subscriber:${input.personal.subscriberId}`);
  return auditedWrite(
    { db: deps.db, actor: SUBSCRIBER_ACTOR, announce: deps.announce },
    async (tx, audit) => {
      // One request at a time per address and per subscriber, so two posts cannot both pass the count.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`request:${clientKey}`}))`);
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`request:${subscriberKey}`}))`);
      const [byAddress] = await tx
        .select({ n: count() })
        .from(subscriberRequests)
        .where(
          and(
            eq(subscriberRequests.clientKey, clientKey),
            gt(subscriberRequests.createdAt, new Date(now.getTime() - HOUR_MS)),
          ),
        );
      const [bySubscriber] = await tx
        .select({ n: count() })
        .from(subscriberRequests)
        .where(
          and(
            eq(subscriberRequests.subscriberKey, subscriberKey),
            gt(subscriberRequests.createdAt, new Date(now.getTime() - DAY_MS)),
          ),
        );
      if (
        (byAddress?.n ?? 0) >= REQUESTS_PER_ADDRESS_PER_HOUR ||
        (bySubscriber?.n ?? 0) >= REQUESTS_PER_SUBSCRIBER_PER_DAY
      )
        return { limited: true as const };
      const protocol = formatRequestProtocol(
        offerDay(now),
        randomBytes(6)
          .toString("base64url")
          .toUpperCase()
          .replace(/[^A-Z0-9]/g, "X")
          .slice(0, 6),
      );
      const [row] = await tx
        .insert(subscriberRequests)
        .values({
          protocol,
          kind: input.kind,
          personal: cipher.encrypt(JSON.stringify(input.personal satisfies RequestPersonal)),
          cityId: input.city?.id ?? null,
          cityName: input.city?.name ?? null,
          subscriberKey,
          clientKey,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error("the request insert returned no row");
      await audit({ action: "create", entity: ENTITY, entityId: row.id, after: auditState(row) });
      const emailQueued = Boolean(input.personal.email) && (await activeMarketingChannels(tx)).protocol;
      if (emailQueued)
        await tx.insert(marketingDeliveries).values({ channel: "request", subscriberRequestId: row.id });
      return { id: row.id, protocol, emailQueued };
    },
  );
}

/**
 * Where the request went in the ERP, right after it was stored: not a staff edit, so its version stays
 * (a console opened meanwhile is not told it is stale).
 */
export async function recordRequestDelivery(
  db: Db,
  id: number,
  outcome: { via: SubscriberRequestVia; reference?: string; error?: string },
): Promise<void> {
  await db
    .update(subscriberRequests)
    .set({
      via: outcome.via,
      erpReference: outcome.reference?.slice(0, 120) ?? null,
      erpError: outcome.error?.slice(0, 100) ?? null,
      updatedAt: sql`${subscriberRequests.updatedAt}`,
    })
    .where(eq(subscriberRequests.id, id));
}

/** What the audit log keeps of a request: its kind, protocol and states, never the subscriber's data. */
const auditState = (row: RequestRow) => ({
  protocol: row.protocol,
  kind: row.kind,
  state: row.state,
  via: row.via,
  erpError: row.erpError,
});

// The console's 'Solicitações' (atendimento and administrador).

export type AdminSubscriberRequest = {
  id: number;
  protocol: string;
  kind: SubscriberRequestKind;
  kindLabel: string;
  state: SubscriberRequestState;
  stateLabel: string;
  via: SubscriberRequestVia | null;
  viaLabel: string;
  erpReference: string | null;
  erpError: string | null;
  name: string;
  email: string | null;
  phone: string;
  contractLabel: string;
  details: string[];
  cityId: number | null;
  cityName: string | null;
  replies: { text: string; staffName: string; createdAt: string }[];
  /** Whether the ERP can be asked again from the console (a Wi-Fi password is not kept to resend). */
  canResend: boolean;
  createdAt: string;
  updatedAt: string;
};

export type SubscriberRequestFilters = {
  kind?: SubscriberRequestKind;
  state?: SubscriberRequestState;
  cityId?: number;
  from?: string;
  to?: string;
};

/** The requests, newest first, with their personal fields and replies opened for staff. */
export async function listSubscriberRequests(
  db: Db | Tx,
  cipher: FieldCipher,
  filters: SubscriberRequestFilters,
): Promise<AdminSubscriberRequest[]> {
  const conditions = [];
  if (filters.kind) conditions.push(eq(subscriberRequests.kind, filters.kind));
  if (filters.state) conditions.push(eq(subscriberRequests.state, filters.state));
  if (filters.cityId !== undefined) conditions.push(eq(subscriberRequests.cityId, filters.cityId));
  // Brasília days: the day starts at 03:00 UTC.
  if (filters.from)
    conditions.push(sql`${subscriberRequests.createdAt} >= ${`${filters.from}T03:00:00Z`}::timestamptz`);
  if (filters.to)
    conditions.push(
      sql`${subscriberRequests.createdAt} < (${`${filters.to}T03:00:00Z`}::timestamptz + interval '1 day')`,
    );
  const rows = await db
    .select()
    .from(subscriberRequests)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(subscriberRequests.createdAt), desc(subscriberRequests.id));
  const replies = rows.length
    ? await db
        .select()
        .from(subscriberRequestReplies)
        .where(
          inArray(
            subscriberRequestReplies.requestId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(subscriberRequestReplies.createdAt), asc(subscriberRequestReplies.id))
    : [];
  return rows.map((row) => toAdmin(row, cipher, replies));
}

function toAdmin(
  row: RequestRow,
  cipher: FieldCipher,
  replies: (typeof subscriberRequestReplies.$inferSelect)[],
): AdminSubscriberRequest {
  const personal = JSON.parse(cipher.decrypt(row.personal)) as RequestPersonal;
  return {
    id: row.id,
    protocol: row.protocol,
    kind: row.kind,
    kindLabel: SUBSCRIBER_REQUEST_KIND_LABELS[row.kind],
    state: row.state,
    stateLabel: SUBSCRIBER_REQUEST_STATE_LABELS[row.state],
    via: row.via,
    viaLabel: row.via ? SUBSCRIBER_REQUEST_VIA_LABELS[row.via] : "Enviando ao sistema de gestão",
    erpReference: row.erpReference,
    erpError: row.erpError,
    name: personal.name,
    email: personal.email ?? null,
    phone: personal.phone,
    contractLabel: personal.contractLabel,
    details: personal.details,
    cityId: row.cityId,
    cityName: row.cityName,
    replies: replies
      .filter((reply) => reply.requestId === row.id)
      .map((reply) => ({
        text: cipher.decrypt(reply.sealed),
        staffName: reply.staffName,
        createdAt: iso(reply.createdAt),
      })),
    canResend: row.via === "failed" && row.kind !== "wifi",
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

const notFound = () => new ServiceError(404, "request_not_found", "Solicitação não encontrada.");

/** Locks a request for a staff write and checks the version the tab was opened with. */
async function lockRequest(tx: Tx, id: number, expectedUpdatedAt: string): Promise<RequestRow> {
  const [row] = await tx.select().from(subscriberRequests).where(eq(subscriberRequests.id, id)).for("update");
  return checkVersion(row, expectedUpdatedAt, notFound);
}

const nextVersion = (current: Date) => new Date(Math.max(Date.now(), current.getTime() + 1));

export async function setSubscriberRequestState(
  staff: StaffContext,
  id: number,
  expectedUpdatedAt: string,
  state: SubscriberRequestState,
): Promise<{ id: number; updatedAt: string }> {
  return auditedWrite(staff, async (tx, audit) => {
    const current = await lockRequest(tx, id, expectedUpdatedAt);
    if (current.state === state) return { id, updatedAt: iso(current.updatedAt) };
    const [row] = await tx
      .update(subscriberRequests)
      .set({ state, stateChangedBy: staff.actor.email, updatedAt: nextVersion(current.updatedAt) })
      .where(eq(subscriberRequests.id, id))
      .returning();
    await audit({
      action: "status",
      entity: ENTITY,
      entityId: id,
      before: auditState(current),
      after: auditState(row!),
    });
    return { id, updatedAt: iso(row!.updatedAt) };
  });
}

export const REPLY_MESSAGES = {
  text: "Escreva a resposta (de 5 a 2000 caracteres).",
  noEmail:
    "Esta solicitação não tem e-mail do assinante: a resposta fica registrada aqui, mas não é enviada.",
} as const;

/**
 * A staff reply (issue 67, point 4): kept sealed with the request, e-mailed to the subscriber when the
 * request has their e-mail and the SMTP server is set, and may move the request's state in the same write.
 */
export async function replyToSubscriberRequest(
  staff: StaffContext,
  cipher: FieldCipher,
  id: number,
  expectedUpdatedAt: string,
  input: { text: string; state?: SubscriberRequestState; staffName: string },
): Promise<{ id: number; updatedAt: string; emailQueued: boolean }> {
  const text = input.text.trim();
  if (text.length < 5 || text.length > 2000)
    throw new ServiceError(422, "invalid_reply", REPLY_MESSAGES.text, { text: REPLY_MESSAGES.text });
  return auditedWrite(staff, async (tx, audit) => {
    const current = await lockRequest(tx, id, expectedUpdatedAt);
    const personal = JSON.parse(cipher.decrypt(current.personal)) as RequestPersonal;
    const [reply] = await tx
      .insert(subscriberRequestReplies)
      .values({
        requestId: id,
        sealed: cipher.encrypt(text),
        staffId: staff.actor.id,
        staffName: input.staffName || staff.actor.email,
      })
      .returning({ id: subscriberRequestReplies.id });
    const emailQueued = Boolean(personal.email) && (await activeMarketingChannels(tx)).protocol;
    if (emailQueued)
      await tx
        .insert(marketingDeliveries)
        .values({ channel: "request_reply", subscriberRequestReplyId: reply!.id });
    const state = input.state ?? current.state;
    const [row] = await tx
      .update(subscriberRequests)
      .set({
        state,
        ...(state !== current.state ? { stateChangedBy: staff.actor.email } : {}),
        updatedAt: nextVersion(current.updatedAt),
      })
      .where(eq(subscriberRequests.id, id))
      .returning();
    await audit({
      action: "reply",
      entity: ENTITY,
      entityId: id,
      before: auditState(current),
      after: { ...auditState(row!), replied: emailQueued },
    });
    return { id, updatedAt: iso(row!.updatedAt), emailQueued };
  });
}

/**
 * A request the ERP did not take, sent again by staff (never a Wi-Fi change: its password is not kept).
 * `send` makes the one ERP call; its outcome is written with the staff member's audit entry.
 */
export async function resendSubscriberRequest(
  staff: StaffContext,
  cipher: FieldCipher,
  id: number,
  expectedUpdatedAt: string,
  send: (request: {
    kind: SubscriberRequestKind;
    protocol: string;
    personal: RequestPersonal;
  }) => Promise<{ via: SubscriberRequestVia; reference?: string; error?: string }>,
): Promise<{ id: number; updatedAt: string; via: SubscriberRequestVia }> {
  // The ERP is asked outside the transaction (it may take seconds); the version check comes first and last.
  const [before] = await staff.db.select().from(subscriberRequests).where(eq(subscriberRequests.id, id));
  const checked = checkVersion(before, expectedUpdatedAt, notFound);
  if (checked.via !== "failed" || checked.kind === "wifi")
    throw new ServiceError(
      409,
      "not_failed",
      "Só solicitações que não chegaram ao sistema de gestão podem ser reenviadas.",
    );
  const personal = JSON.parse(cipher.decrypt(checked.personal)) as RequestPersonal;
  const outcome = await send({ kind: checked.kind, protocol: checked.protocol, personal });
  return auditedWrite(staff, async (tx, audit) => {
    const current = await lockRequest(tx, id, expectedUpdatedAt);
    const [row] = await tx
      .update(subscriberRequests)
      .set({
        via: outcome.via,
        erpReference: outcome.reference?.slice(0, 120) ?? null,
        erpError: outcome.error?.slice(0, 100) ?? null,
        updatedAt: nextVersion(current.updatedAt),
      })
      .where(eq(subscriberRequests.id, id))
      .returning();
    await audit({
      action: "retry",
      entity: ENTITY,
      entityId: id,
      before: auditState(current),
      after: auditState(row!),
    });
    return { id, updatedAt: iso(row!.updatedAt), via: outcome.via };
  });
}

const CSV_HEADER = [
  "Data",
  "Protocolo",
  "Tipo",
  "Situação",
  "Sistema de gestão",
  "Chamado ou referência",
  "Assinante",
  "E-mail",
  "Telefone",
  "Contrato",
  "Cidade",
  "Pedido",
  "Respostas",
];

/** The filtered list as CSV (the console's one CSV helper), audited with the ids it held and the filters. */
export async function exportSubscriberRequestsCsv(
  staff: StaffContext,
  cipher: FieldCipher,
  filters: SubscriberRequestFilters,
): Promise<{ csv: string; rows: number }> {
  return auditedWrite(staff, async (tx, audit) => {
    const rows = await listSubscriberRequests(tx, cipher, filters);
    await audit({
      action: "export",
      entity: ENTITY,
      entityId: null,
      after: { ...filters, rows: rows.length, ids: rows.map((row) => row.id) },
    });
    const lines = rows.map((row) => [
      csvDateTime(row.createdAt),
      row.protocol,
      row.kindLabel,
      row.stateLabel,
      row.viaLabel,
      row.erpReference ?? "",
      row.name,
      row.email ?? "",
      formatPhone(row.phone),
      row.contractLabel,
      row.cityName ?? "",
      row.details.join("; "),
      row.replies
        .map((reply) => `${csvDateTime(reply.createdAt)} ${reply.staffName}: ${reply.text}`)
        .join(" | "),
    ]);
    return { csv: csvFile([CSV_HEADER, ...lines]), rows: rows.length };
  });
}

/** LGPD: requests older than `retentionDays` go, with their replies and deliveries. Returns how many. */
export async function deleteExpiredSubscriberRequests(
  db: Db,
  retentionDays: number,
  now = new Date(),
): Promise<number> {
  const rows = await db
    .delete(subscriberRequests)
    .where(lt(subscriberRequests.createdAt, new Date(now.getTime() - retentionDays * DAY_MS)))
    .returning({ id: subscriberRequests.id });
  return rows.length;
}

/** One request as the outbox's e-mail needs it, or undefined once erased. */
export async function requestForEmail(db: Db, cipher: FieldCipher, id: number) {
  const [row] = await db.select().from(subscriberRequests).where(eq(subscriberRequests.id, id));
  if (!row) return undefined;
  return { row, personal: JSON.parse(cipher.decrypt(row.personal)) as RequestPersonal };
}

/** A reply with its request, as the outbox's e-mail needs it, or undefined once erased. */
export async function replyForEmail(db: Db, cipher: FieldCipher, replyId: number) {
  const [reply] = await db
    .select()
    .from(subscriberRequestReplies)
    .where(eq(subscriberRequestReplies.id, replyId));
  if (!reply) return undefined;
  const request = await requestForEmail(db, cipher, reply.requestId);
  return request ? { ...request, text: cipher.decrypt(reply.sealed) } : undefined;
}
