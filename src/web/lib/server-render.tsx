import { createContext, type ReactNode, useContext } from "react";

/**
 * What only the server's render reads, handed from entry.server.tsx to the components so no browser chunk
 * holds it: the theme script every page inlines in <head> (lib/theme-script.ts), the page script when the
 * page ships no client app (null on every other page; decision 0043) with its speculation rules (decision
 * 0047), and a document request's server HTML kept out of the hydration data (components/server-html.tsx).
 * Read it behind `import.meta.env.SSR`.
 */
export type ServerRender = {
  themeScript: string;
  pageScript: string | null;
  speculationRules?: string;
  documentHtml?: ReadonlyMap<string, string>;
  /**
   * On a page of islands (decision 0049): renders one island's root on its own, with its ids prefixed,
   * as the browser hydrates it (components/island.tsx).
   */
  renderIsland?: (root: ReactNode, idPrefix: string) => string;
  /**
   * On a page of islands: the modules it imports after the first paint (the islands' entry, its own
   * islands' chunks) and every chunk those import, to preload (scripts/build-islands.mjs).
   */
  islandScripts?: { imports: string[]; preload: string[] };
};

export const ServerRenderContext = createContext<ServerRender>({ themeScript: "", pageScript: null });

export const useServerRender = () => useContext(ServerRenderContext);
