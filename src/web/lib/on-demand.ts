/** A promise that React's `use` reads at once when it has settled (React's own thenable fields). */
type Tracked<T> = Promise<T> & { status?: string; value?: T; reason?: unknown };

/**
 * Code a part loads on demand, asked for once: the loader returns the same promise every time, marked as
 * React's `use` expects, so a part that renders after it came reads it without suspending (no fallback
 * flashes), and a part that renders before waits for it in its Suspense boundary.
 */
export function onDemand<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Tracked<T> | undefined;
  return () => {
    if (!loading) {
      const started: Tracked<T> = load();
      started.then(
        (value) => {
          started.status = "fulfilled";
          started.value = value;
        },
        (reason: unknown) => {
          started.status = "rejected";
          started.reason = reason;
        },
      );
      loading = started;
    }
    return loading;
  };
}
