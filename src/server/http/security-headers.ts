import type { Context, MiddlewareHandler } from "hono";
import { tagsAllowedOn } from "../../domain/consent";
import type { Env } from "./env";
import { pagePath } from "./page-path";
import { requestOrigin } from "./request-origin";

export const CSP_REPORT_PATH = "/api/csp-reports";
/** No includeSubDomains: a provider's other hosts (a router page, a legacy portal) may still be http-only. */
const HSTS = "max-age=31536000";

/** Pages and answers for signed-in staff, which no browser or proxy may keep. */
export function isPrivatePath(pathname: string): boolean {
  const path = pagePath(pathname);
  return (
    path === "/intranet" ||
    path.startsWith("/intranet/") ||
    path === "/auth" ||
    path.startsWith("/auth/") ||
    // A one-time link's page (its token is in the fragment, but the page is staff's, not the public's).
    path === "/definir-senha" ||
    path === "/api/staff-password" ||
    path === "/api/admin" ||
    path.startsWith("/api/admin/") ||
    path.startsWith("/api/auth/") ||
    // A draft's preview (decision 0041): no one may keep it, and it expires within the hour.
    isPreviewPath(path)
  );
}

/** A signed preview address of a draft (decision 0041). */
export const isPreviewPath = (pathname: string) => pagePath(pathname).startsWith("/visualizar/");

/** The origins of http(s) addresses, for frame-src; anything else is dropped. */
export function frameOrigins(urls: readonly (string | null | undefined)[]): string[] {
  const origins = new Set<string>();
  for (const text of urls) {
    if (!text) continue;
    try {
      const url = new URL(text);
      if (url.protocol === "https:" || url.protocol === "http:") origins.add(url.origin);
    } catch {
      // Not an address: nothing to allow.
    }
  }
  return [...origins];
}

/**
 * The `script-src` sources that let a page's own inline scripts run: this response's nonce for a page
 * rendered per request, or the SHA-256 hashes of the inline scripts of a page served from the render
 * cache (the same bytes go to every visitor there, so a nonce would no longer be secret or fresh).
 */
export type InlineScripts = { nonce: string } | { hashes: readonly string[] };

/** Origins the consented tags need, per directive (issue 57; `tagOrigins` in src/domain/consent.ts). */
export type TagSources = { script: string[]; connect: string[]; img: string[]; frame: string[] };

