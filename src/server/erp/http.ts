import { outboundFetch, PrivateAddressError } from "../outbound";
import { ErpError } from "./contract";

/** No visitor waits longer for an ERP: past it, the page answers with the portal and WhatsApp. */
export const ERP_TIMEOUT_MS = 8_000;
/** A boleto's PDF is the largest answer; anything bigger is not an answer the site reads. */
const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

export type ErpRequest = {
  method: "GET" | "POST" | "PUT";
  url: string;
  headers?: Record<string, string>;
  /** A FormData goes as multipart/form-data (a sign-up's photos to IXC's `cliente_arquivos`). */
  body?: string | FormData;
  timeoutMs?: number;
  /** A smaller cap than the boleto's for services whose answers are short (the CEP lookup's). */
  maxBytes?: number;
  /**
   * ALLOW_PRIVATE_ADDRESSES (or an ERP the environment names): the address may lead into the server's own
   * network. Unset, such an address is refused before any connection (outbound.ts).
   */
  allowPrivate?: boolean | undefined;
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
    response = await outboundFetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: "manual",
      signal,
      allowPrivate: request.allowPrivate ?? false,
    });
  } catch (error) {
    if (error instanceof PrivateAddressError || (error as Error).cause instanceof PrivateAddressError)
      throw new ErpError("private_address", "the address leads into the server's own network");
    if (signal.aborted) throw new ErpError("timeout", `no answer in ${timeoutMs} ms`);
    throw new ErpError("unavailable", (error as Error).name);
  }
  let bytes: Uint8Array;
  try {
    bytes = await readBounded(response, request.maxBytes ?? MAX_ANSWER_BYTES);
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

async function readBounded(response: Response, maxBytes: number): Promise<Uint8Array> {
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
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

// Helpers for reading ERP answers (decision 0037), which the answer schemas of `answers.ts` build on: ERPs
// answer loose JSON, and a missing or odd value is a bad answer, never "not found".

/** A JSON object as an ERP's answer holds it. */
export type Row = Record<string, unknown>;

/** The mark a prospect carries in the ERP (a note or observation field), looked up before a retried write. */
export const PROSPECT_MARK = "vitrine-lead:";

export function isRow(value: unknown): value is Row {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** ERPs send numbers as strings or numbers: either is read as its text, anything else as empty. */
export function text(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return "";
}

/** 119.9 or '119.90' (a decimal point) → 11990; anything else is a bad answer naming `field`. */
export function cents(value: unknown, field: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text(value).trim());
  if (!match) throw new ErpError("bad_answer", `${field}: not an amount`);
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

/** The first 'dd/mm/aaaa' in a message ('Liberado até 29/11/2026') → '2026-11-29'. */
export function dateInText(message: string): string | undefined {
  const match = /(\d{2})\/(\d{2})\/(\d{4})/.exec(message);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : undefined;
}

/** The PIX copia-e-cola text (an EMV payload: starts '000201') anywhere in a value, a few levels deep. */
export function findEmv(value: unknown, depth = 0): string | undefined {
  if (typeof value === "string")
    return /^000201[\x20-\x7E]{20,}$/.test(value.trim()) ? value.trim() : undefined;
  if (depth > 3 || typeof value !== "object" || value === null) return undefined;
  for (const inner of Object.values(value)) {
    const found = findEmv(inner, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** ERPs write names in capitals: 'MARIA' → 'Maria'. */
export function titleCase(word: string): string {
  return word ? word.charAt(0).toUpperCase() + word.slice(1).toLowerCase() : "";
}

/** Today in the provider's time zone, YYYY-MM-DD (an invoice is overdue after its day there). */
export function saoPauloToday(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());
}
