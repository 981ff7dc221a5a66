// The font size and contrast controls of /acessibilidade as plain DOM code over the markup
// AccessibilityControls renders: its effect calls it on a page inside the app, and the script of a page that
// ships no client app calls it on a first load (decision 0043). The inline head script (lib/theme-script.ts)
// applies the stored values before first paint on every page; this reads them back into the controls, and
// stores and applies a change.
import {
  applyAccessibility,
  FONT_SIZE_KEY,
  FONT_SIZES,
  type FontSize,
  HIGH_CONTRAST_KEY,
} from "../../../ui/lib/accessibility";

const FONT_LABELS: Record<FontSize, string> = { small: "Pequena", normal: "Normal", large: "Grande" };

const isFontSize = (value: string | null): value is FontSize =>
  value !== null && Object.hasOwn(FONT_SIZES, value);

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function store(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

/**
 * Binds a `[data-accessibility-controls]` root: its `font-size` radios, its `[role=switch]` contrast switch,
 * its `[data-font-label]` and `[data-contrast-label]` status texts and its `[data-accessibility-reset]`
 * button. Returns the listeners' removal.
 */
export function bindAccessibilityControls(root: HTMLElement): () => void {
  const radios = [...root.querySelectorAll<HTMLInputElement>('input[name="font-size"]')];
  const contrast = root.querySelector<HTMLButtonElement>("[role=switch]")!;
  const fontLabel = root.querySelector<HTMLElement>("[data-font-label]")!;
  const contrastLabel = root.querySelector<HTMLElement>("[data-contrast-label]")!;
  const stored = read(FONT_SIZE_KEY);
  let fontSize: FontSize = isFontSize(stored) ? stored : "normal";
  let highContrast = read(HIGH_CONTRAST_KEY) === "true";

  const show = () => {
    for (const radio of radios) radio.checked = radio.value === fontSize;
    fontLabel.textContent = FONT_LABELS[fontSize];
    contrast.setAttribute("aria-checked", String(highContrast));
    contrastLabel.textContent = highContrast ? "ativado" : "desativado";
  };
  const set = (nextSize: FontSize, nextContrast: boolean) => {
    fontSize = nextSize;
    highContrast = nextContrast;
    store(FONT_SIZE_KEY, fontSize);
    store(HIGH_CONTRAST_KEY, String(highContrast));
    applyAccessibility(fontSize, highContrast);
    show();
  };

  const listeners = new AbortController();
  const { signal } = listeners;
  for (const radio of radios)
    radio.addEventListener("change", () => isFontSize(radio.value) && set(radio.value, highContrast), {
      signal,
    });
  contrast.addEventListener("click", () => set(fontSize, !highContrast), { signal });
  root
    .querySelector("[data-accessibility-reset]")
    ?.addEventListener("click", () => set("normal", false), { signal });
  show();
  return () => listeners.abort();
}
