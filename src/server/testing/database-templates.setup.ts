import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { testDatabaseUrl } from "../config";
import { openDatabase } from "../db/client";
import { seedDemoData } from "../db/seed";
import {
  type DatabaseTemplates,
  dumpPglite,
  prepare,
  TEMPLATE_NAMES,
  type TemplateName,
} from "./database-template";
import { runOnServer } from "./throwaway-database";

/**
 * The API project's globalSetup: each kind of test database made once per run (see
 * database-template.ts), handed to the test files through `provide`, removed at the end.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = testDatabaseUrl();
  const made = serverUrl ? await postgresTemplates(serverUrl) : await pgliteTemplates();
  project.provide("databaseTemplates", made.templates);
  return made.remove;
}

async function pgliteTemplates() {
  const dir = mkdtempSync(path.join(tmpdir(), "vitrine-db-templates-"));
  const tarballs = {} as Record<TemplateName, string>;
  // One cluster dumped at each stage, each stage building on the one before.
  const database = await openDatabase({});
  try {
    for (const name of TEMPLATE_NAMES) {
      if (name === "migrated") await database.migrate();
      if (name === "seeded") await seedDemoData(database);
      tarballs[name] = path.join(dir, `${name}.tar`);
      writeFileSync(tarballs[name], Buffer.from(await (await dumpPglite(database)).arrayBuffer()));
    }
  } finally {
    await database.close();
  }
  return {
    templates: { kind: "pglite", tarballs } satisfies DatabaseTemplates,
    remove: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function postgresTemplates(serverUrl: string) {
  const run = randomUUID().replaceAll("-", "");
  const databases = { migrated: `vitrine_tpl_${run}_migrated`, seeded: `vitrine_tpl_${run}_seeded` };
  const remove = async () => {
    for (const name of Object.values(databases))
      await runOnServer(serverUrl, `drop database if exists ${name} with (force)`);
  };
  try {
    for (const [name, database] of Object.entries(databases) as [TemplateName, string][]) {
      await runOnServer(serverUrl, `create database ${database}`);
      const url = new URL(serverUrl);
      url.pathname = `/${database}`;
      const opened = await openDatabase({ databaseUrl: url.toString() });
      try {
        await prepare(opened, name);
      } finally {
        // A template may have no one connected while it is copied.
        await opened.close();
      }
    }
  } catch (error) {
    await remove();
    throw error;
  }
  return { templates: { kind: "postgres", serverUrl, databases } satisfies DatabaseTemplates, remove };
}
