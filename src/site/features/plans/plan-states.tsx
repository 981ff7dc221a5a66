import { type ComponentProps, lazy, type ReactNode, Suspense, useEffect } from "react";
import { SKELETON_CARD_COUNT } from "../../../domain";
import { Alert } from "../../../ui/components/alert";
import { Button } from "../../../ui/components/button";
import { Icon } from "../../../ui/components/icon";
import { Skeleton } from "../../../ui/components/skeleton";
import { PLANS_HEADING_ATTRIBUTE, useCity } from "../../components/city/city-context";
import { GRID } from "./grid";

const SKELETON_KEYS = Array.from({ length: SKELETON_CARD_COUNT }, (_, i) => `skeleton-${i}`);

// The cards' code comes when a city's offers are first asked for: the islands render on the server with no
// city, so their first load does not carry them. The skeletons shown while the offers load ask for it.
export const loadOfferGrid = () => import("./offer-grid");
const OfferGrid = lazy(() => loadOfferGrid().then((module) => ({ default: module.OfferGrid })));

/** A city's offers as cards (offer-grid.tsx), with skeletons in their place while their code comes. */
export function CityOfferGrid(props: ComponentProps<typeof import("./offer-grid").OfferGrid>) {
  return (
    <Suspense fallback={<PlanSkeletons className={props.className} />}>
      <OfferGrid {...props} />
    </Suspense>
  );
}

export function PlanSkeletons({ className = GRID, label = "Carregando planos" }) {
  useEffect(() => {
    void loadOfferGrid();
  }, []);
  return (
    <div className={className} role="status" aria-label={label}>
      {SKELETON_KEYS.map((key) => (
        <Skeleton key={key} className="h-96" data-testid="plan-skeleton" />
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
        // Without scripts it could not open the modal: not shown (the header's city link leads to the map).
        <Button size="sm" variant="outline" className="noscript:hidden" onClick={requestModal}>
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
