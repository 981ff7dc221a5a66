// An offer row's behaviour as plain DOM code (decision 0045): OfferList's ref binds it on the hydrated
// pages, and the page script on a city's page, which ships no client app. The server's HTML is a phone's:
// a Tab stop on the row and '1 de N' under it.

/** Where the row scrolls: below Tailwind's `sm` breakpoint, as OfferList's classes say. */
const PHONE = "(width < 40rem)";

/**
 * A card that takes the focus comes whole into view, at its snap position: the browser's own reveal
 * scrolls only a few pixels, which the mandatory snap then undoes, leaving the focus half off screen.
 */
function revealCard(event: FocusEvent) {
  const target = event.target as HTMLElement;
  // Keyboard focus only: a tap focuses on press, and a scroll then would move the button from under the finger.
  if (target.matches(":focus-visible"))
    target.closest("[data-offer-item]")?.scrollIntoView({ block: "nearest", inline: "start" });
}

/**
 * Binds a row (the `[data-offer-row]` region): a Tab stop only where it scrolls (on a wider screen the grid
 * does not, and a stop there would be one more press before the cards' buttons for nothing), the focused
 * card brought into view, and the row's place under it ('3 de 7': the card at its left edge, cards being a
 * row's width over their count near enough, or the last once scrolled to the end). Returns the removal.
 */
export function bindOfferList(region: HTMLElement): () => void {
  const phone = matchMedia(PHONE);
  const syncTabStop = () =>
    phone.matches ? region.setAttribute("tabindex", "0") : region.removeAttribute("tabindex");
  syncTabStop();
  // Read at each scroll: a hydrated page's row gets another city's cards in place.
  const onScroll = () => {
    const current = region.parentElement?.querySelector<HTMLElement>("[data-offer-position-current]");
    const count = region.querySelectorAll("[data-offer-item]").length;
    if (!current) return;
    const atEnd = region.scrollLeft + region.clientWidth >= region.scrollWidth - 2;
    current.textContent = String(
      atEnd ? count : Math.round((region.scrollLeft * count) / region.scrollWidth) + 1,
    );
  };
  // A row swiped before this ran says where it is now.
  onScroll();
  phone.addEventListener("change", syncTabStop);
  region.addEventListener("focusin", revealCard);
  region.addEventListener("scroll", onScroll, { passive: true });
  return () => {
    phone.removeEventListener("change", syncTabStop);
    region.removeEventListener("focusin", revealCard);
    region.removeEventListener("scroll", onScroll);
  };
}
