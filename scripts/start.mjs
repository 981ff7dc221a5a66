// `npm start`: build when the sources are newer than the last build, then run the production server.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const stamp = path.join(root, "build", ".stamp");
const inputs = [
  "src",
  "public",
  "package.json",
  "vite.config.ts",
  "react-router.config.ts",
  "astro.config.ts",
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((name) => newestMtime(path.join(target, name))));
}

const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
if (built === 0 || inputs.some((input) => newestMtime(path.join(root, input)) > built)) {
  console.log("Building Vitrine…");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const envFile = path.join(root, ".env");
if (existsSync(envFile)) process.loadEnvFile(envFile);
await import(path.join(root, "build", "server", "main.js"));
