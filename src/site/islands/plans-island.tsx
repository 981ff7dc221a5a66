import type { PlanTypeChoice } from "../../domain";
import { VisitCity } from "../components/city/city-context";
import { OnlineSales } from "../components/offer-card/online-sales";
import { PlansSection } from "../features/plans/plans-section";

/** The chosen city's residential plans (home pages by plan type, /internet/fibra in two tabs). */
export default function PlansIsland({
  whatsappNumber,
  planType,
  onlineSales = false,
  cities,
}: {
  whatsappNumber: string;
  planType?: PlanTypeChoice;
  /** 'Assinar' leads to 'Contrate online' (issue 68). */
  onlineSales?: boolean;
  /**
   * The active cities (`packCities`' string), where the island waits for the first touch (the home pages,
   * decision 0090): its server HTML then holds what the hydrated island shows, 'Escolher cidade' beside
   * the prompt. The same string as the city modal's props, so compression all but drops it.
   */
  cities?: string | null;
}) {
  return (
    <OnlineSales on={onlineSales}>
      <VisitCity cities={cities}>
        <PlansSection whatsappNumber={whatsappNumber} planType={planType} />
      </VisitCity>
    </OnlineSales>
  );
}
