/** `?portal=aberto`: /cliente and /trabalhe-conosco open their outside site's frame without scripts. */
export const PORTAL_OPEN_PARAM = "portal";
export const PORTAL_OPEN_VALUE = "aberto";
