import { Hono } from "hono";
import {
  concurrencySchema,
  subscriberRequestFiltersSchema,
  subscriberRequestReplySchema,
  subscriberRequestStateSchema,
} from "../../../domain/schemas";
import type { Db } from "../../db/client";
import { ErpError } from "../../erp/contract";
import { dispatchRequest } from "../../erp/requests";
import type { ErpRuntime } from "../../erp/runtime";
import type { FieldCipher } from "../../field-cipher";
import { csvFileName } from "../../services/csv";
import {
  exportSubscriberRequestsCsv,
  listSubscriberRequests,
  replyToSubscriberRequest,
  resendSubscriberRequest,
  setSubscriberRequestState,
} from "../../services/subscriber-requests";
import { requestTicketText } from "../request-pages";
import { type AdminEnv, idParam, staffOf, valid } from "./kit";

const requestId = () => idParam("request_not_found", "Solicitação não encontrada.");

/** Personal data: no shared cache and no browser cache keeps a copy. */
const PRIVATE = { "Cache-Control": "no-store" };

/**
 * The Solicitações tab (issue 67, point 4; atendimento and administrador): the desk's requests with their
 * filters, the state, a reply the subscriber gets by e-mail, another try at the ERP for one it did not
 * take, and the CSV; every write and export is audited without the subscriber's data.
 */
export function subscriberRequestRoutes(db: Db, cipher: FieldCipher, erp: ErpRuntime) {
  return new Hono<AdminEnv>()
    .get("/", valid("query", subscriberRequestFiltersSchema), async (c) => {
      const requests = await listSubscriberRequests(db, cipher, c.req.valid("query"));
      return c.json({ requests }, 200, PRIVATE);
    })
    .post("/export", valid("json", subscriberRequestFiltersSchema), async (c) => {
      const { csv } = await exportSubscriberRequestsCsv(staffOf(c, db), cipher, c.req.valid("json"));
      return c.body(csv, 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${csvFileName("solicitacoes")}"`,
        ...PRIVATE,
      });
    })
    .patch("/:id/state", requestId(), valid("json", subscriberRequestStateSchema), async (c) => {
      const { state, expectedUpdatedAt } = c.req.valid("json");
      const request = await setSubscriberRequestState(
        staffOf(c, db),
        c.req.valid("param").id,
        expectedUpdatedAt,
        state,
      );
      return c.json({ request }, 200);
    })
    .post("/:id/replies", requestId(), valid("json", subscriberRequestReplySchema), async (c) => {
      const { text, state, expectedUpdatedAt } = c.req.valid("json");
      const { user } = c.get("staff");
      const request = await replyToSubscriberRequest(
        staffOf(c, db),
        cipher,
        c.req.valid("param").id,
        expectedUpdatedAt,
        {
          text,
          ...(state ? { state } : {}),
          staffName: user.name || user.email,
        },
      );
      return c.json({ request }, 200);
    })
    .post("/:id/resend", requestId(), valid("json", concurrencySchema), async (c) => {
      const request = await resendSubscriberRequest(
        staffOf(c, db),
        cipher,
        c.req.valid("param").id,
        c.req.valid("json").expectedUpdatedAt,
        async ({ kind, protocol, personal }) => {
          const adapter = erp.current();
          if (!adapter) return { via: "failed", error: "ERP_NOT_CONFIGURED" };
          try {
            const sent = await dispatchRequest(adapter, undefined, {
              kind,
              subscriberId: personal.subscriberId,
              contractId: personal.contractId,
              text: requestTicketText(protocol, personal),
              contact: { name: personal.name, phone: personal.phone },
            });
            return { via: sent.via, ...(sent.reference ? { reference: sent.reference } : {}) };
          } catch (error) {
            if (!(error instanceof ErpError)) throw error;
            return { via: "failed", error: error.code };
          }
        },
      );
      return c.json({ request }, 200);
    });
}
