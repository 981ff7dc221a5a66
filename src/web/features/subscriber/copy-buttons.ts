import { type RefObject, useEffect } from "react";
import type { ServerHtmlValue } from "../../components/server-html";

/**
 * The copy buttons of the server-rendered answer (`data-copy`): shown once scripts run and the browser can
 * write to the clipboard; a press copies the text and says so on the button and to screen readers.
 */
export function useCopyButtons(container: RefObject<HTMLElement | null>, html: ServerHtmlValue | undefined) {
  useEffect(() => {
    const root = container.current;
    if (!root || !html || !navigator.clipboard) return;
    const buttons = [...root.querySelectorAll<HTMLButtonElement>("button[data-copy]")];
    for (const button of buttons) button.hidden = false;
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element).closest<HTMLButtonElement>("button[data-copy]");
      if (!button) return;
      void navigator.clipboard.writeText(button.dataset.copy ?? "").then(() => {
        button.textContent = "Copiado!";
        button.setAttribute("aria-live", "polite");
      });
    };
    root.addEventListener("click", onClick);
    return () => root.removeEventListener("click", onClick);
  }, [container, html]);
}
