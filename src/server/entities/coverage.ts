import { coverageAreas, coverageSettings } from "../db/schema";
import type { Entity } from "./entity";

// 'Cobertura' (issue 56, decision 0066): the viability sources' settings and the uploaded
// areas. A viability check reads them live; the settings show on one page only: /contrate offers 'Usar
// minha localização' when a geocoder is set, so their write purges what the site settings' does (that
// page carries the `settings` tag). The areas are never seen as pages: their write purges nothing.

export const coverageSettingsEntity = {
  name: "coverage_settings",
  tables: [coverageSettings],
  admin: { paths: ["coverage"], area: "settings" },
  visitors: { purgeTags: () => ["settings"] },
} as const satisfies Entity;

export const coverageAreasEntity = {
  name: "coverage_areas",
  tables: [coverageAreas],
  admin: { paths: ["coverage-areas"], area: "settings" },
  visitors: false,
} as const satisfies Entity;
