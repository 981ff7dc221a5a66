import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";

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
    env: { PATH: process.env.PATH, NODE_ENV: "production", LOG_LEVEL: "info", PORT: String(port), ...env },
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
