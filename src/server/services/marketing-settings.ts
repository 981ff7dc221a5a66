import { eq } from "drizzle-orm";
import { linesOf, type MarketingSettingsInput, type SavedMarketingSettings } from "../../domain/marketing";
import type { Db } from "../db/client";
import { marketingSettings } from "../db/schema";
import type { FieldCipher } from "../field-cipher";
import { auditedWrite, type StaffContext, type Tx } from "./console-writes";
import { maskCredential } from "./erp-settings";

// The marketing_settings row (decision 0068): RD Station's key, the SMTP server and the sales team's
// addresses, WhatsApp Cloud API's template alert. Secrets are sealed with the referral key like the ERP's
// credential; they leave this module only as the MarketingConfig the deliveries use, and the console sees
// their masked hints. Audit entries say which parts changed and whether a secret did: never a secret.

const ENTITY = "marketing_settings";
type Row = typeof marketingSettings.$inferSelect;

/** The SMTP server of the settings, its password opened. */
export type SmtpConfig = {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  password?: string;
  from: string;
};

/** What the deliveries need: each channel with its secrets opened, or undefined when it is not set. */
export type MarketingConfig = {
  rdstation?: { apiKey: string };
  /** The alerts' SMTP server; `to`: the team's addresses, the fallback when no seller takes the e-mail alert. */
  email?: SmtpConfig & { to: string[] };
  /** The SMTP server alone: a sign-up's protocol e-mail goes to its visitor (decision 0071). */
  smtp?: SmtpConfig;
  /** `to`: the team's numbers, the fallback when no seller takes the WhatsApp alert. */
  whatsapp?: { phoneNumberId: string; token: string; template: string; language: string; to: string[] };
  /**
   * 'Avise-me quando acabar' (issue 58): the SMTP server without the sales team's addresses (the message
   * goes to the subscriber), and WhatsApp with the notice's own template.
   */
  notices: {
    email?: SmtpConfig;
    whatsapp?: { phoneNumberId: string; token: string; template: string; language: string };
  };
  /** 'Minha conta' (issue 67): a sign-in code by e-mail, and by WhatsApp with its authentication template. */
  codes?: {
    email?: SmtpConfig;
    whatsapp?: { phoneNumberId: string; token: string; template: string; language: string };
  };
};

const smtpSet = (row: Row | undefined) => Boolean(row?.smtpHost && row.smtpPort && row.smtpFrom);

/** Which ways of telling a subscriber a failure ended are set (issue 58). */
const noticeChannels = (row: Row | undefined) => ({
  email: smtpSet(row),
  whatsapp: Boolean(
    row?.whatsappPhoneNumberId &&
      row.whatsappTokenEncrypted &&
      row.whatsappNoticeTemplate &&
      row.whatsappLanguage,
  ),
});

/** Where a 'Minha conta' sign-in code can go (issue 67). */
const codeChannels = (row: Row | undefined) => ({
  email: smtpSet(row),
  whatsapp: Boolean(
    row?.whatsappPhoneNumberId &&
      row.whatsappTokenEncrypted &&
      row.whatsappCodeTemplate &&
      row.whatsappLanguage,
  ),
});

// An alert channel is on once its server (or number) is set: sellers get it at their own addresses, and
// the team's addresses listed here are the fallback when no seller takes it (seller-alerts.ts).
const channels = (row: Row | undefined) => ({
  rdstation: Boolean(row?.rdstationKeyEncrypted),
  email: smtpSet(row),
  whatsapp: Boolean(
    row?.whatsappPhoneNumberId && row.whatsappTokenEncrypted && row.whatsappTemplate && row.whatsappLanguage,
  ),
  // A sign-up's protocol e-mail needs only the SMTP server (decision 0071).
  protocol: smtpSet(row),
});

async function readRow(db: Db | Tx): Promise<Row | undefined> {
  const [row] = await db.select().from(marketingSettings).where(eq(marketingSettings.id, 1));
  return row;
}

