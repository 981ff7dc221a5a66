import { createContext, useContext } from "react";

/**
 * A route's handle for a public page that ships no client app (decision 0043): no React Router client, no
 * hydration; the server inlines the page script (src/web/page-script.ts) instead of the app's scripts. A
 * client-side navigation from a hydrated page still renders it inside the app, as any route.
 */
export type StaticPageHandle = { staticPage?: boolean };

/**
 * The inline scripts only the server's HTML carries, handed from entry.server.tsx to root.tsx so no browser
 * chunk holds their text: the theme script (lib/theme-script.ts) on every page, and the page script when the
 * page being rendered ships no client app (null on every other page).
 */
export type ServerScripts = { theme: string; page: string | null };
export const ServerScriptsContext = createContext<ServerScripts>({ theme: "", page: null });

export const useServerScripts = () => useContext(ServerScriptsContext);
