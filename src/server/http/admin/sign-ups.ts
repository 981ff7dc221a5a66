import { Hono } from "hono";
import {
  concurrencySchema,
  signUpAssigneeSchema,
  signUpDocumentParamSchema,
  signUpFiltersSchema,
  signUpSlotChangeSchema,
  signUpStatusChangeSchema,
} from "../../../domain/schemas";
import type { Db } from "../../db/client";
import type { ErpRuntime } from "../../erp/runtime";
import { erpTakesSignUps } from "../../erp/sign-ups";
import type { FieldCipher } from "../../field-cipher";
import { csvFileName } from "../../services/csv";
import {
  assignSignUp,
  exportSignUpsCsv,
  listSignUpAssignees,
  listSignUps,
  readSignUpDocument,
  retrySignUpDelivery,
  setSignUpSlot,
  setSignUpStatus,
} from "../../services/sign-ups";
import { sameOriginRead } from "../request-origin";
import { type AdminEnv, idParam, staffOf, valid } from "./kit";

const signUpId = () => idParam("sign_up_not_found", "Contratação não encontrada.");

/** Personal data: no shared cache and no browser cache keeps a copy. */
const PRIVATE = { "Cache-Control": "no-store" };

/**
 * The Contratações tab (issue 56; comercial and administrador): the list with its filters, the situation,
 * the seller ('Responsável'), another delivery, the photos (only here, never at a public address) and the
 * CSV; every write and every photo opened is audited without the person's data.
 */
export function signUpRoutes(db: Db, cipher: FieldCipher, erp: ErpRuntime) {
  const hasErp = () => erpTakesSignUps(erp.current());
  return (
    new Hono<AdminEnv>()
      // A photo opens by a link (a new tab), yet is audited: only from our own pages (issue 66, L9).
      .use("/:id/documents/:kind", sameOriginRead)
      .get("/", valid("query", signUpFiltersSchema), async (c) => {
        const [signUps, assignees] = await Promise.all([
          listSignUps(db, cipher, c.req.valid("query"), hasErp()),
          listSignUpAssignees(db),
        ]);
        return c.json({ signUps, assignees, erp: hasErp() }, 200, PRIVATE);
      })
      .post("/export", valid("json", signUpFiltersSchema), async (c) => {
        const { csv } = await exportSignUpsCsv(staffOf(c, db), cipher, c.req.valid("json"), hasErp());
        return c.body(csv, 200, {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="${csvFileName("contratacoes")}"`,
          ...PRIVATE,
        });
      })
      .get("/:id/documents/:kind", valid("param", signUpDocumentParamSchema), async (c) => {
        const { id, kind } = c.req.valid("param");
        const jpeg = await readSignUpDocument(staffOf(c, db), cipher, id, kind);
        return c.body(jpeg as Uint8Array<ArrayBuffer>, 200, {
          "Content-Type": "image/jpeg",
          "Content-Disposition": "inline",
          ...PRIVATE,
        });
      })
      .patch("/:id/status", signUpId(), valid("json", signUpStatusChangeSchema), async (c) => {
        const { status, expectedUpdatedAt } = c.req.valid("json");
        const signUp = await setSignUpStatus(
          staffOf(c, db),
          c.req.valid("param").id,
          expectedUpdatedAt,
          status,
        );
        return c.json({ signUp }, 200);
      })
      // Issue 68: the held installation slot confirmed or released.
      .patch("/:id/slot", signUpId(), valid("json", signUpSlotChangeSchema), async (c) => {
        const { slotState, expectedUpdatedAt } = c.req.valid("json");
        const signUp = await setSignUpSlot(
          staffOf(c, db),
          cipher,
          erp.current(),
          c.req.valid("param").id,
          expectedUpdatedAt,
          slotState,
        );
        return c.json({ signUp }, 200);
      })
      .patch("/:id/assignee", signUpId(), valid("json", signUpAssigneeSchema), async (c) => {
        const { assigneeId, expectedUpdatedAt } = c.req.valid("json");
        const signUp = await assignSignUp(
          staffOf(c, db),
          c.req.valid("param").id,
          expectedUpdatedAt,
          assigneeId,
        );
        return c.json({ signUp }, 200);
      })
      .post("/:id/retry", signUpId(), valid("json", concurrencySchema), async (c) => {
        const signUp = await retrySignUpDelivery(
          staffOf(c, db),
          c.req.valid("param").id,
          c.req.valid("json").expectedUpdatedAt,
        );
        return c.json({ signUp }, 200);
      })
  );
}
