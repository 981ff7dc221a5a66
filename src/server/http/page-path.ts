/**
 * The page a request path stands for. React Router fetches a page's data from its single-fetch URL
 * ('/planos.data'; '/_root.data' for '/'), which the write guard, the private-page headers and the render
 * cache all treat as the page itself. API paths are their own.
 */
export function pagePath(pathname: string): string {
  if (pathname.startsWith("/api/")) return pathname;
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}
