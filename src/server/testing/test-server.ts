import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { hc } from "hono/client";
import { type AdminPlan, type ApiErrorBody, STAFF_ROLES, type StaffRole } from "../../domain";
import { type Auth, createAuth } from "../auth";
import { type Catalogue, createCatalogue } from "../catalogue";
import { type Announce, changesOf } from "../changes";
import type { Config } from "../config";
import type { Database } from "../db/client";
import type { AdminApi } from "../http/admin-routes";
import type { AppDeps } from "../http/app";
import type { RenderRequest } from "../http/app-context";
import { createLogger, type Logger } from "../logger";
import { upsertStaffUser } from "../services/staff";
import { openTestDatabase } from "./database-template";
import { createTestApp, type TestAppDeps } from "./test-app";
import { testPasswordHashing } from "./test-password-hashing";
import { enrolmentCode, secretOfUri, unusedCode } from "./totp";

export const STAFF = { email: "equipe@example.com", password: "senha-forte-123" };
export const ORIGIN = "http://localhost";

export type TestServer = {
  app: ReturnType<typeof createTestApp>;
  database: Database;
  /** The PostgreSQL database's URL, so a second process can share it; undefined on PGlite. */
  databaseUrl: string | undefined;
  /** The server's DATA_DIR (its uploads folder, when no other storage is given). */
  dataDir: string;
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
  /** Told when a POST /api/leads/… has stored a lead (the delivery worker's kick). */
  onLeadStored?: () => void;
  /** METRICS_TOKEN. */
  metricsToken?: string;
  /** The delivery worker's state as /api/ready sees it. */
  deliveryWorker?: AppDeps["deliveryWorker"];
  /** The console's route table (React Router's), for its pages' metrics labels. */
  routeTable?: AppDeps["routeTable"];
  /** The public site (fake-site.ts in tests). */
  site?: AppDeps["site"];
  /** Where uploads go (an S3 bucket); the test's own data directory when absent. */
  storage?: TestAppDeps["storage"];
  /** Queues a CDN purge with each staff write, as the server does with CDN_PURGE_URL. */
  queuePurge?: AppDeps["queuePurge"];
  /** The provider's ERP (a fake's adapter): the subscriber pages take their POSTs. */
  erp?: TestAppDeps["erp"];
  /** ERP_ADAPTER, ERP_URL and ERP_TOKEN (without `erp`): the environment's ERP, which wins over the console's. */
  erpEnvironment?: Config["erp"];
  /** ERP_CONTRACT_PRINT: the default of the console's 'Impressão do contrato (IXC)'. */
  erpContractPrint?: string;
  /** DESK_LOOKUPS_PER_MINUTE: the site's ceiling on the subscriber pages' lookups. */
  deskLookupsPerMinute?: number;
  /** COVERAGE_ALLOW_HTTP: 'Cobertura' takes (and uses) an http:// geocoder and CEP service. */
  coverageAllowHttp?: boolean;
  /**
   * ALLOW_PRIVATE_ADDRESSES, ERP_ALLOW_HTTP and SMTP_ALLOW_PLAIN_AUTH (issue 66, L3). The tests' fakes
   * listen on 127.0.0.1 over plain http and SMTP, so the test server allows all three unless a test of the
   * defaults says `false`.
   */
  allowPrivateAddresses?: boolean;
  erpAllowHttp?: boolean;
  smtpAllowPlainAuth?: boolean;
  /** The page pipeline's render lanes (pages.ts), when a test needs its own bounds. */
  renderLimits?: AppDeps["renderLimits"];
  /** The running server's backup route (embedded database): its token and the referral key. */
  backup?: AppDeps["backup"];
  /** Viability's geocoder (issue 56): a fake's, so no test asks a real one. */
  geocoder?: TestAppDeps["geocoder"];
  /** The CEP service that prefills 'Contrate online': a fake's, so no test asks a real one. */
  cepAddress?: TestAppDeps["cepAddress"];
  /** Counts page views and coverage checks for the Painel (decision 0068). */
  traffic?: AppDeps["traffic"];
  /** The WhatsApp fake's address, for 'Marketing e avisos' → 'Testar conexão'. */
  whatsappUrl?: AppDeps["whatsappUrl"];
  /** GenieACS (a fake's) for the desk's Wi-Fi change (issue 67). */
  devices?: TestAppDeps["devices"];
  /** Told when a desk request's e-mail is queued (issue 67). */
  onRequestStored?: TestAppDeps["onRequestStored"];
  /** How long 'Testar conexão' waits (and pads a failure to). */
  connectionTestTimeoutMs?: AppDeps["connectionTestTimeoutMs"];
};

