import { SKELETON_CARD_COUNT } from "../../../domain";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Icon } from "../../components/ui/icon";
import { Skeleton } from "../../components/ui/skeleton";
import { useCity } from "../cities/city-context";
import { loadCityModal } from "../cities/city-gate";

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
        <Button
          size="sm"
          variant="outline"
          onClick={requestModal}
          // The modal loads on intent, so that it is ready by the click.
          onPointerEnter={loadCityModal}
          onFocus={loadCityModal}
        >
          <Icon name="map-pin" />
          Escolher cidade
        </Button>
      )}
    </Alert>
  );
}
