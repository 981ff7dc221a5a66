// The zod schemas shared by forms and the API. Kept out of `./index` so public bundles ship no zod.
// The sign-in check is not here: it is zod-free (`./sign-in`) so the /auth page ships no schema library.
// Updates, status flips and deletes add `expectedUpdatedAt` (see record-schema): `withVersion(schema)`.

export * from "./association-matrix-schema";
export * from "./audit-log-schema";
export * from "./banner-schema";
export * from "./business-plan-schema";
export * from "./cep-range-schema";
export * from "./city-price-schema";
export * from "./city-schema";
export * from "./content-schema";
export * from "./lead-schema";
export * from "./matrix-csv-schema";
export * from "./network-status-schema";
export * from "./offer-schema";
export * from "./plan-schema";
export * from "./record-schema";
// Contrate online (issue 56).
export * from "./sign-up-schema";
export * from "./site-settings-schema";
export * from "./staff-schema";
// Issue 67: the Solicitações tab.
export * from "./subscriber-request-schema";
export * from "./text-field";
export * from "./viability-schema";
