import type { Rolldown } from "vite";

type ChunkingContext = { getModuleInfo: (id: string) => { importers: string[]; isEntry: boolean } | null };

/** React, its DOM renderer and Astro's React renderer: one file, loaded with the first island that hydrates. */
const REACT = /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/;
/** The layout's script, which every public page runs (site-layout.astro's `<script>`). */
const LAYOUT_SCRIPT = /[\\/]site-layout\.astro\?astro&type=script/;
/** An island's component, an entry of its own (its page's `component-url`). */
const ISLAND = /[\\/]src[\\/]site[\\/]islands[\\/]/;

/**
 * The browser build's chunks (issue 70, decision 0090), through Rolldown's public `output.codeSplitting`
 * groups: left to itself, the bundler gives every set of entries that shares modules a chunk of its own, and
 * the home loaded 30 files under 2 KB each, each with its own request and headers. Here a page's first load
 * has three kinds of code, each in one file:
 * - `react`: React and its renderer;
 * - `layout`: what the layout's script imports (every page loads it), whoever else imports it too, with all
 *   that any importer uses of those modules: so the modules the layout's script reaches import the domain's
 *   modules by name, not its barrel (decision 0098);
 * - `islands`: what only islands import, shared between them (loaded when an island hydrates).
 * What a page's own script shares with another page, and what an island loads on demand, stays as the
 * bundler splits it.
 */
export function chunkGroups(): Rolldown.OutputOptions["codeSplitting"] {
  const kinds = new Map<string, string | null>();
  /** The entries a module is statically reached from: its importers, up to the modules nothing imports. */
  function roots(id: string, context: ChunkingContext): Set<string> {
    const found = new Set<string>();
    const seen = new Set<string>([id]);
    const queue = [id];
    while (queue.length > 0) {
      const current = queue.pop()!;
      const info = context.getModuleInfo(current);
      if (!info) continue;
      if (info.isEntry && current !== id) found.add(current);
      for (const importer of info.importers)
        if (!seen.has(importer)) {
          seen.add(importer);
          queue.push(importer);
        }
      if (info.importers.length === 0 && !info.isEntry) found.add(current);
    }
    return found;
  }
  const kind = (id: string, context: ChunkingContext): string | null => {
    if (kinds.has(id)) return kinds.get(id)!;
    let result: string | null = null;
    const info = context.getModuleInfo(id);
    if (info && !info.isEntry) {
      const entries = [...roots(id, context)];
      if (entries.some((entry) => LAYOUT_SCRIPT.test(entry))) result = "layout";
      else if (entries.length > 1 && entries.every((entry) => ISLAND.test(entry))) result = "islands";
    }
    kinds.set(id, result);
    return result;
  };
  return {
    groups: [
      // Each group takes the modules it captures and what they import, unless a group of a higher priority
      // took them first: the layout's code never goes with an island's.
      { name: "react", test: REACT, priority: 3 },
      { name: (id, context) => (kind(id, context) === "layout" ? "layout" : null), priority: 2 },
      { name: (id, context) => (kind(id, context) === "islands" ? "islands" : null), priority: 1 },
    ],
  };
}
