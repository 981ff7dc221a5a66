import { pageInputSchema } from "../../domain/schemas";
import { pages } from "../db/schema";
import type { Entity } from "./entity";

/** 'Páginas': the information pages' texts staff write (decision 0041). */
export const pagesEntity = {
  name: "pages",
  tables: [pages],
  admin: { paths: ["pages"], area: "marketing" },
  // An editable page is one address; the content tag covers it.
  visitors: { purgeTags: () => ["content"] },
  restore: { table: pages, fields: pageInputSchema },
  seeded: true,
} as const satisfies Entity;
