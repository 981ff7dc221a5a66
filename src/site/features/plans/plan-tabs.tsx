import type { PublicCity, PublicPlan } from "../../../domain";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../ui/components/tabs";
import { OfferGrid } from "./offer-grid";

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

/** A city's plans in two tabs, 'Internet' and 'Internet + Câmera' (PlansSection). */
export default function PlanTabs({
  internet,
  camera,
  city,
  whatsappNumber,
}: {
  internet: PublicPlan[];
  camera: PublicPlan[];
  city: PublicCity;
  whatsappNumber: string;
}) {
  const panels = [
    { value: "internet", label: "Lista de planos de internet", plans: internet },
    { value: "camera", label: "Lista de planos de internet + câmera", plans: camera },
  ];
  return (
    <Tabs defaultValue="internet">
      <TabsList aria-label="Tipo de plano">
        <TabsTrigger value="internet">Internet</TabsTrigger>
        <TabsTrigger value="camera">Internet + Câmera</TabsTrigger>
      </TabsList>
      {panels.map((panel) => (
        <TabsContent key={panel.value} value={panel.value}>
          <PlanGrid label={panel.label} plans={panel.plans} city={city} whatsappNumber={whatsappNumber} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
