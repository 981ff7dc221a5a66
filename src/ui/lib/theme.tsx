import { useSyncExternalStore } from "react";
import { isDark, subscribeToTheme, toggleTheme } from "./theme-toggle";

/** Whether the page is dark (false in the server's HTML and while it hydrates), and the switch. */
export function useTheme() {
  return { dark: useSyncExternalStore(subscribeToTheme, isDark, () => false), toggle: toggleTheme };
}
