// Issue 68: every price leads to 'Contrate online'. A link names the offer and the visit's city, never the
// address (personal data stays out of URLs): the page checks both again on the server.
export const SIGN_UP_PATH = "/contrate";
/** The offer chosen on a card, banner or label: its version's code ('RIT-P2-V1'). */
export const SIGN_UP_OFFER_PARAM = "oferta";
/** The visit's city, by id: step 1 names it. */
export const SIGN_UP_CITY_PARAM = "cidade";

/** '/contrate?oferta=RIT-P2-V1&cidade=3': 'Contrate online' with this offer, in this city (either may be absent). */
export function signUpHref(offerCode?: string | null, cityId?: number | null): string {
  const query = new URLSearchParams();
  if (offerCode) query.set(SIGN_UP_OFFER_PARAM, offerCode);
  if (cityId) query.set(SIGN_UP_CITY_PARAM, String(cityId));
  const text = query.toString();
  return text ? `${SIGN_UP_PATH}?${text}` : SIGN_UP_PATH;
}
