import { hc } from "hono/client";
// A type-only import: erased at build time, so no server code reaches the browser (see check-layers).
import type { AdminApi } from "../../server/http/admin-routes";

/**
 * The console API, typed end to end: `adminClient.cities.$get()`, `adminClient.cities[":id"].$put(...)`.
 * Same-origin, so the session cookie goes along.
 */
export const adminClient = hc<AdminApi>("/api/admin");
export type AdminClient = typeof adminClient;
