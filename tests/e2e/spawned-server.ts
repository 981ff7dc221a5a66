import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { type APIRequestContext, expect, request as playwrightRequest } from "@playwright/test";
import { enrolmentCode, secretOfUri } from "../../src/server/testing/totp";

/**
 * A production server of a test's own (`build/server/main.js`), beside the shared e2e server. It runs in
 * a process group of its own, so `kill()` also ends a cluster's workers: a test that fails or times out
 * half-way leaves nothing listening for its retry to collide with.
 */
export type SpawnedServer = {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
  /** SIGTERM, then the exit code; fails with the server's output if it has not stopped in 30 s. */
  stop: () => Promise<number | null>;
  /** SIGKILL to the whole group if anything of it still runs: for `finally`. */
  kill: () => void;
};

/** A port nothing listens on now: a fixed one could meet another checkout's run or a parallel worker. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once("error", reject);
    probe.listen(0, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export async function startServer(env: Record<string, string>): Promise<SpawnedServer> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  let output = "";
  const child = spawn(process.execPath, ["build/server/main.js"], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      LOG_LEVEL: "info",
      PORT: String(port),
      // The specs' fakes listen on 127.0.0.1 over plain http and SMTP (issue 66, L3): allowed here.
      ALLOW_PRIVATE_ADDRESSES: "true",
      ERP_ALLOW_HTTP: "true",
      SMTP_ALLOW_PLAIN_AUTH: "true",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    child,
    port,
    output: () => output,
    exited,
    stop: async () => {
      if (running()) child.kill("SIGTERM");
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`the server did not stop in 30 s:\n${output}`)), 30_000);
      });
      try {
        return await Promise.race([exited, late]);
      } finally {
        clearTimeout(timer);
      }
    },
    kill: () => {
      if (child.pid === undefined) return;
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        // The group is gone already.
      }
    },
  };
}

/**
 * The run's migrated and seeded data directory, made once by the global setup (`startDataTemplate`) while
 * the first tests run: a server of a test's own starts on a copy of it instead of migrating and seeding a
 * new one (most of a start on a busy machine). Its path reaches the workers in E2E_DATA_TEMPLATE; the
 * template's own server writes `<path>.ready` once it has stopped, or `<path>.failed` with its output.
 */
export function startDataTemplate(): void {
  const template = mkdtempSync(path.join(tmpdir(), "vitrine-e2e-template-"));
  process.env.E2E_DATA_TEMPLATE = template;
  void (async () => {
    const server = await startServer({ DATA_DIR: template });
    let stopping = false;
    const listening = setInterval(() => {
      if (stopping || !server.output().includes('"msg":"listening"')) return;
      stopping = true;
      server.child.kill("SIGTERM");
    }, 100);
    const code = await server.exited;
    clearInterval(listening);
    if (stopping && code === 0) writeFileSync(`${template}.ready`, "");
    else writeFileSync(`${template}.failed`, server.output());
  })();
}

/**
 * A data directory of a test's own holding a copy of the run's seeded template (`startDataTemplate`),
 * once the template is ready. `prefix` names the directory, so a kept one says whose it was.
 */
export async function seededDataDir(prefix: string): Promise<string> {
  const template = process.env.E2E_DATA_TEMPLATE;
  if (!template) throw new Error("E2E_DATA_TEMPLATE is not set: tests/e2e/global-setup.ts makes it");
  const deadline = Date.now() + 180_000;
  while (!existsSync(`${template}.ready`)) {
    if (existsSync(`${template}.failed`))
      throw new Error(`the data template's server failed:\n${readFileSync(`${template}.failed`, "utf8")}`);
    if (Date.now() > deadline) throw new Error("the data template was not ready in 180 s");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

/**
 * Waits until the server at `baseURL` answers /api/health with 200. Until it listens, `fetch` fails
 * (connection refused): that counts as not yet, not as the test's failure. `timeout` is long because a
 * start on the shared, busy machine can take most of a minute or two.
 */
export async function waitForHealth(baseURL: string, timeout = 150_000): Promise<void> {
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${baseURL}/api/health`)).status;
        } catch {
          return 0;
        }
      },
      { timeout },
    )
    .toBe(200);
}

/**
 * A request context signed in as the administrador a spawned server made from ADMIN_EMAIL and
 * ADMIN_PASSWORD, enrolled in two-factor sign-in first (decision 0025: the console's API serves an
 * administrador only then), as 'Minha conta' does. Its requests carry the server's origin (the
 * cross-site check) and come from `forwardedFor` (the server trusts X-Forwarded-For), an address apart
 * from the spec's visitors so the sign-in limits count it alone. The caller disposes of it; if the
 * sign-in fails it is disposed of here.
 */
export async function signInAdministrador(
  baseURL: string,
  admin: { email: string; password: string },
  forwardedFor: string,
): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL, "X-Forwarded-For": forwardedFor },
  });
  try {
    expect((await context.post("/api/auth/sign-in/email", { data: admin })).status()).toBe(200);
    const enable = await context.post("/api/auth/two-factor/enable", { data: { password: admin.password } });
    const secret = secretOfUri((await enable.json()).totpURI);
    const verify = await context.post("/api/auth/two-factor/verify-totp", {
      data: { code: await enrolmentCode(secret) },
    });
    expect(verify.status()).toBe(200);
    return context;
  } catch (error) {
    await context.dispose();
    throw error;
  }
}
