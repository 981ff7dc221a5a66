/**
 * The copy buttons of the server-rendered answer (`data-copy`): shown once scripts run and the browser can
 * write to the clipboard; a press copies the text and says so on the button and to screen readers. Plain DOM
 * code, without React: the page script binds it on a page without the client app (decision 0046), the
 * desk's section on a hydrated one.
 */
export function bindCopyButtons(root: HTMLElement): () => void {
  if (!navigator.clipboard) return () => {};
  for (const button of root.querySelectorAll<HTMLButtonElement>("button[data-copy]")) button.hidden = false;
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
}
