import { randomBytes, randomUUID } from "node:crypto";
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import {
  formatCep,
  formatCpf,
  formatPhone,
  formatSignUpProtocol,
  type InstallWindow,
  installWindowText,
  offerDay,
  roleCanUse,
  SIGN_UP_DOCUMENT_LABELS,
  SIGN_UP_DRAFT_HOURS,
  type SignUpDetails,
  type SignUpDocumentKind,
  type SignUpStatus,
  type SignUpViability,
  type SlotState,
  signUpStatusLabel,
} from "../../domain";
import {
  ATTRIBUTION_COLUMNS,
  ATTRIBUTION_LABELS,
  type Attribution,
  attributionNoteLines,
} from "../../domain/attribution";
import type { Db } from "../db/client";
import { authUser, signUpDocuments, signUps } from "../db/schema";
import type { ErpAdapter, SignUpDelivery } from "../erp/contract";
import type { FieldCipher } from "../field-cipher";
import {
  auditedWrite,
  consoleRecords,
  iso,
  ServiceError,
  type StaffContext,
  type Tx,
} from "./console-writes";
import { csvDateTime, csvFile } from "./csv";
import { deliveryQueries } from "./delivery-queue";
import { limitLiftsAt, windowStart } from "./hourly-limit";
import { holdInstallSlot } from "./install-slots";
import { queueSignUpAlerts, queueSignUpProtocolEmail } from "./marketing-deliveries";

// 'Contrate online' sign-ups (issue 56): a draft stored when the visitor sends their data (step 3, with
// the photos), confirmed with a protocol when they accept the summary (step 4), then delivered to the ERP
// by the outbox. Every personal field is sealed (one JSON value), and so are the photos; the audit log
// keeps ids and states only. Nothing here logs.

type SignUpRow = typeof signUps.$inferSelect;
const ENTITY = "sign_ups";

/** A draft waits for its summary's acceptance: no delivery is due until it is confirmed. */
const NEVER = new Date("9999-12-31T00:00:00Z");

/** The sealed part of a sign-up. */
export type SignUpPersonal = Omit<SignUpDetails, "dueDay">;

/** What the summary and the delivery need beside the person: the plan as shown and the address's place. */
export type SignUpOffer = {
  planId: number;
  planName: string;
  offerCode: string | null;
  /** The monthly price now (the promotion's when there is one). */
  price: number;
  cityId: number | null;
  cityName: string;
  uf: string | null;
};

export type SignUpDraftInput = {
  details: SignUpDetails;
  offer: SignUpOffer;
  viability: SignUpViability;
  /** Re-encoded JPEGs (images/document-image.ts). */
  documents: { kind: SignUpDocumentKind; jpeg: Uint8Array }[];
  /** The visit's first touch (issue 57), from the first-touch cookie; none for a visit without a campaign. */
  attribution?: Attribution | null;
};

/** The CPF's keyed hash a sign-up is found by ('Minha conta' follows the CPF's sign-ups, issue 67). */
export const signUpCpfKey = (cipher: FieldCipher, cpf: string) => cipher.clientKey(`cpf:${cpf}`);

export const signUpQueue = deliveryQueries<SignUpRow>({
  table: signUps,
  id: signUps.id,
  status: signUps.delivery,
  statusKey: "delivery",
  attempts: signUps.attempts,
  nextAttemptAt: signUps.nextAttemptAt,
  lastError: signUps.lastError,
  deliveredAt: signUps.deliveredAt,
  createdAt: signUps.createdAt,
  updatedAt: signUps.updatedAt,
});

/**
 * When this address's hourly limit on sign-ups lifts, if it is past it now; undefined when it may store
 * one more. Read without the lock (saveSignUpDraft counts again under it): the cheap check step 3 makes
 * before it reads and re-encodes the photos (issue 66, M-FORMS).
 */
