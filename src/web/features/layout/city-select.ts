// The top bar's city select as plain DOM code: the hydrated pages' TopBar and the script of a page that ships
// no client app (page-script.ts, decision 0043) share it.

/**
 * A closed select changes its value on every arrow key. Those changes are only browsing: the city is set
 * when the visitor confirms with Enter, picks with the mouse or leaves the select; Escape takes the browsing
 * back. `commit` gets the chosen option's value; `shown()` is the city the select shows when nothing is being
 * browsed. Returns the listeners' removal.
 */
export function bindCitySelect(
  select: HTMLSelectElement,
  commit: (value: string) => void,
  shown: () => string,
): () => void {
  let browsing = false;
  let keyPressed = false;
  const finish = () => {
    browsing = false;
    if (select.value !== shown()) commit(select.value);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Enter" && browsing) {
      event.preventDefault();
      finish();
      return;
    }
    if (event.key === "Escape" && browsing) {
      browsing = false;
      select.value = shown();
      return;
    }
    // A change in the same task as a key press is keyboard browsing.
    keyPressed = true;
    setTimeout(() => {
      keyPressed = false;
    }, 0);
  };
  const onChange = () => {
    if (keyPressed) browsing = true;
    else finish();
  };
  const onBlur = () => {
    if (browsing) finish();
  };
  select.addEventListener("keydown", onKeyDown);
  select.addEventListener("change", onChange);
  select.addEventListener("blur", onBlur);
  return () => {
    select.removeEventListener("keydown", onKeyDown);
    select.removeEventListener("change", onChange);
    select.removeEventListener("blur", onBlur);
  };
}
