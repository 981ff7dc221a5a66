import { and, asc, count, desc, eq, gt, isNull, lt, lte, notInArray, sql } from "drizzle-orm";
import {
  type AdminLead,
  CALLBACK_PERIOD_LABELS,
  checkBusinessRequest,
  checkCallbackRequest,
  checkCoverageRequest,
  formatCep,
  formatCnpj,
  formatPhone,
  LEAD_KIND_LABELS,
  LEAD_STATUS_LABELS,
  type LeadAssignee,
  type LeadCheck,
  type LeadFilters,
  type LeadInput,
  type LeadKind,
  type LeadStatus,
  leadDeliveryLabel,
  leadSearchFields,
  matchesLeadFilters,
  matchesSearch,
  offerDay,
  roleCanUse,
  withCepCity,
} from "../../domain";
import { ATTRIBUTION_COLUMNS, ATTRIBUTION_LABELS, type Attribution } from "../../domain/attribution";
import type { Db } from "../db/client";
import { authUser, leadAttempts, leads } from "../db/schema";
import type { FieldCipher } from "../field-cipher";
import { listCepCities } from "./cep-ranges";
import {
  auditedWrite,
  consoleRecords,
  iso,
  ServiceError,
  type StaffContext,
  type Tx,
} from "./console-writes";
import { csvDateTime, csvFile } from "./csv";
import { queueErpProspect } from "./erp-prospects";
import { limitLiftsAt, windowStart } from "./hourly-limit";
import { queueMarketingDeliveries } from "./marketing-deliveries";

// The leads table as the public forms and the console's Contatos tab use it (decision 0026). The delivery
// worker's queries live in lead-delivery.ts. Nothing here logs, and the audit entries hold ids, kinds and
// statuses: never a name, phone, e-mail, CNPJ or place.

type LeadRow = typeof leads.$inferSelect;

const ENTITY = "leads";
const notFound = () => new ServiceError(404, "lead_not_found", "Contato não encontrado.");

/** The columns a checked lead fills; the rest keep their defaults or stay empty. */
function columnsOf(lead: LeadInput, now: Date): Partial<typeof leads.$inferInsert> {
  switch (lead.kind) {
    case "coverage":
      return {
        kind: "coverage",
        name: lead.name,
        phone: lead.phone,
        city: lead.city,
        uf: lead.uf,
        cep: lead.cep,
        consentedAt: now,
      };
    case "callback":
      return {
        kind: "callback",
        name: lead.name,
        phone: lead.phone,
        cep: lead.cep,
        houseNumber: lead.houseNumber,
        period: lead.period,
        planId: lead.planId,
        planName: lead.planName,
        offerCode: lead.offerCode,
        city: lead.cityName,
      };
    case "business":
      return {
        kind: "business",
        name: lead.contactName,
        phone: lead.phone,
        email: lead.email,
        cnpj: lead.cnpj,
        companyName: lead.companyName,
        city: lead.city,
      };
    case "outage":
      return {
        kind: "outage",
        name: lead.name,
        phone: lead.phone,
        email: lead.email,
        city: lead.city,
        uf: lead.uf,
        consentedAt: now,
      };
  }
}

type Checker = (input: unknown) => LeadCheck<Omit<LeadInput, "kind">, string>;

const CHECKS: Record<LeadKind, Checker> = {
  coverage: checkCoverageRequest as Checker,
  callback: checkCallbackRequest as Checker,
  business: checkBusinessRequest as Checker,
};

export type LeadSubmission =
  | { outcome: "stored" | "ignored" }
  | { outcome: "invalid"; errors: Record<string, string> }
  | { outcome: "rateLimited"; until: Date };

/**
 * A lead as a visitor sent it, from a form's scripts (`POST /api/leads/:kind`) or its page without them
 * (the page's action, issue 39): the hidden field only bots fill (the same answer as a stored lead, so
 * they learn nothing), the domain's rules for its kind, then `createLead`.
 */
export async function submitLead(
  db: Db,
  cipher: FieldCipher,
  kind: LeadKind,
  input: Record<string, unknown>,
  clientAddress: string,
  limit: { perHour: number },
  outbox: { erpProspect?: boolean; attribution?: Attribution | null } = {},
): Promise<LeadSubmission> {
  if (typeof input.website === "string" && input.website.trim() !== "") return { outcome: "ignored" };
  const checked = CHECKS[kind](input);
  if (!checked.ok) {
    const errors = Object.fromEntries(
      Object.entries(checked.errors).filter((entry): entry is [string, string] => Boolean(entry[1])),
    );
    return { outcome: "invalid", errors };
  }
  const stored = await createLead(
    db,
    cipher,
    { kind, ...checked.values } as LeadInput,
    clientAddress,
    limit,
    outbox,
  );
  return "limitedUntil" in stored
    ? { outcome: "rateLimited", until: stored.limitedUntil }
    : { outcome: "stored" };
}