export async function signUpLimitLifts(
  db: Db,
  cipher: FieldCipher,
  clientAddress: string,
  limit: { perHour: number; now?: Date },
): Promise<Date | undefined> {
  const now = limit.now ?? new Date();
  const [last] = await db
    .select({ at: signUps.createdAt })
    .from(signUps)
    .where(
      and(eq(signUps.clientKey, cipher.clientKey(clientAddress)), gt(signUps.createdAt, windowStart(now))),
    )
    .orderBy(desc(signUps.createdAt))
    .limit(1)
    .offset(limit.perHour - 1);
  return last ? limitLiftsAt(last.at) : undefined;
}

/**
 * The same CPF's first confirmed sign-up before `row` (issue 68), or undefined when `row` is the first: a
 * repeat is flagged 'mesmo CPF de CT-…' in Contratações and its alert, and goes to the ERP as an update of
 * the first one's record. Found by the CPF's keyed hash, never by the CPF.
 */
export async function firstSignUpOfCpf(
  db: Db | Tx,
  row: Pick<SignUpRow, "id" | "cpfKey" | "confirmedAt">,
): Promise<Pick<SignUpRow, "id" | "protocol" | "idempotencyKey" | "delivery"> | undefined> {
  if (!row.cpfKey) return undefined;
  const [first] = await db
    .select({
      id: signUps.id,
      protocol: signUps.protocol,
      idempotencyKey: signUps.idempotencyKey,
      delivery: signUps.delivery,
    })
    .from(signUps)
    .where(
      and(
        eq(signUps.cpfKey, row.cpfKey),
        isNotNull(signUps.confirmedAt),
        sql`${signUps.id} <> ${row.id}`,
        row.confirmedAt
          ? or(
              lt(signUps.confirmedAt, row.confirmedAt),
              and(eq(signUps.confirmedAt, row.confirmedAt), lt(signUps.id, row.id)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(signUps.confirmedAt), asc(signUps.id))
    .limit(1);
  return first?.protocol ? first : undefined;
}

/**
 * Stores a draft (at most `perHour` sign-ups per address an hour, drafts included, counted under a
 * per-address lock like the leads) and returns its key for the summary's hidden field.
 */
export async function saveSignUpDraft(
  db: Db,
  cipher: FieldCipher,
  input: SignUpDraftInput,
  clientAddress: string,
  limit: { perHour: number; now?: Date },
): Promise<{ draftKey: string } | { limitedUntil: Date }> {
  const clientKey = cipher.clientKey(clientAddress);
  const now = limit.now ?? new Date();
  const { dueDay, ...personal } = input.details;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-up:${clientKey}`}))`);
    const [last] = await tx
      .select({ at: signUps.createdAt })
      .from(signUps)
      .where(and(eq(signUps.clientKey, clientKey), gt(signUps.createdAt, windowStart(now))))
      .orderBy(desc(signUps.createdAt))
      .limit(1)
      .offset(limit.perHour - 1);
    if (last) return { limitedUntil: limitLiftsAt(last.at) };
    const draftKey = randomBytes(24).toString("base64url");
    const [row] = await tx
      .insert(signUps)
      .values({
        draftKey,
        personal: cipher.encrypt(JSON.stringify(personal satisfies SignUpPersonal)),
        cityId: input.offer.cityId,
        cityName: input.offer.cityName,
        uf: input.offer.uf as SignUpRow["uf"],
        planId: input.offer.planId,
        planName: input.offer.planName,
        offerCode: input.offer.offerCode,
        price: input.offer.price,
        dueDay,
        viabilityStatus: input.viability.status,
        viabilitySource: input.viability.source,
        boxId: input.viability.box?.id ?? null,
        boxName: input.viability.box?.name ?? null,
        boxDistanceMeters: input.viability.box?.distanceMeters ?? null,
        attribution: input.attribution ?? null,
        clientKey,
        cpfKey: signUpCpfKey(cipher, personal.cpf),
        idempotencyKey: randomUUID(),
        nextAttemptAt: NEVER,
      })
      .returning({ id: signUps.id });
    if (!row) throw new Error("the sign-up insert returned no row");
    for (const document of input.documents)
      await tx.insert(signUpDocuments).values({
        signUpId: row.id,
        kind: document.kind,
        sealed: cipher.encrypt(Buffer.from(document.jpeg).toString("base64")),
        bytes: document.jpeg.byteLength,
      });
    return { draftKey };
  });
}

