import { useCallback, useState } from "react";
import { useRevalidator } from "react-router";
import { STALE_RECORD_CODE } from "../../domain/schemas";
import { notify, type ToastAction } from "../../ui/lib/toast";
import { type ResponseLike, readApiError, type SuccessBody } from "./api";
import { useStaffSession } from "./session";

export const FALLBACK_MESSAGE = "Tente novamente em instantes.";
export const OFFLINE_MESSAGE = "Sem conexão com o servidor. Verifique sua internet.";
export const EXPIRED_MESSAGE = "Sua sessão expirou. Entre novamente para salvar.";

export type MutationFailure = {
  ok: false;
  /** The pt-BR message shown with the failure's title. */
  message: string;
  /** Field → message, from a refused body. */
  fields: Record<string, string>;
  /**
   * 409 `stale_record`: the record changed since it was read, so the form offers to reload it. Other
   * refusals (a duplicate name or pair, a plan deleted meanwhile) say what is wrong, on the field.
   */
  conflict: boolean;
  /** 401 and the user did not sign in again. */
  expired: boolean;
};
export type MutationOutcome<T = unknown> = { ok: true; data: T } | MutationFailure;

export type MutationTexts<T> = {
  /** The success toast; a function when it reports what the server did. */
  success: string | ((body: T) => string);
  /** The failure toast's title: 'Erro ao …'. */
  failure: string;
  /** Under the success toast's title. */
  description?: string;
  /** A button in the success toast ('Desfazer'), from what the server answered; none when undefined. */
  action?: (body: T) => ToastAction | undefined;
};

const failure = (message: string, extra: Partial<MutationFailure> = {}): MutationFailure => ({
  ok: false,
  message,
  fields: {},
  conflict: false,
  expired: false,
  ...extra,
});

/**
 * Every console write goes through here: the §8 toast pair (the server's message when it sent one, a fixed
 * fallback otherwise), the tab's data reloaded after a success, `pending` while it runs, a new sign-in
 * (then the same request again) on 401, and conflicts and field errors handed back to the form.
 */
export function useMutation() {
  const session = useStaffSession();
  const revalidator = useRevalidator();
  const [pending, setPending] = useState(false);

  const run = useCallback(
    async <R extends ResponseLike>(
      request: () => Promise<R>,
      texts: MutationTexts<SuccessBody<R>>,
    ): Promise<MutationOutcome<SuccessBody<R>>> => {
      setPending(true);
      try {
        for (let attempt = 0; ; attempt++) {
          let response: R;
          try {
            response = await request();
          } catch {
            notify.error(texts.failure, OFFLINE_MESSAGE);
            return failure(OFFLINE_MESSAGE);
          }
          if (response.status === 401 && attempt === 0) {
            if (await session.signInAgain()) continue;
            notify.error(texts.failure, EXPIRED_MESSAGE);
            return failure(EXPIRED_MESSAGE, { expired: true });
          }
          if (response.ok) {
            const body = (
              response.status === 204 ? undefined : await response.json().catch(() => undefined)
            ) as SuccessBody<R>;
            // The tab shows the new data by the time the toast says it is done.
            await revalidator.revalidate();
            const action = texts.action?.(body);
            notify.success(typeof texts.success === "function" ? texts.success(body) : texts.success, {
              description: texts.description,
              action,
              // Long enough to reach 'Desfazer'.
              ...(action ? { duration: 10_000 } : {}),
            });
            return { ok: true, data: body };
          }
          const error = await readApiError(response);
          const message = error?.message || FALLBACK_MESSAGE;
          notify.error(texts.failure, message);
          const conflict = response.status === 409 && error?.code === STALE_RECORD_CODE;
          return failure(message, { fields: error?.fields ?? {}, conflict });
        }
      } finally {
        setPending(false);
      }
    },
    [session, revalidator],
  );

  return { run, pending };
}
