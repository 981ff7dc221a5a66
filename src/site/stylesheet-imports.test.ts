import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Decision 0099: a page's stylesheet reaches it as text its layout inlines (`site.css?inline`,
// `home.css?inline`). A component that imports a stylesheet for its effect makes Astro inline it in every
// page that uses the component and keep a copy of it per route in the manifest the server holds. That each
// page's HTML carries its whole stylesheet is the browser suite's to see (lean-pages.spec.ts,
// home-stylesheet.spec.ts).
const roots = ["src/site", "src/ui"];
const CSS_FOR_EFFECT = /^\s*import\s+["'][^"']+\.css["'];?\s*$/m;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.(astro|tsx?|jsx?|mjs)$/.test(entry.name) && !entry.name.endsWith(".test.ts") ? [file] : [];
  });
}

describe("the public site's stylesheets", () => {
  it("come as text to the layouts: no component imports one for its effect", () => {
    const files = roots.flatMap(sources);
    expect(files.length).toBeGreaterThan(50);
    expect(files.filter((file) => CSS_FOR_EFFECT.test(readFileSync(file, "utf8")))).toEqual([]);
  });
});
