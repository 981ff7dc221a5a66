// The public pages' JavaScript budget (decision 0051; docs/public-site.md), checked by scripts/check-pages.ts
// in `npm test` and CI after the build on the pages the suites sample. It counts what each page loads
// without being touched: its module scripts, its islands' components and renderer, what those import statically (not what
// they import on demand: a plan's cards once a city is chosen, a dialog's form), and its inline scripts. It
// counts the bytes a browser is sent, as Lighthouse does: each file's brotli copy that `npm run build` writes
// beside it (scripts/precompress.mjs) and the server sends, and the inline scripts at brotli's quality too.
// An island placed `client:interaction` (decision 0090) loads on the visitor's first touch: not counted.
// Fails when
// - a text page (no island) loads more than TEXT_PAGE_BUDGET, a page whose islands all wait for a touch more
//   than TOUCH_PAGE_BUDGET, or a page of islands more than ISLAND_PAGE_BUDGET;
// - a public page loads console code: zod, the form library, Radix's dialog, the console's modules.
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { init, parse } from "es-module-lexer";

export const KB = 1024;
/** A page with no island: the layout's script and its own, within 15 KB. */
export const TEXT_PAGE_BUDGET = 15 * KB;
/** A page whose islands all wait for the first touch (the home pages): the scripts and Astro's runtime (issue 70). */
export const TOUCH_PAGE_BUDGET = 30 * KB;
/** A page of islands: React's runtime, Astro's and the islands, within 75 KB. */
export const ISLAND_PAGE_BUDGET = 75 * KB;
/** Modules a public page must never load: the schema and form libraries, Radix's dialog, the console. */
export const CONSOLE_MODULES = [
  /node_modules\/@radix-ui\/react-dialog\//,
  /node_modules\/react-remove-scroll/,
  /node_modules\/zod\//,
  /node_modules\/react-hook-form\//,
  /node_modules\/@hookform\//,
  /^src\/domain\/(schemas|[\w-]+-schema)\.ts$/,
  /^src\/console\//,
];

/** Text as the server sends it compressed: brotli at the quality `npm run build` writes its files with. */
export const brotliSize = (bytes: Uint8Array | string) =>
  brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** A built file's bytes as sent: its brotli copy when the build wrote one, else the file itself. */
export function sentSize(file: string): number {
  return existsSync(`${file}.br`) ? statSync(`${file}.br`).size : statSync(file).size;
}

/** What a page's HTML loads: its module scripts and islands' files ("/_astro/…"), and its inline scripts. */
export function pageScripts(html: string): {
  urls: string[];
  inline: string[];
  islands: number;
  /** Islands that wait for the visitor's first touch (`client:interaction`): their files are not counted. */
  onTouch: number;
} {
  const urls = new Set<string>();
  const inline: string[] = [];
  for (const [, attributes = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
    if (src) urls.add(src);
    // Data (JSON, speculation rules) is not code a page runs.
    else if (!/\btype="(application\/(ld\+)?json|speculationrules)"/.test(attributes) && body.trim())
      inline.push(body);
  }
  let islands = 0;
  let onTouch = 0;
  for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/g)) {
    if (/\bclient="interaction"/.test(tag)) {
      onTouch += 1;
      continue;
    }
    islands += 1;
    for (const [, url] of tag.matchAll(/\b(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g))
      if (url) urls.add(url);
  }
  return { urls: [...urls], inline, islands, onTouch };
}

/** The files a module imports statically (`import … from`, not `import()`), as site URLs. */
export async function staticImports(code: string, url: string): Promise<string[]> {
  await init;
  const [imports] = parse(code);
  return imports.flatMap((entry) =>
    (entry.type === "static" || entry.type === "reexport-star") && entry.specifier
      ? [new URL(entry.specifier, `http://site${url}`).pathname]
      : [],
  );
}

export type PageFigures = {
  path: string;
  islands: number;
  /** Islands that hydrate on the first touch, not counted. */
  onTouch: number;
  budget: number;
  total: number;
  /** Each file with its bytes as sent. */
  files: Array<{ url: string; sent: number }>;
  inline: number;
};

/** A page's JavaScript: every file it loads (and what they import) read from the build, as sent. */
export async function measurePage(pagePath: string, html: string, clientDir: string): Promise<PageFigures> {
  const { urls, inline, islands, onTouch } = pageScripts(html);
  const seen = new Set<string>();
  const files: PageFigures["files"] = [];
  const queue = [...urls];
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const file = path.join(clientDir, url);
    files.push({ url, sent: sentSize(file) });
    const code = readFileSync(file);
    queue.push(...(await staticImports(code.toString("utf8"), url)));
  }
  const inlineBytes = inline.reduce((sum, text) => sum + brotliSize(text), 0);
  return {
    path: pagePath,
    islands,
    onTouch,
    budget: islands > 0 ? ISLAND_PAGE_BUDGET : onTouch > 0 ? TOUCH_PAGE_BUDGET : TEXT_PAGE_BUDGET,
    total: files.reduce((sum, file) => sum + file.sent, 0) + inlineBytes,
    files: files.sort((a, b) => b.sent - a.sent),
    inline: inlineBytes,
  };
}

/** The console's modules among a page's files, from the build's chunk → modules map (chunk-modules.ts). */
export function consoleModulesIn(
  files: readonly string[],
  chunkModules: Record<string, Record<string, number>>,
) {
  return files.flatMap((url) =>
    Object.keys(chunkModules[url.replace(/^\//, "")] ?? {})
      .filter((id) => CONSOLE_MODULES.some((pattern) => pattern.test(id)))
      .map((id) => `${url}: ${id}`),
  );
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** The report's table, in Markdown, for build/bundle-report.md. */
export function reportMarkdown(pages: readonly PageFigures[]): string {
  const rows = pages.map(
    (page) =>
      `| \`${page.path}\` | ${page.islands > 0 ? `islands (${page.islands})` : page.onTouch > 0 ? `islands on touch (${page.onTouch})` : "text"} | ${kb(page.total)} | ${kb(page.budget)} | ${page.files.length} |`,
  );
  return [
    "# JavaScript per public page",
    "",
    "Written by `scripts/check-bundles.ts` (in `npm test`): what each page loads without being touched, in bytes",
    "as the server sends them (brotli).",
    "",
    "| page | kind | JavaScript | budget | files |",
    "| --- | --- | --- | --- | --- |",
    ...rows,
    "",
  ].join("\n");
}

/** What is wrong with the pages' JavaScript, one line each: over budget, or console code on a public page. */
export function budgetProblems(
  pages: readonly PageFigures[],
  chunkModules: Record<string, Record<string, number>>,
): string[] {
  return pages.flatMap((page) => [
    ...(page.total > page.budget
      ? [
          `${page.path} loads ${kb(page.total)} of JavaScript, over its budget of ${kb(page.budget)}; its largest files: ${page.files
            .slice(0, 5)
            .map((file) => `${file.url} ${kb(file.sent)}`)
            .join(", ")}`,
        ]
      : []),
    ...consoleModulesIn(
      page.files.map((file) => file.url),
      chunkModules,
    ).map((found) => `${page.path} loads console code: ${found}`),
  ]);
}
