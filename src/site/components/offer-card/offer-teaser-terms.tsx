import type { OfferTeaser } from "../../../domain";
import { cn } from "../../../ui/lib/utils";

/**
 * What follows a price shown outside a card or a label (issue 59): the price in one phrase with any
 * promotion and the price after it, the fidelização and the installation, and the link to the offer's
 * label with its code, as the card states them. `tone` 'dark' for a hero's dark background.
 */
export function OfferTeaserTerms({
  offer,
  tone = "light",
  className,
}: {
  offer: OfferTeaser;
  tone?: "light" | "dark";
  className?: string;
}) {
  const dark = tone === "dark";
  return (
    <div
      data-testid="offer-teaser-terms"
      className={cn(
        "flex flex-col gap-0.5 text-xs",
        dark ? "text-blue-50" : "text-muted-foreground",
        className,
      )}
    >
      <p>
        {offer.conditions} · {offer.terms.join(" · ")}
      </p>
      <p className="flex flex-wrap items-center gap-x-1">
        <a
          href={offer.path}
          className={cn(
            "inline-flex min-h-11 items-center font-semibold underline underline-offset-4",
            dark ? "text-white" : "text-primary",
          )}
        >
          Etiqueta da oferta<span className="sr-only"> {offer.name}</span>
        </a>
        <span>· Código {offer.code}</span>
      </p>
    </div>
  );
}
