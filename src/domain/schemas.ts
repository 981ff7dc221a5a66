// The zod schemas shared by forms and the API. Kept out of `./index` so public bundles ship no zod.
// The sign-in check is not here: it is zod-free (`./sign-in`) so the /auth page ships no schema library.
export * from "./plan-schema";
export * from "./text-field";
