import { FONT_SIZE_KEY, FONT_SIZES, HIGH_CONTRAST_FILTER, HIGH_CONTRAST_KEY } from "./accessibility";
import { DARK_MODE_KEY } from "./theme-toggle";

/**
 * Runs in <head> before first paint so a dark preference never flashes light, and the stored font size and
 * contrast (/acessibilidade) are in place on every page from its first frame. Inlined by the site's layout
 * (with the visit's city mark, src/site/lib/head-script.ts) and the console's root: no browser chunk holds it.
 */
export const themeScript = `try{var l=localStorage,r=document.documentElement,s=l.getItem("${DARK_MODE_KEY}");var d=s===null?matchMedia("(prefers-color-scheme: dark)").matches:s==="true";r.classList.toggle("dark",d);r.classList.toggle("light",!d);var f={small:"${FONT_SIZES.small}",large:"${FONT_SIZES.large}"}[l.getItem("${FONT_SIZE_KEY}")];if(f)r.style.fontSize=f;if(l.getItem("${HIGH_CONTRAST_KEY}")==="true")r.style.filter="${HIGH_CONTRAST_FILTER}"}catch(e){}`;
