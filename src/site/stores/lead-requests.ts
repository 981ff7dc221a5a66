import { atom } from "nanostores";
import { useSyncExternalStore } from "react";

// How any island of a page opens one of the lead forms (decision 0026): call openCoverageRequest,
// openCallbackRequest or openBusinessRequest from a click. The page's lead-dialog island
// (src/site/islands/lead-dialogs-island.tsx) then loads the form's code, on demand, and shows it in a dialog.
// The request is a Nano Store the islands share. This module is the whole first-load cost of a page that
// offers a form: a few hundred bytes.

/** 'Avise-me quando chegar', prefilled with what the page knows of the visitor's place. */
export type CoveragePrefill = {
  city?: string;
  uf?: string;
  cep?: string;
  /** Asked for from the city modal, which cannot be closed: once sent, the visitor may 'Ver o site'. */
  fromCityModal?: boolean;
};

/** 'Prefiro que me liguem' about one plan; `offerCode` once offers exist (issue 19). */
export type CallbackPrefill = { planId: number; planName: string; offerCode?: string; cityName?: string };

/** The business request of /empresas. */
export type BusinessPrefill = { city?: string };

export type LeadRequest = { id: number } & (
  | { kind: "coverage"; prefill: CoveragePrefill }
  | { kind: "callback"; prefill: CallbackPrefill }
  | { kind: "business"; prefill: BusinessPrefill }
);

type State = { request: LeadRequest | null; wanted: boolean; hosts: readonly symbol[] };

const $state = atom<State>({ request: null, wanted: false, hosts: [] });
let nextId = 1;

function update(next: Partial<State>): void {
  $state.set({ ...$state.get(), ...next });
}

// React's useSyncExternalStore calls back on changes only: Nano Stores' `listen`.
const subscribe = (onChange: () => void) => $state.listen(onChange);

type Open =
  | { kind: "coverage"; prefill: CoveragePrefill }
  | { kind: "callback"; prefill: CallbackPrefill }
  | {
      kind: "business";
      prefill: BusinessPrefill;
    };

const open = (request: Open) =>
  update({ request: { ...request, id: nextId++ } as LeadRequest, wanted: true });

/** Opens 'Avise-me quando chegar' (a city the site does not cover yet), with what is known filled in. */
export function openCoverageRequest(prefill: CoveragePrefill = {}): void {
  open({ kind: "coverage", prefill });
}

/** Opens 'Prefiro que me liguem' about `planName` (its id travels with the request). */
export function openCallbackRequest(prefill: CallbackPrefill): void {
  open({ kind: "callback", prefill });
}

/** Opens the business request ('Solicitar proposta'). */
export function openBusinessRequest(prefill: BusinessPrefill = {}): void {
  open({ kind: "business", prefill });
}

/** Closes whichever lead form is open. */
export function closeLeadRequest(): void {
  update({ request: null });
}

/**
 * Starts loading the forms' code before a click (call it on pointer-enter or focus of a button that opens
 * one), so the dialog shows at once.
 */
export function prepareLeadRequest(): void {
  if (!$state.get().wanted) update({ wanted: true });
}

/** The open request (null when none), and whether the forms' code is wanted yet. */
export function useLeadRequestState(): { request: LeadRequest | null; wanted: boolean } {
  const request = useSyncExternalStore(
    subscribe,
    () => $state.get().request,
    () => null,
  );
  const wanted = useSyncExternalStore(
    subscribe,
    () => $state.get().wanted,
    () => false,
  );
  return { request, wanted };
}

/** Registers a host; only the first mounted one shows the dialog, so a page and its layout may both mount one. */
export function registerLeadRequestHost(host: symbol): () => void {
  update({ hosts: [...$state.get().hosts, host] });
  return () => update({ hosts: $state.get().hosts.filter((other) => other !== host) });
}

/** Whether `host` is the one that shows the dialog. */
export function useIsActiveLeadRequestHost(host: symbol): boolean {
  return useSyncExternalStore(
    subscribe,
    () => $state.get().hosts[0] === host,
    () => false,
  );
}
