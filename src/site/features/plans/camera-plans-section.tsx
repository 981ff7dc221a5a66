import type { PublicCity } from "../../../domain";
import { notify } from "../../../ui/lib/toast";
import { useCity } from "../../components/city/city-context";
import { type CityPlansAnswer, cityPlansPath, useCityData } from "../../components/city/use-city-data";
import { ChooseCityPrompt, CityOfferGrid, PlanSkeletons, PlansHeading } from "./plan-states";

export const CAMERA_PLANS_LOAD_ERROR = "Não foi possível carregar os planos com câmera";

/** The webcam page's plans: the chosen city's plans that include cameras, by price. */
export function CameraPlansSection({ whatsappNumber }: { whatsappNumber: string }) {
  const { city } = useCity();
  const { status, data } = useCityData<CityPlansAnswer>(cityPlansPath, {
    onSettled: (outcome) => {
      if (!outcome.ok) notify.error(CAMERA_PLANS_LOAD_ERROR);
    },
  });
  // A failed load leaves the list empty (SPEC §8), the toast says why.
  const plans = (data?.plans ?? []).filter((plan) => plan.cameraCount > 0).sort((a, b) => a.price - b.price);

  return (
    <section aria-labelledby="planos-camera-titulo" className="mx-auto max-w-7xl px-4 py-12">
      <PlansHeading id="planos-camera-titulo">
        {city ? `Planos com câmera para ${city.name}` : "Planos com câmera"}
      </PlansHeading>
      <div className="mt-6 flex flex-col gap-4">
        {!city ? (
          <ChooseCityPrompt>
            Para ver os planos com câmera disponíveis, selecione sua cidade no menu superior.
          </ChooseCityPrompt>
        ) : status === "loading" ? (
          <PlanSkeletons label="Carregando planos com câmera" />
        ) : plans.length === 0 ? (
          <EmptyCameraPlans city={city} />
        ) : (
          <CityOfferGrid
            variant="plan"
            label="Lista de planos com câmera"
            plans={plans}
            city={city}
            whatsappNumber={whatsappNumber}
          />
        )}
        <p className="text-sm text-muted-foreground">
          * Os valores dos planos com câmera são somados à fatura mensal da sua internet.
        </p>
      </div>
    </section>
  );
}

function EmptyCameraPlans({ city }: { city: PublicCity }) {
  return (
    <p className="py-8 text-center text-muted-foreground">
      Nenhum plano com câmera encontrado para {city.name}.
    </p>
  );
}
