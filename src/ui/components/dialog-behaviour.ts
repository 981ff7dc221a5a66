// What a modal <dialog> needs beyond the browser, as plain DOM code: the React Dialog (dialog.tsx) and the
// dialog a button opens by itself (command-dialog-behaviour.ts) both wrap Tab inside.

/** The controls Tab stops at (positive tabindex is not used on this site). */
const TABBABLE =
  'a[href],button:not(:disabled),input:not(:disabled):not([type="hidden"]),select:not(:disabled),textarea:not(:disabled),[tabindex]:not([tabindex="-1"])';

export const tabStops = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.checkVisibility?.({ visibilityProperty: true }) !== false,
  );

/** The browser lets Tab leave a modal dialog for its own toolbar; wrap around instead, as APG asks. */
export function wrapTab(root: HTMLElement, event: Pick<KeyboardEvent, "shiftKey" | "preventDefault">) {
  const stops = tabStops(root);
  const active = document.activeElement as HTMLElement;
  const [first, last] = event.shiftKey ? [stops.at(-1), stops[0]] : [stops[0], stops.at(-1)];
  if (!stops.includes(active) || active === last) {
    event.preventDefault();
    first?.focus();
  }
}
