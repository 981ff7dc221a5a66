/** Accessibility settings (SPEC §2, §9), kept in localStorage and applied before first paint (lib/theme.tsx). */
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
