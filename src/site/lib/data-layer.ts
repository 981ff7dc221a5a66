import type { DataLayerEvent } from "../../domain/consent";

// The site's one way to tell the tags what happened (issue 57, decision 0069): a push to
// `window.dataLayer` with one of the fixed event names (DATA_LAYER_EVENTS). Pushing costs nothing and
// sends nothing: the array stays in the page until a consented Google Tag Manager reads it (GTM reads what
// was pushed before it loaded). Without consent no tag ever loads, so nothing leaves the page.
//
//   pushDataLayer("view_city", { city: "Vitória - ES" });
//   pushDataLayer("view_plan", { offer_code: "RIT-P12-V3" });
//   pushDataLayer("coverage_check", { covered: true });
//   pushDataLayer("lead_submitted", { form: "callback" });
//   pushDataLayer("contrate_click", { offer_code: "RIT-P12-V3" });
//   pushDataLayer("signup_step", { step: "endereco" });   // the online sign-up's steps
//
// Parameters are never personal data: no name, phone, e-mail, CPF or CEP.

type Params = Record<string, string | number | boolean>;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushDataLayer(event: DataLayerEvent, params: Params = {}): void {
  if (typeof window === "undefined") return;
  window.dataLayer ??= [];
  window.dataLayer.push({ event, ...params });
}

/** Google's `gtag()`: pushes its `arguments` object, as gtag.js expects (consent commands, config). */
export function gtag(..._args: unknown[]): void {
  window.dataLayer ??= [];
  // biome-ignore lint/complexity/noArguments: gtag.js reads Arguments objects, not arrays.
  window.dataLayer.push(arguments);
}
