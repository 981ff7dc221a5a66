// Pure rules and types only: public pages import this barrel, so nothing here may pull in zod.
// The validation schemas live behind `./schemas`, imported by the console, the API and sign-in.
export * from "./banner-offer";
export * from "./catalogue";
export * from "./cep";
export * from "./cities";
export * from "./city-slug";
export * from "./cnpj";
export * from "./ids";
export * from "./images";
export * from "./lead";
export * from "./lead-console";
export * from "./name-key";
export * from "./offer";
export * from "./offer-label";
export * from "./offer-text";
export * from "./plans";
export * from "./price";
export * from "./records";
export * from "./referral";
export * from "./referral-console";
export * from "./sign-in";
export * from "./site-settings";
export * from "./staff-roles";
export * from "./starting-prices";
export * from "./states";
export * from "./streaming";
export * from "./two-factor";
export type * from "./types";
