import { lazy, Suspense, useEffect, useState } from "react";
import { type PlanTypeChoice, splitByCameras } from "../../../domain";
import { useCity } from "../../components/city/city-context";
import { useCityPlans } from "../../components/city/use-city-data";
import { ChooseCityPrompt, PlanSkeletons, PlansHeading, PlansLoadError, SelectionError } from "./plan-states";
import { PlanTypeLinks } from "./plan-type-links";

// The cards' code comes once a city's plans are asked for, beside them: the island renders on the server
// with no city, so its first load does not carry it. A city chosen in the modal is set once both the plans
// and this code have come, so the modal closes on the cards: once it has come, the cards render from the
// module itself, in the same commit as the city, and not through Suspense, which would show the skeletons
// first and hold the cards back for up to React's 300 ms reveal, while a keyboard user already tabs on from
// the plans' heading (keyboard.spec.ts).
let planTabs: typeof import("./plan-tabs") | undefined;
const loadPlanTabs = () => import("./plan-tabs").then((module) => (planTabs = module));
const LazyPlanTabs = lazy(loadPlanTabs);
let planTypeGrid: typeof import("./plan-type-grid") | undefined;
const loadPlanTypeGrid = () => import("./plan-type-grid").then((module) => (planTypeGrid = module));
const LazyPlanTypeGrid = lazy(loadPlanTypeGrid);

/**
 * The chosen city's plans: on the home pages by plan type, 'Destaque' first (`planType`, from the page's
 * `?tipo=`); on the fibre page in two tabs, internet and internet + camera.
 */
export function PlansSection({
  whatsappNumber,
  planType,
}: {
  whatsappNumber: string;
  /** The home pages' choice as the address gives it; absent on the fibre page. */
  planType?: PlanTypeChoice;
}) {
  const { city } = useCity();
  const byType = planType !== undefined;
  const load = byType ? loadPlanTypeGrid : loadPlanTabs;
  const { status, plans, reload } = useCityPlans(load);
  const { internet, camera } = splitByCameras(plans);
  const [choice, setChoice] = useState<PlanTypeChoice>(planType ?? "destaque");
  useEffect(() => {
    if (status !== "idle") void load();
  }, [status, load]);

  const PlanTypeGrid = planTypeGrid?.default ?? LazyPlanTypeGrid;
  const PlanTabs = planTabs?.default ?? LazyPlanTabs;

  return (
    <section aria-labelledby="planos-titulo" className="mx-auto max-w-7xl px-4 py-12">
      <PlansHeading id="planos-titulo">{city ? `Planos para ${city.name}` : "Nossos planos"}</PlansHeading>
      <div className="mt-6 flex flex-col gap-4">
        {byType && <PlanTypeLinks current={choice} anchor="planos-titulo" onChoose={setChoice} />}
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
            {byType ? (
              <PlanTypeGrid plans={plans} choice={choice} city={city} whatsappNumber={whatsappNumber} />
            ) : (
              <PlanTabs internet={internet} camera={camera} city={city} whatsappNumber={whatsappNumber} />
            )}
          </Suspense>
        )}
      </div>
    </section>
  );
}
