// A dialog opened by its button's `command="show-modal"`, which needs no script in current browsers, gets the
// rest here: called by CommandDialog's effect or by the script of a page that ships no client app (0043).
import { wrapTab } from "./dialog-behaviour";

const commandsSupported = () =>
  typeof HTMLButtonElement !== "undefined" && "command" in HTMLButtonElement.prototype;

/**
 * A dialog that its buttons open and close through `commandfor`/`command` ('show-modal', 'close'): Tab wraps
 * inside it, a press on the backdrop (the <dialog> itself, its panel being a child) closes it, and browsers
 * without invoker commands get them from click listeners. Returns the listeners' removal.
 */
export function bindCommandDialog(dialog: HTMLDialogElement): () => void {
  const listeners = new AbortController();
  const { signal } = listeners;
  dialog.addEventListener(
    "keydown",
    (event) => {
      if (event.key === "Tab") wrapTab(dialog, event);
    },
    { signal },
  );
  let pressedOnBackdrop = false;
  dialog.addEventListener("pointerdown", (event) => (pressedOnBackdrop = event.target === dialog), {
    signal,
  });
  dialog.addEventListener(
    "click",
    (event) => {
      if (pressedOnBackdrop && event.target === dialog) dialog.close();
    },
    { signal },
  );
  if (!commandsSupported() && dialog.id) {
    for (const button of document.querySelectorAll<HTMLButtonElement>(`[commandfor="${dialog.id}"]`)) {
      button.addEventListener(
        "click",
        () => {
          const command = button.getAttribute("command");
          if (command === "show-modal" && !dialog.open) dialog.showModal();
          else if (command === "close") dialog.close();
        },
        { signal },
      );
    }
  }
  return () => listeners.abort();
}
