import { notify } from "../../ui/lib/toast";
import { type ResponseLike, readApiError } from "./api";
import { useStaffSession } from "./session";
import { EXPIRED_MESSAGE, FALLBACK_MESSAGE, OFFLINE_MESSAGE } from "./use-mutation";

/**
 * A call that is not a table write (a CPF, a CSV): the same new sign-in on 401 as useMutation, and the
 * failure toast; no reload of the tab and no success toast, since the answer is what is shown.
 */
export function useStaffCall() {
  const session = useStaffSession();
  return async <R extends ResponseLike>(
    request: () => Promise<R>,
    failure: string,
  ): Promise<R | undefined> => {
    for (let attempt = 0; ; attempt++) {
      let response: R;
      try {
        response = await request();
      } catch {
        notify.error(failure, OFFLINE_MESSAGE);
        return undefined;
      }
      if (response.status === 401 && attempt === 0) {
        if (await session.signInAgain()) continue;
        notify.error(failure, EXPIRED_MESSAGE);
        return undefined;
      }
      if (response.ok) return response;
      notify.error(failure, (await readApiError(response))?.message || FALLBACK_MESSAGE);
      return undefined;
    }
  };
}

/** Saves a file answer (a CSV export) under the name the server gave it, else `fallbackName`. */
export async function saveDownload(response: Response, fallbackName: string): Promise<void> {
  const match = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "");
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = match?.[1] ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
