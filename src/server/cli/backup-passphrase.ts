import { readFileSync } from "node:fs";

/** A backup's passphrase from its file (--passphrase-file): the first line, without its newline. */
export function readPassphrase(file: string | undefined): string | undefined {
  if (file === undefined) return undefined;
  return readFileSync(file, "utf8").split(/\r?\n/)[0];
}
