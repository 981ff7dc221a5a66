// The visit's city across page loads (decision 0045). A page that ships no client app is a full page load,
// and so is every link from it: the city a visitor chose, or the city page they opened, is kept for the
// visit in the tab's session storage, which the browser drops when the tab closes. A new visit (a new tab)
// starts with no city and the modal asks again (SPEC §4 "Start"). Nothing of it leaves the browser.

/** The session storage key: the chosen city's id. */
export const VISIT_CITY_KEY = "vitrine:cidade";

/**
 * Set on `<html>` by the head script (lib/theme-script.ts) when the visit already has a city, before the
 * first paint: the stylesheet then hides the modal that asks for one until the page has hydrated and set it.
 */
export const VISIT_CITY_ATTRIBUTE = "data-visit-city";

/** What a stored city id looks like; the head script and readVisitCity accept nothing else. */
export const VISIT_CITY_PATTERN = /^[1-9]\d{0,8}$/;

/** The visit's city id, or null (none yet, or storage refused: a private window's quota, a policy). */
export function readVisitCity(): number | null {
  try {
    const stored = sessionStorage.getItem(VISIT_CITY_KEY) ?? "";
    return VISIT_CITY_PATTERN.test(stored) ? Number(stored) : null;
  } catch {
    return null;
  }
}

/** Keeps `id` as the visit's city; storage refused only means the next page load asks again. */
export function keepVisitCity(id: number): void {
  try {
    sessionStorage.setItem(VISIT_CITY_KEY, String(id));
  } catch {
    // Nothing to do: the city still holds on this page.
  }
}
