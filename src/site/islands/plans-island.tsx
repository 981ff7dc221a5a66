import type { PlanTypeChoice } from "../../domain";
import { VisitCity } from "../components/city/city-context";
import { OnlineSales } from "../components/offer-card/online-sales";
import { PlansSection } from "../features/plans/plans-section";

/** The chosen city's residential plans (home pages by plan type, /internet/fibra in two tabs). */
export default function PlansIsland({
  whatsappNumber,
  planType,
  onlineSales = false,
}: {
  whatsappNumber: string;
  planType?: PlanTypeChoice;
  /** 'Assinar' leads to 'Contrate online' (issue 68). */
  onlineSales?: boolean;
}) {
  return (
    <OnlineSales on={onlineSales}>
      <VisitCity>
        <PlansSection whatsappNumber={whatsappNumber} planType={planType} />
      </VisitCity>
    </OnlineSales>
  );
}
