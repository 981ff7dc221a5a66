// `npm test` and CI, after the build: what the public pages send, page by page, from the built server on a
// fresh data directory, for the pages the suites sample (scripts/sitemap-sample.ts) and a few off the sitemap:
// - their JavaScript within its budget, and no console code on them (scripts/check-bundles.ts);
// - their HTML valid to the W3C Nu Html Checker (scripts/check-html.ts).
// Writes build/bundle-report.json and .md, where the docs point for the figures. Fails naming every problem.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, until } from "../src/server/testing/server-process";
import { budgetProblems, measurePage, type PageFigures, reportMarkdown } from "./check-bundles";
import { htmlErrors } from "./check-html";
import { samplePages } from "./sitemap-sample";

/** Pages off the sitemap that are checked too: an unserved city's 404, a result page, a missing page. */
export const EXTRA_PAGES = ["/planos/campinas-sp", "/busca?q=fibra", "/pagina-que-nao-existe"];

const root = path.resolve(import.meta.dirname, "..");
const clientDir = path.join(root, "build", "site", "client");
const chunkModules = JSON.parse(readFileSync(path.join(root, "build", "site", "chunk-modules.json"), "utf8"));
const dataDir = mkdtempSync(path.join(tmpdir(), "vitrine-pages-"));
const port = await freePort();
const server = spawn(process.execPath, [path.join(root, "build", "server", "main.js")], {
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    WEB_CONCURRENCY: "1",
    LOG_LEVEL: "warn",
    DATABASE_URL: "",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
const origin = `http://127.0.0.1:${port}`;
try {
  // A first start migrates and seeds a new database: tens of seconds on a busy 2-core machine.
  await until(
    async () => (await fetch(`${origin}/api/health`).catch(() => undefined))?.ok === true,
    "the server",
    180_000,
  );
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
  const html = new Map<string, string>();
  for (const page of [...samplePages(paths), ...EXTRA_PAGES])
    html.set(page, await (await fetch(origin + page)).text());

  const figures: PageFigures[] = [];
  for (const [page, text] of html) figures.push(await measurePage(page, text, clientDir));
  writeFileSync(path.join(root, "build", "bundle-report.json"), `${JSON.stringify(figures, null, 1)}\n`);
  writeFileSync(path.join(root, "build", "bundle-report.md"), reportMarkdown(figures));
  const problems = [
    ...budgetProblems(figures, chunkModules),
    ...(await htmlErrors(html)).map(
      (error) =>
        `${error.page}:${error.line ?? "?"}: ${error.message}${error.extract ? ` («${error.extract}»)` : ""}`,
    ),
  ];
  if (problems.length > 0) {
    console.error(`Public pages:\n  ${problems.join("\n  ")}`);
    process.exitCode = 1;
  } else {
    const heaviest = [...figures].sort((a, b) => b.total - a.total)[0]!;
    console.log(
      `Public pages: ${figures.length} within their JavaScript budget (the heaviest ${heaviest.path}, build/bundle-report.md) and valid HTML.`,
    );
  }
} finally {
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}
