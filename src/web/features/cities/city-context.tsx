import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import type { PublicCity, PublicPlan } from "../../../domain";
import { CITY_NOTICE_MS } from "../../../domain";
import { notify } from "../../lib/toast";

export const PLANS_LOAD_ERROR = "Não foi possível carregar os planos";
export const PLANS_LOAD_ERROR_HINT = "Verifique sua conexão e tente novamente.";

type CityState = {
  cities: PublicCity[] | null;
  city: PublicCity | null;
  plans: PublicPlan[];
  /** The city whose plans are being fetched. */
  pendingCity: PublicCity | null;
  loadingPlans: boolean;
  /** The last attempt's failure, kept on the page until the next attempt. */
  plansError: string | null;
  /** 'Cidade alterada para …', shown for CITY_NOTICE_MS after a city is set. */
  notice: string | null;
  modalRequested: boolean;
  selectCity: (city: PublicCity) => Promise<void>;
  requestModal: () => void;
};

const CityContext = createContext<CityState | null>(null);

/**
 * The visitor's city for this visit. A visit starts with no city (SPEC §4 "Start"): nothing is stored,
 * so every new visit asks again.
 */
export function CityProvider({ cities, children }: { cities: PublicCity[] | null; children: ReactNode }) {
  const [city, setCity] = useState<PublicCity | null>(null);
  const [plans, setPlans] = useState<PublicPlan[]>([]);
  const [pendingCity, setPendingCity] = useState<PublicCity | null>(null);
  const [plansError, setPlansError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [modalRequested, setModalRequested] = useState(false);
  const latest = useRef(0);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), CITY_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const selectCity = useCallback(async (next: PublicCity) => {
    const request = ++latest.current;
    setPendingCity(next);
    setPlansError(null);
    try {
      const response = await fetch(`/api/cities/${next.id}/plans`, {
        headers: { accept: "application/json" },
      });
      if (!response.ok) throw new Error(`plans for city ${next.id}: HTTP ${response.status}`);
      const body = (await response.json()) as { plans: PublicPlan[] };
      if (request !== latest.current) return;
      setCity(next);
      setPlans(body.plans);
      setModalRequested(false);
      if (body.plans.length === 0) notify.info(`Nenhum plano disponível para ${next.name}`);
      // Shown in the page (see CityNotice), not in a toast that would cover the top bar's controls.
      setNotice(`Cidade alterada para ${next.name}`);
    } catch (error) {
      if (request !== latest.current) return;
      console.error(error);
      setPlansError(PLANS_LOAD_ERROR);
      notify.error(PLANS_LOAD_ERROR, PLANS_LOAD_ERROR_HINT);
    } finally {
      if (request === latest.current) setPendingCity(null);
    }
  }, []);

  const requestModal = useCallback(() => setModalRequested(true), []);

  const value = useMemo(
    () => ({
      cities,
      city,
      plans,
      pendingCity,
      loadingPlans: pendingCity !== null,
      plansError,
      notice,
      modalRequested,
      selectCity,
      requestModal,
    }),
    [cities, city, plans, pendingCity, plansError, notice, modalRequested, selectCity, requestModal],
  );
  return <CityContext.Provider value={value}>{children}</CityContext.Provider>;
}

export function useCity(): CityState {
  const state = useContext(CityContext);
  if (!state) throw new Error("useCity must be used inside CityProvider");
  return state;
}

/**
 * Marks the heading that takes the focus once a city has been chosen in the modal, so a keyboard or
 * screen-reader user lands on the plans they asked for. Every page that lists a city's plans sets it.
 */
export const PLANS_HEADING_ATTRIBUTE = "data-plans-heading";
