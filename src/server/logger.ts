import pino from "pino";

export type Logger = pino.Logger;

/**
 * JSON lines on stdout, written asynchronously (sonic-boom): a request never waits for the terminal or
 * the log collector. Buffered lines are flushed on exit (pino registers that) and by `flushLogger`.
 */
export function createLogger(level: string): Logger {
  return pino(
    { level, base: { service: "vitrine" }, timestamp: pino.stdTimeFunctions.isoTime },
    pino.destination({ dest: 1, sync: false }),
  );
}

/** Waits until every buffered line is written; call before the process exits. */
export function flushLogger(logger: Logger): Promise<void> {
  return new Promise((resolve) => {
    try {
      logger.flush(() => resolve());
    } catch {
      resolve();
    }
  });
}
