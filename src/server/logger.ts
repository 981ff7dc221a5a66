import pino from "pino";
import { safeError } from "./safe-error";

export type Logger = pino.Logger;

/**
 * JSON lines on stdout, written asynchronously (sonic-boom): a request never waits for the terminal or
 * the log collector. Buffered lines are flushed on exit (pino registers that) and by `flushLogger`.
 * Errors go through the value-free serializer, whatever logs them.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: "vitrine" },
      timestamp: pino.stdTimeFunctions.isoTime,
      serializers: { err: safeError },
    },
    destination ?? pino.destination({ dest: 1, sync: false }),
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
