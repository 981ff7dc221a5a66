/** Where step 1's data waits for step 2 (SPEC §4: the browser's local storage, under a user-form key). */
export const REFERRAL_USER_KEY = "userFormData";
/** How long step 1's data (a CPF among it) waits in the browser for step 2. */
export const SAVED_REFERRER_LIFETIME_MS = 60 * 60 * 1000;

/**
 * Removes step 1's saved data once its hour is over, and until then looks again when it will be: an
 * abandoned step 1 must not leave a CPF in a shared browser, whichever page is open (probe L8). Kept
 * tiny, since every public page loads it (decision 0010). A look left pending after the page changes
 * is harmless: it removes only expired data.
 */
export function expireSavedReferrer(): void {
  try {
    // Throws when nothing is saved (null.savedAt): nothing to do. NaN (no savedAt) counts as expired.
    const left =
      JSON.parse(localStorage.getItem(REFERRAL_USER_KEY) as string).savedAt +
      SAVED_REFERRER_LIFETIME_MS -
      Date.now();
    // Over the lifetime means a savedAt in the future: not data this page wrote.
    if (left > 0 && left <= SAVED_REFERRER_LIFETIME_MS) setTimeout(expireSavedReferrer, left);
    else localStorage.removeItem(REFERRAL_USER_KEY);
  } catch {
    // Nothing saved, unreadable JSON (/indique refuses it), or storage blocked.
  }
}
