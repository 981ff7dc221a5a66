import pino from "pino";
import { safeError } from "./safe-error";

export type Logger = pino.Logger;

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: "vitrine" },
      timestamp: pino.stdTimeFunctions.isoTime,
      serializers: { err: safeError },
    },
    destination as pino.DestinationStream,
  );
}
