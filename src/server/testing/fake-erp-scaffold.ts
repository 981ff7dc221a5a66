import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import { listen, readBytes } from "./fake-http";

// What every fake ERP (fake-ixc.ts, fake-sgp.ts, fake-hubsoft.ts; decision 0093) does the same way: a
// call's path and method pick a route, the ERP's credential check and a record of the call come before
// the route, and the knobs the tests turn (a delay, garbage, an ERP down or dropping connections, a route
// failing or leaving a stored write unanswered) act here, once. A fake keeps only its ERP: its data, how
// it reads a body and checks a credential, what a call looks like in `state.calls`, and its routes.

/** What a fake answers: an HTTP status and a body, built by its route and written by the scaffold. */
export class FakeAnswer {
  constructor(
    readonly status: number,
    /** The whole Content-Type header. */
    readonly contentType: string,
    readonly body: string | Uint8Array,
    /** The route stored a write: a `hangAfterStoringWhile` knob may leave this answer unsent. */
    readonly stored = false,
  ) {}

  /** The same answer, marked as coming after a stored write. */
  afterStoring(): FakeAnswer {
    return new FakeAnswer(this.status, this.contentType, this.body, true);
  }
}

/** Text of a type (`text/html`, IXC's `text/x-json`), UTF-8. */
export function textAnswer(status: number, type: string, text: string): FakeAnswer {
  return new FakeAnswer(status, `${type}; charset=utf-8`, text);
}

export function jsonAnswer(status: number, value: unknown): FakeAnswer {
  return textAnswer(status, "application/json", JSON.stringify(value));
}

/** A file (a boleto's PDF): the bytes as they are, HTTP 200. */
export function fileAnswer(type: string, bytes: Uint8Array): FakeAnswer {
  return new FakeAnswer(200, type, bytes);
}

/** The knobs every fake has; a fake adds its own counters (`failTickets`, …) for its routes. */
export type FakeErpBehaviour = {
  /** Milliseconds before every answer. */
  delayMs: number;
  /** Every call gets the ERP's garbage: HTTP 200 with a body that is not what the ERP sends. */
  garbage: boolean;
  /** Every call gets the ERP's outage answer (HTTP 503), nothing stored. */
  down: boolean;
  /** Every call's connection is closed with no answer at all. */
  dropConnections: boolean;
};

export function fakeErpBehaviour(): FakeErpBehaviour {
  return { delayMs: 0, garbage: false, down: false, dropConnections: false };
}

/** A call as routes and checks read it. */
export type FakeRequest = {
  method: string;
  /** The path without the query string. */
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  bytes: Buffer;
  text: string;
};

/** The names of a behaviour's number fields: the counters a route's faults count down. */
type Counter<B> = { [K in keyof B]-?: B[K] extends number ? K : never }[keyof B];

export type FakeRoute<Input, B> = {
  /** An HTTP method, or `*` for any. */
  method: string;
  /** The exact path, or a pattern whose groups reach the handler as `params`. */
  path: string | RegExp;
  /** A further condition two routes of one path are told apart by (a header, a content type). */
  when?: (request: FakeRequest) => boolean;
  /** Answered without the ERP's credential check and not recorded: a token grant, a public link. */
  open?: boolean;
  /** While this counter is above 0, a call takes one off and gets the outage answer, nothing stored. */
  failWhile?: Counter<B>;
  /** While this counter is above 0, a call whose write was stored takes one off and is never answered. */
  hangAfterStoringWhile?: Counter<B>;
  handle: (input: Input, params: string[], request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;
};

export type FakeErpSpec<Input, Call, B extends FakeErpBehaviour> = {
  behaviour: B;
  /** Where calls are recorded: `state.calls`, read anew for every call. */
  state: { calls: Call[] };
  /** The ERP's garbage (while `behaviour.garbage`). */
  garbage: FakeAnswer;
  /** The ERP's answer when it is down (`behaviour.down`, a route's `failWhile`): HTTP 503. */
  outage: FakeAnswer;
  /** A call's input as the ERP reads its body, or the ERP's answer to an unreadable one. */
  read: (request: FakeRequest) => Input | FakeAnswer;
  /** The ERP's refusal of a call without a valid credential, or nothing. */
  authorize: (input: Input, request: FakeRequest) => FakeAnswer | undefined;
  /** What a call that passed the credential check looks like in `state.calls` (nothing: not recorded). */
  record: (input: Input, request: FakeRequest) => Call | undefined;
  routes: readonly FakeRoute<Input, B>[];
  /** The answer when no route matches (after the credential check and the record, as the ERP does). */
  fallback: (input: Input, request: FakeRequest) => FakeAnswer;
};

export type FakeErpServer = { url: string; close: () => Promise<void> };

/** Starts a fake ERP on `options.port` (any free one unless given). */
export async function startFakeErp<Input, Call, B extends FakeErpBehaviour>(
  spec: FakeErpSpec<Input, Call, B>,
  options: { port?: number; host?: string },
): Promise<FakeErpServer> {
  const server = createServer((request, response) => {
    void serve(spec, request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  return listen(server, options);
}

async function serve<Input, Call, B extends FakeErpBehaviour>(
  spec: FakeErpSpec<Input, Call, B>,
  incoming: IncomingMessage,
  response: ServerResponse,
) {
  const { behaviour } = spec;
  const bytes = await readBytes(incoming);
  if (behaviour.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs));
  // The client gave up while the fake waited.
  if (response.destroyed) return;
  if (behaviour.dropConnections) return void incoming.socket.destroy();
  if (behaviour.garbage) return write(response, spec.garbage);
  if (behaviour.down) return write(response, spec.outage);
  const url = new URL(incoming.url ?? "/", "http://fake");
  const request: FakeRequest = {
    method: incoming.method ?? "GET",
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers: incoming.headers,
    bytes,
    text: bytes.toString("utf8"),
  };
  const input = spec.read(request);
  if (input instanceof FakeAnswer) return write(response, input);
  const found = match(spec.routes, request);
  if (!found?.route.open) {
    const refusal = spec.authorize(input, request);
    if (refusal) return write(response, refusal);
    const call = spec.record(input, request);
    if (call !== undefined) spec.state.calls.push(call);
  }
  if (!found) return write(response, spec.fallback(input, request));
  const { route, params } = found;
  if (route.failWhile && takeOne(behaviour, route.failWhile)) return write(response, spec.outage);
  const answer = await route.handle(input, params, request);
  // Stored, then never answered: the client times out not knowing the write was kept.
  if (answer.stored && route.hangAfterStoringWhile && takeOne(behaviour, route.hangAfterStoringWhile)) return;
  write(response, answer);
}

function match<Input, B>(routes: readonly FakeRoute<Input, B>[], request: FakeRequest) {
  for (const route of routes) {
    if (route.method !== "*" && route.method !== request.method) continue;
    const found =
      typeof route.path === "string"
        ? route.path === request.path && [request.path]
        : route.path.exec(request.path);
    if (!found || (route.when && !route.when(request))) continue;
    return { route, params: [...found].slice(1) as string[] };
  }
  return undefined;
}

/** Takes one off a counter above 0 (true), or leaves it at 0 (false). */
function takeOne<B>(behaviour: B, counter: Counter<B>): boolean {
  const counters = behaviour as Record<Counter<B>, number>;
  if (!(counters[counter] > 0)) return false;
  counters[counter] -= 1;
  return true;
}

function write(response: ServerResponse, answer: FakeAnswer) {
  response.writeHead(answer.status, { "Content-Type": answer.contentType });
  response.end(answer.body);
}
