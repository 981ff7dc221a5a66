// The whole script of a public page that ships no client app (decision 0043): the server inlines it, built
// by vite.config.ts's `pageScript` plugin into one small function. It gives the server's HTML what the
// hydrated pages get from React: the header's menus and scroll, the keyboard shortcuts, the theme switch, the
// top bar's city select, the referral data's expiry, the streaming logos' fallback, an outside site's frame,
// the label's print button, the banner carousel and the dialogs' Tab wrap (a streaming guide), the font
// size and contrast controls (/acessibilidade), a city page's offer rows and the visit's city (decision
// 0045), and the forms the server answers (decision 0046). Everything else on such a page is plain HTML
// (links, GET and POST forms) and works as it does without scripts (docs/without-javascript.md). A page of
// islands (decision 0049) runs it too, beside its islands' entry (islands.tsx), which binds the city select.

import { watchLogoFallbacks } from "./components/logo-fallback";
import { bindOfferList } from "./components/offer-list-behaviour";
import { bindCarousel } from "./components/ui/carousel-behaviour";
import { bindCommandDialog } from "./components/ui/command-dialog-behaviour";
import { bindAccessibilityControls } from "./features/accessibility/accessibility-behaviour";
import { bindExternalFrame } from "./features/info/frame-loader";
import { bindCitySelect } from "./features/layout/city-select";
import { bindHeaderMenus, bindHideOnScroll, bindSkipShortcuts } from "./features/layout/header-behaviour";
import { expireSavedReferrer } from "./features/referral/saved-referrer";
import { bindCopyButtons } from "./features/subscriber/copy-buttons";
import { nameCityInChatLinks, nameCityInFloatingChat } from "./lib/city-chat-links";
import { bindPostForms } from "./lib/post-forms";
import { isDark, themeToggleLabel, toggleTheme } from "./lib/theme-toggle";
import { keepVisitCity, readVisitCity } from "./lib/visit-city";

const header = document.querySelector<HTMLElement>("body header");
if (header) {
  bindHeaderMenus(header);
  bindHideOnScroll(header);
}
bindSkipShortcuts();
expireSavedReferrer();
watchLogoFallbacks();

const themeSwitch = document.querySelector<HTMLButtonElement>("[data-theme-toggle]");
if (themeSwitch) {
  const label = () => {
    const text = themeToggleLabel(isDark());
    themeSwitch.setAttribute("aria-label", text);
    themeSwitch.title = text;
  };
  label();
  themeSwitch.addEventListener("click", () => {
    toggleTheme();
    label();
  });
}

// A city's page makes its city the visit's; any page's select shows the visit's city (decision 0045).
const pageCity = document.querySelector<HTMLElement>("[data-page-city]");
if (pageCity) keepVisitCity(Number(pageCity.dataset.pageCity));
const citySelect = document.querySelector<HTMLSelectElement>("[data-city-select]");
// The visit's city as the top bar lists it ('Serra - ES'), when it still does.
const storedCity = String(readVisitCity());
const visitCity = [...(citySelect?.options ?? [])].find((option) => option.value === storedCity);

// A page of islands (decision 0049): its own entry (islands.tsx) hydrates its React parts, binds the select
// to their city and marks the page interactive once they are.
const islands = document.querySelector("[data-island]") !== null;

// A page without the app has no city state: choosing one opens that city's page, as the select's GET form
// does without scripts (/escolher-cidade, decision 0034).
if (citySelect && !citySelect.value && visitCity) citySelect.value = visitCity.value;
const citySelectForm = citySelect?.form;
if (citySelect && citySelectForm) {
  const initial = citySelect.value;
  const openChosenCity = () =>
    bindCitySelect(
      citySelect,
      () => citySelectForm.requestSubmit(),
      () => initial,
    );
  if (!islands) openChosenCity();
  else {
    // A page of islands whose scripts fail to arrive (a connection dropped as the page loaded) hydrates
    // nothing, and its select would do nothing: it opens the chosen city's page, as a text page's does.
    const onScriptError = (event: Event) => {
      if (!(event.target instanceof HTMLScriptElement || event.target instanceof HTMLLinkElement)) return;
      removeEventListener("error", onScriptError, true);
      openChosenCity();
    };
    addEventListener("error", onScriptError, true);
  }
}

// The floating sales chat names the visit's city, as on a hydrated page (a city's page names its own); so do
// the chats that name it (an offer's label's, a streaming guide's, a hero's). A page of islands names the
// city the visitor picks next with the same functions (islands.tsx).
if (visitCity && !pageCity) nameCityInFloatingChat(visitCity.text);
if (visitCity) nameCityInChatLinks({ id: visitCity.value, label: visitCity.text });

// /ofertas opened at its address without a filter by a visit that has a city: that city's offers, as inside
// the app (decision 0028); its filter names the cities as the top bar does. 'Limpar' sends an empty filter.
const offersCity = document.querySelector<HTMLSelectElement>("#ofertas-cidade");
if (offersCity && visitCity && location.pathname === "/ofertas" && !location.search) {
  const slug = [...offersCity.options].find((option) => option.text === visitCity.text)?.value;
  if (slug) location.replace(`/ofertas?cidade=${encodeURIComponent(slug)}`);
}

// An outside site's frame (/cliente's portal, the jobs): after the first paint, or on consent.
for (const root of document.querySelectorAll<HTMLElement>("[data-frame-src]"))
  bindExternalFrame(root.parentElement!);

// 'Imprimir etiqueta' (an offer's label).
for (const button of document.querySelectorAll("[data-print]"))
  button.addEventListener("click", () => window.print());

// A streaming guide's banners, and its enlarged screens (dialogs the browser opens by `command`).
for (const carousel of document.querySelectorAll<HTMLElement>("[data-carousel]")) bindCarousel(carousel);
for (const dialog of document.querySelectorAll<HTMLDialogElement>("dialog[data-command-dialog]"))
  bindCommandDialog(dialog);

// A city's page: its rows of offer cards (a phone's swipe, its place, its Tab stop).
for (const row of document.querySelectorAll<HTMLElement>("[data-offer-row]")) bindOfferList(row);

// A form the server answers (a lead's page, the subscriber desk, the newsletter): the focus on its first
// mistake, one post at a time (decision 0046); the desk's copy buttons.
bindPostForms();
for (const root of document.querySelectorAll<HTMLElement>("[data-copy-buttons]")) bindCopyButtons(root);

// /acessibilidade's font size and contrast.
const accessibility = document.querySelector<HTMLElement>("[data-accessibility-controls]");
if (accessibility) bindAccessibilityControls(accessibility);

// The page is interactive: browser tests and monitoring read this mark, as on a hydrated page (root.tsx).
if (!islands) document.documentElement.dataset.hydrated = "true";
