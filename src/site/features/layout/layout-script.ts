// The script of every public page (the layout's `<script>`, bundled by Astro, docs/public-site.md): the
// header's menus and scroll, the keyboard shortcuts, the theme switches, the visit's city in the header and in
// the chats that name it, the referral data's expiry and the streaming logos' fallback. Everything else a page
// does is its own components' scripts and islands.

import { cityLabel } from "../../../domain/cities";
import { isDark, themeToggleLabel, toggleTheme } from "../../../ui/lib/theme-toggle";
import { watchLogoFallbacks } from "../../components/logo-fallback";
import {
  nameCityInChatLinks,
  nameCityInFloatingChat,
  nameCityInSignUpLinks,
} from "../../lib/city-chat-links";
import { expireSavedReferrer } from "../../lib/saved-referrer";
import { pageCityStore, SITE_DATA_ID } from "../../stores/visit-city";
import { keepVisitCity, readVisitCity, type StoredCity } from "../../stores/visit-city-storage";
import { bindHeaderMenus, bindHideOnScroll, bindSkipShortcuts } from "./header-behaviour";

/** Binds what every public page does (the layout calls it once per page load). */
export function runLayoutScript(): void {
  const header = document.querySelector<HTMLElement>("[data-site-header]");
  if (header) {
    bindHeaderMenus(header);
    bindHideOnScroll(header);
  }
  bindSkipShortcuts();
  expireSavedReferrer();
  watchLogoFallbacks();

  for (const button of document.querySelectorAll<HTMLButtonElement>("[data-theme-toggle]")) {
    const label = () => {
      const text = themeToggleLabel(isDark());
      button.setAttribute("aria-label", text);
      button.title = text;
    };
    label();
    button.addEventListener("click", () => {
      toggleTheme();
      for (const other of document.querySelectorAll<HTMLButtonElement>("[data-theme-toggle]")) {
        const text = themeToggleLabel(isDark());
        other.setAttribute("aria-label", text);
        other.title = text;
      }
    });
  }

  /** The header and the chats name the visit's city (a city page names its own, `data-page-city`). */
  function showCity(city: StoredCity | null) {
    for (const label of document.querySelectorAll("[data-city-label]"))
      label.textContent = city ? city.label : "Escolher cidade";
    if (!document.querySelector("[data-page-city]")) nameCityInFloatingChat(city?.label);
    nameCityInChatLinks(city ? { id: String(city.id), label: city.label } : undefined);
    nameCityInSignUpLinks(city?.id);
  }
  // A city's page makes its city the visit's (decision 0045).
  const pageCity = document.querySelector<HTMLElement>("[data-page-city]");
  if (pageCity?.dataset.pageCity && pageCity.dataset.pageCityLabel)
    keepVisitCity({ id: Number(pageCity.dataset.pageCity), label: pageCity.dataset.pageCityLabel });
  showCity(readVisitCity());

  // A page whose islands follow the city (it has the layout's data script, and the city modal's island) shares
  // their store: the header follows each city the visitor picks, and the header's city link opens the city
  // modal instead of the coverage map.
  if (document.getElementById(SITE_DATA_ID)) {
    const store = pageCityStore();
    const notice = document.querySelector<HTMLElement>("[data-city-notice] > div");
    store.$view.listen(({ city, notice: text }) => {
      showCity(city ? { id: city.id, label: cityLabel(city) } : null);
      // 'Cidade alterada para …' for a while after a city is set (the store clears it).
      if (!notice) return;
      notice.hidden = !text;
      const line = notice.querySelector("span");
      if (line) line.textContent = text ?? "";
    });
    for (const link of document.querySelectorAll("[data-city-choice]"))
      link.addEventListener("click", (event) => {
        event.preventDefault();
        (link.closest("details") as HTMLDetailsElement | null)?.removeAttribute("open");
        store.requestModal();
      });
  }

  // Interactive: browser tests and monitoring read this mark once every island that loads with the page has
  // hydrated (Astro removes an island's `ssr` attribute when it has). An island that waits for the first
  // touch (`client:interaction`) loads with the page when the visit already has a city (decision 0090), and
  // the stylesheet keeps the city modal hidden until this mark.
  const root = document.documentElement;
  const pending = () =>
    document.querySelector(
      "astro-island[ssr]:is([client='load'],[client='idle']), html[data-visit-city] astro-island[ssr][client='interaction']",
    );
  if (!pending()) root.dataset.hydrated = "true";
  else {
    const observer = new MutationObserver(() => {
      if (pending()) return;
      observer.disconnect();
      root.dataset.hydrated = "true";
    });
    observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ["ssr"] });
  }
}
