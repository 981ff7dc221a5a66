// A flood of requests no cache holds, run by `run.ts` in a process of its own: an attacker is another
// client, and sharing the bench's event loop would slow the measuring client instead of the server.
// Usage: tsx scripts/bench/flood.ts <origin> <seconds> [kind]; prints one JSON line of what it got back.
// Kinds: `mix` (the default: cache-busting `/?x=`, `/blog?q=` and `/busca?q=`), or 8 connections of one
// kind an anonymous client can vary (issue 33, M4): `unknown-slug`, `ofertas-q`, `busca-q`; or `cached`,
// a stored page, the control those rows are judged against; or 8 connections posting one of the forms a
// page takes without scripts (issue 55, M1): `desk-post` (the 2ª via's lookup, which needs an ERP),
// `lead-post` ('Avise-me'), `referral-post` (/indique's second step), `newsletter-post` (the blog's box);
// or 8 connections asking for a stored page with what made each request a render before issue 66
// (M-COOKIE, M-PCT): `fake-cookie` (a made-up staff session cookie per request), `fake-auth` (a made-up
// `Authorization` header per request), `encoded-path` (a new percent-encoded spelling of a page's path
// per request).
// Kinds ending in `-many` (issue 66, point 7) post from a new address each time (X-Forwarded-For; the
// server runs with TRUST_PROXY, as the tests do): `lead-many`, `newsletter-many`, `consent-many` (the
// cookie banner's answer), `outage-many` ('Avise-me quando acabar' on /suporte), `contrate-1-many` and
// `contrate-3-many` (the sign-up's step 1 and its step 3 with both photos), `desk-many` (2ª via lookups).
import autocannon from "autocannon";
import { CONSENT_VERSION } from "../../src/domain/consent";

const [origin, seconds, kind = "mix"] = process.argv.slice(2);
if (!origin || !seconds) throw new Error("usage: flood.ts <origin> <seconds>");
const headers = { "accept-encoding": "gzip, deflate, br, zstd" };
let n = 0;
const next = () => {
  n += 1;
  return n.toString(36) + Math.random().toString(36).slice(2, 8);
};
const flood = (connections: number, path: () => string) =>
  autocannon({
    url: origin,
    connections,
    duration: Number(seconds),
    headers,
    requests: [{ setupRequest: (request) => ({ ...request, path: path() }) }],
  });
/** 8 connections on `path` with `header` set to a new value per request. */
const withHeader = (path: string, header: string, value: () => string) =>
  autocannon({
    url: origin,
    connections: 8,
    duration: Number(seconds),
    headers,
    requests: [
      {
        setupRequest: (request) => ({ ...request, path, headers: { ...request.headers, [header]: value() } }),
      },
    ],
  });
/** `path` with each letter at random as it is or percent-encoded, the hex in either case. */
const spelled = (path: string) =>
  [...path]
    .map((character) => {
      if (!/[a-z-]/.test(character) || Math.random() < 0.5) return character;
      const hex = character.charCodeAt(0).toString(16);
      return `%${Math.random() < 0.5 ? hex : hex.toUpperCase()}`;
    })
    .join("");
/** 8 connections posting `form` to `path` as a browser without scripts does, from this page's origin. */
const posting = (path: string, form: Record<string, string>) =>
  autocannon({
    url: origin,
    connections: 8,
    duration: Number(seconds),
    method: "POST",
    headers: {
      ...headers,
      "content-type": "application/x-www-form-urlencoded",
      origin,
    },
    requests: [{ method: "POST", path, body: new URLSearchParams(form).toString() }],
  });
let address = 0;
/** A documentation-range address no request of this flood used before (198.18.0.0/15, 131,072 of them). */
const nextAddress = () => {
  address += 1;
  return `198.${18 + ((address >> 16) & 1)}.${(address >> 8) & 255}.${address & 255}`;
};
/** 8 connections posting `body` (of `type`) to `path`, each request from a new address. */
const postingFromMany = (path: string, body: string | Buffer, type: string) =>
  autocannon({
    url: origin,
    connections: 8,
    duration: Number(seconds),
    method: "POST",
    requests: [
      {
        method: "POST",
        path,
        setupRequest: (request) => ({
          ...request,
          body,
          headers: { ...headers, "content-type": type, origin, "x-forwarded-for": nextAddress() },
        }),
      },
    ],
  });