export type SignUpSummary = {
  personal: SignUpPersonal;
  offer: SignUpOffer;
  dueDay: number;
  documents: SignUpDocumentKind[];
};

const draftIsFresh = (row: SignUpRow, now: Date) =>
  row.createdAt.getTime() > now.getTime() - SIGN_UP_DRAFT_HOURS * 60 * 60 * 1000;

/**
 * The draft behind a summary's key; "concluded" once its summary was accepted (the key is dead from then
 * on: it opens nothing of the person, issue 66 L10); undefined when it is unknown or older than a day.
 */
export async function findSignUpDraft(
  db: Db,
  cipher: FieldCipher,
  draftKey: string,
  now = new Date(),
): Promise<SignUpSummary | "concluded" | undefined> {
  if (!/^[A-Za-z0-9_-]{32}$/.test(draftKey)) return undefined;
  const [row] = await db.select().from(signUps).where(eq(signUps.draftKey, draftKey));
  if (!row) return undefined;
  if (row.confirmedAt) return "concluded";
  if (!draftIsFresh(row, now)) return undefined;
  const documents = await db
    .select({ kind: signUpDocuments.kind })
    .from(signUpDocuments)
    .where(eq(signUpDocuments.signUpId, row.id))
    .orderBy(asc(signUpDocuments.kind));
  return {
    personal: JSON.parse(cipher.decrypt(row.personal)) as SignUpPersonal,
    offer: offerOf(row),
    dueDay: row.dueDay,
    documents: documents.map((document) => document.kind),
  };
}

const offerOf = (row: SignUpRow): SignUpOffer => ({
  planId: row.planId,
  planName: row.planName,
  offerCode: row.offerCode,
  price: row.price,
  cityId: row.cityId,
  cityName: row.cityName,
  uf: row.uf,
});

/**
 * The summary accepted: the draft becomes a sign-up with its protocol, due for delivery now when an ERP
 * takes sign-ups (`deliver`), else waiting in the console; its protocol e-mail to the visitor is queued in
 * the same transaction when the SMTP server is set (`emailQueued`, decision 0071). The key is dead from
 * then on: a second acceptance (a reload, a copied key) answers "concluded" and reveals nothing, not even
 * the protocol (issue 66, L10).
 */
export async function confirmSignUp(
  db: Db,
  draftKey: string,
  options: {
    deliver: boolean;
    now?: Date;
    /** The installation windows the visitor chose, preferred first: the first with room is held. */
    windows?: readonly InstallWindow[];
  },
): Promise<
  | {
      id: number;
      protocol: string;
      emailQueued: boolean;
      alertsQueued: boolean;
      /** The slot the sign-up holds; undefined when every chosen one filled meanwhile (staff arrange one). */
      slot: InstallWindow | undefined;
    }
  | "concluded"
  | undefined
> {
  const now = options.now ?? new Date();
  if (!/^[A-Za-z0-9_-]{32}$/.test(draftKey)) return undefined;
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(signUps).where(eq(signUps.draftKey, draftKey)).for("update");
    if (!row) return undefined;
    if (row.confirmedAt) return "concluded" as const;
    if (!draftIsFresh(row, now)) return undefined;
    const protocol = formatSignUpProtocol(
      offerDay(now),
      randomBytes(6)
        .toString("base64url")
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, "X")
        .slice(0, 6),
    );
    // Issue 68: the first chosen window with room left is held, under the city's lock.
    const slot =
      row.cityId !== null && options.windows
        ? await holdInstallSlot(tx, row.cityId, options.windows, offerDay(now))
        : undefined;
    await tx
      .update(signUps)
      .set({
        protocol,
        confirmedAt: now,
        nextAttemptAt: options.deliver ? now : NEVER,
        ...(slot ? { slotDate: slot.date, slotPeriod: slot.period, slotState: "held" as const } : {}),
      })
      .where(eq(signUps.id, row.id));
    const emailQueued = await queueSignUpProtocolEmail(tx, row.id);
    // Issue 68: the city's sellers are alerted as for a lead, in the same transaction.
    const alerts = await queueSignUpAlerts(tx, { signUpId: row.id, city: row.cityName, uf: row.uf });
    return { id: row.id, protocol, emailQueued, alertsQueued: alerts.length > 0, slot };
  });
}