/** Who sends a lead, and under which limit: the sender's address as its keyed hash, and when. */
export type LeadSender = { clientKey: string; now: Date; perHour: number };

/**
 * Holds the leads of one sender's address until the transaction ends (other addresses are not held up),
 * so a burst of simultaneous requests cannot slip past the hourly limit.
 */
export async function lockLeadSender(tx: Tx, sender: LeadSender): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lead:${sender.clientKey}`}))`);
}

/**
 * When an address at its hourly limit may send a lead again, or undefined while it may now. Its leads of
 * the window and its submissions that stored none (`lead_attempts`) count alike: at most `perHour` of
 * either, whatever was typed (issue 66, M-AVISE).
 */
export async function leadLimitLiftsAt(tx: Tx, sender: LeadSender): Promise<Date | undefined> {
  const since = windowStart(sender.now);
  // One after the other: a transaction's queries share its connection (and its abort on a failure).
  const stored = await tx
    .select({ at: leads.createdAt })
    .from(leads)
    .where(and(eq(leads.clientKey, sender.clientKey), gt(leads.createdAt, since)))
    .orderBy(desc(leads.createdAt))
    .limit(sender.perHour);
  const attempted = await tx
    .select({ at: leadAttempts.at })
    .from(leadAttempts)
    .where(and(eq(leadAttempts.clientKey, sender.clientKey), gt(leadAttempts.at, since)))
    .orderBy(desc(leadAttempts.at))
    .limit(sender.perHour);
  // The `perHour`-th newest of both: there is one when the address is at its limit.
  const nth = [...stored, ...attempted].map((row) => row.at.getTime()).sort((a, b) => b - a)[
    sender.perHour - 1
  ];
  return nth === undefined ? undefined : limitLiftsAt(new Date(nth));
}

/** A submission that stored no lead still counts toward its address's limit (and the old ones go). */
export async function countLeadAttempt(tx: Tx, sender: LeadSender): Promise<void> {
  await tx.delete(leadAttempts).where(lte(leadAttempts.at, windowStart(sender.now)));
  await tx.insert(leadAttempts).values({ clientKey: sender.clientKey, at: sender.now });
}

/**
 * Inserts a checked lead for its sender, with its outboxes' rows, inside the caller's transaction (which
 * holds `lockLeadSender` and has checked the limit).
 */
export async function insertLead(
  tx: Tx,
  lead: LeadInput,
  sender: LeadSender,
  outbox: { erpProspect?: boolean; attribution?: Attribution | null } = {},
  extra: { tag?: string; houseNumber?: string; networkNoticeId?: number } = {},
): Promise<{ id: number }> {
  const [row] = await tx
    .insert(leads)
    .values({
      ...columnsOf(lead, sender.now),
      ...extra,
      clientKey: sender.clientKey,
      attribution: outbox.attribution ?? null,
    } as typeof leads.$inferInsert)
    .returning({ id: leads.id, city: leads.city, uf: leads.uf });
  if (!row) throw new Error("the lead insert returned no row");
  if (outbox.erpProspect) await queueErpProspect(tx, { leadId: row.id });
  // RD Station (a lead with an e-mail) and the sales team's alerts, for the channels set (decision 0068);
  // not for 'Avise-me quando acabar': its consent is for the failure's end only (issue 58).
  if (lead.kind !== "outage")
    await queueMarketingDeliveries(tx, {
      leadId: row.id,
      hasEmail: lead.kind === "business",
      city: row.city,
      uf: row.uf,
    });
  return { id: row.id };
}

/**
 * Stores a checked lead (see checkCoverageRequest and its siblings), with the sender's address only as
 * its keyed hash. At most `perHour` submissions of any kind per address: the count and the insert run
 * under a per-address transaction lock (lockLeadSender). Returns the new row's id, or when the address may
 * store again when it is at its limit.
 */
