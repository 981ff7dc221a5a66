// The theme switch without React: the hydrated pages' `useTheme` (theme.tsx) and the script of a page that
// ships no client app (page-script.ts, decision 0043) share it.

export const DARK_MODE_KEY = "darkMode";

// The `dark` class on <html> is the state (the head script sets it, or `light`, first); components follow it.
const listeners = new Set<() => void>();

export function subscribeToTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isDark = () => document.documentElement.classList.contains("dark");

/** SPEC §4's labels: what a press on the switch will do. */
export const themeToggleLabel = (dark: boolean) => (dark ? "Ativar modo claro" : "Ativar modo escuro");

export function toggleTheme(): void {
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
