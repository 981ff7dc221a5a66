import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";

export const DARK_MODE_KEY = "darkMode";

/** Accessibility settings (SPEC §2, §9), kept in localStorage and applied before first paint. */
export const FONT_SIZE_KEY = "a11yFontSize";
export const HIGH_CONTRAST_KEY = "a11yHighContrast";
export const FONT_SIZES = { small: "14px", normal: "16px", large: "18px" } as const;
export type FontSize = keyof typeof FONT_SIZES;
export const HIGH_CONTRAST_FILTER = "contrast(150%) brightness(1.2)";

/**
 * Sets the root's font size and filter; "normal" and no contrast leave the stylesheet's own values.
 * The filter goes on <html>, the one element whose filter does not trap fixed-position descendants.
 */
export function applyAccessibility(fontSize: FontSize, highContrast: boolean) {
  const root = document.documentElement;
  root.style.fontSize = fontSize === "normal" ? "" : FONT_SIZES[fontSize];
  root.style.filter = highContrast ? HIGH_CONTRAST_FILTER : "";
}

/**
 * Runs in <head> before first paint so a dark preference never flashes light, and the stored font
 * size and contrast are in place on every page from its first frame.
 */
export const themeScript = `(function(){try{var l=localStorage,r=document.documentElement,s=l.getItem("${DARK_MODE_KEY}");var d=s===null?matchMedia("(prefers-color-scheme: dark)").matches:s==="true";r.classList.toggle("dark",d);var f={small:"${FONT_SIZES.small}",large:"${FONT_SIZES.large}"}[l.getItem("${FONT_SIZE_KEY}")];if(f)r.style.fontSize=f;if(l.getItem("${HIGH_CONTRAST_KEY}")==="true")r.style.filter="${HIGH_CONTRAST_FILTER}"}catch(e){}})()`;

type ThemeState = { dark: boolean; toggle: () => void };

const ThemeContext = createContext<ThemeState>({ dark: false, toggle: () => {} });

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [dark, setDark] = useState(false);

  useEffect(() => setDark(document.documentElement.classList.contains("dark")), []);

  const toggle = useCallback(() => {
    setDark((current) => {
      const next = !current;
      document.documentElement.classList.toggle("dark", next);
      try {
        localStorage.setItem(DARK_MODE_KEY, String(next));
      } catch {
        // Private mode: the choice lasts for this page only.
      }
      return next;
    });
  }, []);

  const value = useMemo(() => ({ dark, toggle }), [dark, toggle]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme() {
  return useContext(ThemeContext);
}
