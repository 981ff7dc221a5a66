import { useCallback, useEffect, useState } from "react";
import {
  applyAccessibility,
  FONT_SIZE_KEY,
  FONT_SIZES,
  type FontSize,
  HIGH_CONTRAST_KEY,
} from "../../lib/accessibility";

function isFontSize(value: string | null): value is FontSize {
  return value !== null && Object.hasOwn(FONT_SIZES, value);
}

function store(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

/**
 * The font size and contrast the visitor chose. The inline head script (lib/theme.tsx) applies the
 * stored values before first paint on every page; this hook reads them back for the controls and
 * stores and applies a change.
 */
export function useAccessibilitySettings() {
  const [fontSize, setFontSizeState] = useState<FontSize>("normal");
  const [highContrast, setHighContrastState] = useState(false);

  useEffect(() => {
    try {
      const stored = localStorage.getItem(FONT_SIZE_KEY);
      if (isFontSize(stored)) setFontSizeState(stored);
      setHighContrastState(localStorage.getItem(HIGH_CONTRAST_KEY) === "true");
    } catch {
      // No storage: the defaults stand.
    }
  }, []);

  const setFontSize = useCallback(
    (next: FontSize) => {
      setFontSizeState(next);
      store(FONT_SIZE_KEY, next);
      applyAccessibility(next, highContrast);
    },
    [highContrast],
  );

  const setHighContrast = useCallback(
    (next: boolean) => {
      setHighContrastState(next);
      store(HIGH_CONTRAST_KEY, String(next));
      applyAccessibility(fontSize, next);
    },
    [fontSize],
  );

  const reset = useCallback(() => {
    setFontSizeState("normal");
    setHighContrastState(false);
    store(FONT_SIZE_KEY, "normal");
    store(HIGH_CONTRAST_KEY, "false");
    applyAccessibility("normal", false);
  }, []);

  return { fontSize, highContrast, setFontSize, setHighContrast, reset };
}
