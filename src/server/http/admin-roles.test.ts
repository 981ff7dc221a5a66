import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ROLE_FORBIDDEN_MESSAGE,
  roleCanUse,
  STAFF_ROLES,
  type StaffRole,
  TWO_FACTOR_MESSAGES,
} from "../../domain";
import { upsertStaffUser } from "../services/staff";
import {
  cookieOf,
  createTestServer,
  jsonRequest,
  signIn,
  staffCookieFor,
  type TestServer,
} from "../testing/test-server";
import { ADMIN_API_PATH, ADMIN_ROUTE_AREAS, adminAreaOf, isUndo } from "./admin-routes";

// Every console API route × every role, from Hono's own route table: a route added tomorrow is in this
// matrix the day it is added, and fails it if its path has no area (decision 0022).

let server: TestServer;
const cookies = {} as Record<StaffRole, string>;
beforeAll(async () => {
  server = await createTestServer();
  for (const role of STAFF_ROLES) cookies[role] = await staffCookieFor(server, role);
});
afterAll(() => server.close());

/** The console API's routes as Hono holds them (middleware, which answers any method, left out). */
const adminRoutes = () =>
  server.app.routes
    .filter((route) => route.path.startsWith(`${ADMIN_API_PATH}/`) && route.method !== "ALL")
    .map(({ method, path }) => ({ method, path }))
    .filter(
      (route, i, all) => all.findIndex((r) => r.method === route.method && r.path === route.path) === i,
    );

// An id that names no record, so an allowed request is refused by validation or as not found and
// changes nothing.
const concrete = (path: string) =>
  path.replace(/:\w+/g, (param) => (param === ":area" ? "banners" : "999999"));

it("finds the console's routes, each in a declared area", () => {
  const routes = adminRoutes();
  expect(routes.length).toBeGreaterThan(40);
  for (const { path } of routes) expect(adminAreaOf(path), path).toBeDefined();
  // Nothing declared for a path that no longer exists.
  const segments = new Set(routes.map(({ path }) => path.slice(ADMIN_API_PATH.length).split("/")[1]));
  expect([...segments].sort()).toEqual(Object.keys(ADMIN_ROUTE_AREAS).sort());
});

describe.each(STAFF_ROLES)("as %s", (role) => {
  it("every route the role may not use answers 403 with a pt-BR message; every other passes the role check", async () => {
    for (const { method, path } of adminRoutes()) {
      const response = await server.app.request(
        concrete(path),
        // A GET as the console's page sends it (a document link checks that it comes from our pages).
        method === "GET"
          ? { headers: { cookie: cookies[role], "sec-fetch-site": "same-origin" } }
          : jsonRequest(method, {}, cookies[role]),
      );
      // 'Desfazer' (the Lixeira's restore) passes every role; its route refuses another's delete (trash.test.ts).
      const allowed = roleCanUse(role, adminAreaOf(path)!) || isUndo(method, concrete(path));
      if (allowed) {
        expect(response.status, `${method} ${path}`).not.toBe(403);
        expect(response.status, `${method} ${path}`).toBeLessThan(500);
      } else {
        expect(response.status, `${method} ${path}`).toBe(403);
        expect(await response.json(), `${method} ${path}`).toEqual({
          error: { code: "forbidden_role", message: ROLE_FORBIDDEN_MESSAGE },
        });
      }
    }
  });
});

it("an administrador without two-factor sign-in is refused every route, with a pt-BR message, until enrolled (decision 0025)", async () => {
  const credentials = { email: "sem-duas-etapas@example.com", password: "senha-sem-duas-etapas" };
  await upsertStaffUser(server.auth, server.database.db, credentials.email, credentials.password);
  const signedIn = await signIn(server, credentials, "10.0.2.99");
  expect(signedIn.status).toBe(200);
  const cookie = cookieOf(signedIn);
  for (const { method, path } of adminRoutes()) {
    const response = await server.app.request(
      concrete(path),
      method === "GET" ? { headers: { cookie } } : jsonRequest(method, {}, cookie),
    );
    expect(response.status, `${method} ${path}`).toBe(403);
    expect(await response.json(), `${method} ${path}`).toEqual({
      error: { code: "two_factor_required", message: TWO_FACTOR_MESSAGES.enrolmentRequired },
    });
  }
});

it("gives each role its part: catalogue and Contratações to Comercial, banners and the newsletter to Marketing, Indicações, Contatos, Status da rede and Solicitações to Atendimento", () => {
  const can = (role: StaffRole) =>
    Object.keys(ADMIN_ROUTE_AREAS).filter((segment) => roleCanUse(role, ADMIN_ROUTE_AREAS[segment]!));
  expect(can("administrador").sort()).toEqual(Object.keys(ADMIN_ROUTE_AREAS).sort());
  expect(can("comercial").sort()).toEqual(
    [
      "business-plan-cities",
      "business-plans",
      "cities",
      "plan-cities",
      "plans",
      "streaming-services",
      "uploads",
      // The Painel (issue 57): counts only.
      "dashboard",
      // Contratações (issue 56), and its installation windows (issue 68).
      "sign-ups",
      "install-schedules",
    ].sort(),
  );
  expect(can("marketing").sort()).toEqual([
    "articles",
    "banner-settings",
    "banners",
    "dashboard",
    "newsletter",
    "pages",
    "streaming-banners",
    // The tag IDs under Banners (issue 57).
    "tag-settings",
    "uploads",
  ]);
  // Solicitações (issue 67): the desk's self-service requests.
  expect(can("atendimento")).toEqual(["referrals", "leads", "network-notices", "subscriber-requests"]);
});

it("a refused write changes nothing", async () => {
  const before = await (
    await server.app.request("/api/admin/plans", { headers: { cookie: cookies.administrador } })
  ).json();
  const response = await server.app.request(
    "/api/admin/plans",
    jsonRequest(
      "POST",
      { name: "Fibra Marketing", downloadMbps: "100", price: "50,00", type: "Internet" },
      cookies.marketing,
    ),
  );
  expect(response.status).toBe(403);
  const after = await (
    await server.app.request("/api/admin/plans", { headers: { cookie: cookies.administrador } })
  ).json();
  expect(after).toEqual(before);
});