export async function createLead(
  db: Db,
  cipher: FieldCipher,
  lead: LeadInput,
  clientAddress: string,
  limit: { perHour: number; now?: Date },
  /**
   * Also queue it for the ERP as a prospect (an ERP that takes them is configured; decision 0037); the
   * visit's first touch (issue 57), stored with it.
   */
  outbox: { erpProspect?: boolean; attribution?: Attribution | null } = {},
  /** A waiting-list lead from 'Contrate online' (issue 56): its tag and the house number it was checked at. */
  extra: { tag?: string; houseNumber?: string } = {},
): Promise<{ id: number } | { limitedUntil: Date }> {
  const sender = {
    clientKey: cipher.clientKey(clientAddress),
    now: limit.now ?? new Date(),
    perHour: limit.perHour,
  };
  return db.transaction(async (tx) => {
    await lockLeadSender(tx, sender);
    const lifts = await leadLimitLiftsAt(tx, sender);
    if (lifts) return { limitedUntil: lifts };
    return insertLead(tx, lead, sender, outbox, extra);
  });
}

/** One stored lead as the outboxes deliver it, or undefined when it was erased meanwhile. */
export async function findLead(db: Db, id: number): Promise<LeadRow | undefined> {
  const [row] = await db.select().from(leads).where(eq(leads.id, id));
  return row;
}

function toAdminLead(row: LeadRow): AdminLead {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    phone: row.phone,
    email: row.email,
    city: row.city,
    uf: row.uf,
    cep: row.cep,
    houseNumber: row.houseNumber,
    tag: row.tag,
    period: row.period,
    planId: row.planId,
    planName: row.planName,
    offerCode: row.offerCode,
    cnpj: row.cnpj,
    companyName: row.companyName,
    consentedAt: row.consentedAt ? iso(row.consentedAt) : null,
    status: row.status,
    statusChangedAt: row.statusChangedAt ? iso(row.statusChangedAt) : null,
    statusChangedBy: row.statusChangedBy,
    delivery: row.delivery,
    attempts: row.attempts,
    deliveredAt: row.deliveredAt ? iso(row.deliveredAt) : null,
    assigneeId: row.assigneeId,
    followUpOn: row.followUpOn,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    attribution: row.attribution ?? null,
  };
}

const newestFirst = [desc(leads.createdAt), desc(leads.id)];

/** Every lead, newest first; one that gave only a CEP placed in the city that CEP belongs to (withCepCity). */
export async function listLeadsForConsole(db: Db | Tx): Promise<AdminLead[]> {
  const [rows, cepCities] = await Promise.all([
    db
      .select()
      .from(leads)
      .orderBy(...newestFirst),
    listCepCities(db),
  ]);
  return rows.map((row) => withCepCity(toAdminLead(row), cepCities));
}

/** What the audit log keeps of a lead's change: its kind and states, never the person's data. */
const auditState = (row: LeadRow) => ({
  kind: row.kind,
  status: row.status,
  delivery: row.delivery,
  attempts: row.attempts,
  assigneeId: row.assigneeId,
  followUpOn: row.followUpOn,
});

const records = consoleRecords({ table: leads, entity: ENTITY, toAdmin: toAdminLead, notFound, auditState });

/** Where sales stand with the lead: when and by whom it last moved. */
export function setLeadStatus(
  staff: StaffContext,
  id: number,
  expectedUpdatedAt: string,
  status: LeadStatus,
): Promise<AdminLead> {
  return records.update(
    staff,
    id,
    (current) =>
      current.status === status
        ? {}
        : { status, statusChangedAt: new Date(), statusChangedBy: staff.actor.email },
    expectedUpdatedAt,
    "sales_status",
  );
}

/** Who may be a lead's 'Responsável': an enabled account whose role works the Contatos tab. */
export async function listLeadAssignees(db: Db): Promise<LeadAssignee[]> {
  const rows = await db
    .select({ id: authUser.id, name: authUser.name, email: authUser.email, role: authUser.role })
    .from(authUser)
    .where(isNull(authUser.disabledAt))
    .orderBy(asc(authUser.name));
  return rows
    .filter((row) => roleCanUse(row.role, "leads"))
    .map((row) => ({ id: row.id, name: row.name || row.email }));
}

const ASSIGNEE_MESSAGE = "Escolha uma pessoa da equipe que atende os Contatos.";

/** 'Responsável' and 'Retornar em', audited with the lead's states (never the person's data). */
export async function setLeadFollowUp(
  staff: StaffContext,
  id: number,
  expectedUpdatedAt: string,
  followUp: { assigneeId: string | null; followUpOn: string | null },
): Promise<AdminLead> {
  if (
    followUp.assigneeId !== null &&
    !(await listLeadAssignees(staff.db)).some((person) => person.id === followUp.assigneeId)
  )
    throw new ServiceError(422, "invalid_assignee", ASSIGNEE_MESSAGE, { assigneeId: ASSIGNEE_MESSAGE });
  return records.update(staff, id, followUp, expectedUpdatedAt);
}

