import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { bundledScript } from "./bundled-script";

export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, "127.0.0.1");
  await once(probe, "listening");
  const address = probe.address();
  probe.close();
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

/** Polls `check` until it holds; fails naming `what` after `timeoutMs`. */
export async function until(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export type ServerProcess = { url: string; child: ChildProcess; output: () => string; stop(): Promise<void> };

/**
 * The production server's start-up (`serve`, one process) with a stand-in for the site
 * (`testing/cluster-server.ts`), on a free port of loopback, started with `env` and nothing else of this
 * process's environment (and `nodeArgs` before the script: `npm start`'s heap cap); resolves once it listens.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { nodeArgs?: string[] } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const script = await bundledScript("src/server/testing/cluster-server.ts");
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...script], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      LOG_LEVEL: "info",
      SEED_DEMO: "false",
      WEB_CONCURRENCY: "1",
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  await until(
    () => /"msg":"listening"/.test(output) || child.exitCode !== null,
    "the server process to listen",
  );
  if (child.exitCode !== null) throw new Error(`the server process exited:\n${output}`);
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      await exited;
    },
  };
}
