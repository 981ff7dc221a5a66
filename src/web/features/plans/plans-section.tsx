import { InfoIcon } from "lucide-react";
import { type PublicPlan, SKELETON_CARD_COUNT, splitByCameras } from "../../../domain";
import { Alert } from "../../components/ui/alert";
import { Skeleton } from "../../components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { PLANS_HEADING_ATTRIBUTE, useCity } from "../cities/city-context";
import { PlanCard } from "./plan-card";

const SKELETON_KEYS = Array.from({ length: SKELETON_CARD_COUNT }, (_, i) => `skeleton-${i}`);

const GRID = "grid gap-6 pt-3 sm:grid-cols-2 lg:grid-cols-4";

function PlanGrid({ plans, whatsappNumber }: { plans: PublicPlan[]; whatsappNumber: string }) {
  if (plans.length === 0) {
    return (
      <p className="py-8 text-center text-muted-foreground">Nenhum plano encontrado para esta categoria.</p>
    );
  }
  return (
    <div className={GRID}>
      {plans.map((plan, index) => (
        <PlanCard key={plan.id} plan={plan} index={index} whatsappNumber={whatsappNumber} />
      ))}
    </div>
  );
}

export function PlansSection({ whatsappNumber }: { whatsappNumber: string }) {
  const { city, plans, loadingPlans, plansError } = useCity();
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
      <div className="mt-6 flex flex-col gap-4">
        {plansError && city && !loadingPlans && (
          <Alert variant="destructive">
            <span>{plansError}. Escolha a cidade novamente no menu superior para tentar de novo.</span>
          </Alert>
        )}
        {loadingPlans ? (
          <div className={GRID} role="status" aria-label="Carregando planos">
            {SKELETON_KEYS.map((key) => (
              <Skeleton key={key} className="h-96 rounded-xl" data-testid="plan-skeleton" />
            ))}
          </div>
        ) : !city ? (
          <Alert variant="info">
            <InfoIcon className="text-primary" aria-hidden />
            <span>Para ver os planos disponíveis, selecione sua cidade no menu superior.</span>
          </Alert>
        ) : (
          <Tabs defaultValue="internet">
            <TabsList aria-label="Tipo de plano">
              <TabsTrigger value="internet">Internet</TabsTrigger>
              <TabsTrigger value="camera">Internet + Câmera</TabsTrigger>
            </TabsList>
            <TabsContent value="internet">
              <PlanGrid plans={internet} whatsappNumber={whatsappNumber} />
            </TabsContent>
            <TabsContent value="camera">
              <PlanGrid plans={camera} whatsappNumber={whatsappNumber} />
            </TabsContent>
          </Tabs>
        )}
      </div>
    </section>
  );
}
