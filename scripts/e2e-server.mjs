// The browser tests' server: the production build, on a throwaway PostgreSQL database when
// TEST_DATABASE_URL is set (so no earlier run's data or schema can get in the way), else on PGlite.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import pg from "pg";

const serverUrl = process.env.TEST_DATABASE_URL?.trim();
let dropDatabase = async () => {};
const env = { ...process.env };

if (serverUrl) {
  const name = `vitrine_e2e_${randomUUID().replaceAll("-", "")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  dropDatabase = async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
}

const server = spawn(process.execPath, ["build/server/main.js"], { env, stdio: "inherit" });
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => server.kill(signal));
server.on("exit", async (code) => {
  await dropDatabase().catch((error) => console.error("could not drop the e2e database:", error.message));
  process.exit(code ?? 1);
});
