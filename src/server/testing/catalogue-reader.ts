// A second server process on the same PostgreSQL database, for the cache invalidation test: it serves
// the public API from its own cached catalogue and prints its port once listening.
import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { createAuth } from "../auth";
import { createCatalogue } from "../catalogue";
import { openDatabase } from "../db/client";
import { createApp } from "../http/app";
import { createLogger } from "../logger";

const databaseUrl = process.argv[2];
if (!databaseUrl) throw new Error("usage: catalogue-reader <database url>");
const database = await openDatabase({ databaseUrl });
const { catalogue, ready } = createCatalogue({ database });
await ready;
const app = createApp({
  config: {
    trustProxy: false,
    publicUrl: undefined,
    dataDir: mkdtempSync(path.join(tmpdir(), "vitrine-reader-")),
  },
  database,
  catalogue,
  auth: createAuth({ db: database.db, secret: randomUUID() + randomUUID() }),
  logger: createLogger("silent"),
});
const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
  process.stdout.write(`listening ${info.port}\n`);
});
process.on("SIGTERM", () => {
  server.close();
  void database.close().then(() => process.exit(0));
});
