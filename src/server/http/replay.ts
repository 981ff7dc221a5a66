import type { IncomingMessage, ServerResponse } from "node:http";
import { cookieHasSession } from "../auth";
import { hasAccountSession } from "../erp/account";
import { hasDeskProof } from "../erp/desk";
import type { Logger } from "../logger";
import type { Metrics } from "../metrics";
import { negotiateEncoding } from "./compression";
import { canonicalTarget } from "./page-path";
import { REQUEST_ID_HEADER, requestIdOf } from "./request-id";
import { mayHoldSignUpAddress } from "./sign-up-address";
import type { StaffCookies } from "./staff-cookies";

/** One recorded answer: what Hono sent for a stored page or JSON value, minus the request's own id. */
type Replay = {
  status: number;
  /** Node's flat header list (`[name, value, name, value, …]`), without X-Request-Id. */
  headers: string[];
  body: Uint8Array;
  /** The route pattern the metrics counted it under. */
  route: string;
};

/**
 * What a handler tells the recorder when its answer is the same for every request with the same key.
 * `key` names a class of requests instead of one URL (a stored 404 for any made-up city, the 429 page of
 * a search past its limit): the answer is recorded under it whatever its status, and the front sends it
 * to every request its `classify` puts in that class.
 */
export type Replayable = { body: Uint8Array; key?: string };

/**
 * Answers repeated anonymous reads of stored answers straight from `node:http`, before Hono runs
 * (decision 0021). A stored page or JSON value answered through Hono once is recorded here with the exact
 * status, headers and bytes the app sent; the next request with the same key gets the same answer with its
 * own X-Request-Id, a request log line and its metrics, without the middleware chain. This is what lets a
 * cached answer go out at the rate of a bare Node server: the chain costs more than the write.
 *
 * The key is everything the recorded answer depends on: the URL with its path in its one spelling
 * (`canonicalTarget`: `/%71uem-somos` is `/quem-somos`, issue 66, M-PCT), its query as it came (only URLs a
 * page reads as they are: unknown parameters go through Hono, so a flood of invented URLs records nothing),
 * the Host and, behind a trusted proxy, the forwarded host and scheme (pages print absolute URLs, and HSTS
 * depends on https), and the encoding negotiated from Accept-Encoding. Requests that may carry a staff
 * session (a session cookie signed with our secret, not known to be dead: `StaffCookies`), a subscriber's
 * proof or session, or conditional headers always go through Hono, as do searches (each takes from its
 * address's limit). An `Authorization` header changes nothing: no answer recorded here reads one.
 */
export class ReplayCache {
  private readonly entries = new Map<string, Replay>();
  /** Bumped by `clear`: an answer that began before it may hold the old data and is not recorded. */
  generation = 0;
  readonly stats = { hits: 0, records: 0 };

  /**
   * Set by the page pipeline (pages.ts): the class of an anonymous GET or HEAD whose URL was not recorded,
   * when the pipeline would answer it with a class's one stored answer; and of an anonymous form POST the
   * pipeline would refuse with one (an address past its desk lookups, or with its form renders in flight:
   * issue 55, M1). Must be cheap and synchronous.
   */
  classify?: (request: IncomingMessage) => string | undefined;

  /**
   * Set by the page pipeline once the auth secret is known: tells a made-up or dead staff session cookie
   * (anonymous, answered from here) from one that may be a session (issue 66, M-COOKIE). Until then every
   * session cookie goes through the app.
   */
  staffCookies?: StaffCookies;

  constructor(
    private readonly options: {
      logger: Logger;
      metrics?: Metrics;
      trustProxy: boolean;
      /**
       * Told of each answer sent from here, with its path in its one spelling (the Painel's page views,
       * decision 0068).
       */
      onServe?: (request: IncomingMessage, path: string, status: number, contentType: string | null) => void;
    },
    private readonly maxEntries = 1_000,
  ) {}

  /** The key of `request`, or undefined when it must go through the app. */
  keyOf(request: IncomingMessage, classKey?: string): string | undefined {
    const prefix = this.prefixOf(request, classKey !== undefined);
    if (prefix === undefined) return undefined;
    // A class key cannot be mistaken for a URL: a request target never holds a line break.
    return classKey === undefined
      ? `${prefix} ${canonicalTarget(request.url ?? "/")}`
      : `${prefix}\nclass ${classKey}`;
  }

