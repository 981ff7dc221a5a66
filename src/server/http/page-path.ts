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

/** A percent-encoded octet; the unreserved characters of RFC 3986 (section 2.3) need no encoding. */
const ENCODED = /%([0-9A-Fa-f]{2})/g;
const UNRESERVED = /[A-Za-z0-9\-._~]/;

/**
 * The one spelling of a request path (issue 66, M-PCT), what the page cache and the server's front key it
 * by: percent-encoded unreserved characters decoded (`/%71uem%2Dsomos` is `/quem-somos`, RFC 3986
 * section 6.2.2.2) and the hex of the other encodings in upper case (`%c3%a9` is `%C3%A9`). Anything else is
 * kept, case included (the site's routes are case-sensitive; a city slug's case is the city page's to
 * redirect). A path whose decoding would make a `.` or `..` segment is returned as it came: URL parsers
 * resolve those before any page sees the path, so only a raw request target can hold one.
 */
export function canonicalPath(pathname: string): string {
  if (!pathname.includes("%")) return pathname;
  const spelled = pathname.replace(ENCODED, (_encoded, hex: string) => {
    const character = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(character) ? character : `%${hex.toUpperCase()}`;
  });
  return /(^|\/)\.{1,2}(\/|$)/.test(spelled) ? pathname : spelled;
}

/** A request target (`/path?query`) with its path in its canonical spelling; the query is kept as it came. */
export function canonicalTarget(target: string): string {
  const query = target.indexOf("?");
  const path = query === -1 ? target : target.slice(0, query);
  if (!path.includes("%")) return target;
  return canonicalPath(path) + (query === -1 ? "" : target.slice(query));
}
