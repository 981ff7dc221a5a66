import { useEffect } from "react";
import { SKIP_TARGETS } from "./top-bar";

/** Alt+1, Alt+2, Alt+3: the menu, the content and the footer (SPEC §2 "Accessibility"). */
export const SHORTCUT_TARGETS = [SKIP_TARGETS.menu, SKIP_TARGETS.content, SKIP_TARGETS.footer];

/** One document listener for the page's keyboard shortcuts; the public layout mounts it. */
export function useSkipShortcuts(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      // By physical key: Alt+1 types '¡' on a Mac keyboard.
      const digit = /^Digit([123])$/.exec(event.code)?.[1];
      const target = digit && document.getElementById(SHORTCUT_TARGETS[Number(digit) - 1]!);
      if (!target) return;
      event.preventDefault();
      target.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
}
