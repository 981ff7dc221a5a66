export * from "./catalogue";
export * from "./cities";
export * from "./plan-schema";
export * from "./plans";
export * from "./price";
export * from "./records";
export * from "./sign-in";
export * from "./streaming";
export type * from "./types";
