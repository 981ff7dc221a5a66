import { and, desc, eq, gt, sql } from "drizzle-orm";
import {
  type AdminReferral,
  checkReferral,
  formatCpf,
  formatPhone,
  maskCpf,
  matchesSearch,
  type Referral,
  type ReferralErrors,
  type ReferralSide,
  referralSearchFields,
  referralStatusLabel,
} from "../../domain";
import { ATTRIBUTION_COLUMNS, ATTRIBUTION_LABELS, type Attribution } from "../../domain/attribution";
import type { Db } from "../db/client";
import { referrals } from "../db/schema";
import type { FieldCipher } from "../field-cipher";
import { auditedWrite, consoleRecords, iso, ServiceError, type StaffContext } from "./console-writes";
import { csvDateTime, csvFile } from "./csv";
import { queueErpProspect } from "./erp-prospects";
import { limitLiftsAt, windowStart } from "./hourly-limit";

// The referrals table as the public form and the console use it. The delivery worker's queries live
// in referral-delivery.ts. CPFs only ever leave this module masked, but for revealReferralCpf, which
// writes down who saw which one.

type ReferralRow = typeof referrals.$inferSelect;

const ENTITY = "referrals";
const notFound = () => new ServiceError(404, "referral_not_found", "Indicação não encontrada.");

/** What became of a referral a visitor sent: `ignored` is the honeypot's silent success. */
export type ReferralSubmission =
  | { outcome: "stored" | "ignored" }
  | { outcome: "invalid"; errors: ReferralErrors }
  | { outcome: "rateLimited"; until: Date };

/**
 * A referral as a visitor sent it, from /indique's scripts (`POST /api/referrals`) or its form without
 * them (the page's action): the hidden field only bots fill, the domain's rules, then `createReferral`.
 */
export async function submitReferral(
  db: Db,
  cipher: FieldCipher,
  input: Record<string, unknown>,
  clientAddress: string,
  limit: { perHour: number },
  outbox: { erpProspect?: boolean; attribution?: Attribution | null } = {},
): Promise<ReferralSubmission> {
  if (typeof input.website === "string" && input.website.trim() !== "") return { outcome: "ignored" };
  const checked = checkReferral(input);
  if (!checked.ok) return { outcome: "invalid", errors: checked.errors };
  const stored = await createReferral(db, cipher, checked.values, clientAddress, limit, outbox);
  return "limitedUntil" in stored
    ? { outcome: "rateLimited", until: stored.limitedUntil }
    : { outcome: "stored" };
}

/**
 * Stores a checked referral (see checkReferral): CPFs sealed by the cipher with their masked form
 * beside them, and the sender's address only as its keyed hash. At most `perHour` per address: the
 * count and the insert run under a per-address transaction lock, so a burst of simultaneous requests
 * cannot slip past the limit. Returns the new row's id, or when the address may store again when it is at
 * its limit.
 */
export async function createReferral(
  db: Db,
  cipher: FieldCipher,
  referral: Referral,
  clientAddress: string,
  limit: { perHour: number; now?: Date },
  /** Also queue it for the ERP as a prospect (an ERP that takes them is configured; decision 0037). */
  outbox: { erpProspect?: boolean; attribution?: Attribution | null } = {},
): Promise<{ id: number } | { limitedUntil: Date }> {
  const { referrer, friend } = referral;
  const clientKey = cipher.clientKey(clientAddress);
  const since = windowStart(limit.now ?? new Date());
  return db.transaction(async (tx) => {
    // Held to the end of the transaction; other addresses are not held up.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`referral:${clientKey}`}))`);
    // The `perHour`-th newest referral of the window: there is one when the address is at its limit.
    const [last] = await tx
      .select({ at: referrals.createdAt })
      .from(referrals)
      .where(and(eq(referrals.clientKey, clientKey), gt(referrals.createdAt, since)))
      .orderBy(desc(referrals.createdAt))
      .limit(1)
      .offset(limit.perHour - 1);
    if (last) return { limitedUntil: limitLiftsAt(last.at) };
    const [row] = await tx
      .insert(referrals)
      .values({
        referrerName: referrer.name,
        referrerPhone: referrer.phone,
        referrerEmail: referrer.email,
        referrerCpfEncrypted: cipher.encrypt(referrer.cpf),
        referrerCpfMasked: maskCpf(referrer.cpf),
        friendName: friend.name,
        friendPhone: friend.phone,
        friendEmail: friend.email,
        friendCpfEncrypted: cipher.encrypt(friend.cpf),
        friendCpfMasked: maskCpf(friend.cpf),
        clientKey,
        attribution: outbox.attribution ?? null,
      })
      .returning({ id: referrals.id });
    if (!row) throw new Error("the referral insert returned no row");
    if (outbox.erpProspect) await queueErpProspect(tx, { referralId: row.id });
    return { id: row.id };
  });
}

/** One stored referral as the outboxes deliver it, or undefined when it was erased meanwhile. */
export async function findReferral(db: Db, id: number): Promise<ReferralRow | undefined> {
  const [row] = await db.select().from(referrals).where(eq(referrals.id, id));
  return row;
}

