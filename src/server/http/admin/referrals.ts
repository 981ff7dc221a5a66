import { Hono } from "hono";
import { z } from "zod";
import { concurrencySchema } from "../../../domain/schemas";
import type { Db } from "../../db/client";
import type { FieldCipher } from "../../field-cipher";
import { csvFileName } from "../../services/csv";
import {
  deleteReferral,
  exportReferralsCsv,
  listReferralsForConsole,
  markReferralContacted,
  retryReferralDelivery,
  revealReferralCpf,
} from "../../services/referrals";
import { type AdminEnv, idParam, staffOf, valid } from "./kit";

const referralId = () => idParam("referral_not_found", "Indicação não encontrada.");

const revealSchema = z.object({
  side: z.enum(["referrer", "friend"], { message: "Escolha de quem é o CPF." }),
});

const exportSchema = z.object({ search: z.string().max(200, "Pesquisa longa demais.").default("") });

/** The Indicações tab: list, contacted, another delivery, delete, a full CPF (audited), the CSV (audited). */
export function referralRoutes(db: Db, cipher: FieldCipher) {
  return (
    new Hono<AdminEnv>()
      .get("/", async (c) => c.json({ referrals: await listReferralsForConsole(db) }, 200))
      // POST, not GET, with the search in the body: an export writes the audit log, and a GET would let
      // any site a signed-in staff member visits start one (a link or a redirect carries the Lax cookie).
      // A POST passes the same-origin guard (app.ts) as every other write.
      .post("/export", valid("json", exportSchema), async (c) => {
        const { csv } = await exportReferralsCsv(staffOf(c, db), c.req.valid("json").search);
        return c.body(csv, 200, {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="${csvFileName("indicacoes")}"`,
          // Personal data: no shared cache and no browser cache keeps a copy.
          "Cache-Control": "no-store",
        });
      })
      .patch("/:id/contacted", referralId(), valid("json", concurrencySchema), async (c) => {
        const referral = await markReferralContacted(
          staffOf(c, db),
          c.req.valid("param").id,
          c.req.valid("json").expectedUpdatedAt,
        );
        return c.json({ referral }, 200);
      })
      .post("/:id/retry", referralId(), valid("json", concurrencySchema), async (c) => {
        const referral = await retryReferralDelivery(
          staffOf(c, db),
          c.req.valid("param").id,
          c.req.valid("json").expectedUpdatedAt,
        );
        return c.json({ referral }, 200);
      })
      .delete("/:id", referralId(), valid("query", concurrencySchema), async (c) => {
        await deleteReferral(staffOf(c, db), c.req.valid("param").id, c.req.valid("query").expectedUpdatedAt);
        return c.json({ ok: true }, 200);
      })
      // POST, not GET: each view is written to the audit log.
      .post("/:id/cpf", referralId(), valid("json", revealSchema), async (c) => {
        const cpf = await revealReferralCpf(
          staffOf(c, db),
          cipher,
          c.req.valid("param").id,
          c.req.valid("json").side,
        );
        c.header("Cache-Control", "no-store");
        return c.json({ cpf }, 200);
      })
  );
}
