import { streamingServiceInputSchema } from "../../domain/schemas";
import { streamingServices } from "../db/schema";
import { type Entity, nameOf } from "./entity";

/** 'Streaming': the services plans include (a rename rewrites the plans that name it). */
export const streamingServicesEntity = {
  name: "streaming_services",
  tables: [streamingServices],
  admin: { paths: ["streaming-services"], area: "catalogue" },
  // Plans name their streaming services: a rename shows on every plan that includes it.
  visitors: { purgeTags: () => ["plans", "business-plans", "offers", "content"] },
  trash: { table: streamingServices, label: nameOf, dependents: [] },
  restore: { table: streamingServices, fields: streamingServiceInputSchema },
  seeded: true,
} as const satisfies Entity;
