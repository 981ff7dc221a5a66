import type { FocusEvent } from "react";

/**
 * Wrapping the focus from the last control of a dialog to the first (components/ui/dialog.tsx) can
 * leave the focused one scrolled out of a tall dialog or drawer. Put on the
 * dialog's content as `onFocus` (React's focus events bubble) to bring it back into view.
 */
export function revealFocused(event: FocusEvent<HTMLElement>) {
  (event.target as HTMLElement).scrollIntoView?.({ block: "nearest", inline: "nearest" });
}
