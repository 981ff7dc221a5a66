// Pure rules and types only: public pages import this barrel, so nothing here may pull in zod.
// The validation schemas live behind `./schemas`, imported by the console, the API and sign-in.

// Issue 57: first-touch attribution and consent.
export * from "./attribution";
export * from "./banner-offer";
export * from "./catalogue";
export * from "./cep";
export * from "./cities";
export * from "./city-slug";
export * from "./cnpj";
export * from "./consent";
export * from "./consumer-rights";
export * from "./content";
export * from "./coverage-areas";
export * from "./embedded-video";
export * from "./framed-pages";
export * from "./ids";
export * from "./images";
export * from "./install-slots";
export * from "./lead";
export * from "./lead-console";
export * from "./lead-pages";
export * from "./link-preview";
export * from "./name-key";
export * from "./network-status";
export * from "./newsletter";
export * from "./offer";
export * from "./offer-label";
export * from "./offer-teaser";
export * from "./offer-text";
export * from "./plans";
export * from "./price";
export * from "./records";
export * from "./referral";
export * from "./referral-console";
export * from "./sign-in";
// Contrate online (issue 56).
export * from "./sign-up";
// Issue 68: 'Acompanhar minha contratação'.
export * from "./sign-up-tracking";
export * from "./site-settings";
export * from "./staff-roles";
export * from "./starting-prices";
export * from "./states";
export * from "./streaming";
export * from "./structured-data";
// Issue 67: the desk's self-service requests.
export * from "./subscriber-request";
export * from "./two-factor";
export type * from "./types";
export * from "./viability";
