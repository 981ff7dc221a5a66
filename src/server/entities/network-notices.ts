import { networkNotices } from "../db/schema";
import { type Entity, nameOf } from "./entity";

/**
 * 'Status da rede' (issue 58): incidents and planned works. Visitors see them on /status, its feeds, the
 * affected cities' pages and the desk; the list tag covers each of those pages.
 */
export const networkNoticesEntity = {
  name: "network_notices",
  tables: [networkNotices],
  admin: { paths: ["network-notices"], area: "network" },
  visitors: { purgeTags: () => ["network-status"] },
  trash: { table: networkNotices, label: nameOf, dependents: [] },
} as const satisfies Entity;
