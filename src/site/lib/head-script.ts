import { themeScript } from "../../ui/lib/theme-script";
import { VISIT_CITY_ATTRIBUTE, VISIT_CITY_KEY, VISIT_CITY_PATTERN } from "../stores/visit-city-storage";

/**
 * The public pages' head script: the theme's (ui/lib/theme-script.ts), then the visit's city mark (decision
 * 0045). A visit that already has a city is marked before the first paint, so the city modal does not flash
 * before the page's islands set the city; the mark comes off on any error before then (a script that fails to
 * load or to run; not an image), so a page whose islands will not hydrate shows its modal's plain forms. The
 * layout inlines it (`is:inline`); its hash is in astro.config.ts's CSP.
 */
export const headScript = `(function(){${themeScript}try{var h=document.documentElement,u=function(){h.removeAttribute("${VISIT_CITY_ATTRIBUTE}")},p=${VISIT_CITY_PATTERN};if(p.test(sessionStorage.getItem("${VISIT_CITY_KEY}"))||p.test(localStorage.getItem("${VISIT_CITY_KEY}"))){h.setAttribute("${VISIT_CITY_ATTRIBUTE}","");addEventListener("error",function(e){var t=e.target;if(t===window||t.tagName==="SCRIPT"||t.tagName==="LINK")u()},true);addEventListener("unhandledrejection",u)}}catch(e){}})()`;

/**
 * Written right after the home pages' city modal island: the server renders that modal as `<dialog open>`,
 * and this makes it modal while the page is still being parsed, before any script file, so the page behind
 * is inert from its first style pass and the keyboard starts in the name search (a change at hydration
 * restyled the whole page in one long task). A visit that already has a city (the head script's mark) keeps
 * its dialog for the island to close. Until the island hydrates, Escape does nothing: 'Ver o site sem
 * escolher' is the way out. Its hash is in astro.config.ts's CSP.
 */
export const cityModalAtOnce = `(function(){var d=document.currentScript.previousElementSibling.querySelector("dialog[open]");if(!d||document.documentElement.hasAttribute("${VISIT_CITY_ATTRIBUTE}"))return;d.close();d.showModal();var i=d.closest("astro-island");d.addEventListener("cancel",function(e){if(i&&i.hasAttribute("ssr"))e.preventDefault()});var f=d.querySelector("[data-autofocus]");if(f)f.focus()})()`;
