import { sortByPrice } from "../../../domain";
import { useCity } from "../../components/city/city-context";
import { useCityPlans } from "../../components/city/use-city-data";
import {
  ChooseCityPrompt,
  CityOfferGrid,
  loadOfferGrid,
  PlanSkeletons,
  PlansHeading,
  PlansLoadError,
  SelectionError,
} from "./plan-states";

/** The chosen city's Combo plans, by price. */
export function CombosSection({ whatsappNumber }: { whatsappNumber: string }) {
  const { city } = useCity();
  const { status, plans, reload } = useCityPlans(loadOfferGrid);
  const combos = sortByPrice(plans.filter((plan) => plan.type === "Combo"));
  return (
    <section aria-labelledby="combos-titulo" className="mx-auto max-w-7xl px-4 py-12">
      <PlansHeading id="combos-titulo">{city ? `Combos para ${city.name}` : "Nossos combos"}</PlansHeading>
      <div className="mt-6 flex flex-col gap-4">
        <SelectionError loadFailed={status === "error"} />
        {status === "loading" ? (
          <PlanSkeletons label="Carregando combos" />
        ) : !city ? (
          <ChooseCityPrompt>
            Para ver os combos disponíveis, selecione sua cidade no menu superior.
          </ChooseCityPrompt>
        ) : status === "error" ? (
          <PlansLoadError onRetry={reload} />
        ) : combos.length === 0 ? (
          <p className="py-8 text-center text-muted-foreground">
            Nenhum combo disponível para {city.name} no momento.
          </p>
        ) : (
          <CityOfferGrid variant="combo" plans={combos} city={city} whatsappNumber={whatsappNumber} />
        )}
      </div>
    </section>
  );
}
