import { SKELETON_CARD_COUNT } from "../../../domain";
import { Skeleton } from "../../components/ui/skeleton";

export const PLAN_GRID_CLASS = "grid gap-6 pt-3 sm:grid-cols-2 lg:grid-cols-4";

const SKELETON_KEYS = Array.from({ length: SKELETON_CARD_COUNT }, (_, i) => `skeleton-${i}`);

export function PlanSkeletons() {
  return (
    <div className={PLAN_GRID_CLASS} role="status" aria-label="Carregando planos">
      {SKELETON_KEYS.map((key) => (
        <Skeleton key={key} className="h-96 rounded-xl" data-testid="plan-skeleton" />
      ))}
    </div>
  );
}
