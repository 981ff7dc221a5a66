import { ErpError } from "./contract";
import { type ErpResponse, erpRequest, parseJson, saoPauloToday } from "./http";

// How the SGP adapter talks to SGP (decision 0037; routes in sgp.ts): every call carries the form fields
// `app` + `token` (ERP_TOKEN is `app:token`), a JSON body carries them too. The client reads an answer's
// status and JSON; what the JSON holds is read by the schemas of sgp-answers.ts.

/** What SgpOptions says of the connection. */
export type SgpConnection = {
  /** ALLOW_PRIVATE_ADDRESSES, or an ERP the environment names: its address may be a private one. */
  allowPrivateAddresses?: boolean | undefined;
  url: string;
  /** `app:token`. */
  token: string;
  timeoutMs?: number;
  today?: () => string;
};

export type SgpClient = {
  /** ERP_URL without its trailing slashes: a boleto's link is followed only on its origin. */
  base: string;
  today: () => string;
  /** A POST of form fields (or JSON) with app + token → its JSON, unread; HTTP 400 is SGP's refusal. */
  post(path: string, fields: Record<string, string>, asJson?: boolean): Promise<unknown>;
  /** A listing SGP answers as a bare JSON array (`…/plano/list`, `…/vencimento/list`) → its JSON, unread. */
  postList(path: string): Promise<unknown>;
  /** A form POST with app + token whose answer the caller reads by its status (the central's routes). */
  postForm(path: string, fields: Record<string, string>): Promise<ErpResponse>;
  /** A GET with app + token in the query string. */
  get(path: string): Promise<ErpResponse>;
  /** A link SGP handed out (a boleto's PDF), fetched as it is. */
  fetchLink(url: string): Promise<ErpResponse>;
};

export function sgpClient(options: SgpConnection): SgpClient {
  const base = options.url.replace(/\/+$/, "");
  const separator = options.token.indexOf(":");
  const app = separator > 0 ? options.token.slice(0, separator) : "";
  const token = separator > 0 ? options.token.slice(separator + 1) : options.token;
  const bounds = { timeoutMs: options.timeoutMs, allowPrivate: options.allowPrivateAddresses };

  return {
    base,
    today: options.today ?? saoPauloToday,

    async post(path, fields, asJson = false) {
      const body = { app, token, ...fields };
      const response = await erpRequest({
        method: "POST",
        url: `${base}${path}`,
        headers: { "Content-Type": asJson ? "application/json" : "application/x-www-form-urlencoded" },
        body: asJson ? JSON.stringify(body) : new URLSearchParams(body).toString(),
        ...bounds,
      });
      if (response.status >= 500) throw new ErpError("unavailable", `${path}: HTTP ${response.status}`);
      // SGP answers a missing or invalid field with HTTP 400: it will not do it.
      if (response.status === 400) throw new ErpError("refused", `${path}: HTTP 400`);
      if (response.status >= 300) throw new ErpError("bad_answer", `${path}: HTTP ${response.status}`);
      return parseJson(response.text, path);
    },

    async postList(path) {
      const response = await erpRequest({
        method: "POST",
        url: `${base}${path}`,
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ app, token }),
        ...bounds,
      });
      if (response.status >= 500) throw new ErpError("unavailable", `${path}: HTTP ${response.status}`);
      if (response.status >= 300) throw new ErpError("refused", `${path}: HTTP ${response.status}`);
      return parseJson(response.text, path);
    },

    postForm(path, fields) {
      return erpRequest({
        method: "POST",
        url: `${base}${path}`,
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ app, token, ...fields }).toString(),
        ...bounds,
      });
    },

    get(path) {
      return erpRequest({
        method: "GET",
        url: `${base}${path}?${new URLSearchParams({ app, token })}`,
        ...bounds,
      });
    },

    fetchLink(url) {
      return erpRequest({ method: "GET", url, ...bounds });
    },
  };
}
