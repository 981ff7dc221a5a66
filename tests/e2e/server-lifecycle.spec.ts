import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

// A second production server of its own, to check what a process manager sees.
function startServer(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = "";
  const child = spawn(process.execPath, ["build/server/main.js"], {
    env: { PATH: process.env.PATH, NODE_ENV: "production", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  return { child, output: () => output };
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

test("a bad setting stops start-up with a message naming the variable", async () => {
  const { child, output } = startServer({
    PORT: "não-é-porta",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "vitrine-")),
  });
  expect(await exited(child)).toBe(1);
  expect(output()).toContain("PORT: must be a port number from 1 to 65535");
});

test("SIGTERM lets in-flight requests finish, then exits 0; hashed assets are cached for a year", async () => {
  test.setTimeout(60_000);
  const port = 3290;
  const { child, output } = startServer({
    PORT: String(port),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "vitrine-")),
  });
  await expect.poll(() => output(), { timeout: 45_000 }).toContain('"msg":"listening"');
  expect(output()).toMatch(/Staff user created: admin@vitrine\.local\s+Password: \S{12,}/);

  const html = await (await fetch(`http://localhost:${port}/`)).text();
  const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const assetResponse = await fetch(`http://localhost:${port}${asset}`);
  expect(assetResponse.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");

  const inFlight = fetch(`http://localhost:${port}/`);
  await new Promise((resolve) => setTimeout(resolve, 5));
  const exit = exited(child);
  child.kill("SIGTERM");
  expect((await inFlight).status).toBe(200);
  expect(await exit).toBe(0);
  expect(output()).toContain('"msg":"stopped"');
});