export function contentSecurityPolicy(options: {
  scripts: InlineScripts;
  frameSources: readonly string[];
  https: boolean;
  development?: boolean;
  /** Origins images may come from besides the site: a public bucket (S3_PUBLIC_URL) uploads redirect to. */
  imageSources?: readonly string[];
  /**
   * The consented tags' origins (issue 57, `tagOrigins`): only those of the tag IDs set in the settings,
   * none while no ID is set. The tags still load only after the visitor's consent (the page's script).
   */
  tagSources?: TagSources;
}): string {
  const inline =
    "nonce" in options.scripts
      ? [`'nonce-${options.scripts.nonce}'`]
      : options.scripts.hashes.map((hash) => `'sha256-${hash}'`);
  const tags = options.tagSources;
  const frames = [...new Set([...options.frameSources, ...(tags?.frame ?? [])])];
  const directives = [
    "default-src 'self'",
    // Scripts: our own files, and inline scripts only with this response's nonce or the page's hashes; in
    // development, the dev servers' own inline scripts too (Astro's dev server lists no hashes).
    [
      "script-src 'self'",
      ...(options.development ? ["'unsafe-inline'"] : inline),
      ...(tags?.script ?? []),
    ].join(" "),
    // Radix and sonner position things with style attributes, and every page carries the stylesheet in a
    // <style> (decision 0017); styles cannot run code. A nonce or hash here would switch 'unsafe-inline' off.
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...(options.imageSources ?? []), ...(tags?.img ?? [])].join(" "),
    "font-src 'self' data:",
    // Vite's hot reload talks over a WebSocket in development only.
    [
      options.development ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
      ...(tags?.connect ?? []),
    ].join(" "),
    `frame-src ${frames.length > 0 ? frames.join(" ") : "'none'"}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    `report-uri ${CSP_REPORT_PATH}`,
  ];
  // Chromium prefers report-to over report-uri but only delivers to https endpoints: over http it would
  // then send nothing at all.
  if (options.https) directives.push("report-to csp", "upgrade-insecure-requests");
  return directives.join("; ");
}

/** Sets headers on the finished response, copying it first when its headers are immutable. */
function setHeaders(c: Context<Env>, headers: Record<string, string>) {
  try {
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  } catch {
    const copy = new Response(c.res.body, c.res);
    for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value);
    c.res = copy;
  }
}

/**
 * Whether an answer may be kept by a browser or a shared cache: the same for every visitor, holding no
 * session and nothing anyone typed. Read from the finished headers, so after this module's no-store.
 */
export function isSharedAnswer(headers: Headers): boolean {
  return !/no-store|private/i.test(headers.get("cache-control") ?? "") && !headers.has("set-cookie");
}

/**
 * Headers decided on the way out, from the finished response: the CSP with this response's nonce on
 * every HTML answer that does not bring its own (a page from the render cache carries the policy with its
 * scripts' hashes, stored with its bytes), no-store on signed-in answers and on any answer that sets a
 * cookie, HSTS only when the browser came over https, and the opener isolation on every answer but a
 * shared one (decision 0050).
 */
/**
 * Read only where the answer is a document: DNS prefetching of its links, the origin-keyed agent cluster of
 * its window, Internet Explorer's download prompt and XSS filter, Adobe's cross-domain policy files, and the
 * referrer policy of the requests a page makes (on a script or an image ours is the browsers' default
 * anyway). X-Frame-Options, X-Content-Type-Options and Cross-Origin-Resource-Policy stay on every answer:
 * a frame may show any answer as a document, and sniffing and embedding concern every answer.
 */
const DOCUMENT_ONLY_HEADERS = [
  "referrer-policy",
  "x-dns-prefetch-control",
  "origin-agent-cluster",
  "x-download-options",
  "x-xss-protection",
  "x-permitted-cross-domain-policies",
] as const;

/**
 * Takes DOCUMENT_ONLY_HEADERS off answers that are not HTML. Hono's secureHeaders puts them on every answer,
 * where on a script, an image or JSON they are bytes for nothing, seven times on the home's first load
 * (issue 70). Registered before secureHeaders, so it sees what that middleware set.
 */
export function documentOnlyHeaders(): MiddlewareHandler<Env> {
  return async (c, next) => {
    await next();
    if (c.res.headers.get("content-type")?.startsWith("text/html")) return;
    for (const name of DOCUMENT_ONLY_HEADERS) c.res.headers.delete(name);
  };
}

export function securityHeaders(options: {
  /** Origins the pages may frame: the subscriber portal and the jobs page from the site settings. */
  frameSources: () => Promise<readonly string[]>;
  development?: boolean;
  imageSources?: readonly string[];
  /** Origins the console's pages may also load images from: the coverage map's tiles (issue 56). */
  consoleImageSources?: () => Promise<readonly string[]>;
  /** The consented tags' origins for public pages (issue 57). */
  tagSources?: () => Promise<TagSources>;
}): MiddlewareHandler<Env> {
  return async (c, next) => {
    await next();
    const headers: Record<string, string> = {};
    const https = requestOrigin(c).startsWith("https://");
    if (https) headers["Strict-Transport-Security"] = HSTS;
    const kept = !(isPrivatePath(c.req.path) || c.res.headers.has("set-cookie"));
    if (!kept) headers["Cache-Control"] = "no-store";
    // A page any visitor gets (the same bytes for all, nothing typed, no session) goes without: a first
    // visit from a new tab or another site is then not a swap to a new renderer process, which cost a
    // phone's first load 100 to 300 ms of Lighthouse's blocking time (decision 0050). Where a session or
    // personal data is, another site's window keeps no handle on ours.
    if (!kept || !isSharedAnswer(c.res.headers)) headers["Cross-Origin-Opener-Policy"] = "same-origin";
    // A draft is not for search engines, even at an address someone shared.
    if (isPreviewPath(c.req.path)) headers["X-Robots-Tag"] = "noindex, nofollow";
    if (c.res.headers.get("content-type")?.startsWith("text/html")) {
      // Only the render cache sets the header itself (with hashes); nothing a client sends can.
      if (!c.res.headers.has("content-security-policy"))
        headers["Content-Security-Policy"] = contentSecurityPolicy({
          scripts: { nonce: c.get("cspNonce") },
          frameSources: await options.frameSources().catch(() => []),
          https,
          development: options.development,
          imageSources:
            options.consoleImageSources && c.req.path.startsWith("/intranet")
              ? [...(options.imageSources ?? []), ...(await options.consoleImageSources().catch(() => []))]
              : options.imageSources,
          tagSources:
            options.tagSources && !isPrivatePath(c.req.path) && tagsAllowedOn(c.req.path, c.req.method)
              ? await options.tagSources().catch(() => undefined)
              : undefined,
        });
      if (https) headers["Reporting-Endpoints"] = `csp="${CSP_REPORT_PATH}"`;
    }
    if (Object.keys(headers).length > 0) setHeaders(c, headers);
  };
}
