import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";

export const DARK_MODE_KEY = "darkMode";

/** Runs in <head> before first paint so a dark preference never flashes light. */
export const themeScript = `(function(){try{var s=localStorage.getItem("${DARK_MODE_KEY}");var d=s===null?matchMedia("(prefers-color-scheme: dark)").matches:s==="true";document.documentElement.classList.toggle("dark",d)}catch(e){}})()`;

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
