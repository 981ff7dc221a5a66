import type { Logger } from "../logger";

// The one shape of a background job that runs every so often in each process (the content schedule, the
// ERP's maintenance import): a run at start, then one per interval, never two at once, a failure logged
// and the next run tried as usual, and a stop that waits for the run under way.

export type PeriodicJob<T> = { runOnce(): Promise<T>; stop(): Promise<void> };

export function startPeriodicJob<T>(options: {
  /** Its name in the log. */
  name: string;
  run: () => Promise<T>;
  intervalMs: number;
  logger: Logger;
  /** Logged on a run's success (a count of what it did, say); nothing when it returns undefined. */
  report?: (result: T, log: Logger) => void;
}): PeriodicJob<T> {
  const log = options.logger.child({ job: options.name });
  let current: Promise<T> | undefined;
  let stopped = false;

  const runOnce = (): Promise<T> => {
    current ??= options
      .run()
      .then((result) => {
        options.report?.(result, log);
        return result;
      })
      .finally(() => {
        current = undefined;
      });
    return current;
  };
  const safeRun = () => {
    if (stopped) return;
    runOnce().catch((error: unknown) => log.error({ err: error }, `${options.name} failed`));
  };
  const timer = setInterval(safeRun, options.intervalMs);
  // A pending run never keeps a stopping process alive.
  timer.unref();
  safeRun();
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await current?.catch(() => {});
    },
  };
}
