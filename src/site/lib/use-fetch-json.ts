import { useCallback, useEffect, useRef, useState } from "react";

export type FetchStatus = "idle" | "loading" | "ready" | "error";

export type FetchedJson<T> = {
  status: FetchStatus;
  /** The answer for the current URL; never a previous URL's answer. */
  data: T | undefined;
  error: unknown;
  /** Asks again for the same URL (after an error, say). */
  reload: () => void;
};

export type FetchOutcome<T> = { ok: true; data: T } | { ok: false; error: unknown };

type Settled<T> = { url: string; data?: T; error?: unknown; failed: boolean };

/**
 * GETs a public JSON URL in the browser. A new URL aborts the request still running for the previous
 * one, so a slow answer for a city the visitor already left never replaces the current one. A null URL
 * means "nothing to load" (status idle). `onSettled` runs once per answer that is kept.
 */
export function useFetchJson<T>(
  url: string | null,
  onSettled?: (outcome: FetchOutcome<T>, url: string) => void,
): FetchedJson<T> {
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const [attempt, setAttempt] = useState(0);
  const callback = useRef(onSettled);
  callback.current = onSettled;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how `reload` asks for the same URL again.
  useEffect(() => {
    if (!url) return;
    setSettled((current) => (current?.url === url ? null : current));
    const controller = new AbortController();
    (async () => {
      try {
        const response = await fetch(url, {
          headers: { accept: "application/json" },
          signal: controller.signal,
        });
        if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
        const data = (await response.json()) as T;
        if (controller.signal.aborted) return;
        setSettled({ url, data, failed: false });
        callback.current?.({ ok: true, data }, url);
      } catch (error) {
        if (controller.signal.aborted) return;
        setSettled({ url, error, failed: true });
        callback.current?.({ ok: false, error }, url);
      }
    })();
    return () => controller.abort();
  }, [url, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  if (!url) return { status: "idle", data: undefined, error: undefined, reload };
  if (settled?.url !== url) return { status: "loading", data: undefined, error: undefined, reload };
  return settled.failed
    ? { status: "error", data: undefined, error: settled.error, reload }
    : { status: "ready", data: settled.data, error: undefined, reload };
}
