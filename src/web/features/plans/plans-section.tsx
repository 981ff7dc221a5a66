import { cityLabel, type PublicPlan, splitByCameras } from "../../../domain";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { PLANS_HEADING_ATTRIBUTE, useCity } from "../cities/city-context";
import { CityPageLink } from "../cities/city-page-link";
import { useCityPlans } from "../cities/use-city-data";
import { PlanCard } from "./plan-card";
import { ChooseCityPrompt, PlanSkeletons } from "./plan-states";

// Every plans section imports this module, so the bundler keeps the plans code in one chunk.
export { ChooseCityPrompt, PlanSkeletons };

const GRID = "grid gap-6 pt-3 sm:grid-cols-2 lg:grid-cols-4";

function PlanGrid({
  plans,
  whatsappNumber,
  cityName,
}: {
  plans: PublicPlan[];
  whatsappNumber: string;
  cityName?: string;
}) {
  if (plans.length === 0) {
    return (
      <p className="py-8 text-center text-muted-foreground">Nenhum plano encontrado para esta categoria.</p>
    );
  }
  return (
    <div className={GRID}>
      {plans.map((plan, index) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          index={index}
          whatsappNumber={whatsappNumber}
          cityName={cityName}
        />
      ))}
    </div>
  );
}

/** The chosen city's plans in two tabs (home and fibre page). */
export function PlansSection({ whatsappNumber }: { whatsappNumber: string }) {
  const { city, selectionError, pendingCity } = useCity();
  const { status, plans, reload } = useCityPlans();
  const { internet, camera } = splitByCameras(plans);

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
      {city && <CityPageLink city={city} className="mt-2 text-muted-foreground" />}
      <div className="mt-6 flex flex-col gap-4">
        {selectionError && city && !pendingCity && status !== "error" && (
          <Alert variant="destructive">
            <span>{selectionError}. Escolha a cidade novamente no menu superior para tentar de novo.</span>
          </Alert>
        )}
        {status === "loading" ? (
          <PlanSkeletons />
        ) : !city ? (
          <ChooseCityPrompt>
            Para ver os planos disponíveis, selecione sua cidade no menu superior.
          </ChooseCityPrompt>
        ) : status === "error" ? (
          <Alert variant="destructive" layout="inline">
            <span className="flex-1">Não foi possível carregar os planos</span>
            <Button size="sm" variant="outline" onClick={reload}>
              Tentar novamente
            </Button>
          </Alert>
        ) : (
          <Tabs defaultValue="internet">
            <TabsList aria-label="Tipo de plano">
              <TabsTrigger value="internet">Internet</TabsTrigger>
              <TabsTrigger value="camera">Internet + Câmera</TabsTrigger>
            </TabsList>
            <TabsContent value="internet">
              <PlanGrid plans={internet} whatsappNumber={whatsappNumber} cityName={cityLabel(city)} />
            </TabsContent>
            <TabsContent value="camera">
              <PlanGrid plans={camera} whatsappNumber={whatsappNumber} cityName={cityLabel(city)} />
            </TabsContent>
          </Tabs>
        )}
      </div>
    </section>
  );
}
