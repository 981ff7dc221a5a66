// A second server process on the same PostgreSQL database, for the cache invalidation tests: it serves
// the public API and a cached page from its own catalogue, prints its port once listening, and prints
// "changed" each time its catalogue is dropped, so a test can await the other process hearing a write.
import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { createAuth } from "../auth";
import { createCatalogue } from "../catalogue";
import { openDatabase } from "../db/client";
import { createLogger } from "../logger";
import { fakeSite } from "./fake-site";
import { createTestApp } from "./test-app";

const databaseUrl = process.argv[2];
if (!databaseUrl) throw new Error("usage: catalogue-reader <database url>");
const database = await openDatabase({ databaseUrl });
const { catalogue, ready } = createCatalogue({ database });
catalogue.onChange(() => process.stdout.write("changed\n"));
await ready;
const dataDir = mkdtempSync(path.join(tmpdir(), "vitrine-reader-"));
let renders = 0;
const app = createTestApp({
  config: { trustProxy: false, publicUrl: undefined, dataDir },
  database,
  catalogue,
  auth: createAuth({ db: database.db, secret: randomUUID() + randomUUID() }),
  logger: createLogger("silent"),
  clientDirs: [dataDir],
  // A page as the site builds one: from the catalogue. The render's number travels in a header, which
  // the render cache stores with the page, so a client can tell a cached answer from a new render.
  site: fakeSite(["/", "/404"], async (_request, context) => {
    renders += 1;
    const { companyName } = await context.catalogue.siteSettings();
    return new Response(`<!DOCTYPE html><html><body><h1>${companyName}</h1></body></html>`, {
      headers: { "content-type": "text/html; charset=utf-8", "x-render": String(renders) },
    });
  }),
});
const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
  process.stdout.write(`listening ${info.port}\n`);
});
process.on("SIGTERM", () => {
  server.close();
  void database.close().then(() => process.exit(0));
});
