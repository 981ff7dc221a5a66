import { PassThrough, Readable } from "node:stream";
import { Hono } from "hono";
import { BACKUP_PATH, checkPassphrase, streamBackup } from "../backup/archive";
import type { Database } from "../db/client";
import type { Logger } from "../logger";
import type { FileStorage } from "../storage/storage";
import type { Env } from "./env";
import { apiError, MESSAGES } from "./errors";
import { bearerMatches, isLoopbackCaller } from "./operations";

// POST /api/backup: `npm run backup` asks the running server for the backup of its embedded database
// (issue 55, L-BK). PGlite's files are one process's, so a backup used to need the server stopped (a
// nightly outage); the server now takes it itself, answering the file's bytes as they are made. Only a
// caller on this machine holding the token the server wrote at start into DATA_DIR/backup-token (the
// server's user's alone) gets it; on PostgreSQL the command reads the database itself, and this route is
// not there (404).

// The command prints these as they come: in pt-BR, as every API error.
const BACKUP_MESSAGES = {
  notHere: "O backup só é entregue a um comando no próprio servidor.",
  token: "Token de backup inválido: rode o comando com o mesmo DATA_DIR do servidor.",
  passphrase: "A frase do backup precisa ter pelo menos 16 caracteres.",
  running: "Já há um backup em andamento. Tente de novo quando ele terminar.",
} as const;

export type BackupRouteOptions = {
  database: Database;
  storage: FileStorage;
  dataDir: string;
  trustProxy: boolean;
  logger: Logger;
  /** The token in DATA_DIR/backup-token, and the referral key that seals a backup without keys. */
  backup: { token: string; referralKey: Buffer } | undefined;
};

export function backupRoutes({ database, storage, dataDir, trustProxy, logger, backup }: BackupRouteOptions) {
  let running = false;
  return new Hono<Env>().post(BACKUP_PATH, async (c) => {
    c.header("Cache-Control", "no-store");
    if (!backup) return apiError(c, 404, "not_found", MESSAGES.notFound);
    if (!isLoopbackCaller(c, trustProxy)) return apiError(c, 403, "forbidden", BACKUP_MESSAGES.notHere);
    if (!bearerMatches(c.req.header("authorization"), backup.token))
      return apiError(c, 401, "unauthenticated", BACKUP_MESSAGES.token);
    const body = (await c.req.json().catch(() => ({}))) as { passphrase?: unknown };
    const passphrase = typeof body.passphrase === "string" ? body.passphrase : undefined;
    try {
      checkPassphrase(passphrase);
    } catch {
      return apiError(c, 400, "invalid", BACKUP_MESSAGES.passphrase);
    }
    // One at a time: a second would double the snapshot's wait for the site's queries.
    if (running) return apiError(c, 409, "busy", BACKUP_MESSAGES.running);
    running = true;
    const out = new PassThrough();
    void streamBackup({ database, storage, dataDir, referralKey: backup.referralKey, passphrase }, out)
      .then((end) =>
        logger.info(
          { files: end.files, secrets: end.secrets, withKeys: Boolean(passphrase) },
          "backup taken",
        ),
      )
      .catch((error: unknown) => {
        // The answer is cut short: the command sees it and keeps no file.
        logger.error({ err: error }, "backup failed");
        out.destroy(error instanceof Error ? error : new Error(String(error)));
      })
      .finally(() => {
        running = false;
      });
    return new Response(Readable.toWeb(out) as ReadableStream<Uint8Array>, {
      headers: { "Content-Type": "application/octet-stream", "Cache-Control": "no-store" },
    });
  });
}
