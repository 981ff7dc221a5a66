import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseUrl } from "../config";
import { bundledScript } from "../testing/bundled-script";
import { type ServerProcess, startServerProcess } from "../testing/server-process";

// `npm run backup` beside a running server on the embedded database (issue 55, L-BK): PGlite's files are
// one process's, so the command asks the server (POST /api/backup, with the token the server keeps in
// DATA_DIR), which takes the backup without stopping; `npm run restore` puts it back on another install
// with the referral key of the site that wrote it, and an encrypted one with its passphrase. On a
// PostgreSQL run the command reads the database itself (archive.test.ts): this file runs on PGlite only.

const work = mkdtempSync(path.join(tmpdir(), "vitrine-backup-cli-"));
const dataDir = path.join(work, "data");
let server: ServerProcess;

beforeAll(async () => {
  server = await startServerProcess({ DATA_DIR: dataDir, SEED_DEMO: "true" });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
});

/** Runs `npm run <script>` bundled, with these settings; its exit code and what it printed. */
async function cli(script: "backup" | "restore", args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [...(await bundledScript(`src/server/cli/${script}.ts`)), ...args], {
    env: { PATH: process.env.PATH, NODE_ENV: "production", LOG_LEVEL: "silent", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const [code] = await once(child, "exit");
  return { code: code as number, output };
}

describe.skipIf(testDatabaseUrl())("npm run backup on the embedded database, the server running", () => {
  const serverEnv = () => ({
    DATA_DIR: dataDir,
    HOST: "127.0.0.1",
    PORT: new URL(server.url).port,
  });
  const plainFile = path.join(work, "site.vitrine.gz");
  const encryptedFile = path.join(work, "site-with-keys.vitrine");

  it("is taken by the running server, which goes on answering", async () => {
    const taken = await cli("backup", ["--out", plainFile], serverEnv());
    expect(taken.output).toContain("by the running server");
    expect(taken.code).toBe(0);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect(statSync(plainFile).mode & 0o777).toBe(0o600);
    const lines = gunzipSync(readFileSync(plainFile)).toString("utf8").trimEnd().split("\n");
    expect(JSON.parse(lines[0]!)).toMatchObject({
      format: "vitrine-backup",
      sealedWith: { kind: "referral-key" },
    });
    expect(lines.some((line) => line.startsWith('{"table":"plans"'))).toBe(true);
    expect(lines.some((line) => line.startsWith('{"table":"auth_session"'))).toBe(false);
    expect(lines.some((line) => line.startsWith('{"secret"'))).toBe(false);
    expect(server.output()).toContain('"msg":"backup taken"');
  });

  it("with --with-keys, carries the key files in a file encrypted with the passphrase", async () => {
    const passphraseFile = path.join(work, "passphrase");
    writeFileSync(passphraseFile, "curta\n", { mode: 0o600 });
    const refused = await cli(
      "backup",
      ["--out", encryptedFile, "--with-keys", "--passphrase-file", passphraseFile],
      serverEnv(),
    );
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("at least 16 characters");
    writeFileSync(passphraseFile, "uma frase longa para o backup\n", { mode: 0o600 });
    expect((await cli("backup", ["--out", encryptedFile, "--with-keys"], serverEnv())).output).toContain(
      "--with-keys and --passphrase-file go together",
    );
    const taken = await cli(
      "backup",
      ["--out", encryptedFile, "--with-keys", "--passphrase-file", passphraseFile],
      serverEnv(),
    );
    expect(taken.code, taken.output).toBe(0);
    expect(taken.output).toContain("with its keys, encrypted");
    expect(readFileSync(encryptedFile).subarray(0, 1).toString()).toBe("{");
  });

  it("answers only a caller on this machine holding the token", async () => {
    const token = readFileSync(path.join(dataDir, "backup-token"), "utf8").trim();
    const post = (headers: Record<string, string>) =>
      fetch(`${server.url}/api/backup`, {
        method: "POST",
        headers: { origin: server.url, "content-type": "application/json", ...headers },
        body: "{}",
      });
    expect((await post({})).status).toBe(401);
    expect((await post({ authorization: "Bearer nao-e-o-token" })).status).toBe(401);
    // A request that came through a proxy is not this machine's, whatever its socket says.
    expect((await post({ authorization: `Bearer ${token}`, "x-forwarded-for": "203.0.113.9" })).status).toBe(
      403,
    );
    // Another site's page cannot make a browser on this machine ask for it.
    expect((await post({ authorization: `Bearer ${token}`, origin: "https://evil.example" })).status).toBe(
      403,
    );
  });

  it("restores on another install with the site's referral key, and the encrypted one with its passphrase", async () => {
    await server.stop();
    const other = path.join(work, "other");
    const keyless = await cli("restore", ["--in", plainFile], { DATA_DIR: other });
    expect(keyless.code).toBe(1);
    expect(keyless.output).toContain("REFERRAL_ENCRYPTION_KEY");
    const referralKey = readFileSync(path.join(dataDir, "referral-key"), "utf8").trim();
    const restored = await cli("restore", ["--in", plainFile], {
      DATA_DIR: other,
      REFERRAL_ENCRYPTION_KEY: referralKey,
    });
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toContain("Staff sign in again");
    expect(existsSync(path.join(other, "auth-secret"))).toBe(false);

    const third = path.join(work, "third");
    const decrypted = await cli(
      "restore",
      ["--in", encryptedFile, "--passphrase-file", path.join(work, "passphrase")],
      { DATA_DIR: third },
    );
    expect(decrypted.code, decrypted.output).toBe(0);
    expect(readFileSync(path.join(third, "auth-secret"), "utf8")).toBe(
      readFileSync(path.join(dataDir, "auth-secret"), "utf8"),
    );
    // Three installs made from scratch (each migrated, then loaded) by child processes.
  }, 180_000);
});
