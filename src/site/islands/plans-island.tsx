import type { PlanTypeChoice } from "../../domain";
import { VisitCity } from "../components/city/city-context";
import { PlansSection } from "../features/plans/plans-section";

/** The chosen city's residential plans (home pages by plan type, /internet/fibra in two tabs). */
export default function PlansIsland({
  whatsappNumber,
  planType,
}: {
  whatsappNumber: string;
  planType?: PlanTypeChoice;
}) {
  return (
    <VisitCity>
      <PlansSection whatsappNumber={whatsappNumber} planType={planType} />
    </VisitCity>
  );
}