/** Open leads whose 'Retornar em' day has passed: the count on the Contatos tab. */
export async function countOverdueLeads(db: Db, today: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(leads)
    .where(and(lt(leads.followUpOn, today), notInArray(leads.status, ["converted", "not_interested"])));
  return row?.total ?? 0;
}

const notFailed = () =>
  new ServiceError(409, "not_failed", "Só contatos com falha na entrega podem ser reenviados.");

/** A failed delivery goes back to the worker's queue, due now, with a fresh round of attempts. */
export function retryLeadDelivery(
  staff: StaffContext,
  id: number,
  expectedUpdatedAt: string,
): Promise<AdminLead> {
  return records.update(
    staff,
    id,
    (current) => {
      if (current.delivery !== "failed") throw notFailed();
      return { delivery: "pending", attempts: 0, nextAttemptAt: new Date(), lastError: null };
    },
    expectedUpdatedAt,
    "retry",
  );
}

/**
 * Removes a lead for good: a person's request to have their data erased (LGPD art. 18, VI). The audit
 * entry keeps the id, the kind and the states, nothing of the person.
 */
export async function deleteLead(staff: StaffContext, id: number, expectedUpdatedAt: string): Promise<void> {
  await records.remove(staff, id, expectedUpdatedAt);
}

const CSV_HEADER = [
  "Data",
  "Tipo",
  "Situação",
  "Nome",
  "Telefone",
  "E-mail",
  "Empresa",
  "CNPJ",
  "Cidade",
  "UF",
  "CEP",
  "Número",
  "Período",
  "Plano",
  "Código da oferta",
  "Consentimento em",
  "Entrega",
  "Situação alterada em",
  "Situação alterada por",
  // Issue 56: 'sem viabilidade' for the waiting list of 'Contrate online'.
  "Marcador",
  // Issue 57: the visit's first touch.
  ...ATTRIBUTION_COLUMNS.map((field) => ATTRIBUTION_LABELS[field]),
];

function csvRow(lead: AdminLead): (string | number)[] {
  return [
    csvDateTime(lead.createdAt),
    LEAD_KIND_LABELS[lead.kind],
    LEAD_STATUS_LABELS[lead.status],
    lead.name,
    formatPhone(lead.phone),
    lead.email ?? "",
    lead.companyName ?? "",
    lead.cnpj ? formatCnpj(lead.cnpj) : "",
    lead.city ?? "",
    lead.uf ?? "",
    lead.cep ? formatCep(lead.cep) : "",
    lead.houseNumber ?? "",
    lead.period ? CALLBACK_PERIOD_LABELS[lead.period] : "",
    lead.planName ?? "",
    lead.offerCode ?? "",
    csvDateTime(lead.consentedAt),
    leadDeliveryLabel(lead),
    csvDateTime(lead.statusChangedAt),
    lead.statusChangedBy ?? "",
    lead.tag ?? "",
    ...ATTRIBUTION_COLUMNS.map((field) => lead.attribution?.[field] ?? ""),
  ];
}

/**
 * The tab's list as it shows for `search` and the filters (same fields, same matching), as CSV for Excel
 * pt-BR. The export is audited with the ids it held and the filters: not with the search text, which may
 * be a person's name or phone and would outlive the lead.
 */
export async function exportLeadsCsv(
  staff: StaffContext,
  query: { search: string } & LeadFilters,
): Promise<{ csv: string; rows: number }> {
  return auditedWrite(staff, async (tx, audit) => {
    const rows = await listLeadsForConsole(tx);
    const today = offerDay(new Date());
    const shown = rows.filter(
      (lead) => matchesLeadFilters(lead, query, today) && matchesSearch(leadSearchFields(lead), query.search),
    );
    await audit({
      action: "export",
      entity: ENTITY,
      entityId: null,
      after: {
        filtered: query.search.trim() !== "",
        kind: query.kind ?? null,
        status: query.status ?? null,
        ...(query.view ? { view: query.view } : {}),
        ...(query.tag ? { tag: query.tag } : {}),
        ...(query.source ? { source: query.source } : {}),
        ...(query.campaign ? { campaign: query.campaign } : {}),
        rows: shown.length,
        ids: shown.map((lead) => lead.id),
      },
    });
    return { csv: csvFile([CSV_HEADER, ...shown.map(csvRow)]), rows: shown.length };
  });
}
