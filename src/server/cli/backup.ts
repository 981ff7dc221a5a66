import { createWriteStream, existsSync, readFileSync } from "node:fs";
import { rename, rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { parseArgs } from "node:util";
import { BACKUP_PATH, BACKUP_TOKEN_FILE, checkPassphrase, writeBackup } from "../backup/archive";
import type { Config } from "../config";
import { openDatabase } from "../db/client";
import { readFieldKey } from "../field-cipher";
import { readConfigOrExit } from "../serve";
import { createStorage } from "../storage/create-storage";
import { readPassphrase } from "./backup-passphrase";
import { runCli } from "./run-cli";

// npm run backup -- --out FILE [--with-keys --passphrase-file FILE] (docs/operations.md): the database
// (but the sessions, sign-in codes and waits) and the uploads in one sealed file; with --with-keys, the
// data directory's key files too, the file then encrypted with the passphrase. On the embedded database a
// running server takes it (its files are one process's), asked through POST /api/backup with the token it
// keeps in DATA_DIR; a stopped one's data directory is read here. On PostgreSQL it is read here, beside
// the running servers.

const USAGE = "Usage: npm run backup -- --out FILE [--with-keys --passphrase-file FILE]";

/** The address a command on this machine reaches the server at. */
function loopbackUrl(config: Config): string {
  const host = ["0.0.0.0", "", "localhost"].includes(config.host)
    ? "127.0.0.1"
    : config.host === "::"
      ? "[::1]"
      : config.host.includes(":")
        ? `[${config.host}]`
        : config.host;
  return `http://${host}:${config.port}`;
}

/** Asks the running server for the backup; false when no server answers (then the data directory is free). */
async function backupFromServer(
  config: Config,
  out: string,
  passphrase: string | undefined,
): Promise<boolean> {
  const tokenFile = path.join(config.dataDir, BACKUP_TOKEN_FILE);
  if (!existsSync(tokenFile)) return false;
  const origin = loopbackUrl(config);
  let response: Response;
  try {
    response = await fetch(`${origin}${BACKUP_PATH}`, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${readFileSync(tokenFile, "utf8").trim()}`,
        "Content-Type": "application/json",
        Origin: origin,
      },
      body: JSON.stringify(passphrase ? { passphrase } : {}),
    });
  } catch {
    // Nobody listens: the server is stopped, and its data directory can be read here.
    return false;
  }
  if (!response.ok || !response.body) {
    const said = await response.text().catch(() => "");
    throw new Error(`the running server refused the backup (HTTP ${response.status}): ${said}`);
  }
  const partial = `${out}.partial`;
  try {
    await pipeline(
      Readable.fromWeb(response.body as import("node:stream/web").ReadableStream),
      createWriteStream(partial, { mode: 0o600 }),
    );
    await rename(partial, out);
  } catch (error) {
    await rm(partial, { force: true });
    throw new Error(
      `the running server's backup was cut short (${error instanceof Error ? error.message : String(error)}): its log says why; nothing was kept`,
    );
  }
  return true;
}

await runCli(async () => {
  const { values } = parseArgs({
    options: {
      out: { type: "string" },
      "with-keys": { type: "boolean" },
      "passphrase-file": { type: "string" },
    },
  });
  if (!values.out) throw new Error(USAGE);
  if (Boolean(values["with-keys"]) !== Boolean(values["passphrase-file"]))
    throw new Error(
      `--with-keys and --passphrase-file go together (the keys go only in an encrypted file). ${USAGE}`,
    );
  const passphrase = readPassphrase(values["passphrase-file"]);
  checkPassphrase(passphrase);
  const config = readConfigOrExit();
  if (!config.databaseUrl && (await backupFromServer(config, values.out, passphrase))) {
    console.log(
      `Backup written to ${values.out} by the running server${passphrase ? " (with its keys, encrypted)" : ""}.`,
    );
    return;
  }
  const referralKey = readFieldKey(config);
  if (!referralKey)
    throw new Error(
      "no referral key (REFERRAL_ENCRYPTION_KEY or DATA_DIR/referral-key): no server has started with these settings",
    );
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const summary = await writeBackup({
      database,
      storage: await createStorage(config),
      dataDir: config.dataDir,
      out: values.out,
      referralKey,
      passphrase,
    });
    const rows = Object.values(summary.tables).reduce((sum, count) => sum + count, 0);
    console.log(
      `Backup written to ${values.out}: ${rows} rows in ${Object.keys(summary.tables).length} tables, ${summary.files} files, ${summary.secrets} key files (${database.kind})${passphrase ? ", encrypted" : ""}.`,
    );
  } finally {
    await database.close();
  }
});
