/**
 * A route's handle for a public page that ships no client app (decision 0043): no React Router client, no
 * hydration; the server inlines the page script (src/web/page-script.ts) instead of the app's scripts. A
 * client-side navigation from a hydrated page still renders it inside the app, as any route.
 */
export type StaticPageHandle = {
  /** `"found"`: only when the page answers with its record; its 404 (an error boundary's page) hydrates. */
  staticPage?: boolean | "found";
};

/** Whether a first load answered with `status` ships the page script instead of the client app. */
export function isStaticPage(handle: StaticPageHandle | undefined, status: number): boolean {
  return handle?.staticPage === true || (handle?.staticPage === "found" && status < 400);
}
