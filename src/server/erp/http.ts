import { ErpError } from "./contract";

/** No visitor waits longer for an ERP: past it, the page answers with the portal and WhatsApp. */
export const ERP_TIMEOUT_MS = 8_000;
/** A boleto's PDF is the largest answer; anything bigger is not an answer the site reads. */
const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

export type ErpRequest = {
  method: "GET" | "POST" | "PUT";
  url: string;
  headers?: Record<string, string>;
  body?: string;
  timeoutMs?: number;
};

export type ErpResponse = {
  status: number;
  contentType: string;
  text: string;
  /** The same answer as bytes, for a binary one (a boleto's PDF). */
  bytes: Uint8Array;
};

/**
 * One HTTP exchange with an ERP: bounded in time and size, no redirects followed (an ERP that moves
 * sends the credential nowhere else), every failure an ErpError whose message holds no answer body.
 */
export async function erpRequest(request: ErpRequest): Promise<ErpResponse> {
  const timeoutMs = request.timeoutMs ?? ERP_TIMEOUT_MS;
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: "manual",
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw new ErpError("timeout", `no answer in ${timeoutMs} ms`);
    throw new ErpError("unavailable", (error as Error).name);
  }
  let bytes: Uint8Array;
  try {
    bytes = await readBounded(response);
  } catch (error) {
    if (signal.aborted) throw new ErpError("timeout", `answer not finished in ${timeoutMs} ms`);
    if (error instanceof ErpError) throw error;
    throw new ErpError("unavailable", "answer cut off");
  }
  if (response.status >= 300 && response.status < 400)
    throw new ErpError("bad_answer", `redirect ${response.status}`);
  if (response.status === 401 || response.status === 403)
    throw new ErpError("refused", `HTTP ${response.status}`);
  return {
    status: response.status,
    contentType: response.headers.get("content-type") ?? "",
    text: Buffer.from(bytes).toString("utf8"),
    bytes,
  };
}

async function readBounded(response: Response): Promise<Uint8Array> {
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel();
      throw new ErpError("bad_answer", "answer too large");
    }
    chunks.push(value);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/** Parses an answer that must be JSON; anything else is a bad answer (its text is not logged). */
export function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ErpError("bad_answer", `${what}: not JSON`);
  }
}

export type CircuitOptions = {
  /** Consecutive failures that open the circuit. */
  failures?: number;
  /** How long it stays open before one call may try again. */
  openMs?: number;
  now?: () => number;
};

/**
 * A failing ERP is left alone for a while: visitors get the portal and WhatsApp at once instead of each
 * waiting for the timeout, and an ERP in trouble is not hammered. Closed → (N failures) → open → (after
 * openMs) one trial call → closed on success, open again on failure.
 */
export class CircuitBreaker {
  private consecutive = 0;
  private openedAt: number | undefined;
  private trial = false;
  private readonly limit: number;
  private readonly openMs: number;
  private readonly now: () => number;

  constructor(options: CircuitOptions = {}) {
    this.limit = options.failures ?? 3;
    this.openMs = options.openMs ?? 30_000;
    this.now = options.now ?? Date.now;
  }

  get state(): "closed" | "open" | "half-open" {
    if (this.openedAt === undefined) return "closed";
    return this.now() - this.openedAt >= this.openMs ? "half-open" : "open";
  }

  async run<T>(call: () => Promise<T>): Promise<T> {
    const state = this.state;
    if (state === "open" || (state === "half-open" && this.trial))
      throw new ErpError("circuit_open", "recent failures");
    if (state === "half-open") this.trial = true;
    try {
      const result = await call();
      this.consecutive = 0;
      this.openedAt = undefined;
      return result;
    } catch (error) {
      // Only the ERP's own trouble counts: a refusal (a wrong credential) is not cured by waiting, but
      // it is a failure of every call, so it counts too; an answer the site chose to reject does not.
      if (error instanceof ErpError && error.failure !== "circuit_open") {
        this.consecutive += 1;
        if (state === "half-open" || this.consecutive >= this.limit) this.openedAt = this.now();
      }
      throw error;
    } finally {
      if (state === "half-open") this.trial = false;
    }
  }
}
