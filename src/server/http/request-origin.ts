import type { Context, MiddlewareHandler } from "hono";
import { CLIENT_IP_HEADER } from "../auth";
import type { Env } from "./env";
import { apiError, MESSAGES } from "./errors";

/**
 * Establishes, once per request, the client's address and the origin the browser used (`c.var.clientIp`,
 * `c.var.origin`): every limit, log line, cookie and origin check reads them from there.
 */
export function requestAddresses(trustProxy: boolean): MiddlewareHandler<Env> {
  return async (c, next) => {
    c.set("clientIp", readClientIp(c, trustProxy));
    c.set("origin", readRequestOrigin(c, trustProxy));
    await next();
  };
}

/** The address that rate limits and logs trust (set by `requestAddresses`). */
export const clientIp = (c: Context<Env>): string => c.get("clientIp");

/** The origin the browser used to reach us (set by `requestAddresses`). */
export const requestOrigin = (c: Context<Env>): string => c.get("origin");

/** The socket's address, or the trusted proxy's last hop. */
function readClientIp(c: Context<Env>, trustProxy: boolean): string {
  return clientIpOf(c.req.header("x-forwarded-for"), c.env?.incoming?.socket?.remoteAddress, trustProxy);
}

/** `readClientIp` from the raw request's parts, for the server's front (which runs before Hono). */
export function clientIpOf(
  forwardedFor: string | string[] | undefined,
  socketAddress: string | undefined,
  trustProxy: boolean,
): string {
  if (trustProxy && forwardedFor !== undefined) {
    const hops = String(forwardedFor)
      .split(",")
      .map((hop) => hop.trim())
      .filter(Boolean);
    const last = hops.at(-1);
    if (last) return last;
  }
  // app.request() in tests has no socket: treat it as loopback.
  return socketAddress ?? "127.0.0.1";
}

/**
 * A copy of the request carrying the client address in a header no client can set, and addressed
 * to the origin the browser used (behind a trusted proxy, not the backend's), so that better-auth
 * compares the browser's Origin with the right one.
 */
export function withClientIp(request: Request, ip: string, origin?: string): Request {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, ip);
  const url = new URL(request.url);
  const target = origin ? `${origin}${url.pathname}${url.search}` : request.url;
  return new Request(target, {
    method: request.method,
    headers,
    body: request.body,
    signal: request.signal,
    duplex: "half",
  } as RequestInit);
}

/**
 * The origin the browser used to reach us (the proxy's view when it is trusted). The forwarded host
 * is taken as sent: without a port it means the scheme's default port, never ours.
 */
function readRequestOrigin(c: Context<Env>, trustProxy: boolean): string {
  const url = new URL(c.req.url);
  if (!trustProxy) return url.origin;
  const proto = c.req.header("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  const host = c.req.header("x-forwarded-host")?.split(",")[0]?.trim();
  const scheme = proto === "http" || proto === "https" ? proto : url.protocol.slice(0, -1);
  try {
    return new URL(`${scheme}://${host || url.host}`).origin;
  } catch {
    // A forwarded host that is no host at all: the proxy's own address is all we know.
    return url.origin;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses writes sent by another site's page. Browsers always say where a write comes from
 * (Origin, Sec-Fetch-Site), so a write that says neither is refused too: it could be a page whose
 * browser strips them, and no caller of ours needs to send one.
 */
export function sameOriginWrites(options: { publicUrl?: string }): MiddlewareHandler<Env> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const allowed = new Set([requestOrigin(c)]);
    if (options.publicUrl) allowed.add(new URL(options.publicUrl).origin);
    const origin = c.req.header("origin");
    const fetchSite = c.req.header("sec-fetch-site");
    const crossOrigin =
      (origin === undefined && fetchSite === undefined) ||
      (origin !== undefined && !allowed.has(origin)) ||
      (fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none");
    if (crossOrigin) return apiError(c, 403, "cross_origin", MESSAGES.crossOrigin);
    return next();
  };
}

/**
 * A read the audit log records and a link can start (a sign-up's photo, opened from Contratações in a new
 * tab; issue 66, L9): served only when the browser says it comes from a page of ours
 * (`Sec-Fetch-Site: same-origin`) or from the person's own typing or bookmark (`none`). Another site's link,
 * image or redirect (`cross-site`, `same-site`), or a request that says nothing, is refused before anything
 * is read or audited, as its write would be.
 */
export const sameOriginRead: MiddlewareHandler<Env> = async (c, next) => {
  const fetchSite = c.req.header("sec-fetch-site");
  if (fetchSite !== "same-origin" && fetchSite !== "none")
    return apiError(c, 403, "cross_origin", MESSAGES.crossOrigin);
  return next();
};
