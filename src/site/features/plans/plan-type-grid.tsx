import { type PlanTypeChoice, type PublicCity, type PublicPlan, plansOfType } from "../../../domain";
import { OfferGrid } from "./offer-grid";

const LIST_LABELS: Record<PlanTypeChoice, string> = {
  destaque: "Lista de planos em destaque",
  internet: "Lista de planos de internet",
  combo: "Lista de combos",
};

/** The city's plans of the chosen type (plansOfType), or the empty message of SPEC §2. */
export default function PlanTypeGrid({
  plans,
  choice,
  city,
  whatsappNumber,
}: {
  plans: PublicPlan[];
  choice: PlanTypeChoice;
  city: PublicCity;
  whatsappNumber: string;
}) {
  const shown = plansOfType(plans, choice);
  if (shown.length === 0) {
    return (
      <p className="py-8 text-center text-muted-foreground">Nenhum plano encontrado para esta categoria.</p>
    );
  }
  return (
    <OfferGrid
      key={choice}
      variant="plan"
      label={LIST_LABELS[choice]}
      plans={shown}
      city={city}
      whatsappNumber={whatsappNumber}
    />
  );
}
