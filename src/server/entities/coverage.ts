import { coverageAreas, coverageSettings } from "../db/schema";
import type { Entity } from "./entity";

// 'Cobertura' (issue 56, decision 0066): the viability sources' settings and the uploaded
// areas. Visitors never see them as pages: a viability check reads them live, so a write purges nothing.

export const coverageSettingsEntity = {
  name: "coverage_settings",
  tables: [coverageSettings],
  admin: { paths: ["coverage"], area: "settings" },
  visitors: false,
} as const satisfies Entity;

export const coverageAreasEntity = {
  name: "coverage_areas",
  tables: [coverageAreas],
  admin: { paths: ["coverage-areas"], area: "settings" },
  visitors: false,
} as const satisfies Entity;
