// A flood of requests no cache holds, run by `run.ts` in a process of its own: an attacker is another
// client, and sharing the bench's event loop would slow the measuring client instead of the server.
// Usage: tsx scripts/bench/flood.ts <origin> <seconds> [kind]; prints one JSON line of what it got back.
// Kinds: `mix` (the default: cache-busting `/?x=`, `/blog?q=` and `/busca?q=`), or 8 connections of one
// kind an anonymous client can vary (issue 33, M4): `unknown-slug`, `ofertas-q`, `busca-q`; or `cached`,
// a stored page, the control those rows are judged against.
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
