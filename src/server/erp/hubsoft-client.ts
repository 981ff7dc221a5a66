import type { z } from "zod";
import { parseAnswer } from "./answers";
import { ErpError, type TicketTopic } from "./contract";
import { erpRequest, parseJson, type Row } from "./http";
import { envelope, tokenAnswer } from "./hubsoft-answers";

// Hubsoft's client (decision 0037): the OAuth password grant, one `/api/v1/integracao/…` call, and its
// answer read through a schema of `hubsoft-answers.ts`. The operations (`hubsoft-*.ts`) call `get` and
// `post`; `hubsoft.ts` assembles them into the adapter.

export type HubsoftOptions = {
  /** ALLOW_PRIVATE_ADDRESSES, or an ERP the environment names: its address may be a private one. */
  allowPrivateAddresses?: boolean | undefined;
  url: string;
  /** `client_id:client_secret:username:password`. */
  token: string;
  timeoutMs?: number;
  unlockDays?: number;
  /** The plan a prospect is filed under (`servico.id_servico`); the provider's own, 1 when not given. */
  prospectServiceId?: number;
  /** An attendance type per topic of a self-service request (issue 67); SAC when not named. */
  ticketTypes?: Partial<Record<TicketTopic, string>>;
  today?: () => string;
  now?: () => number;
  /** The subscriber central's password signs in to 'Minha conta' too (issue 67; the console's switch). */
  centralSignIn?: boolean;
};

/** A token is renewed this long before Hubsoft says it expires. */
const TOKEN_MARGIN_MS = 60_000;

/** Hubsoft answered `status: "error"`: it will not do it (as opposed to a refused credential). */
export class HubsoftRefusal extends ErpError {
  constructor(path: string) {
    super("refused", `${path}: error answer`);
  }
}

export type HubsoftClient = ReturnType<typeof createHubsoftClient>;

export function createHubsoftClient(options: HubsoftOptions) {
  const base = options.url.replace(/\/+$/, "");
  const [clientId = "", clientSecret = "", username = "", ...rest] = options.token.split(":");
  const password = rest.join(":");
  const now = options.now ?? Date.now;
  let session: { token: string; expiresAt: number } | undefined;

  const login = async (): Promise<string> => {
    if (session && now() < session.expiresAt) return session.token;
    const response = await erpRequest({
      method: "POST",
      url: `${base}/oauth/token`,
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({
        grant_type: "password",
        client_id: clientId,
        client_secret: clientSecret,
        username,
        password,
      }),
      timeoutMs: options.timeoutMs,
      allowPrivate: options.allowPrivateAddresses,
    });
    if (response.status >= 500) throw new ErpError("unavailable", `oauth/token: HTTP ${response.status}`);
    if (response.status >= 400) throw new ErpError("refused", `oauth/token: HTTP ${response.status}`);
    const answer = parseAnswer(tokenAnswer, parseJson(response.text, "oauth/token"), "oauth/token");
    session = {
      token: answer.access_token,
      expiresAt: now() + Math.max(0, answer.expires_in * 1000 - TOKEN_MARGIN_MS),
    };
    return session.token;
  };

  const call = async (method: "GET" | "POST", path: string, params: Row): Promise<unknown> => {
    const url =
      method === "GET"
        ? `${base}/api/v1/integracao/${path}?${new URLSearchParams(params as Record<string, string>)}`
        : `${base}/api/v1/integracao/${path}`;
    const send = async () =>
      erpRequest({
        method,
        url,
        headers: {
          Accept: "application/json",
          Authorization: `Bearer ${await login()}`,
          ...(method === "POST" ? { "Content-Type": "application/json" } : {}),
        },
        body: method === "POST" ? JSON.stringify(params) : undefined,
        timeoutMs: options.timeoutMs,
        allowPrivate: options.allowPrivateAddresses,
      });
    let response: Awaited<ReturnType<typeof erpRequest>>;
    try {
      response = await send();
    } catch (error) {
      // An expired or revoked token: log in again once.
      if (!(error instanceof ErpError) || error.failure !== "refused") throw error;
      session = undefined;
      response = await send();
    }
    if (response.status >= 500) throw new ErpError("unavailable", `${path}: HTTP ${response.status}`);
    const answer = parseJson(response.text, path);
    // Hubsoft's refusals (a missing field, a rule of the panel) come as status "error", 200 or 422.
    if (parseAnswer(envelope, answer, path).status === "error") throw new HubsoftRefusal(path);
    if (response.status >= 400) throw new ErpError("bad_answer", `${path}: HTTP ${response.status}`);
    return answer;
  };

  return {
    /** `GET /api/v1/integracao/<path>?<query>`, its answer read by `schema`. */
    async get<S extends z.ZodType>(path: string, query: Record<string, string>, schema: S) {
      return parseAnswer(schema, await call("GET", path, query), path);
    },
    /** `POST /api/v1/integracao/<path>` with a JSON body, its answer read by `schema`. */
    async post<S extends z.ZodType>(path: string, body: Row, schema: S) {
      return parseAnswer(schema, await call("POST", path, body), path);
    },
  };
}