export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  // PGlite in memory, or a throwaway database on TEST_DATABASE_URL, from the run's template.
  const { database, url, close } = await openTestDatabase(options.seed === false ? "migrated" : "seeded");
  const logger = options.logger ?? createLogger("silent");
  // better-auth logs through the app's logger too: on its own it would print to the console.
  const auth = createAuth({
    db: database.db,
    secret: randomUUID() + randomUUID(),
    logger,
    passwordHashing: testPasswordHashing,
  });
  await upsertStaffUser(auth, database.db, STAFF.email, STAFF.password);
  const dataDir = mkdtempSync(path.join(tmpdir(), "vitrine-test-"));
  const { catalogue, ready } = createCatalogue({ database });
  await ready;
  const app = createTestApp({
    catalogue,
    config: {
      trustProxy: options.trustProxy ?? false,
      publicUrl: options.publicUrl,
      dataDir,
      metricsToken: options.metricsToken,
      erp: options.erpEnvironment,
      erpContractPrint: options.erpContractPrint,
      deskLookupsPerMinute: options.deskLookupsPerMinute,
      coverageAllowHttp: options.coverageAllowHttp,
      allowPrivateAddresses: options.allowPrivateAddresses ?? true,
      erpAllowHttp: options.erpAllowHttp ?? true,
      smtpAllowPlainAuth: options.smtpAllowPlainAuth ?? true,
    },
    database,
    auth,
    logger,
    render: options.render,
    onReferralStored: options.onReferralStored,
    onLeadStored: options.onLeadStored,
    deliveryWorker: options.deliveryWorker,
    routeTable: options.routeTable,
    site: options.site,
    storage: options.storage,
    queuePurge: options.queuePurge,
    erp: options.erp,
    renderLimits: options.renderLimits,
    backup: options.backup,
    geocoder: options.geocoder,
    cepAddress: options.cepAddress,
    traffic: options.traffic,
    whatsappUrl: options.whatsappUrl,
    devices: options.devices,
    onRequestStored: options.onRequestStored,
    connectionTestTimeoutMs: options.connectionTestTimeoutMs,
  });
  return {
    app,
    database,
    databaseUrl: url,
    dataDir,
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

/** The Cookie header of an answer's Set-Cookie lines (cookies it clears left out). */
export function cookieOf(response: Response, earlier = ""): string {
  const jar = new Map(
    earlier
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair] as const),
  );
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(";")[0]!;
    const name = pair.slice(0, pair.indexOf("="));
    if (/;\s*max-age=0/i.test(line) || pair.endsWith("=")) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

/** Authenticator secrets of the accounts the helpers below enrolled, per server (e-mail → base32). */
const enrolled = new WeakMap<TestServer, Map<string, string>>();
export const totpSecretOf = (server: TestServer, email: string) => enrolled.get(server)?.get(email);

async function authPost(server: TestServer, path: string, body: unknown, cookie: string, address: string) {
  return server.app.request(`/api/auth${path}`, jsonRequest("POST", body, cookie), fromAddress(address));
}

/**
 * Turns on two-factor sign-in for the signed-in account of `cookie`, as 'Minha conta' does (password,
 * then the first code); returns the new session's Cookie header, the secret and the ten backup codes.
 */
export async function enrolTwoFactor(
  server: TestServer,
  cookie: string,
  credentials: { email: string; password: string },
  address = "10.0.0.1",
): Promise<{ cookie: string; secret: string; backupCodes: string[] }> {
  const enable = await authPost(
    server,
    "/two-factor/enable",
    { password: credentials.password },
    cookie,
    address,
  );
  if (!enable.ok) throw new Error(`two-factor/enable answered ${enable.status}: ${await enable.text()}`);
  const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
  const secret = secretOfUri(totpURI);
  const verify = await authPost(
    server,
    "/two-factor/verify-totp",
    { code: await enrolmentCode(secret) },
    cookie,
    address,
  );
  if (!verify.ok) throw new Error(`two-factor/verify-totp answered ${verify.status}: ${await verify.text()}`);
  const secrets = enrolled.get(server) ?? new Map<string, string>();
  enrolled.set(server, secrets.set(credentials.email, secret));
  return { cookie: cookieOf(verify, cookie), secret, backupCodes };
}

/**
 * A whole sign-in: the password, then (for an account with two-factor sign-in) a code of the app's that
 * no sign-in of this test file has used.
 * Returns the session's Cookie header.
 */
export async function signInWithCode(
  server: TestServer,
  credentials: { email: string; password: string },
  secret: string,
  address = "10.0.0.1",
): Promise<string> {
  const first = await signIn(server, credentials, address);
  if (!first.ok) throw new Error(`sign-in failed: ${first.status}`);
  const body = (await first.json()) as { twoFactorRedirect?: boolean };
  if (!body.twoFactorRedirect) return cookieOf(first);
  const verify = await authPost(
    server,
    "/two-factor/verify-totp",
    { code: await unusedCode(secret) },
    cookieOf(first),
    address,
  );
  if (!verify.ok) throw new Error(`sign-in code answered ${verify.status}: ${await verify.text()}`);
  return cookieOf(verify);
}

/**
 * Signs a staff member in and returns the Cookie header for later requests. An administrador must have
 * two-factor sign-in before the console serves them (decision 0025): the first sign-in enrols, as the
 * console would make them; later ones give the app's code.
 */
async function signedInCookie(
  server: TestServer,
  credentials: { email: string; password: string },
  role: StaffRole,
  address: string,
): Promise<string> {
  const secret = totpSecretOf(server, credentials.email);
  if (secret) return signInWithCode(server, credentials, secret, address);
  const response = await signIn(server, credentials, address);
  if (!response.ok) throw new Error(`sign-in as ${role} failed: ${response.status}`);
  const cookie = cookieOf(response);
  if (role !== "administrador") return cookie;
  return (await enrolTwoFactor(server, cookie, credentials, address)).cookie;
}

/**
 * Signs the staff user (an administrador) in, from `address` (sign-ins are limited per address), and
 * returns the Cookie header for later requests.
 */
export async function staffCookie(server: TestServer, address = "10.0.0.1"): Promise<string> {
  return signedInCookie(server, STAFF, "administrador", address);
}

/**
 * A staff member of `role` (`<role>@example.com`, created on first use), signed in from an address of that
 * role's own (sign-ins are limited per address); returns the Cookie header.
 */
export async function staffCookieFor(server: TestServer, role: StaffRole): Promise<string> {
  const credentials = { email: `${role}@example.com`, password: `senha-${role}-123` };
  await upsertStaffUser(server.auth, server.database.db, credentials.email, credentials.password, role);
  return signedInCookie(server, credentials, role, `10.0.2.${STAFF_ROLES.indexOf(role) + 1}`);
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
