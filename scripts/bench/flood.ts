// A flood of requests no cache holds, run by `run.ts` in a process of its own: an attacker is another
// client, and sharing the bench's event loop would slow the measuring client instead of the server.
// Usage: tsx scripts/bench/flood.ts <origin> <seconds>; prints one JSON line of what it got back.
import autocannon from "autocannon";

const [origin, seconds] = process.argv.slice(2);
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
console.log("flooding");
const results = await Promise.all([
  flood(3, () => `/?x=${next()}`),
  flood(2, () => `/blog?q=${next()}`),
  flood(3, () => `/busca?q=${next()}`),
]);
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
