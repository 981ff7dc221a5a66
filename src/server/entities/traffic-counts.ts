import { trafficCounts } from "../db/schema";
import type { Entity } from "./entity";

/** The Painel (decision 0068): page views and coverage checks per day, counted by the server; no one's data. */
export const trafficCountsEntity = {
  name: "traffic_counts",
  tables: [trafficCounts],
  admin: { paths: ["dashboard"], area: "dashboard" },
  visitors: false,
} as const satisfies Entity;