  /**
   * What every key of `request` starts with (what the answers depend on besides the URL). A POST has a
   * key only for a class: its refusal, never an answer to what it sent.
   */
  private prefixOf(request: IncomingMessage, classed = false): string | undefined {
    const method = request.method;
    if (method !== "GET" && method !== "HEAD" && !(classed && method === "POST")) return undefined;
    const headers = request.headers;
    if (
      headers["if-none-match"] ||
      headers["if-modified-since"] ||
      headers.range ||
      (cookieHasSession(headers.cookie) && (this.staffCookies?.mayBeStaff(headers.cookie) ?? true)) ||
      // A subscriber's proof (issue 58) or session (issue 67): the desk pages answer that person alone.
      hasDeskProof(headers.cookie) ||
      hasAccountSession(headers.cookie) ||
      // The address 'Contrate online' checked (issue 68): /contrate then answers that visitor alone.
      mayHoldSignUpAddress(request.url, headers.cookie)
    )
      return undefined;
    const forwarded = this.options.trustProxy
      ? `${headers["x-forwarded-host"] ?? ""} ${headers["x-forwarded-proto"] ?? ""}`
      : "";
    return `${negotiateEncoding(headers["accept-encoding"])} ${headers.host ?? ""} ${forwarded}`;
  }

  /** Writes the recorded answer for `request`, if there is one; false sends the request on to the app. */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    if (this.entries.size === 0) return false;
    const key = request.method === "POST" ? undefined : this.keyOf(request);
    if (key === undefined && request.method !== "POST") return false;
    let replay = key === undefined ? undefined : this.entries.get(key);
    if (!replay && this.classify) {
      const classKey = this.classify(request);
      const classed = classKey === undefined ? undefined : this.keyOf(request, classKey);
      if (classed !== undefined) replay = this.entries.get(classed);
    }
    if (!replay) return false;
    const started = performance.now();
    const requestId = requestIdOf(
      request.headers[REQUEST_ID_HEADER.toLowerCase()] as string | undefined,
      this.options.trustProxy,
    );
    response.writeHead(replay.status, [...replay.headers, REQUEST_ID_HEADER, requestId]);
    response.end(request.method === "HEAD" ? undefined : replay.body);
    this.stats.hits += 1;
    const url = request.url ?? "/";
    const query = url.indexOf("?");
    if (this.options.onServe) {
      const at = replay.headers.findIndex(
        (name, index) => index % 2 === 0 && name.toLowerCase() === "content-type",
      );
      const path = canonicalTarget(query === -1 ? url : url.slice(0, query));
      const type = at === -1 ? null : (replay.headers[at + 1] ?? null);
      this.options.onServe(request, path, replay.status, type);
    }
    const seconds = (performance.now() - started) / 1000;
    this.options.metrics?.observeRequest(request.method!, replay.route, replay.status, seconds);
    this.options.logger.info(
      {
        requestId,
        method: request.method,
        path: (query === -1 ? url : url.slice(0, query)).slice(0, 200),
        status: replay.status,
        ms: Math.round(seconds * 1000),
      },
      "request",
    );
    return true;
  }

  /**
   * Keeps what the app answered to the GET `request` (a 200 for its URL, or any answer for `classKey`), or
   * to a POST for `classKey` (a refusal), unless the data changed since `generation`.
   */
  record(
    request: IncomingMessage,
    answer: Response,
    body: Uint8Array,
    route: string,
    generation: number,
    classKey?: string,
  ) {
    const method = request.method === "POST" && classKey !== undefined ? "GET" : request.method;
    if (generation !== this.generation || method !== "GET" || answer.headers.has("set-cookie")) return;
    if (classKey === undefined && answer.status !== 200) return;
    const key = this.keyOf(request, classKey);
    if (key === undefined) return;
    const headers: string[] = [];
    for (const [name, value] of answer.headers) {
      if (name !== REQUEST_ID_HEADER.toLowerCase()) headers.push(name, value);
    }
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { status: answer.status, headers, body, route });
    this.stats.records += 1;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
