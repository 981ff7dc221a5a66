import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from "react";
import type { PublicCity, PublicPlan } from "../../../domain";
import { CITY_NOTICE_MS } from "../../../domain";
import { notify } from "../../lib/toast";

type CityState = {
  cities: PublicCity[] | null;
  city: PublicCity | null;
  plans: PublicPlan[];
  /** The city whose plans are being fetched. */
  pendingCity: PublicCity | null;
  loadingPlans: boolean;
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
  const [modalRequested, setModalRequested] = useState(false);
  const latest = useRef(0);

  const selectCity = useCallback(async (next: PublicCity) => {
    const request = ++latest.current;
    setPendingCity(next);
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
      notify.success(`Cidade alterada para ${next.name}`, { duration: CITY_NOTICE_MS });
    } catch (error) {
      if (request !== latest.current) return;
      console.error(error);
      notify.error("Não foi possível carregar os planos", "Verifique sua conexão e tente novamente.");
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
      modalRequested,
      selectCity,
      requestModal,
    }),
    [cities, city, plans, pendingCity, modalRequested, selectCity, requestModal],
  );
  return <CityContext.Provider value={value}>{children}</CityContext.Provider>;
}

export function useCity(): CityState {
  const state = useContext(CityContext);
  if (!state) throw new Error("useCity must be used inside CityProvider");
  return state;
}
