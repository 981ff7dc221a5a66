import type { FocusEvent, ReactNode } from "react";

/**
 * A card that takes the focus comes whole into view, at its snap position: the browser's own reveal
 * scrolls only a few pixels, which the mandatory snap then undoes, leaving the focus half off screen.
 */
function revealCard(event: FocusEvent<HTMLElement>) {
  const target = event.target as HTMLElement;
  // Keyboard focus only: a tap focuses on press, and a scroll then would move the button from under the finger.
  if (target.matches(":focus-visible"))
    target.closest("[data-offer-item]")?.scrollIntoView({ block: "nearest", inline: "start" });
}

/** Where the row scrolls: below Tailwind's `sm` breakpoint, as the classes below say. */
const PHONE = "(width < 40rem)";

/**
 * A Tab stop only where the row scrolls: on a wider screen the grid does not, and a stop there would be
 * one more press before the cards' buttons for nothing. The server's HTML keeps it (phones first).
 */
function tabStopWhereItScrolls(region: HTMLElement) {
  const phone = matchMedia(PHONE);
  const sync = () =>
    phone.matches ? region.setAttribute("tabindex", "0") : region.removeAttribute("tabindex");
  sync();
  phone.addEventListener("change", sync);
  return () => phone.removeEventListener("change", sync);
}

/**
 * Plan cards as a list: the grid `grid` describes from the small breakpoint up; on a phone one row that
 * swipes, card by card (scroll snap), with the next card peeking so the row reads as one. On a phone the
 * row is a named region that takes the focus, so arrow keys scroll it; Tab reaches each card's buttons
 * and the browser scrolls them into view. Screen readers hear a list and its count.
 */
export function OfferList({ label, grid, children }: { label: string; grid: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      ref={tabStopWhereItScrolls}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes the focus, so arrow keys scroll it.
      tabIndex={0}
      onFocus={revealCard}
      className="max-sm:-mx-4 max-sm:snap-x max-sm:snap-mandatory max-sm:scroll-px-4 max-sm:overflow-x-auto max-sm:overscroll-x-contain"
    >
      <ul className={`${grid} max-sm:flex max-sm:gap-4 max-sm:px-4 max-sm:pb-3`}>{children}</ul>
    </section>
  );
}

/** One card's place in an OfferList: 85 % of a phone's width, so the next one shows at the edge. */
export function OfferListItem({ children }: { children: ReactNode }) {
  return (
    <li
      data-offer-item=""
      className="flex flex-col max-sm:w-[85%] max-sm:shrink-0 max-sm:snap-start [&>article]:flex-1"
    >
      {children}
    </li>
  );
}
