import { randomUUID } from "node:crypto";
import pg from "pg";

export type ThrowawayDatabase = { url: string; drop: () => Promise<void> };

/** Runs one statement on its own connection (CREATE and DROP DATABASE cannot run inside a transaction). */
export async function runOnServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A new database on the PostgreSQL server at serverUrl, for one test file or one browser run: empty, or
 * a copy of `template` (a database no one is connected to).
 */
export async function createThrowawayDatabase(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${randomUUID().replaceAll("-", "")}`;
  await runOnServer(serverUrl, `create database ${name}${template ? ` template ${template}` : ""}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => runOnServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
