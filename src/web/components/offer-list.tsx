import { Children, type FocusEvent, type ReactNode, useState } from "react";

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
 * swipes, card by card (scroll snap), with the next card peeking so the row reads as one, and its place
 * under it ('1 de 7'). On a phone the row is a named region that takes the focus, so arrow keys scroll it;
 * Tab reaches each card's buttons and the browser scrolls them into view. Screen readers hear a list and
 * its count. Under the cards, once for the row, the speed disclaimer.
 */
export function OfferList({ label, grid, children }: { label: string; grid: string; children: ReactNode }) {
  const count = Children.count(children);
  const [position, setPosition] = useState(1);
  return (
    <div className="flex flex-col gap-2">
      <section
        aria-label={label}
        ref={tabStopWhereItScrolls}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes the focus, so arrow keys scroll it.
        tabIndex={0}
        onFocus={revealCard}
        // The card at the row's left edge (cards are a row's width over its count, near enough), or the last
        // once the row is scrolled to its end.
        onScroll={({ currentTarget: row }) =>
          setPosition(
            row.scrollLeft + row.clientWidth < row.scrollWidth - 2
              ? Math.round((row.scrollLeft * count) / row.scrollWidth) + 1
              : count,
          )
        }
        className="max-sm:-mx-4 max-sm:snap-x max-sm:snap-mandatory max-sm:scroll-px-4 max-sm:overflow-x-auto max-sm:overscroll-x-contain"
      >
        <ul className={`${grid} max-sm:flex max-sm:gap-4 max-sm:px-4 max-sm:pb-1`}>{children}</ul>
      </section>
      {count > 1 && (
        // Seen, not said: the list already tells screen readers its count, and a live count would chatter.
        <p data-testid="offer-position" aria-hidden className="text-center text-sm font-semibold sm:hidden">
          {position} de {count}
        </p>
      )}
      <p className="text-xs text-muted-foreground">
        A velocidade pode variar conforme o equipamento, a conexão Wi-Fi e as condições de uso.
      </p>
    </div>
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
