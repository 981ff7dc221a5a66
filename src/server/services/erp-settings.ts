import { eq } from "drizzle-orm";
import type { ErpAdapterName } from "../../domain/erp";
import { ERP_SETTINGS_MESSAGES, type ErpSettingsInput } from "../../domain/erp-settings-schema";
import type { ErpConfig } from "../config";
import type { Db } from "../db/client";
import { erpSettings } from "../db/schema";
import type { FieldCipher } from "../field-cipher";
import { auditedWrite, ServiceError, type StaffContext } from "./console-writes";

// The erp_settings row (decision 0037): the ERP staff set in 'Sistema de gestão', used when ERP_ADAPTER
// is unset. The credential is sealed with the referral key and never leaves this module but as the
// ErpConfig the adapter is made from; the console sees its masked hint only. Audit entries name the
// adapter, the address and whether the credential changed: never the credential.

const ENTITY = "erp_settings";

/** What the console shows of a credential: its last four characters, when it is long enough to spare them. */
export function maskCredential(token: string): string {
  return token.length >= 16 ? `••••••••${token.slice(-4)}` : "••••••••";
}

/**
 * The saved ERP as the adapter needs it, or undefined when none is saved. Throws when the key cannot open
 * it. The contract print resource is the saved one, else `contractPrintDefault` (ERP_CONTRACT_PRINT).
 */
export async function readErpSettings(
  db: Db,
  cipher: FieldCipher,
  contractPrintDefault?: string,
): Promise<ErpConfig | undefined> {
  const [row] = await db.select().from(erpSettings).where(eq(erpSettings.id, 1));
  if (!row) return undefined;
  const contractPrint = row.contractPrint ?? contractPrintDefault;
  return {
    adapter: row.adapter,
    url: row.url.replace(/\/+$/, ""),
    token: cipher.decrypt(row.tokenEncrypted),
    ...(contractPrint ? { contractPrint } : {}),
    ...(row.centralSignIn ? { centralSignIn: true } : {}),
  };
}

export type SavedErpSettings = {
  adapter: ErpAdapterName;
  url: string;
  tokenHint: string;
  allowHttp: boolean;
  /** IXC's contract print resource saved here; "" when the environment's (or none) is used. */
  contractPrint: string;
  /** 'Minha conta' takes the subscriber central's password too (issue 67). */
  centralSignIn: boolean;
  updatedAt: string;
};

/** The saved settings without the credential, or null. */
export async function getSavedErpSettings(db: Db): Promise<SavedErpSettings | null> {
  const [row] = await db.select().from(erpSettings).where(eq(erpSettings.id, 1));
  if (!row) return null;
  return {
    adapter: row.adapter,
    url: row.url,
    tokenHint: row.tokenHint,
    allowHttp: row.allowHttp,
    contractPrint: row.contractPrint ?? "",
    centralSignIn: row.centralSignIn,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Saves the ERP; an empty credential keeps the saved one (it is never sent back to be re-sent), but a new
 * ERP or address needs it typed again. Audited and announced, so every process makes its adapter again.
 */
export async function saveErpSettings(
  staff: StaffContext,
  cipher: FieldCipher,
  input: ErpSettingsInput,
): Promise<SavedErpSettings> {
  return auditedWrite(staff, async (tx, audit) => {
    const [current] = await tx.select().from(erpSettings).where(eq(erpSettings.id, 1)).for("update");
    const url = input.url.replace(/\/+$/, "");
    // The saved credential goes only where it was typed for: a new ERP or address (https → http included)
    // needs it again, or whoever may edit this form could send it to a server of theirs and read it there.
    const keepToken = input.token === "" && current?.adapter === input.adapter && current.url === url;
    if (input.token === "" && !keepToken) {
      const message = current ? ERP_SETTINGS_MESSAGES.tokenForNewAddress : ERP_SETTINGS_MESSAGES.token;
      throw new ServiceError(422, "invalid", message, { token: message });
    }
    const values = {
      adapter: input.adapter,
      url,
      allowHttp: input.allowHttp,
      contractPrint: input.contractPrint === "" ? null : input.contractPrint,
      centralSignIn: input.centralSignIn,
      tokenEncrypted: keepToken && current ? current.tokenEncrypted : cipher.encrypt(input.token),
      tokenHint: keepToken && current ? current.tokenHint : maskCredential(input.token),
      updatedBy: staff.actor.email,
      updatedAt: new Date(),
    };
    const [row] = await tx
      .insert(erpSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: erpSettings.id, set: values })
      .returning();
    const shown = (saved: typeof current) =>
      saved
        ? {
            adapter: saved.adapter,
            url: saved.url,
            allowHttp: saved.allowHttp,
            contractPrint: saved.contractPrint,
            centralSignIn: saved.centralSignIn,
          }
        : null;
    await audit({
      action: current ? "update" : "create",
      entity: ENTITY,
      entityId: 1,
      before: shown(current),
      after: { ...shown(row), credentialChanged: !keepToken },
    });
    return {
      adapter: row!.adapter,
      url: row!.url,
      tokenHint: row!.tokenHint,
      allowHttp: row!.allowHttp,
      contractPrint: row!.contractPrint ?? "",
      centralSignIn: row!.centralSignIn,
      updatedAt: row!.updatedAt.toISOString(),
    };
  });
}

/** Forgets the saved ERP (its credential with it): the pages go back to explaining the portal. */
export async function removeErpSettings(staff: StaffContext): Promise<void> {
  await auditedWrite(staff, async (tx, audit) => {
    const [removed] = await tx.delete(erpSettings).where(eq(erpSettings.id, 1)).returning();
    if (!removed) return;
    await audit({
      action: "delete",
      entity: ENTITY,
      entityId: 1,
      before: { adapter: removed.adapter, url: removed.url, allowHttp: removed.allowHttp },
      after: null,
    });
  });
}