function toAdminReferral(row: ReferralRow): AdminReferral {
  return {
    id: row.id,
    referrer: {
      name: row.referrerName,
      phone: row.referrerPhone,
      email: row.referrerEmail,
      cpfMasked: row.referrerCpfMasked,
    },
    friend: {
      name: row.friendName,
      phone: row.friendPhone,
      email: row.friendEmail,
      cpfMasked: row.friendCpfMasked,
    },
    status: row.status,
    attempts: row.attempts,
    deliveredAt: row.deliveredAt ? iso(row.deliveredAt) : null,
    contactedAt: row.contactedAt ? iso(row.contactedAt) : null,
    contactedBy: row.contactedBy,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    attribution: row.attribution ?? null,
  };
}

/** Every referral, newest first, CPFs masked. */
export async function listReferralsForConsole(db: Db): Promise<AdminReferral[]> {
  const rows = await db.select().from(referrals).orderBy(desc(referrals.createdAt), desc(referrals.id));
  return rows.map(toAdminReferral);
}

/** What the audit log keeps of a referral's change: its state, never the people's data. */
const auditState = (row: ReferralRow) => ({
  status: row.status,
  attempts: row.attempts,
  contactedAt: row.contactedAt ? iso(row.contactedAt) : null,
  contactedBy: row.contactedBy,
});

const records = consoleRecords({
  table: referrals,
  entity: ENTITY,
  toAdmin: toAdminReferral,
  notFound,
  auditState,
});

/** Sales called the pair: when and by whom. Marking it again keeps the first record. */
export function markReferralContacted(
  staff: StaffContext,
  id: number,
  expectedUpdatedAt: string,
): Promise<AdminReferral> {
  return records.update(
    staff,
    id,
    (current) => (current.contactedAt ? {} : { contactedAt: new Date(), contactedBy: staff.actor.email }),
    expectedUpdatedAt,
    "contacted",
  );
}

const notFailed = () =>
  new ServiceError(409, "not_failed", "Só indicações com falha na entrega podem ser reenviadas.");

/** A failed delivery goes back to the worker's queue, due now, with a fresh round of attempts. */
export function retryReferralDelivery(
  staff: StaffContext,
  id: number,
  expectedUpdatedAt: string,
): Promise<AdminReferral> {
  return records.update(
    staff,
    id,
    (current) => {
      if (current.status !== "failed") throw notFailed();
      return { status: "pending", attempts: 0, nextAttemptAt: new Date(), lastError: null };
    },
    expectedUpdatedAt,
    "retry",
  );
}

/**
 * Removes a referral for good: a person's request to have their data erased (LGPD art. 18, VI). The
 * audit entry keeps the id and the delivery state, nothing of the people.
 */
export async function deleteReferral(
  staff: StaffContext,
  id: number,
  expectedUpdatedAt: string,
): Promise<void> {
  await records.remove(staff, id, expectedUpdatedAt);
}

/**
 * One side's full CPF ('123.456.789-09'). The audit log records who saw which referral's CPF and
 * which side, never the CPF.
 */
export async function revealReferralCpf(
  staff: StaffContext,
  cipher: FieldCipher,
  id: number,
  side: ReferralSide,
): Promise<string> {
  return auditedWrite(staff, async (tx, audit) => {
    const [row] = await tx
      .select({ referrer: referrals.referrerCpfEncrypted, friend: referrals.friendCpfEncrypted })
      .from(referrals)
      .where(eq(referrals.id, id));
    if (!row) throw notFound();
    const cpf = formatCpf(cipher.decrypt(row[side]));
    await audit({ action: "reveal_cpf", entity: ENTITY, entityId: id, after: { side } });
    return cpf;
  });
}

const CSV_HEADER = [
  "Data",
  "Indicador",
  "Telefone do indicador",
  "E-mail do indicador",
  "CPF do indicador",
  "Amigo",
  "Telefone do amigo",
  "E-mail do amigo",
  "CPF do amigo",
  "Entrega",
  "Contatado em",
  "Contatado por",
  // Issue 57: the visit's first touch.
  ...ATTRIBUTION_COLUMNS.map((field) => ATTRIBUTION_LABELS[field]),
];

function csvRow(referral: AdminReferral): (string | number)[] {
  const person = (p: AdminReferral["referrer"]) => [p.name, formatPhone(p.phone), p.email, p.cpfMasked];
  return [
    csvDateTime(referral.createdAt),
    ...person(referral.referrer),
    ...person(referral.friend),
    referralStatusLabel(referral),
    csvDateTime(referral.contactedAt),
    referral.contactedBy ?? "",
    ...ATTRIBUTION_COLUMNS.map((field) => referral.attribution?.[field] ?? ""),
  ];
}

/**
 * The console's list as it shows for `search` (same fields, same matching), as CSV for Excel pt-BR:
 * ';'-separated, CRLF lines, a UTF-8 BOM; CPFs masked. The export is audited with the ids it held: not
 * with the search text, which may be a person's name or phone and would outlive the referral.
 */
export async function exportReferralsCsv(
  staff: StaffContext,
  search: string,
): Promise<{ csv: string; rows: number }> {
  return auditedWrite(staff, async (tx, audit) => {
    const rows = (
      await tx.select().from(referrals).orderBy(desc(referrals.createdAt), desc(referrals.id))
    ).map(toAdminReferral);
    const shown = rows.filter((referral) => matchesSearch(referralSearchFields(referral), search));
    await audit({
      action: "export",
      entity: ENTITY,
      entityId: null,
      after: {
        filtered: search.trim() !== "",
        rows: shown.length,
        ids: shown.map((referral) => referral.id),
      },
    });
    return { csv: csvFile([CSV_HEADER, ...shown.map(csvRow)]), rows: shown.length };
  });
}
