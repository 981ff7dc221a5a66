import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import {
  budgetProblems,
  checkBundles,
  consoleModulesIn,
  gzipSize,
  homeRequests,
  ISLAND_PAGE_BUDGET,
  KB,
  PAGE_BUDGET,
  PAGE_SCRIPT_URL,
  pageFigures,
  TEXT_PAGE_BUDGET,
} from "./check-bundles.mjs";

/** Bytes that gzip cannot shrink (SHA-256 in counter mode, so always the same), so a script's gzip size is known. */
function incompressible(length: number, seed: number): Buffer {
  const blocks: Buffer[] = [];
  for (let i = 0; i * 32 < length; i += 1) blocks.push(createHash("sha256").update(`${seed}:${i}`).digest());
  return Buffer.concat(blocks).subarray(0, length);
}

const route = (id: string, module: string, imports: string[], extra: Record<string, unknown> = {}) => ({
  id,
  module,
  imports,
  css: [],
  ...extra,
});

/** React Router's route table as the server build exposes it (`assets`), for a site of four pages. */
const manifest = {
  entry: { module: "/assets/entry.js", imports: ["/assets/framework.js"], css: [] },
  routes: {
    root: route("root", "/assets/root.js", ["/assets/framework.js", "/assets/app.js"], { path: "" }),
    "routes/public-layout": route("routes/public-layout", "/assets/layout.js", ["/assets/public.js"], {
      parentId: "root",
    }),
    home: route("home", "/assets/home.js", ["/assets/plans.js"], {
      parentId: "routes/public-layout",
      index: true,
    }),
    "routes/faq": route("routes/faq", "/assets/faq.js", [], {
      parentId: "routes/public-layout",
      path: "faq",
    }),
    "routes/city-page": route("routes/city-page", "/assets/city.js", ["/assets/plans.js"], {
      parentId: "routes/public-layout",
      path: "planos/:cidade",
    }),
    "routes/auth": route("routes/auth", "/assets/auth.js", ["/assets/forms.js"], {
      parentId: "root",
      path: "auth",
    }),
  },
};

/** Each script's length in incompressible bytes: its gzip size is that plus gzip's few bytes of framing. */
const lengths: Record<string, number> = {
  "/assets/entry.js": 200,
  "/assets/framework.js": 96 * KB,
  "/assets/root.js": 100,
  "/assets/app.js": 5 * KB,
  "/assets/layout.js": 100,
  "/assets/public.js": 4 * KB,
  "/assets/home.js": 7 * KB,
  "/assets/plans.js": 8 * KB,
  "/assets/faq.js": 2 * KB,
  "/assets/city.js": 1 * KB,
  "/assets/auth.js": 1 * KB,
  "/assets/forms.js": 20 * KB,
};
const assetBytes = (url: string) => incompressible(lengths[url]!, url.length);

/** Rendered length of each chunk's modules, as vite.config.ts's plugin writes them. */
const chunkModules = {
  "assets/framework.js": { "node_modules/react-dom/cjs/react-dom-client.production.js": 150_000 },
  "assets/app.js": { "src/web/root.tsx": 4000, "src/web/components/ui/dialog.tsx": 12_000 },
  "assets/public.js": { "src/web/features/layout/header.tsx": 9000 },
  "assets/plans.js": {
    "src/web/features/plans/plan-card.tsx": 24_000,
    "src/web/features/plans/plans-section.tsx": 8000,
  },
  "assets/home.js": { "src/web/routes/home.tsx": 2000, "src/web/features/home/banner-carousel.tsx": 2000 },
  "assets/forms.js": { "node_modules/zod/v4/core/schemas.js": 60_000 },
};

