import type { ApiErrorBody } from "../../../domain";

export class AdminApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** Calls a console endpoint; failures carry the server's pt-BR message when it sent one. */
export async function adminRequest<T>(method: string, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/admin${path}`, {
      method,
      headers: body === undefined ? { accept: "application/json" } : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new AdminApiError("Sem conexão com o servidor. Verifique sua internet.", 0);
  }
  if (response.status === 401) {
    window.location.assign("/auth");
    throw new AdminApiError("Sessão expirada. Entre novamente.", 401);
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as ApiErrorBody | null;
    throw new AdminApiError(payload?.error.message ?? "", response.status, payload?.error.fields);
  }
  return (response.status === 204 ? undefined : await response.json()) as T;
}

export type Failure = { title: string; message: string };

/** An action's failure as the §8 pair: its title, and the server's message when it sent one. */
export function describeFailure(title: string, error: unknown): Failure {
  const message =
    error instanceof AdminApiError && error.message ? error.message : "Tente novamente em instantes.";
  return { title, message };
}
