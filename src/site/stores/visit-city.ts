import { atom } from "nanostores";
// The domain's modules by name, not its barrel: the layout's script imports this store, and every module
// it reaches rides in the chunk every page loads (scripts/chunk-groups.ts, decision 0090).
import { CITY_NOTICE_MS } from "../../domain/catalogue";
import { cityLabel, unpackCities } from "../../domain/cities";
import type { PublicCity } from "../../domain/types";
import { keepVisitCity, readVisitCity, VISIT_CITY_ATTRIBUTE } from "./visit-city-storage";

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
  /**
   * 'Ver o site sem escolher' (or an uncovered visitor who left a contact): the visitor browses with no city;
   * the modal stays shut.
   */
  browsing: boolean;
  /**
   * The city came with the visit, from an earlier page (decision 0045), as this page hydrated: the modal the
   * server's HTML held closes without moving the focus or the scroll, since the visitor chose nothing here.
   */
  restored: boolean;
};

export type CityActions = {
  browseWithoutCity: () => void;
  /** A city the visitor chose; `remember` keeps it on this device ('Lembrar minha cidade neste aparelho'). */
  selectCity: (city: PublicCity, remember?: boolean) => void;
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
  /** The view as a Nano Store, for code outside React (a page's script) that follows the city. */
  $view: ReturnType<typeof atom<CityView>>;
  /** A revalidated list of cities (the layout's data changed). */
  setCities: (cities: PublicCity[] | null) => void;
  /**
   * Takes the visit's city from an earlier page (decision 0045), once per page load, before the first paint
   * after hydration (a layout effect), so the modal the server's HTML holds is gone before it is seen.
   */
  restore: () => void;
};

/**
 * The visitor's city for this page, outside React: a Nano Store that every island of a page shares (each is a
 * React root of its own, docs/public-site.md), and that the server makes afresh for each island it renders. A
 * visit starts with no city (SPEC §4 "Start"); within the visit it survives page loads in the tab's session
 * storage (visit-city-storage.ts).
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
  const $view = atom<CityView>(initial);
  let gates = 0;
  let restoreChecked = false;
  let remember: boolean | undefined;
  let noticeTimer: ReturnType<typeof setTimeout> | undefined;

  const update = (next: Partial<CityView>) => {
    const before = $view.get().city;
    $view.set({ ...$view.get(), ...next });
    // Whatever set it, the city is the visit's from now on.
    const city = $view.get().city;
    if (city && city !== before) keepVisitCity({ id: city.id, label: cityLabel(city) }, remember);
    remember = undefined;
  };

  const commit = (next: PublicCity) => {
    clearTimeout(noticeTimer);
    // Shown in the page (see CityNotice), not in a toast that would cover the header's controls.
    noticeTimer = setTimeout(() => update({ notice: null }), CITY_NOTICE_MS);
    update({
      restored: false,
      pendingCity: null,
      selectionError: null,
      city: next,
      modalRequested: false,
      browsing: false,
      notice: `Cidade alterada para ${next.name}`,
    });
  };

  return {
    $view,
    // React's useSyncExternalStore calls back on changes only: Nano Stores' `listen`, not `subscribe`.
    subscribe: (onChange) => $view.listen(onChange),
    getSnapshot: () => $view.get(),
    getServerSnapshot: () => initial,
    setCities(next) {
      if (next !== $view.get().cities) update({ cities: next });
    },
    restore() {
      if (restoreChecked) return;
      restoreChecked = true;
      const view = $view.get();
      const id = readVisitCity()?.id;
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
    selectCity(next, rememberIt) {
      remember = rememberIt;
      if (gates === 0) {
        commit(next);
        return;
      }
      update({ selectionError: null, pendingCity: next });
      remember = rememberIt;
    },
    settleSelection(next, error) {
      // An answer for a city the visitor has since left changes nothing.
      if ($view.get().pendingCity?.id !== next.id) return;
      if (!error) commit(next);
      else update({ pendingCity: null, selectionError: error });
    },
    registerGate() {
      gates += 1;
      return () => {
        gates -= 1;
        // The page that was loading for the pending city is gone: nothing left to wait for.
        const pending = $view.get().pendingCity;
        if (gates === 0 && pending) commit(pending);
      };
    },
    requestModal: () => update({ restored: false, modalRequested: true }),
    browseWithoutCity: () => update({ browsing: true, modalRequested: false }),
    adoptCity(next) {
      const view = $view.get();
      // A switch the visitor started elsewhere and is still loading wins.
      if (view.pendingCity) return;
      if (view.city?.id !== next.id) update({ city: next });
    },
  };
}

/** The id of the page's data script, which the layout writes on pages with islands that follow the city. */
export const SITE_DATA_ID = "vitrine-cidades";

/** What the layout's data script holds: the active cities (`packCities`' string) and the page's own city. */
export type SiteData = { cities: string | null; pageCity?: number };

let pageStore: CityStore | undefined;

/**
 * The page's one store in the browser, shared by its islands and its scripts, made on first use from the
 * layout's data script (no cities on a page without one).
 */
export function pageCityStore(): CityStore {
  if (pageStore) return pageStore;
  let data: SiteData = { cities: null };
  try {
    data = JSON.parse(document.getElementById(SITE_DATA_ID)?.textContent ?? "null") ?? data;
  } catch {
    // No data: no cities, as when they could not be loaded.
  }
  pageStore = createCityStore(data.cities === null ? null : unpackCities(data.cities), data.pageCity);
  return pageStore;
}

/** Tests: the next island makes the page's store afresh, from the data script as it is now (a new page load). */
export function forgetPageCityStore(): void {
  pageStore = undefined;
}