/** The sign-up as the ERP receives it, or undefined when erased (or still a draft) meanwhile. */
export async function signUpDelivery(
  db: Db,
  cipher: FieldCipher,
  row: SignUpRow,
): Promise<SignUpDelivery | undefined> {
  if (!row.protocol) return undefined;
  const personal = JSON.parse(cipher.decrypt(row.personal)) as SignUpPersonal;
  const documents = await db.select().from(signUpDocuments).where(eq(signUpDocuments.signUpId, row.id));
  const first = await firstSignUpOfCpf(db, row);
  const viability: SignUpViability = {
    status: row.viabilityStatus,
    source: row.viabilitySource,
    ...(row.boxId && row.boxName !== null && row.boxDistanceMeters !== null
      ? { box: { id: row.boxId, name: row.boxName, distanceMeters: row.boxDistanceMeters } }
      : {}),
  };
  return {
    idempotencyKey: row.idempotencyKey,
    protocol: row.protocol,
    name: personal.name,
    cpf: personal.cpf,
    birthDate: personal.birthDate,
    email: personal.email,
    whatsapp: personal.whatsapp,
    address: { ...personal.address, city: row.cityName, uf: row.uf ?? "" },
    plan: { name: row.planName, offerCode: row.offerCode, price: row.price },
    dueDay: row.dueDay,
    windows: personal.windows,
    ...(row.slotDate && row.slotPeriod && row.slotState !== "released"
      ? { slot: { date: row.slotDate, period: row.slotPeriod } }
      : {}),
    viability,
    documents: documents
      .sort((a, b) => a.kind.localeCompare(b.kind))
      .map((document) => ({
        kind: document.kind,
        label: SIGN_UP_DOCUMENT_LABELS[document.kind],
        jpeg: new Uint8Array(Buffer.from(cipher.decrypt(document.sealed), "base64")),
      })),
    note: signUpNote(row, personal.windows, viability, first?.protocol ?? undefined),
    // Issue 57: the first touch in the ERP's own fields (IXC's `contato.origem_*`), as leads' prospects.
    ...signUpOrigin(row.attribution),
    ...(first?.protocol
      ? { repeatOf: { protocol: first.protocol, idempotencyKey: first.idempotencyKey } }
      : {}),
  };
}

/** The campaign fields an ERP may keep apart (IXC's `origem_*`), when the visit had any. */
function signUpOrigin(attribution: Attribution | null): Pick<SignUpDelivery, "origin"> {
  if (!attribution?.source && !attribution?.medium && !attribution?.campaign) return {};
  const { source, medium, campaign } = attribution;
  return { origin: { source, medium, campaign } };
}

/** The text the sales team reads in the ERP, with the visit's first touch closing it as in a prospect's. */
function signUpNote(
  row: SignUpRow,
  windows: InstallWindow[],
  viability: SignUpViability,
  firstProtocol: string | undefined,
): string {
  const origin = attributionNoteLines(row.attribution);
  return [
    `Contratação online pelo site, protocolo ${row.protocol}.`,
    ...(firstProtocol ? [`Mesmo CPF de ${firstProtocol}: atualiza aquele cadastro.`] : []),
    `Plano: ${row.planName}${row.offerCode ? ` (oferta ${row.offerCode})` : ""}, R$ ${row.price.toFixed(2).replace(".", ",")} por mês.`,
    `Dia de vencimento: ${row.dueDay}.`,
    ...(row.slotDate && row.slotPeriod && row.slotState !== "released"
      ? [
          `Horário reservado para a instalação: ${installWindowText({ date: row.slotDate, period: row.slotPeriod })}.`,
        ]
      : []),
    windows.length > 0
      ? `Horários preferidos para a instalação: ${windows.map(installWindowText).join("; ")}.`
      : "Horário da instalação: a combinar (nenhum horário livre nas próximas semanas).",
    `Viabilidade: ${viability.status} (${viability.source})${viability.box ? `, caixa ${viability.box.name} a ${viability.box.distanceMeters} m` : ""}.`,
    ...(origin.length > 0 ? ["", "Origem do contato no site:", ...origin] : []),
  ].join("\n");
}

