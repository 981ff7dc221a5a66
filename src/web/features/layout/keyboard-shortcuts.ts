import { useEffect } from "react";
import { SKIP_TARGETS } from "./top-bar";

/** Alt+1, Alt+2, Alt+3: the menu, the content and the footer (SPEC §2 "Accessibility"). */
export const SHORTCUT_TARGETS: Record<string, string> = {
  "1": SKIP_TARGETS.menu,
  "2": SKIP_TARGETS.content,
  "3": SKIP_TARGETS.footer,
};

/** The digit of an Alt+digit press; by physical key too, since Alt+1 types '¡' on a Mac. */
function shortcutDigit(event: KeyboardEvent): string | undefined {
  if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return undefined;
  const digit = /^Digit([123])$/.exec(event.code)?.[1] ?? (/^[123]$/.test(event.key) ? event.key : undefined);
  return digit;
}

/** One document listener for the page's keyboard shortcuts; the public layout mounts it. */
export function useSkipShortcuts(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const digit = shortcutDigit(event);
      const target = digit ? document.getElementById(SHORTCUT_TARGETS[digit] ?? "") : null;
      if (!target) return;
      event.preventDefault();
      target.focus();
      target.scrollIntoView?.({ block: "nearest" });
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
}
