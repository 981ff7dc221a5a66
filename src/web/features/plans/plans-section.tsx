import { InfoIcon } from "lucide-react";
import { lazy, Suspense } from "react";
import type { PublicPlan } from "../../../domain";
import { Alert } from "../../components/ui/alert";
import { PLANS_HEADING_ATTRIBUTE, useCity } from "../cities/city-context";
import { PlanSkeletons } from "./plan-grid";

// The cards, tabs and details dialog are needed once a city is chosen: their code loads alongside the
// city's plans instead of with the page, which opens on the city modal (decision 0010).
let planTabs: typeof import("./plan-tabs") | undefined;

/** Loads the plan cards' code; the city context waits for it with the plans, so both show at once. */
export async function preparePlanCards(): Promise<void> {
  planTabs ??= await import("./plan-tabs");
}

const LazyPlanTabs = lazy(async () => {
  await preparePlanCards();
  return planTabs!;
});

function PlanTabs(props: { plans: PublicPlan[]; whatsappNumber: string }) {
  // Once loaded, rendered directly: a lazy component would still show its fallback for a frame.
  const Component = planTabs?.default ?? LazyPlanTabs;
  return <Component {...props} />;
}

export function PlansSection({ whatsappNumber }: { whatsappNumber: string }) {
  const { city, plans, loadingPlans, plansError } = useCity();

  return (
    <section aria-labelledby="planos-titulo" className="mx-auto max-w-7xl px-4 py-12">
      <h2
        id="planos-titulo"
        tabIndex={-1}
        {...{ [PLANS_HEADING_ATTRIBUTE]: "" }}
        className="w-fit text-3xl font-extrabold tracking-tight"
      >
        {city ? `Planos para ${city.name}` : "Nossos planos"}
      </h2>
      <div className="mt-6 flex flex-col gap-4">
        {plansError && city && !loadingPlans && (
          <Alert variant="destructive">
            <span>{plansError}. Escolha a cidade novamente no menu superior para tentar de novo.</span>
          </Alert>
        )}
        {loadingPlans ? (
          <PlanSkeletons />
        ) : !city ? (
          <Alert variant="info">
            <InfoIcon className="text-primary" aria-hidden />
            <span>Para ver os planos disponíveis, selecione sua cidade no menu superior.</span>
          </Alert>
        ) : (
          <Suspense fallback={<PlanSkeletons />}>
            <PlanTabs plans={plans} whatsappNumber={whatsappNumber} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