describe("pageFigures", () => {
  const figures = pageFigures(manifest, assetBytes);
  const page = (id: string) => figures.find((figure) => figure.id === id)!;

  it("counts every public page and only those: not the layout, not /auth", () => {
    expect(figures.map((figure) => figure.path).sort()).toEqual(["/", "/faq", "/planos/:cidade"]);
  });

  it("sums the entry, root, layout and route scripts with their imports, each once, in gzip -9", () => {
    const home = page("home");
    expect(home.chunks.map((chunk) => chunk.url).sort()).toEqual(
      [
        "/assets/app.js",
        "/assets/entry.js",
        "/assets/framework.js",
        "/assets/home.js",
        "/assets/layout.js",
        "/assets/plans.js",
        "/assets/public.js",
        "/assets/root.js",
      ].sort(),
    );
    const expected = home.chunks.reduce(
      (sum, chunk) => sum + gzipSync(assetBytes(chunk.url), { level: 9 }).length,
      0,
    );
    expect(home.total).toBe(expected);
    // Incompressible bytes: the total is the scripts' length plus gzip's framing.
    expect(home.total).toBeGreaterThan(114 * KB);
  });

  it("holds every public page that hydrates whole to 120 KB", () => {
    expect(page("home").budget).toBe(120 * KB);
    expect(page("routes/faq").budget).toBe(120 * KB);
    expect(PAGE_BUDGET).toBe(120 * KB);
  });
});

describe("budgetProblems", () => {
  it("fails a `/` over 120 KB, naming the page, its total, its budget and its largest modules", () => {
    const problems = budgetProblems(pageFigures(manifest, assetBytes), chunkModules);
    expect(problems).toHaveLength(1);
    const [message] = problems;
    expect(message).toMatch(
      /^\/ \(route home\) loads 12\d\.\d KB .* over its budget of 120\.0 KB by \d\.\d KB/,
    );
    expect(message).toContain("plans.js 8.0 KB");
    // The module that weighs most beside the framework comes first, with its share of its chunk's gzip.
    const modules = message!.split("\n").filter((line) => line.startsWith("    "));
    expect(modules[0]).toMatch(
      /^ {4}src\/web\/features\/plans\/plan-card\.tsx ≈6\.0 KB \(23\.4 KB rendered\) in plans\.js$/,
    );
    expect(message).toContain("src/web/components/ui/dialog.tsx");
    expect(message).not.toContain("react-dom");
  });

  it("passes pages within their budget, however close", () => {
    const figures = pageFigures(manifest, assetBytes).map((page) => ({ ...page, budget: page.total }));
    expect(budgetProblems(figures, chunkModules)).toEqual([]);
  });

  it("fails any public page over 120 KB", () => {
    const heavy = (url: string) => assetBytes(url === "/assets/faq.js" ? "/assets/forms.js" : url);
    const problems = budgetProblems(pageFigures(manifest, heavy), chunkModules);
    expect(problems.map((problem) => problem.split(" ")[0])).toEqual(["/", "/faq"]);
  });
});

describe("text pages (decision 0043)", () => {
  const textPages = (script: Buffer) => ({ ids: new Set(["routes/faq"]), script: script.toString("latin1") });

  it("count only the inline page script, against the 15 KB budget; the other pages are unchanged", () => {
    const script = incompressible(3 * KB, 7);
    const figures = pageFigures(manifest, assetBytes, textPages(script));
    const faq = figures.find((figure) => figure.id === "routes/faq")!;
    expect(faq.chunks.map((chunk) => chunk.url)).toEqual([PAGE_SCRIPT_URL]);
    expect(faq.total).toBe(gzipSync(Buffer.from(script.toString("latin1")), { level: 9 }).length);
    expect(faq.budget).toBe(TEXT_PAGE_BUDGET);
    expect(TEXT_PAGE_BUDGET).toBe(15 * KB);
    const home = figures.find((figure) => figure.id === "home")!;
    expect(home).toEqual(pageFigures(manifest, assetBytes).find((figure) => figure.id === "home"));
  });

  it("fail a text page whose script is over 15 KB", () => {
    const figures = pageFigures(manifest, assetBytes, textPages(incompressible(16 * KB, 8)));
    const problems = budgetProblems(figures, chunkModules);
    expect(problems.find((problem) => problem.startsWith("/faq "))).toMatch(/over its budget of 15\.0 KB/);
  });
});

