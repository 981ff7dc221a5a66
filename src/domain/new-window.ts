/**
 * What a link that opens a new window says to screen-reader users after its text (WCAG 3.2.5): the site's
 * components (NewWindowHint) and the Markdown renderer's external links say the same words. A module of
 * its own: every public page loads NewWindowHint, and nothing else of the domain should come along.
 */
export const NEW_WINDOW_HINT = " (abre em nova janela)";
