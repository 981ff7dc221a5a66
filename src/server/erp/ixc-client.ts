import type { z } from "zod";
import { parseAnswer } from "./answers";
import { ErpError } from "./contract";
import { type ErpRequest, type ErpResponse, erpRequest, parseJson, type Row, saoPauloToday } from "./http";
import { isIxcError, ixcCount, ixcDone, ixcListing, ixcPdf } from "./ixc-answers";

// The calls to IXC's webservice every part of the adapter makes (decision 0037): Basic `userId:token`, a
// listing as a POST with the header `ixcsoft: listar`, a write as the same POST without it, an edit as a
// PUT; each answer read through its schema (ixc-answers.ts), IXC's HTTP-200 `{type: "error"}` a refusal.

/** How the adapter reaches an install of IXC. */
export type IxcConnection = {
  /** ALLOW_PRIVATE_ADDRESSES, or an ERP the environment names: its address may be a private one. */
  allowPrivateAddresses?: boolean | undefined;
  url: string;
  /** `userId:token`. */
  token: string;
  timeoutMs?: number;
  /** Today as YYYY-MM-DD in the provider's time zone (overdue invoices, a contact's date). */
  today?: () => string;
};

export type IxcFilter = { field: string; value: string; oper?: "=" | "L" | ">" };

export type IxcListOptions = {
  grid?: { TB: string; OP: string; P: string }[];
  sort?: string;
  order?: "asc" | "desc";
  rp?: number;
  page?: number;
};

export type IxcClient = ReturnType<typeof createIxcClient>;

export function createIxcClient(connection: IxcConnection) {
  const base = `${connection.url.replace(/\/+$/, "")}/webservice/v1`;
  const authorization = `Basic ${Buffer.from(connection.token).toString("base64")}`;

  const send = async (table: string, request: ErpRequest): Promise<ErpResponse> => {
    const response = await erpRequest(request);
    if (response.status >= 500) throw new ErpError("unavailable", `${table}: HTTP ${response.status}`);
    if (response.status >= 400) throw new ErpError("bad_answer", `${table}: HTTP ${response.status}`);
    return response;
  };

  const call = (table: string, body: Row, listing: boolean, edit?: { id: string }): Promise<ErpResponse> =>
    send(table, {
      // An edit is `PUT <table>/<id>` (issue 68).
      method: edit ? "PUT" : "POST",
      url: edit ? `${base}/${table}/${encodeURIComponent(edit.id)}` : `${base}/${table}`,
      headers: {
        Authorization: authorization,
        "Content-Type": "application/json",
        ...(listing ? { ixcsoft: "listar" } : {}),
      },
      body: JSON.stringify(body),
      timeoutMs: connection.timeoutMs,
      allowPrivate: connection.allowPrivateAddresses,
    });

  /** A JSON answer read through `schema`; IXC's `{type: "error"}` (HTTP 200) is a refusal. */
  const read = <S extends z.ZodType>(response: ErpResponse, schema: S, table: string): z.output<S> => {
    const answer = parseJson(response.text, table);
    if (isIxcError(answer)) throw new ErpError("refused", `${table}: error answer`);
    return parseAnswer(schema, answer, table);
  };

  const listing = (table: string, filter: IxcFilter, extra: IxcListOptions): Promise<ErpResponse> =>
    call(
      table,
      {
        qtype: `${table}.${filter.field}`,
        query: filter.value,
        oper: filter.oper ?? "=",
        page: String(extra.page ?? 1),
        rp: String(extra.rp ?? 50),
        sortname: `${table}.${extra.sort ?? "id"}`,
        sortorder: extra.order ?? "desc",
        ...(extra.grid ? { grid_param: JSON.stringify(extra.grid) } : {}),
      },
      true,
    );

  return {
    today: connection.today ?? saoPauloToday,

    /** The rows of a listing, each read through `row`. */
    async list<S extends z.ZodType>(
      table: string,
      row: S,
      filter: IxcFilter,
      extra: IxcListOptions = {},
    ): Promise<z.output<S>[]> {
      return read(await listing(table, filter, extra), ixcListing(row), table);
    },

    /** How many rows a listing has (its `total`, one row asked for). */
    async count(table: string, filter: IxcFilter): Promise<number> {
      const response = await listing(table, filter, { rp: 1, order: "asc" });
      return read(response, ixcCount, table).total;
    },

    /** A write (or an action such as `get_pix`), its answer read through `answer`. */
    async write<S extends z.ZodType>(table: string, body: Row, answer: S): Promise<z.output<S>> {
      return read(await call(table, body, false), answer, table);
    },

    /**
     * Edits a row IXC listed (issue 68): its edit writes the row as sent, so the listed row goes back whole
     * with the changed fields over it.
     */
    async update(table: string, listed: Row & { id: string }, changes: Row): Promise<void> {
      const { id, ...fields } = listed;
      read(await call(table, { ...fields, ...changes }, false, { id }), ixcDone, table);
    },

    /** A file as multipart/form-data (a sign-up's photos to `cliente_arquivos`). */
    async upload(table: string, form: FormData): Promise<void> {
      const response = await send(table, {
        method: "POST",
        url: `${base}/${table}`,
        headers: { Authorization: authorization },
        body: form,
        timeoutMs: connection.timeoutMs,
        allowPrivate: connection.allowPrivateAddresses,
      });
      read(response, ixcDone, table);
    },

    /**
     * A PDF IXC answers as bare base64; an empty body (an unknown id) is none. IXC's `{type: "error"}` is a
     * refusal, or none where `error` says so (a contract the install will not print).
     */
    async pdf(table: string, body: Row, error: "refused" | "none"): Promise<Uint8Array | undefined> {
      const answer = (await call(table, body, false)).text.trim();
      if (answer === "") return undefined;
      if (answer.startsWith("{") && isIxcError(parseJson(answer, table))) {
        if (error === "none") return undefined;
        throw new ErpError("refused", `${table}: error answer`);
      }
      return parseAnswer(ixcPdf, answer, table);
    },

    /** A write whose answer is read as it comes (`desbloqueio_confianca`: its error is an answer, not a failure). */
    async post<S extends z.ZodType>(table: string, body: Row, answer: S): Promise<z.output<S>> {
      return parseAnswer(answer, parseJson((await call(table, body, false)).text, table), table);
    },
  };
}

/** The document as IXC stores it: '123.456.789-09' or '12.345.678/0001-95' (alphanumeric CNPJs too). */
export function maskDocument(document: string): string | undefined {
  const plain = document.toUpperCase().replace(/[^0-9A-Z]/g, "");
  if (/^\d{11}$/.test(plain))
    return `${plain.slice(0, 3)}.${plain.slice(3, 6)}.${plain.slice(6, 9)}-${plain.slice(9)}`;
  if (/^[0-9A-Z]{12}\d{2}$/.test(plain))
    return `${plain.slice(0, 2)}.${plain.slice(2, 5)}.${plain.slice(5, 8)}/${plain.slice(8, 12)}-${plain.slice(12)}`;
  return undefined;
}

/** 'aaaa-mm-dd' → 'dd/mm/aaaa', the form IXC's dates take. */
export function ixcDate(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}
