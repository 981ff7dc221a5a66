import { zValidator } from "@hono/zod-validator";
import type { Context, MiddlewareHandler, ValidationTargets } from "hono";
import { z } from "zod";
import { parseRecordId } from "../../../domain";
import { isPrivateHost, isPrivateUrl, PRIVATE_ADDRESS_MESSAGE } from "../../../domain/network-address";
import type { StaffSession } from "../../auth";
import type { Announce } from "../../changes";
import type { Db } from "../../db/client";
import type { QueuePurge, StaffContext } from "../../services/console-writes";
import type { Env } from "../env";
import { apiError, invalidBody, validationError } from "../errors";
import { BUSY_RETRY_AFTER_SECONDS } from "../rate-limits";
import { RenderLimit, type RenderLimitOptions } from "../render-limit";

// What every console API module shares: its Hono env, the validator with the project's error shape,
// the `:id` parameter, and the acting staff member.

export type AdminEnv = Env & {
  Variables: { staff: StaffSession; announce: Announce; queuePurge: QueuePurge | undefined };
};

const isPlainObject = (value: unknown) =>
  typeof value === "object" && value !== null && !Array.isArray(value);

// hono's validator reads a body only when it is declared JSON; any other body would pass as `{}`.
const isJsonBody = (c: Context) =>
  /^application\/([\w.-]+\+)?json$/i.test((c.req.header("content-type") ?? "").split(";")[0]!.trim());

/**
 * `@hono/zod-validator` with the one hook of the console API: a body that is not a JSON object (or not
 * declared JSON) is 400 invalid_body; a failing schema is 422 with each field's pt-BR message (errors.ts).
 */
export function valid<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result, c) => {
    // Plain `Response`s: refusals stay out of the answer types hono/client infers for each route.
    if (target === "json" && (!isJsonBody(c) || !isPlainObject(result.data)))
      return invalidBody(c) as Response;
    if (!result.success) return validationError(c, result.error) as Response;
  });
}

const idSchema = z.object({
  id: z.string().transform((text, ctx) => {
    const id = parseRecordId(text);
    if (id === undefined) ctx.addIssue({ code: "custom", message: "not a record id" });
    return id ?? 0;
  }),
});

/** The route's `:id`, strictly parsed (see parseRecordId); anything else answers 404 with `message`. */
export function idParam(code: string, message: string) {
  return zValidator("param", idSchema, (result, c) => {
    if (!result.success) return apiError(c, 404, code, message) as Response;
  });
}

/** The service context of this request: the database, the signed-in staff member and the change feed. */
export function staffOf(c: Context<AdminEnv>, db: Db): StaffContext {
  const { user } = c.get("staff");
  return {
    db,
    actor: { id: user.id, email: user.email },
    announce: c.get("announce"),
    queuePurge: c.get("queuePurge"),
  };
}

/**
 * `{ [key]: value }` typed with its literal key, so that routes shared by two kinds (plans and business
 * plans) keep each kind's answer keys in the types hono/client infers.
 */
export const keyed = <Key extends string, Value>(key: Key, value: Value) =>
  ({ [key]: value }) as { [P in Key]: Value };

/** What a staff member sending a file is told when the lane for files is full. */
export const STAFF_FILE_BUSY = "Outro arquivo está sendo lido agora. Tente de novo em instantes.";

/**
 * The lane a staff upload waits in before its body is read (issue 66, L1 and L8; decision 0076): one file
 * read at a time per process, two waiting, none past ten seconds. A file's body is read, decoded and parsed
 * only once it has its turn, so twenty uploads at once hold twenty sockets, not twenty files in memory.
 */
export const STAFF_FILES: RenderLimitOptions = { concurrency: 1, maxQueue: 2, maxWaitMs: 10_000 };

export function staffFileLane(lane = new RenderLimit(STAFF_FILES)): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    const outcome = await lane.run(() => next());
    if (outcome && typeof outcome === "object" && "refused" in outcome) {
      c.header("Retry-After", String(BUSY_RETRY_AFTER_SECONDS));
      return apiError(c, 503, "busy", STAFF_FILE_BUSY);
    }
  };
}

/**
 * 422 naming each address that leads into the server's own network, unless the operator allows private
 * addresses (ALLOW_PRIVATE_ADDRESSES; issue 66, L3): a URL ('https://127.0.0.1/…') or a host as typed for
 * SMTP ('127.1'). Undefined when every address may be saved. The server checks again when it connects,
 * whatever the name then resolves to (outbound.ts).
 */
export function refusePrivateAddresses(
  c: Context,
  addresses: Record<string, string | undefined>,
  allowPrivate: boolean,
) {
  if (allowPrivate) return undefined;
  const fields: Record<string, string> = {};
  for (const [field, value] of Object.entries(addresses))
    if (value && (value.includes("://") ? isPrivateUrl(value) : isPrivateHost(value)))
      fields[field] = PRIVATE_ADDRESS_MESSAGE;
  if (Object.keys(fields).length === 0) return undefined;
  return apiError(c, 422, "validation_failed", PRIVATE_ADDRESS_MESSAGE, fields);
}
