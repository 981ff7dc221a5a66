/**
 * A route's handle for a public page that ships no client app (decision 0043): no React Router client, no
 * hydration; the server inlines the page script (src/web/page-script.ts) instead of the app's scripts. A
 * client-side navigation from a hydrated page still renders it inside the app, as any route.
 */
export type StaticPageHandle = { staticPage?: boolean };
