import { FONT_SIZE_KEY, FONT_SIZES, HIGH_CONTRAST_FILTER, HIGH_CONTRAST_KEY } from "./accessibility";
import { DARK_MODE_KEY } from "./theme-toggle";
import { VISIT_CITY_ATTRIBUTE, VISIT_CITY_KEY, VISIT_CITY_PATTERN } from "./visit-city";

/**
 * Runs in <head> before first paint so a dark preference never flashes light, and the stored font
 * size and contrast are in place on every page from its first frame. It marks a visit that already has a
 * city (decision 0045), so the city modal does not flash before hydration sets it, and takes the mark off on
 * any error before then (a script that fails to load or to run; not an image), so a page that will not
 * hydrate shows its modal's plain forms. Only the server's HTML carries it: entry.server.tsx hands it to
 * root.tsx, so no browser chunk holds it or the settings' names it reads.
 */
export const themeScript = `(function(){try{var l=localStorage,r=document.documentElement,s=l.getItem("${DARK_MODE_KEY}");var d=s===null?matchMedia("(prefers-color-scheme: dark)").matches:s==="true";r.classList.toggle("dark",d);r.classList.toggle("light",!d);var f={small:"${FONT_SIZES.small}",large:"${FONT_SIZES.large}"}[l.getItem("${FONT_SIZE_KEY}")];if(f)r.style.fontSize=f;if(l.getItem("${HIGH_CONTRAST_KEY}")==="true")r.style.filter="${HIGH_CONTRAST_FILTER}"}catch(e){}try{var h=document.documentElement,u=function(){h.removeAttribute("${VISIT_CITY_ATTRIBUTE}")};if(${VISIT_CITY_PATTERN}.test(sessionStorage.getItem("${VISIT_CITY_KEY}"))){h.setAttribute("${VISIT_CITY_ATTRIBUTE}","");addEventListener("error",function(e){var t=e.target;if(t===window||t.tagName==="SCRIPT"||t.tagName==="LINK")u()},true);addEventListener("unhandledrejection",u)}}catch(e){}})()`;
