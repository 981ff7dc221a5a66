import type { FocusEvent } from "react";

/**
 * Radix keeps the focus inside a dialog by moving it with `preventScroll`, so wrapping from the last
 * control to the first can leave the focused one scrolled out of a tall dialog or drawer. Put on the
 * dialog's content as `onFocus` (React's focus events bubble) to bring it back into view.
 */
export function revealFocused(event: FocusEvent<HTMLElement>) {
  (event.target as HTMLElement).scrollIntoView?.({ block: "nearest", inline: "nearest" });
}
