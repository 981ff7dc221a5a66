import { cityLabel, type PublicCity } from "../../../domain";
import {
  OfferCard,
  type OfferPlan,
  type OfferVariant,
  rowBadges,
} from "../../components/offer-card/offer-card";
import { OfferList, OfferListItem } from "../../components/offer-list";
import { GRID } from "./grid";

const LIST_LABELS: Record<OfferVariant, string> = {
  plan: "Lista de planos",
  combo: "Lista de combos",
  business: "Lista de planos empresariais",
  city: "Lista de planos",
};

/** A city's offers as cards, in the given order: a grid, or on a phone a row to swipe. */
export function OfferGrid({
  variant,
  plans,
  city,
  whatsappNumber,
  className = GRID,
  label = LIST_LABELS[variant],
}: {
  variant: OfferVariant;
  plans: readonly OfferPlan[];
  city: PublicCity;
  whatsappNumber: string;
  className?: string;
  /** The list's name, said when its region takes the focus. */
  label?: string;
}) {
  const badges = rowBadges(variant, plans);
  return (
    <OfferList label={label} grid={className}>
      {plans.map((plan, index) => (
        <OfferListItem key={plan.id}>
          <OfferCard
            variant={variant}
            plan={plan}
            index={index}
            badge={badges[index] ?? null}
            whatsappNumber={whatsappNumber}
            cityName={cityLabel(city)}
            cityId={city.id}
          />
        </OfferListItem>
      ))}
    </OfferList>
  );
}