/** Which channels a new lead or sign-up is queued for (read in the transaction that stores it). */
export async function activeMarketingChannels(db: Db | Tx) {
  const row = await readRow(db);
  return {
    ...channels(row),
    /** Whether the team's addresses of the settings can take an alert no seller takes. */
    teamFallback: { email: (row?.alertEmails.length ?? 0) > 0, whatsapp: (row?.alertPhones.length ?? 0) > 0 },
  };
}

/** Which ways of telling a subscriber a failure ended are set: the desk offers those only (issue 58). */
export async function activeNoticeChannels(db: Db | Tx) {
  return noticeChannels(await readRow(db));
}

/** The saved settings with their secrets opened. Throws when the key cannot open them. */
export async function readMarketingConfig(db: Db, cipher: FieldCipher): Promise<MarketingConfig> {
  const row = await readRow(db);
  const active = channels(row);
  if (!row) return { notices: {} };
  const notices = noticeChannels(row);
  const smtp: SmtpConfig | undefined = smtpSet(row)
    ? {
        host: row.smtpHost!,
        port: row.smtpPort!,
        secure: row.smtpSecure,
        user: row.smtpUser ?? undefined,
        password: row.smtpPasswordEncrypted ? cipher.decrypt(row.smtpPasswordEncrypted) : undefined,
        from: row.smtpFrom!,
      }
    : undefined;
  const codes = codeChannels(row);
  return {
    codes: {
      email: codes.email ? smtp : undefined,
      whatsapp: codes.whatsapp
        ? {
            phoneNumberId: row.whatsappPhoneNumberId!,
            token: cipher.decrypt(row.whatsappTokenEncrypted!),
            template: row.whatsappCodeTemplate!,
            language: row.whatsappLanguage!,
          }
        : undefined,
    },
    notices: {
      email: notices.email ? smtp : undefined,
      whatsapp: notices.whatsapp
        ? {
            phoneNumberId: row.whatsappPhoneNumberId!,
            token: cipher.decrypt(row.whatsappTokenEncrypted!),
            template: row.whatsappNoticeTemplate!,
            language: row.whatsappLanguage!,
          }
        : undefined,
    },
    rdstation: active.rdstation ? { apiKey: cipher.decrypt(row.rdstationKeyEncrypted!) } : undefined,
    email: active.email && smtp ? { ...smtp, to: row.alertEmails } : undefined,
    smtp,
    whatsapp: active.whatsapp
      ? {
          phoneNumberId: row.whatsappPhoneNumberId!,
          token: cipher.decrypt(row.whatsappTokenEncrypted!),
          template: row.whatsappTemplate!,
          language: row.whatsappLanguage!,
          to: row.alertPhones,
        }
      : undefined,
  };
}

