import { lazy, Suspense, useEffect } from "react";
import { splitByCameras } from "../../../domain";
import { useCity } from "../../components/city/city-context";
import { useCityPlans } from "../../components/city/use-city-data";
import { ChooseCityPrompt, PlanSkeletons, PlansHeading, PlansLoadError, SelectionError } from "./plan-states";

// The cards' code comes once a city's plans are asked for, beside them: the island renders on the server
// with no city, so its first load does not carry it. A city chosen in the modal is set once both the plans
// and this code have come, so the modal closes on the cards.
const loadPlanTabs = () => import("./plan-tabs");
const PlanTabs = lazy(loadPlanTabs);

/** The chosen city's plans in two tabs (home and fibre page). */
export function PlansSection({ whatsappNumber }: { whatsappNumber: string }) {
  const { city } = useCity();
  const { status, plans, reload } = useCityPlans(loadPlanTabs);
  const { internet, camera } = splitByCameras(plans);
  useEffect(() => {
    if (status !== "idle") void loadPlanTabs();
  }, [status]);

  return (
    <section aria-labelledby="planos-titulo" className="mx-auto max-w-7xl px-4 py-12">
      <PlansHeading id="planos-titulo">{city ? `Planos para ${city.name}` : "Nossos planos"}</PlansHeading>
      <div className="mt-6 flex flex-col gap-4">
        <SelectionError loadFailed={status === "error"} />
        {status === "loading" ? (
          <PlanSkeletons />
        ) : !city ? (
          <ChooseCityPrompt>
            Para ver os planos disponíveis, selecione sua cidade no menu superior.
          </ChooseCityPrompt>
        ) : status === "error" ? (
          <PlansLoadError onRetry={reload} />
        ) : (
          <Suspense fallback={<PlanSkeletons />}>
            <PlanTabs internet={internet} camera={camera} city={city} whatsappNumber={whatsappNumber} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
