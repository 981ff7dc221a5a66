import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { hc } from "hono/client";
import { type AdminPlan, type ApiErrorBody, STAFF_ROLES, type StaffRole } from "../../domain";
import { type Auth, createAuth } from "../auth";
import { type Catalogue, createCatalogue } from "../catalogue";
import { type Announce, changesOf } from "../changes";
import type { Database } from "../db/client";
import type { AdminApi } from "../http/admin-routes";
import { type AppDeps, createApp } from "../http/app";
import type { RenderRequest } from "../http/app-context";
import { createLogger, type Logger } from "../logger";
import { upsertStaffUser } from "../services/staff";
import { openTestDatabase } from "./database-template";

export const STAFF = { email: "equipe@example.com", password: "senha-forte-123" };
export const ORIGIN = "http://localhost";

export type TestServer = {
  app: ReturnType<typeof createApp>;
  database: Database;
  /** The PostgreSQL database's URL, so a second process can share it; undefined on PGlite. */
  databaseUrl: string | undefined;
  catalogue: Catalogue;
  /** The database's change feed: a test that edits tables directly announces it, as the services do. */
  announce: Announce;
  auth: Auth;
  close: () => Promise<void>;
};

export type TestServerOptions = {
  /** Whether the database holds the demo catalogue (seed-data.ts); either way it is migrated. */
  seed?: boolean;
  /** Where the app logs (silent by default): tests read it to check what reaches the log. */
  logger?: Logger;
  trustProxy?: boolean;
  publicUrl?: string;
  /** Stands in for React Router: what every request outside /api gets. */
  render?: RenderRequest;
  /** Told when POST /api/referrals has stored a referral (the delivery worker's kick). */
  onReferralStored?: () => void;
  /** METRICS_TOKEN. */
  metricsToken?: string;
  /** The delivery worker's state as /api/ready sees it. */
  deliveryWorker?: AppDeps["deliveryWorker"];
  /** React Router's route table, for page patterns in metrics and the render cache. */
  routeTable?: AppDeps["routeTable"];
};

export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  // PGlite in memory, or a throwaway database on TEST_DATABASE_URL, from the run's template.
  const { database, url, close } = await openTestDatabase(options.seed === false ? "migrated" : "seeded");
  const logger = options.logger ?? createLogger("silent");
  // better-auth logs through the app's logger too: on its own it would print to the console.
  const auth = createAuth({ db: database.db, secret: randomUUID() + randomUUID(), logger });
  await upsertStaffUser(auth, database.db, STAFF.email, STAFF.password);
  const dataDir = mkdtempSync(path.join(tmpdir(), "vitrine-test-"));
  const { catalogue, ready } = createCatalogue({ database });
  await ready;
  const app = createApp({
    catalogue,
    config: {
      trustProxy: options.trustProxy ?? false,
      publicUrl: options.publicUrl,
      dataDir,
      metricsToken: options.metricsToken,
    },
    database,
    auth,
    logger,
    render: options.render,
    onReferralStored: options.onReferralStored,
    deliveryWorker: options.deliveryWorker,
    routeTable: options.routeTable,
  });
  return {
    app,
    database,
    databaseUrl: url,
    catalogue,
    announce: changesOf(database).announce,
    auth,
    close: async () => {
      await close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Node's socket address as @hono/node-server hands it to the app. */
export function fromAddress(remoteAddress: string) {
  return { incoming: { socket: { remoteAddress } } };
}

export async function signIn(
  server: TestServer,
  credentials = STAFF,
  address = "10.0.0.1",
): Promise<Response> {
  return server.app.request(
    "/api/auth/sign-in/email",
    {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify(credentials),
    },
    fromAddress(address),
  );
}

/** Signs the staff user in and returns the Cookie header for later requests. */
export async function staffCookie(server: TestServer): Promise<string> {
  const response = await signIn(server);
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/**
 * A staff member of `role` (`<role>@example.com`, created on first use), signed in from an address of that
 * role's own (sign-ins are limited per address); returns the Cookie header.
 */
export async function staffCookieFor(server: TestServer, role: StaffRole): Promise<string> {
  const credentials = { email: `${role}@example.com`, password: `senha-${role}-123` };
  await upsertStaffUser(server.auth, server.database.db, credentials.email, credentials.password, role);
  const response = await signIn(server, credentials, `10.0.2.${STAFF_ROLES.indexOf(role) + 1}`);
  if (!response.ok) throw new Error(`sign-in as ${role} failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** The console's plan list as staff see it (the API answers 200 or the test fails). */
export async function listAdminPlans(server: TestServer, cookie: string): Promise<AdminPlan[]> {
  const response = await server.app.request("/api/admin/plans", { headers: { cookie } });
  if (response.status !== 200) throw new Error(`GET /api/admin/plans answered ${response.status}`);
  return ((await response.json()) as { plans: AdminPlan[] }).plans;
}

/** A plan's current version (its updatedAt), as a console form opened now would send it back. */
export async function planVersion(server: TestServer, cookie: string, id: number): Promise<string> {
  const plan = (await listAdminPlans(server, cookie)).find((p) => p.id === id);
  if (!plan) throw new Error(`no plan ${id}`);
  return plan.updatedAt;
}

export function jsonRequest(method: string, body: unknown, cookie?: string): RequestInit {
  return {
    method,
    headers: { "content-type": "application/json", origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  };
}

/** A logger that keeps its JSON lines in memory, for tests that check what is logged. */
export function memoryLogger(): { logger: Logger; lines: () => string } {
  const chunks: string[] = [];
  const logger = createLogger("info", { write: (chunk: string) => void chunks.push(chunk) });
  return { logger, lines: () => chunks.join("") };
}

/**
 * The console API through `hono/client`, as the browser calls it, signed in with `cookie` (or not,
 * with undefined): requests and answers typed by AdminApi.
 */
export function adminApi(server: TestServer, cookie: string | undefined) {
  return hc<AdminApi>(`${ORIGIN}/api/admin`, {
    fetch: (input: RequestInfo | URL, init?: RequestInit) =>
      server.app.request(input instanceof Request ? input : String(input), init),
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
  });
}

/** An error answer's body. */
export async function errorOf(response: Response): Promise<ApiErrorBody["error"]> {
  return ((await response.json()) as ApiErrorBody).error;
}
