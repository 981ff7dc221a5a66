import { Hono } from "hono";
import { erpSettingsInputSchema } from "../../../domain/erp-settings-schema";
import { PRIVATE_ADDRESS_MESSAGE } from "../../../domain/network-address";
import type { ErpConfig } from "../../config";
import type { Db } from "../../db/client";
import { erpConsoleState } from "../../erp/console-state";
import { ErpError } from "../../erp/contract";
import type { ErpRuntime } from "../../erp/runtime";
import type { FieldCipher } from "../../field-cipher";
import { removeErpSettings, saveErpSettings } from "../../services/erp-settings";
import { apiError } from "../errors";
import { type AdminEnv, refusePrivateAddresses, staffOf, valid } from "./kit";

// Configurações → 'Sistema de gestão' (/api/admin/erp, administrador only; decision 0037): the ERP in use
// and where its settings come from, the saved settings without their credential, the capability table,
// the last deliveries of prospects (ids, states and error codes: no one's data), 'Testar conexão', and
// save or remove. With ERP_ADAPTER set the environment wins: the settings can still be saved, for a later
// start without it, and the answer says they are not in use.

/** What 'Testar conexão' says, by how the ping went. */
const PING_MESSAGES: Record<string, string> = {
  ok: "Conexão bem-sucedida.",
  timeout: "O sistema não respondeu a tempo.",
  unavailable: "Não foi possível conectar ao endereço informado.",
  bad_answer: "O sistema respondeu algo que não entendemos. Confira o endereço.",
  refused: "O sistema recusou a credencial. Confira a credencial e as permissões do usuário.",
  circuit_open: "O sistema falhou várias vezes seguidas; tente de novo em 30 segundos.",
  private_address: PRIVATE_ADDRESS_MESSAGE,
  none: "Nenhum sistema de gestão configurado.",
};

/** 'Permitir endereço http://' on a server whose operator did not allow it (issue 66, L3). */
export const ERP_HTTP_NOT_ALLOWED =
  "Este servidor não aceita sistemas em http://: use https:// (o responsável pelo servidor pode permitir com ERP_ALLOW_HTTP=true).";

export function erpRoutes(
  db: Db,
  cipher: FieldCipher,
  erp: {
    runtime: ErpRuntime;
    environment: ErpConfig | undefined;
    contractPrintDefault?: string;
    /** ERP_ALLOW_HTTP: the console may save an http:// ERP ('Permitir endereço http://'). */
    allowHttp?: boolean;
    /** ALLOW_PRIVATE_ADDRESSES: the ERP's address may be on the server's own network. */
    allowPrivateAddresses?: boolean;
  },
) {
  const state = () => erpConsoleState(db, { ...erp, allowHttp: erp.allowHttp });

  return new Hono<AdminEnv>()
    .get("/", async (c) => c.json(await state(), 200))
    .put("/", valid("json", erpSettingsInputSchema), async (c) => {
      const input = c.req.valid("json");
      // The checkbox alone never let the credential cross the network in clear text: the operator must too.
      if (input.url.startsWith("http://") && !erp.allowHttp)
        return apiError(c, 422, "validation_failed", ERP_HTTP_NOT_ALLOWED, {
          allowHttp: ERP_HTTP_NOT_ALLOWED,
        });
      const refused = refusePrivateAddresses(c, { url: input.url }, erp.allowPrivateAddresses ?? false);
      if (refused) return refused;
      await saveErpSettings(staffOf(c, db), cipher, input);
      // This process reads it now; the others hear the change feed.
      await erp.runtime.reload();
      return c.json(await state(), 200);
    })
    .delete("/", async (c) => {
      await removeErpSettings(staffOf(c, db));
      await erp.runtime.reload();
      return c.json(await state(), 200);
    })
    .post("/test", async (c) => {
      const adapter = erp.runtime.current();
      if (!adapter) return c.json({ ok: false, message: PING_MESSAGES.none! }, 200);
      try {
        await adapter.ping();
        return c.json({ ok: true, message: PING_MESSAGES.ok! }, 200);
      } catch (error) {
        if (!(error instanceof ErpError)) throw error;
        return c.json(
          { ok: false, message: PING_MESSAGES[error.failure] ?? PING_MESSAGES.unavailable! },
          200,
        );
      }
    });
}
