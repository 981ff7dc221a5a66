import { type PublicPlan, splitByCameras } from "../../../domain";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { PlanCard } from "./plan-card";
import { PLAN_GRID_CLASS } from "./plan-grid";

function PlanGrid({ plans, whatsappNumber }: { plans: PublicPlan[]; whatsappNumber: string }) {
  if (plans.length === 0) {
    return (
      <p className="py-8 text-center text-muted-foreground">Nenhum plano encontrado para esta categoria.</p>
    );
  }
  return (
    <div className={PLAN_GRID_CLASS}>
      {plans.map((plan, index) => (
        <PlanCard key={plan.id} plan={plan} index={index} whatsappNumber={whatsappNumber} />
      ))}
    </div>
  );
}

/** A city's plans under the 'Internet' and 'Internet + Câmera' tabs. */
export default function PlanTabs({ plans, whatsappNumber }: { plans: PublicPlan[]; whatsappNumber: string }) {
  const { internet, camera } = splitByCameras(plans);
  return (
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
  );
}
