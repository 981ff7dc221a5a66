import {
  createContext,
  type ReactNode,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from "react";
import { unpackCities } from "../../../domain";
import {
  type CityActions,
  type CityStore,
  type CityView,
  createCityStore,
  pageCityStore,
} from "../../stores/visit-city";

type CityState = CityView & CityActions;

/** The page's store, and what this island's server render saw of it (its hydration reads that first). */
const CityStoreContext = createContext<{ store: CityStore; serverView: CityView } | null>(null);

/**
 * The visitor's city for an island (docs/public-site.md): every island of a page that follows the city is
 * wrapped in this. In the browser all of them share one store (a Nano Store, stores/visit-city.ts); the server
 * renders each with a store of its own, from the props the page gave: `cities` for the city modal, which lists
 * them, and a city page's `pageCity`.
 */
export function VisitCity({
  cities,
  pageCity,
  children,
}: {
  cities?: string | null;
  pageCity?: number;
  children: ReactNode;
}) {
  const [value] = useState(() => {
    const store =
      typeof document === "undefined"
        ? createCityStore(cities ? unpackCities(cities) : null, pageCity)
        : pageCityStore();
    // An island given no cities rendered without them on the server (and so, while hydrating, in the browser):
    // the page's store has them, for the render after.
    const initial = store.getServerSnapshot();
    return { store, serverView: cities ? initial : { ...initial, cities: null } };
  });
  const { store } = value;
  return (
    <CityStoreContext.Provider value={value}>
      {children}
      <RestoreVisitCity store={store} />
    </CityStoreContext.Provider>
  );
}

/** The visit's city from an earlier page, before the first paint after hydration; once per page load. */
function RestoreVisitCity({ store }: { store: CityStore }) {
  useLayoutEffect(() => store.restore(), [store]);
  return null;
}

export function useCity(): CityState {
  const context = useContext(CityStoreContext);
  if (!context) throw new Error("useCity outside VisitCity");
  const { store, serverView } = context;
  const view = useSyncExternalStore(store.subscribe, store.getSnapshot, () => serverView);
  return useMemo(() => ({ ...view, ...store }), [view, store]);
}

/**
 * Marks the heading that takes the focus once a city has been chosen in the modal, so a keyboard or
 * screen-reader user lands on the plans they asked for. Every page that lists a city's plans sets it.
 */
export const PLANS_HEADING_ATTRIBUTE = "data-plans-heading";
