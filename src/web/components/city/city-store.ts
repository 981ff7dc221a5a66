import type { PublicCity } from "../../../domain";
import { CITY_NOTICE_MS } from "../../../domain";
import { keepVisitCity, readVisitCity, VISIT_CITY_ATTRIBUTE } from "../../lib/visit-city";

/** What the visit's city looks like to a component (`useCity`). */
export type CityView = {
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
};

export type CityActions = {
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

export type CityStore = CityActions & {
  subscribe: (onChange: () => void) => () => void;
  getSnapshot: () => CityView;
  /** What the server rendered: hydration reads this, then the current view. */
  getServerSnapshot: () => CityView;
  /** A revalidated list of cities (the layout's data changed). */
  setCities: (cities: PublicCity[] | null) => void;
  /**
   * Takes the visit's city from an earlier page (decision 0045), once per page load, before the first paint
   * after hydration (a layout effect), so the modal the server's HTML holds is gone before it is seen.
   */
  restore: () => void;
};

/**
 * The visitor's city for this page, outside React: the public layout's provider holds one, and so does a
 * page of islands (decision 0049), whose separate React roots share it. A visit starts with no city (SPEC §4
 * "Start"); within the visit it survives page loads in the tab's session storage (lib/visit-city.ts).
 */
export function createCityStore(cities: PublicCity[] | null, pageCity?: number): CityStore {
  const initial: CityView = {
    cities,
    city: cities?.find((item) => item.id === pageCity) ?? null,
    pendingCity: null,
    selectionError: null,
    notice: null,
    modalRequested: false,
    browsing: false,
    restored: false,
  };
  let view = initial;
  const subscribers = new Set<() => void>();
  let gates = 0;
  let restoreChecked = false;
  let noticeTimer: ReturnType<typeof setTimeout> | undefined;

  const update = (next: Partial<CityView>) => {
    const before = view.city;
    view = { ...view, ...next };
    // Whatever set it, the city is the visit's from now on.
    if (view.city && view.city !== before) keepVisitCity(view.city.id);
    for (const subscriber of subscribers) subscriber();
  };

  const commit = (next: PublicCity) => {
    clearTimeout(noticeTimer);
    // Shown in the page (see CityNotice), not in a toast that would cover the top bar's controls.
    noticeTimer = setTimeout(() => update({ notice: null }), CITY_NOTICE_MS);
    update({
      restored: false,
      pendingCity: null,
      selectionError: null,
      city: next,
      modalRequested: false,
      notice: `Cidade alterada para ${next.name}`,
    });
  };

  return {
    subscribe(onChange) {
      subscribers.add(onChange);
      return () => subscribers.delete(onChange);
    },
    getSnapshot: () => view,
    getServerSnapshot: () => initial,
    setCities(next) {
      if (next !== view.cities) update({ cities: next });
    },
    restore() {
      if (restoreChecked) return;
      restoreChecked = true;
      const id = readVisitCity();
      const stored = view.cities?.find((item) => item.id === id);
      if (stored) {
        update({ city: view.city ?? stored, restored: true });
        return;
      }
      // A city the catalogue no longer lists, or no catalogue: the modal the head script hid must ask, with
      // the focus in it (it took the focus while hidden, which the browser refused).
      const root = document.documentElement;
      if (!root.hasAttribute(VISIT_CITY_ATTRIBUTE)) return;
      root.removeAttribute(VISIT_CITY_ATTRIBUTE);
      document.querySelector<HTMLElement>("[data-city-modal] [data-autofocus]")?.focus();
    },
    selectCity(next) {
      if (gates === 0) {
        commit(next);
        return;
      }
      update({ selectionError: null, pendingCity: next });
    },
    settleSelection(next, error) {
      // An answer for a city the visitor has since left changes nothing.
      if (view.pendingCity?.id !== next.id) return;
      if (!error) commit(next);
      else update({ pendingCity: null, selectionError: error });
    },
    registerGate() {
      gates += 1;
      return () => {
        gates -= 1;
        // The page that was loading for the pending city is gone: nothing left to wait for.
        if (gates === 0 && view.pendingCity) commit(view.pendingCity);
      };
    },
    requestModal: () => update({ restored: false, modalRequested: true }),
    browseWithoutCity: () => update({ browsing: true, modalRequested: false }),
    adoptCity(next) {
      // A switch the visitor started elsewhere and is still loading wins.
      if (view.pendingCity) return;
      if (view.city?.id !== next.id) update({ city: next });
    },
  };
}
