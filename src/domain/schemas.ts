// The zod schemas shared by forms and the API. Kept out of `./index` so public bundles ship no zod.
export * from "./auth-schema";
export * from "./plan-schema";