describe("pages of islands (decision 0049)", () => {
  const script = incompressible(4 * KB, 9);
  const islandFigures = (urls: string[]) =>
    pageFigures(
      manifest,
      assetBytes,
      { ids: new Set(), script: script.toString("latin1") },
      new Map([["home", urls]]),
    );

  it("count the islands' scripts and the inline page script, against the 75 KB budget", () => {
    const home = islandFigures(["/assets/framework.js", "/assets/city.js"]).find(
      (page) => page.id === "home",
    )!;
    expect(home.chunks.map((chunk) => chunk.url)).toEqual([
      "/assets/framework.js",
      "/assets/city.js",
      PAGE_SCRIPT_URL,
    ]);
    expect(home.total).toBe(
      gzipSize(assetBytes("/assets/framework.js")) +
        gzipSize(assetBytes("/assets/city.js")) +
        gzipSize(Buffer.from(script.toString("latin1"))),
    );
    expect(home.budget).toBe(ISLAND_PAGE_BUDGET);
    expect(ISLAND_PAGE_BUDGET).toBe(75 * KB);
    // The inline script is no request.
    expect(homeRequests([home])).toEqual({ count: 3, scripts: 2 });
  });

  it("fail a page of islands over 75 KB", () => {
    const problems = budgetProblems(
      islandFigures(["/assets/framework.js", "/assets/forms.js"]),
      chunkModules,
    );
    expect(problems.find((problem) => problem.startsWith("/ "))).toMatch(/over its budget of 75\.0 KB/);
  });
});

describe("homeRequests", () => {
  it("counts the document, `/`'s scripts and its stylesheets", () => {
    expect(homeRequests(pageFigures(manifest, assetBytes))).toEqual({ count: 9, scripts: 8 });
  });
});

it("gzipSize counts as the bench and `gzip -9` do", () => {
  const text = Buffer.from("const a = 1;".repeat(500));
  expect(gzipSize(text)).toBe(gzipSync(text, { level: 9 }).length);
});

it("consoleModulesIn names the console modules a page's scripts hold", () => {
  expect(consoleModulesIn(["/assets/home.js", "/assets/forms.js"], chunkModules)).toEqual([
    "/assets/forms.js: node_modules/zod/v4/core/schemas.js",
  ]);
});

describe("the check on a build", () => {
  const roots: string[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });

  /** A build directory as `npm run build` leaves it, holding `manifest` and the scripts above. */
  function build(): string {
    const root = mkdtempSync(path.join(tmpdir(), "bundles-"));
    roots.push(root);
    const web = path.join(root, "build", "web");
    mkdirSync(path.join(web, "server"), { recursive: true });
    mkdirSync(path.join(web, "client", "assets"), { recursive: true });
    mkdirSync(path.join(web, "client", ".vite"), { recursive: true });
    // The server build's route modules: /faq a text page (decision 0043), with the page script it inlines.
    const routes = Object.fromEntries(
      Object.keys(manifest.routes).map((id) => [
        id,
        { id, module: id === "routes/faq" ? { handle: { staticPage: true } } : {} },
      ]),
    );
    writeFileSync(
      path.join(web, "server", "index.js"),
      [
        `export const assets = ${JSON.stringify(manifest)};`,
        `export const routes = ${JSON.stringify(routes)};`,
        `export const entry = { module: { pageScript: ${JSON.stringify("document.title;".repeat(40))} } };`,
        "",
      ].join("\n"),
    );
    writeFileSync(path.join(web, "client", ".vite", "chunk-modules.json"), JSON.stringify(chunkModules));
    for (const url of Object.keys(lengths)) writeFileSync(path.join(web, "client", url), assetBytes(url));
    return root;
  }

  it("reports the page over its budget with its modules, and the console code /auth may load is no finding", async () => {
    const result = await checkBundles(path.join(build(), "build", "web"));
    expect(result.problems).toEqual([]);
    expect(result.textPages).toEqual(["routes/faq"]);
    expect(result.figures.find((page) => page.id === "routes/faq")?.chunks).toHaveLength(1);
    expect(result.overBudget).toHaveLength(1);
    expect(result.overBudget[0]).toContain("/ (route home)");
    expect(result.overBudget[0]).toContain("src/web/features/plans/plan-card.tsx");
  });

  it("exits non-zero from the command line, printing the page and its modules", () => {
    let failure: { status: number; stderr: string } | undefined;
    try {
      execFileSync(process.execPath, [path.resolve("scripts/check-bundles.mjs")], {
        cwd: build(),
        stdio: "pipe",
        encoding: "utf8",
      });
    } catch (error) {
      failure = error as { status: number; stderr: string };
    }
    expect(failure?.status).toBe(1);
    expect(failure?.stderr).toContain("/ (route home) loads");
    expect(failure?.stderr).toContain("over its budget of 120.0 KB");
    expect(failure?.stderr).toContain("src/web/features/plans/plan-card.tsx");
  });
});
