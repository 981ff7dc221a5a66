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
import autocannon from "autocannon";

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
