import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from "react";
import { unpackCities } from "../../../domain";
import { type CityActions, type CityStore, type CityView, createCityStore } from "./city-store";

type CityState = CityView & CityActions;

/** The page's city store: the public layout provides it, and each island's root (decision 0049). */
export const CityStoreContext = createContext<CityStore | null>(null);

/**
 * The visitor's city for this visit — only the city: each page loads its own data for it through
 * `useCityData`. A visit starts with no city (SPEC §4 "Start"): a new tab asks again. Within the visit the
 * city survives page loads in the tab's session storage (lib/visit-city.ts, decision 0045): a city page
 * renders with its own (`pageCity`), and another page takes the stored one as it hydrates. On a page whose
 * data is a gate (the plans), a new city is set once that data has loaded, so the modal closes on the
 * loaded plans; elsewhere it is set at once. The state is a store (city-store.ts) that a page of islands
 * shares between its React roots.
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
  const [store] = useState(() => createCityStore(cities, pageCity));
  useEffect(() => store.setCities(cities), [store, cities]);
  return (
    <CityStoreContext.Provider value={store}>
      {children}
      <RestoreVisitCity store={store} />
    </CityStoreContext.Provider>
  );
}

/** The visit's city from an earlier page, before the first paint after hydration; once per page load. */
export function RestoreVisitCity({ store }: { store: CityStore }) {
  useLayoutEffect(() => store.restore(), [store]);
  return null;
}

export function useCity(): CityState {
  const store = useContext(CityStoreContext);
  if (!store) throw new Error("useCity outside CityProvider");
  const view = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  return useMemo(() => ({ ...view, ...store }), [view, store]);
}

/**
 * Marks the heading that takes the focus once a city has been chosen in the modal, so a keyboard or
 * screen-reader user lands on the plans they asked for. Every page that lists a city's plans sets it.
 */
export const PLANS_HEADING_ATTRIBUTE = "data-plans-heading";
