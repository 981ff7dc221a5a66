import { createHmac, timingSafeEqual } from "node:crypto";

/** The staff session cookie's names: better-auth's, and the `__Secure-` one it sets behind an https PUBLIC_URL. */
const SESSION_COOKIES = new Set(["better-auth.session_token", "__Secure-better-auth.session_token"]);

/** How many session values known to be no session are remembered at most, and for how long. */
const NOT_STAFF_ENTRIES = 2_048;
const NOT_STAFF_TTL_MS = 10 * 60_000;

/**
 * Tells a staff session cookie that may be one from a value that cannot be (issue 66, M-COOKIE), so a
 * made-up cookie does not turn a stored public page into a render per request. Synchronous and cheap: the
 * server's front asks it for every request that carries such a cookie.
 *
 * A value whose signature (better-auth signs the cookie with the auth secret: `token.base64(HMAC-SHA256)`)
 * is not ours is no session: one HMAC, nothing remembered, so random values fill nothing. A value signed by
 * us is looked up once by the page pipeline (`getStaffSession`); one that names no live session (ended,
 * expired, its account disabled) is remembered here, in a small bounded memo with an expiry, so each such
 * value costs one lookup however often it is sent.
 */
export class StaffCookies {
  /** Signed values that named no staff session when looked up, with when they are forgotten. */
  private readonly notStaff = new Map<string, number>();

  constructor(
    private readonly secret: string,
    private readonly options: { maxEntries?: number; ttlMs?: number; now?: () => number } = {},
  ) {}

  /** The signed values of the session cookies in a Cookie header whose signature is ours. */
  signedValues(cookie: string | null | undefined): string[] {
    if (!cookie?.includes("session_token")) return [];
    const values: string[] = [];
    const seen = new Set<string>();
    for (const pair of cookie.split(";")) {
      const equals = pair.indexOf("=");
      if (equals === -1) continue;
      const name = pair.slice(0, equals).trim();
      // The first cookie of a name is the one better-auth reads.
      if (!SESSION_COOKIES.has(name) || seen.has(name)) continue;
      seen.add(name);
      const value = cookieValue(pair.slice(equals + 1));
      if (value !== undefined && this.isSigned(value)) values.push(value);
    }
    return values;
  }

  /**
   * Whether a Cookie header may carry a staff session: a session cookie signed with our secret, not known
   * to name no session. False for no cookie, a made-up value and a remembered dead one.
   */
  mayBeStaff(cookie: string | null | undefined): boolean {
    const values = this.signedValues(cookie);
    if (values.length === 0) return false;
    const now = this.now();
    return values.some((value) => {
      const until = this.notStaff.get(value);
      if (until === undefined) return true;
      if (until > now) return false;
      this.notStaff.delete(value);
      return true;
    });
  }

  /** Remembers the signed session values of a Cookie header whose session lookup found no staff member. */
  rememberNotStaff(cookie: string | null | undefined): void {
    const { maxEntries = NOT_STAFF_ENTRIES, ttlMs = NOT_STAFF_TTL_MS } = this.options;
    const until = this.now() + ttlMs;
    for (const value of this.signedValues(cookie)) {
      this.notStaff.delete(value);
      while (this.notStaff.size >= maxEntries) {
        const oldest = this.notStaff.keys().next().value;
        if (oldest === undefined) break;
        this.notStaff.delete(oldest);
      }
      this.notStaff.set(value, until);
    }
  }

  /** How many values are remembered (tests). */
  get size(): number {
    return this.notStaff.size;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** better-call's signed cookie: `value.signature`, the signature 44 characters of base64. */
  private isSigned(signed: string): boolean {
    const dot = signed.lastIndexOf(".");
    if (dot < 1) return false;
    const signature = signed.slice(dot + 1);
    if (signature.length !== 44 || !signature.endsWith("=")) return false;
    const expected = createHmac("sha256", this.secret).update(signed.slice(0, dot)).digest();
    const offered = Buffer.from(signature, "base64");
    return offered.length === expected.length && timingSafeEqual(offered, expected);
  }
}

/** A cookie's value as a cookie parser reads it: trimmed, unquoted, percent-decoded. */
function cookieValue(raw: string): string | undefined {
  let value = raw.trim();
  if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
  if (!value.includes("%")) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
