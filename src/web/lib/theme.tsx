import { useSyncExternalStore } from "react";
import { FONT_SIZE_KEY, FONT_SIZES, HIGH_CONTRAST_FILTER, HIGH_CONTRAST_KEY } from "./accessibility";

export const DARK_MODE_KEY = "darkMode";

/**
 * Runs in <head> before first paint so a dark preference never flashes light, and the stored font
 * size and contrast are in place on every page from its first frame. Only the server's HTML carries it.
 */
export const themeScript = `(function(){try{var l=localStorage,r=document.documentElement,s=l.getItem("${DARK_MODE_KEY}");var d=s===null?matchMedia("(prefers-color-scheme: dark)").matches:s==="true";r.classList.toggle("dark",d);r.classList.toggle("light",!d);var f={small:"${FONT_SIZES.small}",large:"${FONT_SIZES.large}"}[l.getItem("${FONT_SIZE_KEY}")];if(f)r.style.fontSize=f;if(l.getItem("${HIGH_CONTRAST_KEY}")==="true")r.style.filter="${HIGH_CONTRAST_FILTER}"}catch(e){}})()`;

// The `dark` class on <html> is the state (the head script sets it, or `light`, first); components follow it.
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const isDark = () => document.documentElement.classList.contains("dark");

function toggle() {
  const root = document.documentElement;
  const dark = root.classList.toggle("dark");
  // Light chosen on a dark system: the stylesheet follows the system where no class says otherwise.
  root.classList.toggle("light", !dark);
  try {
    localStorage.setItem(DARK_MODE_KEY, String(dark));
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  for (const listener of listeners) listener();
}

/** Whether the page is dark (false in the server's HTML and while it hydrates), and the switch. */
export function useTheme() {
  return { dark: useSyncExternalStore(subscribe, isDark, () => false), toggle };
}
