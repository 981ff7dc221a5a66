// The browser's entry of a page of islands (decision 0049): the public page is the server's HTML, made
// interactive by the page script (page-script.ts: menus, theme, the carousel, …), and this module hydrates
// its React parts, each a root of its own, with no router: the city modal, the plans, the city notice.
// They share one city store, the page's (components/city/city-store.ts). Built apart from the app by
// scripts/build-islands.mjs, so it never loads React Router.

import { type ComponentType, type ReactNode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { cityLabel, unpackCities } from "../domain";
import { createCityStore } from "./components/city/city-store";
import {
  ISLAND_ATTRIBUTE,
  type IslandData,
  type IslandName,
  IslandRoot,
  islandIdPrefix,
  type PageIslandName,
  type SharedIslandName,
} from "./components/island";
import { Toaster } from "./components/ui/toaster";
import { CityGate } from "./features/cities/city-gate";
import { AskCityModal } from "./features/cities/city-modal";
import { writeComboLinks } from "./features/home/combo-links";
import { CityNotice } from "./features/layout/city-notice";
import { bindCitySelect } from "./features/layout/city-select";
import { LeadRequestHost } from "./features/leads/lead-request-host";
import { nameCityInChatLinks, nameCityInFloatingChat } from "./lib/city-chat-links";

const SHARED: Record<SharedIslandName, ComponentType<never>> = {
  "city-modal": AskCityModal,
  "city-notice": CityNotice,
};
// The page has already asked for its own islands' chunks beside this one (root.tsx): no second round trip.
const PAGE_ISLANDS: Record<PageIslandName, () => Promise<{ default: ComponentType<never> }>> = {
  plans: () => import("./island-parts/plans"),
  "camera-plans": () => import("./island-parts/camera-plans"),
  "camera-demo": () => import("./island-parts/camera-demo"),
  combos: () => import("./island-parts/combos"),
  "business-plans": () => import("./island-parts/business-plans"),
  "business-request": () => import("./island-parts/business-request"),
  referral: () => import("./island-parts/referral"),
};

const data = JSON.parse(document.getElementById("island-data")?.textContent ?? "{}") as IslandData;
const cities = data.cities === null ? null : unpackCities(data.cities);
const store = createCityStore(cities, data.pageCity);

const elements = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
let waiting = elements.length;

/** Counts the roots as they hydrate; once all have, the page is interactive (then `whenHydrated`). */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    waiting -= 1;
    if (waiting === 0) whenHydrated();
  }, []);
  return children;
}

// Each island hydrates as soon as its code is here: the entry's own at once, a page's own islands when their
// chunk has come (asked for with the entry's when the page names them in its handle, after it otherwise).
for (const element of elements) {
  const name = element.getAttribute(ISLAND_ATTRIBUTE) as IslandName;
  const props = JSON.parse(element.dataset.props ?? "{}") as object;
  // In a transition, React hydrates a root in slices of a few milliseconds, yielding between them: the
  // city modal's hydration was one task of about 50 ms on this machine, a phone's CPU four times that.
  const hydrate = (Component: ComponentType<object>) =>
    startTransition(() => {
      hydrateRoot(
        element,
        <Hydrated>
          <IslandRoot store={store}>
            <Component {...props} />
          </IslandRoot>
        </Hydrated>,
        { identifierPrefix: islandIdPrefix(name) },
      );
    });
  if (name in SHARED) hydrate(SHARED[name as SharedIslandName] as ComponentType<object>);
  // Its code not arriving (a dropped connection) leaves the server's HTML, which works on its own.
  else
    void PAGE_ISLANDS[name as PageIslandName]().then((module) =>
      hydrate(module.default as ComponentType<object>),
    );
}

// What the server renders as nothing: the modal asked for by a page that does not open with it, the lead
// forms' dialogs and the toasts. A root of their own, rendered in the browser only.
const extras = document.createElement("div");
document.body.append(extras);
createRoot(extras).render(
  <IslandRoot store={store}>
    <CityGate
      askCity={elements.some((element) => element.dataset.island === "city-modal")}
      whatsappNumber={data.whatsappNumber}
    />
    <LeadRequestHost />
    <Toaster />
  </IslandRoot>,
);

/** The server's HTML that names the city: the top bar's select, the floating chat, the combos' actions. */
function bindCityHtml() {
  const select = document.querySelector<HTMLSelectElement>("[data-city-select]");
  const shown = () => {
    const { city, pendingCity } = store.getSnapshot();
    const current = pendingCity ?? city;
    return current ? String(current.id) : "";
  };
  const show = () => {
    const { city, pendingCity } = store.getSnapshot();
    if (select && document.activeElement !== select) select.value = shown();
    if (pendingCity) select?.setAttribute("aria-busy", "true");
    else select?.removeAttribute("aria-busy");
    const label = city ? cityLabel(city) : undefined;
    nameCityInFloatingChat(label);
    nameCityInChatLinks(city && label ? { id: String(city.id), label } : undefined);
    writeComboLinks(data.whatsappNumber, city?.name);
  };
  const choose = (value: string) => {
    const next = store.getSnapshot().cities?.find((item) => String(item.id) === value);
    if (next) store.selectCity(next);
  };
  if (select) {
    bindCitySelect(select, choose, shown);
    // A city picked in the select before this page was interactive: chosen now (issue 39).
    if (select.value && select.value !== shown()) choose(select.value);
  }
  store.subscribe(show);
  show();
}

function whenHydrated() {
  bindCityHtml();
  document.documentElement.dataset.hydrated = "true";
}
if (waiting === 0) whenHydrated();
