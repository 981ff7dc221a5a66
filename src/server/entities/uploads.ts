import type { Entity } from "./entity";

/**
 * Uploaded images (decision 0011): files in DATA_DIR/uploads or a bucket, not rows; the record that shows
 * one (a banner, a service's icon) is what a write announces.
 */
export const uploadsEntity = {
  name: "uploads",
  tables: [],
  admin: { paths: ["uploads"], area: "images" },
  visitors: false,
} as const satisfies Entity;
