import { Children, type ReactNode } from "react";
import { bindOfferList } from "./offer-list-behaviour";

/**
 * Plan cards as a list: the grid `grid` describes from the small breakpoint up; on a phone one row that
 * swipes, card by card (scroll snap), with the next card peeking so the row reads as one, and its place
 * under it ('1 de 7'). On a phone the row is a named region that takes the focus, so arrow keys scroll it;
 * Tab reaches each card's buttons and the browser scrolls them into view. Screen readers hear a list and
 * its count. Under the cards, once for the row, the speed disclaimer.
 */
export function OfferList({ label, grid, children }: { label: string; grid: string; children: ReactNode }) {
  const count = Children.count(children);
  return (
    <div className="flex flex-col gap-2">
      <section
        aria-label={label}
        data-offer-row=""
        ref={bindOfferList}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes the focus, so arrow keys scroll it.
        tabIndex={0}
        className="max-sm:-mx-4 max-sm:snap-x max-sm:snap-mandatory max-sm:scroll-px-4 max-sm:overflow-x-auto max-sm:overscroll-x-contain"
      >
        <ul className={`${grid} max-sm:flex max-sm:gap-4 max-sm:px-4 max-sm:pb-1`}>{children}</ul>
      </section>
      {count > 1 && (
        // Seen, not said: the list already tells screen readers its count, and a live count would chatter.
        // The behaviour writes the first number as the row scrolls.
        <p data-testid="offer-position" aria-hidden className="text-center text-sm font-semibold sm:hidden">
          <span data-offer-position-current="">1</span> de {count}
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