// The console's Contratações (comercial and administrador).

export type AdminSignUp = {
  id: number;
  protocol: string;
  name: string;
  cpf: string;
  birthDate: string;
  email: string;
  whatsapp: string;
  address: string;
  cep: string;
  cityId: number | null;
  cityName: string;
  uf: string | null;
  planId: number;
  planName: string;
  offerCode: string | null;
  price: number;
  dueDay: number;
  windows: string[];
  /** The installation slot it holds (issue 68, point 3), or null (none was free, or an older sign-up). */
  slot: { text: string; state: SlotState } | null;
  viability: string;
  documents: SignUpDocumentKind[];
  /** The visit's first touch (issue 57), or null. */
  attribution: Attribution | null;
  status: SignUpStatus;
  statusLabel: string;
  /** Issue 68: the same CPF's first sign-up's protocol ('mesmo CPF de CT-…'), or null. */
  repeatOf: string | null;
  delivery: "pending" | "delivered" | "failed";
  deliveryError: string | null;
  attempts: number;
  assigneeId: string | null;
  createdAt: string;
  updatedAt: string;
};

export type SignUpFilters = { cityId?: number; planId?: number; from?: string; to?: string };

/** The confirmed sign-ups, newest first, with their personal fields opened for staff. */
export async function listSignUps(
  db: Db | Tx,
  cipher: FieldCipher,
  filters: SignUpFilters,
  hasErp: boolean,
): Promise<AdminSignUp[]> {
  const conditions = [isNotNull(signUps.confirmedAt)];
  if (filters.cityId !== undefined) conditions.push(eq(signUps.cityId, filters.cityId));
  if (filters.planId !== undefined) conditions.push(eq(signUps.planId, filters.planId));
  // Brasília days: the day starts at 03:00 UTC.
  if (filters.from)
    conditions.push(sql`${signUps.confirmedAt} >= ${`${filters.from}T03:00:00Z`}::timestamptz`);
  if (filters.to)
    conditions.push(
      sql`${signUps.confirmedAt} < (${`${filters.to}T03:00:00Z`}::timestamptz + interval '1 day')`,
    );
  const rows = await db
    .select()
    .from(signUps)
    .where(and(...conditions))
    .orderBy(desc(signUps.confirmedAt), desc(signUps.id));
  const documents = rows.length
    ? await db
        .select({ signUpId: signUpDocuments.signUpId, kind: signUpDocuments.kind })
        .from(signUpDocuments)
        .where(
          inArray(
            signUpDocuments.signUpId,
            rows.map((row) => row.id),
          ),
        )
    : [];
  const firsts = await firstProtocolsByCpf(db, rows);
  return rows.map((row) => toAdmin(row, cipher, documents, hasErp, firsts));
}

/** Each listed sign-up's first of its CPF (issue 68): one query for the whole list. */
async function firstProtocolsByCpf(db: Db | Tx, rows: SignUpRow[]): Promise<Map<number, string>> {
  const keys = [...new Set(rows.map((row) => row.cpfKey).filter((key): key is string => key !== null))];
  if (keys.length === 0) return new Map();
  const all = await db
    .select({ id: signUps.id, cpfKey: signUps.cpfKey, protocol: signUps.protocol })
    .from(signUps)
    .where(and(inArray(signUps.cpfKey, keys), isNotNull(signUps.confirmedAt)))
    .orderBy(asc(signUps.confirmedAt), asc(signUps.id));
  const firstOf = new Map<string, { id: number; protocol: string | null }>();
  for (const row of all) if (row.cpfKey && !firstOf.has(row.cpfKey)) firstOf.set(row.cpfKey, row);
  const result = new Map<number, string>();
  for (const row of rows) {
    const first = row.cpfKey ? firstOf.get(row.cpfKey) : undefined;
    if (first && first.id !== row.id && first.protocol) result.set(row.id, first.protocol);
  }
  return result;
}

