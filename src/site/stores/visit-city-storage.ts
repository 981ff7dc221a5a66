// The visit's city across page loads (decision 0045). Every page is a full page load: the city a visitor
// chose, or the city page they opened, is kept for the visit in the tab's session storage, which the browser
// drops when the tab closes, so a new visit starts with no city and the modal asks again (SPEC §4 "Start").
// 'Lembrar minha cidade neste aparelho' (an opt-in in the city modal) keeps it in local storage instead, a
// functional preference the privacy policy states. Nothing of it leaves the browser.

/** The storage key of the chosen city: its id and its label ('12|Serra - ES'). */
export const VISIT_CITY_KEY = "vitrine:cidade";

/**
 * Set on `<html>` by the head script (lib/theme-script.ts) when the visit already has a city, before the
 * first paint: the stylesheet then hides the modal that asks for one until the page's islands have set it.
 */
export const VISIT_CITY_ATTRIBUTE = "data-visit-city";

/** What a stored city looks like; the head script and readVisitCity accept nothing else. */
export const VISIT_CITY_PATTERN = /^[1-9]\d{0,8}\|[^|]{1,120}$/;

export type StoredCity = { id: number; label: string };

function readFrom(storage: () => Storage): StoredCity | null {
  try {
    const stored = storage().getItem(VISIT_CITY_KEY) ?? "";
    if (!VISIT_CITY_PATTERN.test(stored)) return null;
    const [id = "", label = ""] = stored.split("|");
    return { id: Number(id), label };
  } catch {
    // Storage refused (a private window's quota, a policy): no city.
    return null;
  }
}

/** The visit's city, or null: this tab's choice first, then the one this device was asked to remember. */
export function readVisitCity(): StoredCity | null {
  return readFrom(() => sessionStorage) ?? readFrom(() => localStorage);
}

/** Whether this device remembers the city beyond the tab ('Lembrar minha cidade neste aparelho'). */
export function remembersCity(): boolean {
  return readFrom(() => localStorage) !== null;
}

/**
 * Keeps `city` as the visit's; `remember` true keeps it on this device too, false forgets the device's, and
 * undefined leaves that choice as it was (a city page opened, a city picked with the box untouched).
 * Storage refused only means the next page load asks again.
 */
export function keepVisitCity(city: StoredCity, remember?: boolean): void {
  const value = `${city.id}|${city.label.replaceAll("|", " ")}`;
  try {
    sessionStorage.setItem(VISIT_CITY_KEY, value);
  } catch {
    // The city still holds on this page.
  }
  try {
    if (remember === true || (remember === undefined && remembersCity()))
      localStorage.setItem(VISIT_CITY_KEY, value);
    else if (remember === false) localStorage.removeItem(VISIT_CITY_KEY);
  } catch {
    // As above.
  }
}
