// The security suite: every write route the server exposes, discovered from the route tables, is
// refused cross-origin and without Origin/Sec-Fetch-Site, and refused without a staff session unless
// it is declared public (PUBLIC_WRITES). A route added tomorrow is checked without editing this file.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPublicWrite, PUBLIC_WRITES } from "../http/write-guard";
import { createLogger } from "../logger";
import { fakeSite } from "../testing/fake-site";
import { createTestApp } from "../testing/test-app";
import { createTestServer, ORIGIN, staffCookie, type TestServer } from "../testing/test-server";
import { actionRoutes, concretePath, honoRoutes, isWrite, type RouteRef } from "./route-table";

let server: TestServer;
let cookie: string;
beforeAll(async () => {
  server = await createTestServer({
    seed: false,
    // Whatever the console or the site would do: a write that got this far was let through.
    render: async () => new Response("rendered", { status: 200 }),
    site: fakeSite([], () => new Response("rendered", { status: 200 })),
  });
  cookie = await staffCookie(server);
});
afterAll(() => server.close());

type Fetcher = (path: string, init: RequestInit) => Promise<Response> | Response;

/** What is wrong with the write routes, as readable lines: empty when every route is guarded. */
async function writeRouteProblems(routes: RouteRef[], fetcher: Fetcher, session: string): Promise<string[]> {
  const problems: string[] = [];
  for (const route of routes.filter(isWrite)) {
    const url = concretePath(route.path);
    const label = `${route.method} ${route.path} (${route.source})`;
    const body = route.method === "DELETE" ? undefined : JSON.stringify({});
    const send = (headers: Record<string, string>) =>
      fetcher(url, {
        method: route.method,
        headers: { "content-type": "application/json", ...headers },
        body,
      });

    for (const [what, headers] of [
      ["another site's Origin", { origin: "https://evil.example", cookie: session }],
      ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site", cookie: session }],
      ["neither Origin nor Sec-Fetch-Site", { cookie: session }],
    ] as const) {
      const response = await send(headers);
      if (response.status !== 403) problems.push(`${label} with ${what}: ${response.status}, not 403`);
    }
    if (!isPublicWrite(route.method, url)) {
      const response = await send({ origin: ORIGIN });
      if (response.status !== 401) {
        problems.push(
          `${label} without a session: ${response.status}, not 401 (guard it or declare it in PUBLIC_WRITES)`,
        );
      }
    }
  }
  return problems;
}

const fetchFrom =
  (app: { request: Fetcher }): Fetcher =>
  (path, init) =>
    app.request(path, init);

describe("every write route", () => {
  it("is found in the route tables: the console's API, sign-in, CSP reports and the pages' forms", () => {
    const writes = [...honoRoutes(server.app), ...actionRoutes()]
      .filter(isWrite)
      .map((r) => `${r.method} ${r.path}`);
    for (const expected of [
      "POST /api/admin/plans",
      "DELETE /api/admin/plans/:id",
      "POST /api/auth/*",
      "POST /intranet/sair",
      "POST /auth",
      "POST /indique",
      "POST /avise-me",
      "POST /cliente/segunda-via",
      "POST /blog",
    ]) {
      expect(writes).toContain(expected);
    }
  });

  it("answers 403 cross-origin and without Origin or Sec-Fetch-Site, and 401 without a session unless declared public", async () => {
    const routes = [...honoRoutes(server.app), ...actionRoutes()];
    expect(await writeRouteProblems(routes, fetchFrom(server.app), cookie)).toEqual([]);
  });

  it("declares public only writes that exist", () => {
    const writes = [...honoRoutes(server.app), ...actionRoutes()].filter(isWrite);
    for (const declared of PUBLIC_WRITES) {
      const exists = writes.some(
        (route) =>
          route.method === declared.method && isPublicWrite(declared.method, concretePath(route.path)),
      );
      expect(exists, `${declared.method} ${declared.path}`).toBe(true);
    }
  });

  it("covers a route added later without anyone editing a list", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "vitrine-matrix-"));
    const app = createTestApp({
      config: { trustProxy: false, publicUrl: undefined, dataDir },
      database: server.database,
      auth: server.auth,
      logger: createLogger("silent"),
      render: async () => new Response("rendered"),
    });
    app.post("/api/admin/novidade", (c) => c.json({ ok: true }, 201));
    app.delete("/api/referrals-de-teste/:id", (c) => c.body(null, 204));
    const added = honoRoutes(app).filter(
      (r) => r.path.includes("novidade") || r.path.includes("referrals-de-teste"),
    );
    expect(added).toHaveLength(2);
    expect(await writeRouteProblems(added, fetchFrom(app), cookie)).toEqual([]);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("would fail for a write route that is neither guarded nor declared public", async () => {
    // An app without the server's middleware: exactly what the suite must catch.
    const bare = new Hono().post("/api/unguarded", (c) => c.json({ ok: true }, 201));
    const problems = await writeRouteProblems(honoRoutes(bare), fetchFrom(bare), cookie);
    expect(problems.join("\n")).toMatch(/POST \/api\/unguarded .*without a session: 201, not 401/);
    expect(problems.join("\n")).toMatch(/another site's Origin: 201, not 403/);
  });
});