/** How many confirmed sign-ups no one has worked yet ('Contratações (N novas)', issue 68). */
export async function countNewSignUps(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(signUps)
    .where(and(isNotNull(signUps.confirmedAt), eq(signUps.status, "new")));
  return row?.count ?? 0;
}

function toAdmin(
  row: SignUpRow,
  cipher: FieldCipher,
  documents: { signUpId: number; kind: SignUpDocumentKind }[],
  hasErp: boolean,
  firsts: Map<number, string>,
): AdminSignUp {
  const personal = JSON.parse(cipher.decrypt(row.personal)) as SignUpPersonal;
  const { address } = personal;
  return {
    id: row.id,
    protocol: row.protocol ?? "",
    name: personal.name,
    cpf: personal.cpf,
    birthDate: personal.birthDate,
    email: personal.email,
    whatsapp: personal.whatsapp,
    address: `${address.street}, ${address.number}${address.complement ? ` — ${address.complement}` : ""}, ${address.district}`,
    cep: address.cep,
    cityId: row.cityId,
    cityName: row.cityName,
    uf: row.uf,
    planId: row.planId,
    planName: row.planName,
    offerCode: row.offerCode,
    price: row.price,
    dueDay: row.dueDay,
    windows: personal.windows.map(installWindowText),
    slot:
      row.slotDate && row.slotPeriod && row.slotState
        ? { text: installWindowText({ date: row.slotDate, period: row.slotPeriod }), state: row.slotState }
        : null,
    viability: `${row.viabilityStatus} (${row.viabilitySource})`,
    documents: documents
      .filter((document) => document.signUpId === row.id)
      .map((document) => document.kind)
      .sort(),
    attribution: row.attribution,
    status: row.status,
    statusLabel: signUpStatusLabel(row.status, row.delivery, hasErp),
    repeatOf: firsts.get(row.id) ?? null,
    delivery: row.delivery,
    deliveryError: row.lastError,
    attempts: row.attempts,
    assigneeId: row.assigneeId,
    createdAt: iso(row.confirmedAt ?? row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

const notFound = () => new ServiceError(404, "sign_up_not_found", "Contratação não encontrada.");

/** What the audit log keeps of a sign-up: its states, never the person's data. */
const auditState = (row: SignUpRow) => ({
  protocol: row.protocol,
  slotState: row.slotState,
  status: row.status,
  delivery: row.delivery,
  attempts: row.attempts,
  assigneeId: row.assigneeId,
});

const records = consoleRecords({
  table: signUps,
  entity: ENTITY,
  toAdmin: (row: SignUpRow) => ({ id: row.id, updatedAt: iso(row.updatedAt) }),
  notFound,
  auditState,
});

export function setSignUpStatus(
  staff: StaffContext,
  id: number,
  expectedUpdatedAt: string,
  status: SignUpStatus,
): Promise<{ id: number; updatedAt: string }> {
  return records.update(
    staff,
    id,
    (current) => (current.status === status ? {} : { status, statusChangedBy: staff.actor.email }),
    expectedUpdatedAt,
    "sales_status",
  );
}

const NO_SLOT_MESSAGE = "Esta contratação não tem horário reservado.";

/**
 * Staff confirm the installation slot a sign-up holds, or release it (issue 68, point 3): a released slot
 * counts no more, so 'Contrate online' offers it again. A released slot is not taken back.
 */
const NO_ERP_ORDER_MESSAGE =
  "O ERP ainda não tem a ordem de serviço de instalação deste CPF. Converta o pré-cadastro em cliente no ERP e confirme o horário de novo.";
const ERP_SCHEDULE_FAILED_MESSAGE =
  "O ERP não respondeu e o horário não foi confirmado. Tente de novo em alguns minutos.";

/**
 * Before a held slot is confirmed, an ERP that schedules orders of service (Hubsoft) gets the slot on the
 * installation's order: a confirmation the ERP's agenda does not show would send no technician. Nothing
 * changes here when the ERP has no such order yet or fails; a stale edit is left to the update's check.
 */
async function scheduleInErp(
  staff: StaffContext,
  cipher: FieldCipher,
  erp: ErpAdapter | undefined,
  id: number,
  expectedUpdatedAt: string,
) {
  if (!erp?.capabilities.scheduleInstallation || !erp.scheduleInstallation) return;
  const [row] = await staff.db.select().from(signUps).where(eq(signUps.id, id)).limit(1);
  if (!row || iso(row.updatedAt) !== expectedUpdatedAt) return;
  if (row.slotState !== "held" || !row.slotDate || !row.slotPeriod) return;
  const { cpf } = JSON.parse(cipher.decrypt(row.personal)) as SignUpPersonal;
  let answer: "scheduled" | "no_order";
  try {
    answer = await erp.scheduleInstallation({
      cpf,
      slot: { date: row.slotDate, period: row.slotPeriod },
    });
  } catch {
    throw new ServiceError(502, "erp_unavailable", ERP_SCHEDULE_FAILED_MESSAGE);
  }
  if (answer === "no_order") throw new ServiceError(409, "no_erp_order", NO_ERP_ORDER_MESSAGE);
}

export async function setSignUpSlot(
  staff: StaffContext,
  cipher: FieldCipher,
  erp: ErpAdapter | undefined,
  id: number,
  expectedUpdatedAt: string,
  slotState: "confirmed" | "released",
): Promise<{ id: number; updatedAt: string }> {
  if (slotState === "confirmed") await scheduleInErp(staff, cipher, erp, id, expectedUpdatedAt);
  return records.update(
    staff,
    id,
    (current) => {
      if (!current.slotState || current.slotState === "released")
        throw new ServiceError(409, "no_slot", NO_SLOT_MESSAGE);
      return current.slotState === slotState ? {} : { slotState };
    },
    expectedUpdatedAt,
    "update",
  );
}

const ASSIGNEE_MESSAGE = "Escolha uma pessoa da equipe que atende as Contratações.";

/** Who may take a sign-up: an enabled account whose role works Contratações. */
export async function listSignUpAssignees(db: Db): Promise<{ id: string; name: string }[]> {
  const rows = await db
    .select({ id: authUser.id, name: authUser.name, email: authUser.email, role: authUser.role })
    .from(authUser)
    .where(isNull(authUser.disabledAt))
    .orderBy(asc(authUser.name));
  return rows
    .filter((row) => roleCanUse(row.role, "signups"))
    .map((row) => ({ id: row.id, name: row.name || row.email }));
}

export async function assignSignUp(
  staff: StaffContext,
  id: number,
  expectedUpdatedAt: string,
  assigneeId: string | null,
): Promise<{ id: number; updatedAt: string }> {
  if (
    assigneeId !== null &&
    !(await listSignUpAssignees(staff.db)).some((person) => person.id === assigneeId)
  )
    throw new ServiceError(422, "invalid_assignee", ASSIGNEE_MESSAGE, { assigneeId: ASSIGNEE_MESSAGE });
  return records.update(staff, id, { assigneeId }, expectedUpdatedAt);
}

/** A failed delivery goes back to the queue, due now, with a fresh round of attempts. */
export function retrySignUpDelivery(
  staff: StaffContext,
  id: number,
  expectedUpdatedAt: string,
): Promise<{ id: number; updatedAt: string }> {
  return records.update(
    staff,
    id,
    (current) => {
      if (current.delivery !== "failed")
        throw new ServiceError(409, "not_failed", "Só contratações com falha no envio podem ser reenviadas.");
      return { delivery: "pending", attempts: 0, nextAttemptAt: new Date(), lastError: null };
    },
    expectedUpdatedAt,
    "retry",
  );
}

/**
 * One photo of a confirmed sign-up, opened for a comercial or an administrador; the audit log records
 * who looked at which sign-up's document (never the document).
 */
export async function readSignUpDocument(
  staff: StaffContext,
  cipher: FieldCipher,
  id: number,
  kind: SignUpDocumentKind,
): Promise<Uint8Array> {
  return auditedWrite(staff, async (tx, audit) => {
    const [row] = await tx
      .select({ sealed: signUpDocuments.sealed })
      .from(signUpDocuments)
      .innerJoin(signUps, eq(signUps.id, signUpDocuments.signUpId))
      .where(
        and(eq(signUpDocuments.signUpId, id), eq(signUpDocuments.kind, kind), isNotNull(signUps.confirmedAt)),
      );
    if (!row) throw new ServiceError(404, "document_not_found", "Documento não encontrado.");
    await audit({ action: "view_document", entity: ENTITY, entityId: id, after: { kind } });
    return new Uint8Array(Buffer.from(cipher.decrypt(row.sealed), "base64"));
  });
}

const CSV_HEADER = [
  "Data",
  "Protocolo",
  "Situação",
  "Nome",
  "CPF",
  "Data de nascimento",
  "E-mail",
  "WhatsApp",
  "Endereço",
  "CEP",
  "Cidade",
  "UF",
  "Plano",
  "Código da oferta",
  "Preço",
  "Dia de vencimento",
  "Horários preferidos",
  "Viabilidade",
  "Entrega",
  // Issue 57: the first touch, in Contatos' export's columns.
  ...ATTRIBUTION_COLUMNS.map((field) => ATTRIBUTION_LABELS[field]),
];

/** The filtered list as CSV, audited with the ids it held and the filters. */
export async function exportSignUpsCsv(
  staff: StaffContext,
  cipher: FieldCipher,
  filters: SignUpFilters,
  hasErp: boolean,
): Promise<{ csv: string; rows: number }> {
  return auditedWrite(staff, async (tx, audit) => {
    const rows = await listSignUps(tx, cipher, filters, hasErp);
    await audit({
      action: "export",
      entity: ENTITY,
      entityId: null,
      after: { ...filters, rows: rows.length, ids: rows.map((row) => row.id) },
    });
    const lines = rows.map((row) => [
      csvDateTime(row.createdAt),
      row.protocol,
      row.statusLabel,
      row.name,
      formatCpf(row.cpf),
      row.birthDate,
      row.email,
      formatPhone(row.whatsapp),
      row.address,
      formatCep(row.cep),
      row.cityName,
      row.uf ?? "",
      row.planName,
      row.offerCode ?? "",
      row.price.toFixed(2).replace(".", ","),
      row.dueDay,
      row.windows.join("; "),
      row.viability,
      row.delivery === "delivered" ? "Entregue" : row.delivery === "failed" ? "Falhou" : "Pendente",
      ...ATTRIBUTION_COLUMNS.map((field) => row.attribution?.[field] ?? ""),
    ]);
    return { csv: csvFile([CSV_HEADER, ...lines]), rows: rows.length };
  });
}

/**
 * LGPD (issue 56, point 5): drafts older than a day, and sign-ups delivered more than `retentionDays`
 * ago (or confirmed that long ago and never delivered), go with their photos. Returns how many.
 */
export async function deleteExpiredSignUps(db: Db, retentionDays: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000);
  const draftCutoff = new Date(now.getTime() - SIGN_UP_DRAFT_HOURS * 60 * 60 * 1000);
  const rows = await db
    .delete(signUps)
    .where(
      or(
        and(isNull(signUps.confirmedAt), lt(signUps.createdAt, draftCutoff)),
        and(isNotNull(signUps.deliveredAt), lt(signUps.deliveredAt, cutoff)),
        and(isNull(signUps.deliveredAt), lt(signUps.createdAt, cutoff)),
      ),
    )
    .returning({ id: signUps.id });
  return rows.length;
}
