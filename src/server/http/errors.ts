import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import {
  ACCOUNT_DISABLED_MESSAGE,
  type ApiErrorBody,
  LOGIN_FAILED_MESSAGE,
  LOGIN_RATE_LIMITED_MESSAGE,
  parseRecordId,
  signInDelayedMessage,
  TWO_FACTOR_MESSAGES,
} from "../../domain";

// Every error the API answers: one shape, `{ error: { code, message, fields? } }`, a pt-BR message.

export const MESSAGES = {
  notFound: "Recurso não encontrado.",
  invalidBody: "Envie os dados como um objeto JSON.",
  invalidData: "Dados inválidos.",
  unauthenticated: "Sessão expirada. Entre novamente.",
  forbidden: "Acesso negado.",
  crossOrigin: "Requisição de outra origem recusada.",
  payloadTooLarge: "Dados grandes demais para este formulário.",
  internal: "Erro interno. Tente novamente em instantes.",
} as const;

export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  fields?: Record<string, string>,
) {
  const body: ApiErrorBody = { error: fields ? { code, message, fields } : { code, message } };
  return c.json(body, status);
}

/**
 * 422 with each failing field's pt-BR message. The request log gets the field names and zod's
 * reason codes (`invalidFields`), never the submitted values: they may be names, phones, CPFs.
 */
export function validationError(c: Context, error: { issues: readonly z.core.$ZodIssue[] }) {
  const fields: Record<string, string> = {};
  const reasons: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    fields[key] ??= issue.message;
    reasons[key] ??= issue.code;
  }
  c.set("invalidFields", reasons);
  return apiError(c, 422, "validation_failed", error.issues[0]?.message ?? MESSAGES.invalidData, fields);
}

/** The body as a JSON object; undefined when it is empty, not JSON, or JSON but not an object. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown> | undefined> {
  let value: unknown;
  try {
    value = JSON.parse(await request.text());
  } catch {
    return undefined;
  }
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

export function invalidBody(c: Context) {
  c.set("invalidFields", { _: "invalid_body" });
  return apiError(c, 400, "invalid_body", MESSAGES.invalidBody);
}

/** The route's `:id`, parsed strictly (see parseRecordId): undefined means the route answers 404. */
export function recordId(c: Context, name = "id"): number | undefined {
  return parseRecordId(c.req.param(name));
}

const AUTH_MESSAGES: Partial<Record<number, string>> = {
  400: MESSAGES.invalidData,
  401: LOGIN_FAILED_MESSAGE,
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
  405: MESSAGES.notFound,
  413: MESSAGES.payloadTooLarge,
  429: LOGIN_RATE_LIMITED_MESSAGE,
};

/** better-auth's two-factor codes that a person can act on, in pt-BR (lower-cased, as answered). */
const AUTH_CODE_MESSAGES: Record<string, string> = {
  account_disabled: ACCOUNT_DISABLED_MESSAGE,
  invalid_code: TWO_FACTOR_MESSAGES.invalidCode,
  invalid_backup_code: TWO_FACTOR_MESSAGES.invalidBackupCode,
  invalid_two_factor_cookie: TWO_FACTOR_MESSAGES.expired,
  too_many_attempts_request_new_code: TWO_FACTOR_MESSAGES.tooManyCodes,
  totp_not_enabled: TWO_FACTOR_MESSAGES.notEnabled,
  backup_codes_not_enabled: TWO_FACTOR_MESSAGES.notEnabled,
  two_factor_not_enabled: TWO_FACTOR_MESSAGES.notEnabled,
  totp_already_enabled: TWO_FACTOR_MESSAGES.alreadyEnabled,
  invalid_password: TWO_FACTOR_MESSAGES.wrongPassword,
  two_factor_required_for_role: TWO_FACTOR_MESSAGES.requiredForRole,
};

/**
 * better-auth answers its errors in English and in its own shape; callers of /api/auth/* get ours.
 * Its code is kept (lower-cased) so a client can still tell the cases apart.
 */
export async function translateAuthError(response: Response, path: string): Promise<Response> {
  if (response.status < 400) return response;
  let code = response.status === 429 ? "rate_limited" : "auth_error";
  try {
    const body = (await response.clone().json()) as { code?: unknown };
    if (typeof body?.code === "string" && /^[A-Z0-9_]{1,64}$/.test(body.code)) code = body.code.toLowerCase();
  } catch {
    // Not JSON (or empty): the status alone says what happened.
  }
  // A delayed sign-in says how long (better-auth's own per-address 429 says "alguns segundos").
  const retryAfter = Number(response.headers.get("retry-after"));
  const message =
    (code === "sign_in_delayed" && retryAfter > 0
      ? signInDelayedMessage(retryAfter)
      : Object.hasOwn(AUTH_CODE_MESSAGES, code)
        ? AUTH_CODE_MESSAGES[code]
        : response.status === 401 && !path.endsWith("/sign-in/email")
          ? MESSAGES.unauthenticated
          : AUTH_MESSAGES[response.status]) ??
    (response.status >= 500 ? MESSAGES.internal : MESSAGES.invalidData);
  const headers = new Headers(response.headers);
  headers.set("content-type", "application/json; charset=UTF-8");
  headers.delete("content-length");
  const body: ApiErrorBody = { error: { code, message } };
  return new Response(JSON.stringify(body), { status: response.status, headers });
}