const form = (values: Record<string, string>) => new URLSearchParams(values).toString();
const FORM_TYPE = "application/x-www-form-urlencoded";
/** A multipart body with `fields` and `files` (each a small PNG), as a browser sends step 3. */
const multipart = (fields: Record<string, string>, files: string[]) => {
  const boundary = "----benchboundary7MA4YWxkTrZu0gW";
  // A 1×1 PNG: the decoding the limit must come before is what a photo costs, whatever its size.
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
    "base64",
  );
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const name of files)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from("\r\n"),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
};
const KINDS: Record<string, () => Promise<autocannon.Result>[]> = {
  mix: () => [
    flood(3, () => `/?x=${next()}`),
    flood(2, () => `/blog?q=${next()}`),
    flood(3, () => `/busca?q=${next()}`),
  ],
  "unknown-slug": () => [flood(8, () => `/planos/cidade-${next()}-xx`)],
  "ofertas-q": () => [flood(8, () => `/ofertas?q=${next()}`)],
  "busca-q": () => [flood(8, () => `/busca?q=${next()}`)],
  cached: () => [flood(8, () => "/faq")],
  "fake-cookie": () => [
    withHeader("/faq", "cookie", () => `_ga=GA1.1.${next()}; better-auth.session_token=${next()}.${next()}`),
  ],
  "fake-auth": () => [withHeader("/faq", "authorization", () => `Bearer ${next()}${next()}`)],
  "encoded-path": () => [flood(8, () => spelled("/politica-privacidade"))],
  "desk-post": () => [
    posting("/cliente/segunda-via", { documento: "529.982.247-25", nascimento: "1990-01-01" }),
  ],
  "lead-post": () => [
    posting("/avise-me", {
      name: "Bench Cobertura",
      phone: "19999998888",
      city: "Campinas",
      uf: "SP",
      consent: "on",
    }),
  ],
  "referral-post": () => [
    posting("/indique", {
      passo: "2",
      "indicador-name": "Maria da Silva",
      "indicador-phone": "27998765432",
      "indicador-email": "maria@example.com",
      "indicador-cpf": "529.982.247-25",
      name: "João Souza",
      phone: "2733221100",
      email: "joao@example.com",
      cpf: "111.444.777-35",
    }),
  ],
  "newsletter-post": () => [posting("/blog", { email: "bench@example.com" })],
  "lead-many": () => [
    postingFromMany(
      "/avise-me",
      form({ name: "Bench Cobertura", phone: "19999998888", city: "Campinas", uf: "SP", consent: "on" }),
      FORM_TYPE,
    ),
  ],
  "newsletter-many": () => [postingFromMany("/blog", form({ email: "bench@example.com" }), FORM_TYPE)],
  "consent-many": () => [
    postingFromMany(
      "/api/consent",
      JSON.stringify({ version: CONSENT_VERSION, analytics: true, marketing: false }),
      "application/json",
    ),
  ],
  "outage-many": () => [
    postingFromMany(
      "/suporte",
      form({
        etapa: "aviso",
        cidade: process.env.BENCH_CITY_ID ?? "1",
        "aviso-email": "bench@example.com",
        "aviso-consentimento": "sim",
      }),
      FORM_TYPE,
    ),
  ],
  "contrate-1-many": () => [
    postingFromMany("/contrate", form({ step: "address", cep: "29050-000", number: "10" }), FORM_TYPE),
  ],
  "contrate-3-many": () => {
    const step3 = multipart(
      {
        step: "details",
        cep: "29050-000",
        number: "10",
        plan: "1",
        name: "Bench Silva",
        cpf: "529.982.247-25",
        birthDate: "1990-01-01",
        email: "bench@example.com",
        whatsapp: "27998765432",
      },
      ["documentPhoto", "addressPhoto"],
    );
    return [postingFromMany("/contrate", step3.body, step3.type)];
  },
  "desk-many": () => [
    postingFromMany(
      "/cliente/segunda-via",
      form({ documento: "529.982.247-25", nascimento: "1990-01-01" }),
      FORM_TYPE,
    ),
  ],
};
const start = KINDS[kind];
if (!start) throw new Error(`unknown flood kind: ${kind}`);
console.log("flooding");
const results = await Promise.all(start());
console.log(
  JSON.stringify(
    results.map((result) => ({
      rps: result.requests.average,
      ok: result["2xx"],
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
    })),
  ),
);
