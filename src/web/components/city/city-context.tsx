import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import type { PublicCity } from "../../../domain";
import { CITY_NOTICE_MS, unpackCities } from "../../../domain";
import { keepVisitCity, readVisitCity, VISIT_CITY_ATTRIBUTE } from "../../lib/visit-city";

type Notice = { text: string; seq: number };

type CityState = {
  cities: PublicCity[] | null;
  /** The chosen city, once its page data (if the page has any) has loaded. */
  city: PublicCity | null;
  /** A city being switched to while the page's data for it loads (see `useCityData`'s `gate`). */
  pendingCity: PublicCity | null;
  /** Why the last switch did not happen, kept until the next attempt. */
  selectionError: string | null;
  /** 'Cidade alterada para …', shown for CITY_NOTICE_MS after a city is set. */
  notice: string | null;
  modalRequested: boolean;
  /** 'Ver o site': an uncovered visitor who left a contact browses with no city; the modal stays shut. */
  browsing: boolean;
  /**
   * The city came with the visit, from an earlier page (decision 0045), as this page hydrated: the modal the
   * server's HTML held closes without moving the focus or the scroll, since the visitor chose nothing here.
   */
  restored: boolean;
  browseWithoutCity: () => void;
  selectCity: (city: PublicCity) => void;
  /** A city page's city becomes the visit's, quietly (no notice): the visitor went there themselves. */
  adoptCity: (city: PublicCity) => void;
  requestModal: () => void;
  /** Internal to `useCityData`: a page's data that a city switch waits for. */
  registerGate: () => () => void;
  /** Internal to `useCityData`: the gate's data for `city` arrived (no error) or failed. */
  settleSelection: (city: PublicCity, error?: string) => void;
};

const CityContext = createContext<CityState | null>(null);

/**
 * The visitor's city for this visit — only the city: each page loads its own data for it through
 * `useCityData`. A visit starts with no city (SPEC §4 "Start"): a new tab asks again. Within the visit the
 * city survives page loads in the tab's session storage (lib/visit-city.ts, decision 0045): a city page
 * renders with its own (`pageCity`), and another page takes the stored one as it hydrates. On a page whose
 * data is a gate (the plans), a new city is set once that data has loaded, so the modal closes on the
 * loaded plans; elsewhere it is set at once.
 */
export function CityProvider({
  cities: packed,
  pageCity,
  children,
}: {
  cities: string | null;
  /** The id of the city whose page this is (/planos/{cidade}): the server renders the page with it. */
  pageCity?: number;
  children: ReactNode;
}) {
  // `packCities`' string from the layout's loader: null when they could not be loaded.
  const cities = useMemo(() => (packed === null ? null : unpackCities(packed)), [packed]);
  const [city, setCity] = useState<PublicCity | null>(
    () => cities?.find((item) => item.id === pageCity) ?? null,
  );
  const [restored, setRestored] = useState(false);
  const [pendingCity, setPendingCity] = useState<PublicCity | null>(null);
  const [selectionError, setSelectionError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [modalRequested, setModalRequested] = useState(false);
  const [browsing, setBrowsing] = useState(false);
  const gates = useRef(0);
  const pending = useRef<PublicCity | null>(null);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), CITY_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  // The visit's city from an earlier page, before the first paint after hydration (a layout effect), so the
  // modal the server's HTML holds is gone before the visitor sees it; once per page load.
  const restoreChecked = useRef(false);
  useLayoutEffect(() => {
    if (restoreChecked.current) return;
    restoreChecked.current = true;
    const id = readVisitCity();
    const stored = cities?.find((item) => item.id === id);
    if (stored) {
      setCity((current) => current ?? stored);
      setRestored(true);
      return;
    }
    // A city the catalogue no longer lists, or no catalogue: the modal the head script hid must ask, with
    // the focus in it (it took the focus while hidden, which the browser refused).
    const root = document.documentElement;
    if (!root.hasAttribute(VISIT_CITY_ATTRIBUTE)) return;
    root.removeAttribute(VISIT_CITY_ATTRIBUTE);
    document.querySelector<HTMLElement>("[data-city-modal] [data-autofocus]")?.focus();
  }, [cities]);

  // Whatever set it, the city is the visit's from now on.
  useEffect(() => {
    if (city) keepVisitCity(city.id);
  }, [city]);

  const commit = useCallback((next: PublicCity) => {
    setRestored(false);
    pending.current = null;
    setPendingCity(null);
    setCity(next);
    setModalRequested(false);
    // Shown in the page (see CityNotice), not in a toast that would cover the top bar's controls.
    setNotice((current) => ({ text: `Cidade alterada para ${next.name}`, seq: (current?.seq ?? 0) + 1 }));
  }, []);

  const selectCity = useCallback(
    (next: PublicCity) => {
      setSelectionError(null);
      if (gates.current === 0) {
        commit(next);
        return;
      }
      pending.current = next;
      setPendingCity(next);
    },
    [commit],
  );

  const settleSelection = useCallback(
    (next: PublicCity, error?: string) => {
      // An answer for a city the visitor has since left changes nothing.
      if (pending.current?.id !== next.id) return;
      if (!error) {
        commit(next);
        return;
      }
      pending.current = null;
      setPendingCity(null);
      setSelectionError(error);
    },
    [commit],
  );

  const registerGate = useCallback(() => {
    gates.current += 1;
    return () => {
      gates.current -= 1;
      // The page that was loading for the pending city is gone: nothing left to wait for.
      if (gates.current === 0 && pending.current) commit(pending.current);
    };
  }, [commit]);

  const requestModal = useCallback(() => {
    setRestored(false);
    setModalRequested(true);
  }, []);
  const browseWithoutCity = useCallback(() => {
    setBrowsing(true);
    setModalRequested(false);
  }, []);

  const adoptCity = useCallback((next: PublicCity) => {
    // A switch the visitor started elsewhere and is still loading wins.
    if (pending.current) return;
    setCity((current) => (current?.id === next.id ? current : next));
  }, []);

  const value = useMemo(
    () => ({
      cities,
      city,
      pendingCity,
      selectionError,
      notice: notice?.text ?? null,
      modalRequested,
      browsing,
      restored,
      browseWithoutCity,
      selectCity,
      adoptCity,
      requestModal,
      registerGate,
      settleSelection,
    }),
    [
      cities,
      city,
      pendingCity,
      selectionError,
      notice,
      modalRequested,
      browsing,
      restored,
      browseWithoutCity,
      selectCity,
      adoptCity,
      requestModal,
      registerGate,
      settleSelection,
    ],
  );
  return <CityContext.Provider value={value}>{children}</CityContext.Provider>;
}

export function useCity(): CityState {
  const state = useContext(CityContext);
  if (!state) throw new Error("useCity outside CityProvider");
  return state;
}

/**
 * Marks the heading that takes the focus once a city has been chosen in the modal, so a keyboard or
 * screen-reader user lands on the plans they asked for. Every page that lists a city's plans sets it.
 */
export const PLANS_HEADING_ATTRIBUTE = "data-plans-heading";
