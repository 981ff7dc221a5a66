import { installSchedules } from "../db/schema";
import type { Entity } from "./entity";

/** Each city's installation windows (issue 68, point 3): set in Contratações, read by 'Contrate online'. */
export const installSchedulesEntity = {
  name: "install_schedules",
  tables: [installSchedules],
  admin: { paths: ["install-schedules"], area: "signups" },
  visitors: false,
} as const satisfies Entity;
