import { useEffect } from "react";
import type { PublicBusinessPlan, PublicCity, PublicPlan } from "../../../domain";
import { notify } from "../../../ui/lib/toast";
import { type FetchOutcome, type FetchStatus, useFetchJson } from "../../lib/use-fetch-json";
import { useCity } from "./city-context";

export type CityData<T> = {
  /** The city the data belongs to (the pending one while a gate loads it). */
  city: PublicCity | null;
  status: FetchStatus;
  data: T | undefined;
  reload: () => void;
};

export type CityDataOptions<T> = {
  /**
   * The page's main data: a city switch waits for it (the modal closes once it has loaded) and a failure
   * keeps the previous city, with `gateError` shown in the modal and the page.
   */
  gate?: {
    error: string;
    /** The code the page needs to show the data (its cards, loaded on demand): the switch waits for it too. */
    ready?: () => Promise<unknown>;
  };
  /** Runs once per kept answer, for the page's own toasts. */
  onSettled?: (outcome: FetchOutcome<T>, city: PublicCity, selection: boolean) => void;
};

/**
 * A page's data for the chosen city, from the cached public API: one request per city, the previous
 * one cancelled when the city changes, with its loading, ready and error states.
 */
export function useCityData<T>(
  pathFor: (city: PublicCity) => string,
  options: CityDataOptions<T> = {},
): CityData<T> {
  const { city, pendingCity, registerGate, settleSelection } = useCity();
  const gated = options.gate !== undefined;
  const target = gated ? (pendingCity ?? city) : city;
  const url = target ? pathFor(target) : null;
  // The answer completes a city switch the visitor just made (for toasts that only make sense then).
  const selection = gated && pendingCity !== null && target?.id === pendingCity.id;

  useEffect(() => {
    if (gated) return registerGate();
  }, [gated, registerGate]);

  const { status, data, reload } = useFetchJson<T>(url, (outcome) => {
    if (!target) return;
    const settle = (settled: FetchOutcome<T>) => {
      if (gated) settleSelection(target, settled.ok ? undefined : options.gate?.error);
      if (!settled.ok) console.error(settled.error);
      options.onSettled?.(settled, target, selection);
    };
    const ready = outcome.ok ? options.gate?.ready : undefined;
    if (!ready) return settle(outcome);
    // The modal closes on the cards, not on their skeletons: once their code has come too.
    ready().then(
      () => settle(outcome),
      (error: unknown) => settle({ ok: false, error }),
    );
  });
  return { city: target, status, data, reload };
}

export const cityPlansPath = (city: PublicCity) => `/api/cities/${city.id}/plans`;
export const cityBusinessPlansPath = (city: PublicCity) => `/api/cities/${city.id}/business-plans`;

export type CityPlansAnswer = { city: PublicCity; plans: PublicPlan[] };
export type CityBusinessPlansAnswer = { city: PublicCity; plans: PublicBusinessPlan[] };

export const PLANS_LOAD_ERROR = "Não foi possível carregar os planos";
export const PLANS_LOAD_ERROR_HINT = "Verifique sua conexão e tente novamente.";

/**
 * The chosen city's plans, the data a city switch waits for on the pages that list them (home, fibre,
 * combos): 'Nenhum plano disponível para …' when a chosen city has none, a toast when they fail to load.
 */
export function useCityPlans(
  /** The code that shows the plans, when it loads on demand (see `CityDataOptions`' gate). */
  ready?: () => Promise<unknown>,
): CityData<CityPlansAnswer> & { plans: PublicPlan[] } {
  const result = useCityData<CityPlansAnswer>(cityPlansPath, {
    gate: { error: PLANS_LOAD_ERROR, ready },
    onSettled: (outcome, city, selection) => {
      if (!outcome.ok) notify.error(PLANS_LOAD_ERROR, PLANS_LOAD_ERROR_HINT);
      else if (selection && outcome.data.plans.length === 0)
        notify.info(`Nenhum plano disponível para ${city.name}`);
    },
  });
  return { ...result, plans: result.data?.plans ?? [] };
}
