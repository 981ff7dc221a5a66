import type { ApiErrorBody } from "../../domain";

/** What a write answers: a fetch Response, or hono/client's typed one. */
export type ResponseLike = { ok: boolean; status: number; json(): Promise<unknown> };

/** The body a successful answer of `R` carries (hono/client types it per status). */
export type SuccessBody<R> = Extract<R, { ok: true }> extends { json(): Promise<infer T> } ? T : unknown;

function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== "object" || value === null || !("error" in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === "object" &&
    error !== null &&
    typeof (error as { message?: unknown }).message === "string"
  );
}

/** The API's error `{ code, message, fields? }`, when the answer holds one. */
export async function readApiError(response: ResponseLike): Promise<ApiErrorBody["error"] | undefined> {
  const body = await response.json().catch(() => undefined);
  return isApiErrorBody(body) ? body.error : undefined;
}
