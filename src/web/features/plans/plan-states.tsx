import type { ReactNode } from "react";
import { cityLabel, type PublicCity, SKELETON_CARD_COUNT } from "../../../domain";
import { PLANS_HEADING_ATTRIBUTE, useCity } from "../../components/city/city-context";
import {
  OfferCard,
  type OfferPlan,
  type OfferVariant,
  rowBadges,
} from "../../components/offer-card/offer-card";
import { OfferList, OfferListItem } from "../../components/offer-list";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Icon } from "../../components/ui/icon";
import { Skeleton } from "../../components/ui/skeleton";

const SKELETON_KEYS = Array.from({ length: SKELETON_CARD_COUNT }, (_, i) => `skeleton-${i}`);

const GRID = "grid gap-6 pt-3 sm:grid-cols-2 lg:grid-cols-4";

export function PlanSkeletons({ className = GRID, label = "Carregando planos" }) {
  return (
    <div className={className} role="status" aria-label={label}>
      {SKELETON_KEYS.map((key) => (
        <Skeleton key={key} className="h-96 rounded-xl" data-testid="plan-skeleton" />
      ))}
    </div>
  );
}

/** The 'select your city' prompt, with a button that opens the city modal. */
export function ChooseCityPrompt({ children }: { children: string }) {
  const { requestModal, cities } = useCity();
  return (
    <Alert variant="info" layout="inline">
      <Icon name="info" className="text-primary" />
      <span className="flex-1">{children}</span>
      {cities && (
        <Button size="sm" variant="outline" onClick={requestModal}>
          <Icon name="map-pin" />
          Escolher cidade
        </Button>
      )}
    </Alert>
  );
}

/** A plans section's heading: the focus lands on it once a city is chosen. */
export function PlansHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2
      id={id}
      tabIndex={-1}
      {...{ [PLANS_HEADING_ATTRIBUTE]: "" }}
      className="w-fit text-3xl font-extrabold tracking-tight"
    >
      {children}
    </h2>
  );
}

/** A city chosen in the modal whose plans could not be loaded: the old city's plans stay on show. */
export function SelectionError({ loadFailed }: { loadFailed: boolean }) {
  const { city, selectionError, pendingCity } = useCity();
  if (!selectionError || !city || pendingCity || loadFailed) return null;
  return (
    <Alert variant="destructive">
      <span>{selectionError}. Escolha a cidade novamente no menu superior para tentar de novo.</span>
    </Alert>
  );
}

export function PlansLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert variant="destructive" layout="inline">
      <span className="flex-1">Não foi possível carregar os planos</span>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Tentar novamente
      </Button>
    </Alert>
  );
}

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
          />
        </OfferListItem>
      ))}
    </OfferList>
  );
}
