import { type PublicCity, type PublicPlan, splitByCameras } from "../../../domain";
import { useCity } from "../../components/city/city-context";
import { useCityPlans } from "../../components/city/use-city-data";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import {
  ChooseCityPrompt,
  OfferGrid,
  PlanSkeletons,
  PlansHeading,
  PlansLoadError,
  SelectionError,
} from "./plan-states";

// Every plans section imports this module, so the bundler keeps the plans code in one chunk.
export { ChooseCityPrompt, OfferGrid, PlanSkeletons, PlansHeading, PlansLoadError, SelectionError };

function PlanGrid({
  label,
  plans,
  city,
  whatsappNumber,
}: {
  label: string;
  plans: PublicPlan[];
  city: PublicCity;
  whatsappNumber: string;
}) {
  if (plans.length === 0) {
    return (
      <p className="py-8 text-center text-muted-foreground">Nenhum plano encontrado para esta categoria.</p>
    );
  }
  return <OfferGrid variant="plan" label={label} plans={plans} city={city} whatsappNumber={whatsappNumber} />;
}

/** The chosen city's plans in two tabs (home and fibre page). */
export function PlansSection({ whatsappNumber }: { whatsappNumber: string }) {
  const { city } = useCity();
  const { status, plans, reload } = useCityPlans();
  const { internet, camera } = splitByCameras(plans);

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
          <Tabs defaultValue="internet">
            <TabsList aria-label="Tipo de plano">
              <TabsTrigger value="internet">Internet</TabsTrigger>
              <TabsTrigger value="camera">Internet + Câmera</TabsTrigger>
            </TabsList>
            <TabsContent value="internet">
              <PlanGrid
                label="Lista de planos de internet"
                plans={internet}
                city={city}
                whatsappNumber={whatsappNumber}
              />
            </TabsContent>
            <TabsContent value="camera">
              <PlanGrid
                label="Lista de planos de internet + câmera"
                plans={camera}
                city={city}
                whatsappNumber={whatsappNumber}
              />
            </TabsContent>
          </Tabs>
        )}
      </div>
    </section>
  );
}