function toSaved(row: Row | undefined): SavedMarketingSettings {
  return {
    rdstationKeyHint: row?.rdstationKeyHint ?? null,
    smtpHost: row?.smtpHost ?? "",
    smtpPort: row?.smtpPort ? String(row.smtpPort) : "",
    smtpSecure: row?.smtpSecure ?? false,
    smtpUser: row?.smtpUser ?? "",
    smtpPasswordHint: row?.smtpPasswordHint ?? null,
    smtpFrom: row?.smtpFrom ?? "",
    alertEmails: row?.alertEmails ?? [],
    whatsappPhoneNumberId: row?.whatsappPhoneNumberId ?? "",
    whatsappTokenHint: row?.whatsappTokenHint ?? null,
    whatsappTemplate: row?.whatsappTemplate ?? "",
    whatsappLanguage: row?.whatsappLanguage ?? "",
    whatsappNoticeTemplate: row?.whatsappNoticeTemplate ?? "",
    whatsappCodeTemplate: row?.whatsappCodeTemplate ?? "",
    alertPhones: row?.alertPhones ?? [],
    active: channels(row),
    notices: noticeChannels(row),
    codes: codeChannels(row),
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/** The saved settings without their secrets. */
export async function getSavedMarketingSettings(db: Db): Promise<SavedMarketingSettings> {
  return toSaved(await readRow(db));
}

const empty = (text: string) => (text === "" ? null : text);

/**
 * Saves the settings. An empty secret keeps the saved one, unless the place it goes changed (another SMTP
 * server, another WhatsApp number): then it is forgotten, so whoever may edit this form cannot send a saved
 * secret to a server of theirs.
 */
export async function saveMarketingSettings(
  staff: StaffContext,
  cipher: FieldCipher,
  input: MarketingSettingsInput,
): Promise<SavedMarketingSettings> {
  return auditedWrite(staff, async (tx, audit) => {
    const [current] = await tx
      .select()
      .from(marketingSettings)
      .where(eq(marketingSettings.id, 1))
      .for("update");
    const sealed = (
      typed: string,
      keep: boolean,
      saved: { encrypted: string | null; hint: string | null },
    ): { encrypted: string | null; hint: string | null } =>
      typed !== ""
        ? { encrypted: cipher.encrypt(typed), hint: maskCredential(typed) }
        : keep
          ? saved
          : { encrypted: null, hint: null };
    const rd = input.rdstationRemove
      ? { encrypted: null, hint: null }
      : sealed(input.rdstationKey, true, {
          encrypted: current?.rdstationKeyEncrypted ?? null,
          hint: current?.rdstationKeyHint ?? null,
        });
    const sameSmtp =
      current?.smtpHost === empty(input.smtpHost) && current?.smtpUser === empty(input.smtpUser);
    const smtp = sealed(input.smtpPassword, sameSmtp, {
      encrypted: current?.smtpPasswordEncrypted ?? null,
      hint: current?.smtpPasswordHint ?? null,
    });
    const sameWhatsapp = current?.whatsappPhoneNumberId === empty(input.whatsappPhoneNumberId);
    const whatsapp = sealed(input.whatsappToken, sameWhatsapp, {
      encrypted: current?.whatsappTokenEncrypted ?? null,
      hint: current?.whatsappTokenHint ?? null,
    });
    const values = {
      rdstationKeyEncrypted: rd.encrypted,
      rdstationKeyHint: rd.hint,
      smtpHost: empty(input.smtpHost),
      smtpPort: input.smtpPort === "" ? null : Number(input.smtpPort),
      smtpSecure: input.smtpSecure,
      smtpUser: empty(input.smtpUser),
      smtpPasswordEncrypted: smtp.encrypted,
      smtpPasswordHint: smtp.hint,
      smtpFrom: empty(input.smtpFrom),
      alertEmails: linesOf(input.alertEmails),
      whatsappPhoneNumberId: empty(input.whatsappPhoneNumberId),
      whatsappTokenEncrypted: whatsapp.encrypted,
      whatsappTokenHint: whatsapp.hint,
      whatsappTemplate: empty(input.whatsappTemplate),
      whatsappLanguage: empty(input.whatsappLanguage),
      whatsappNoticeTemplate: empty(input.whatsappNoticeTemplate),
      whatsappCodeTemplate: empty(input.whatsappCodeTemplate),
      alertPhones: linesOf(input.alertPhones),
      updatedBy: staff.actor.email,
      updatedAt: new Date(),
    };
    const [row] = await tx
      .insert(marketingSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: marketingSettings.id, set: values })
      .returning();
    // Which channels are on, and whether a secret changed; the addresses are staff's, the secrets no one's.
    const shown = (saved: Row | undefined) =>
      saved
        ? {
            ...channels(saved),
            notices: noticeChannels(saved),
            codes: codeChannels(saved),
            smtpHost: saved.smtpHost,
          }
        : null;
    await audit({
      action: current ? "update" : "create",
      entity: ENTITY,
      entityId: 1,
      before: shown(current),
      after: {
        ...shown(row),
        rdstationKeyChanged: rd.encrypted !== (current?.rdstationKeyEncrypted ?? null),
        smtpPasswordChanged: smtp.encrypted !== (current?.smtpPasswordEncrypted ?? null),
        whatsappTokenChanged: whatsapp.encrypted !== (current?.whatsappTokenEncrypted ?? null),
      },
    });
    return toSaved(row);
  });
}
