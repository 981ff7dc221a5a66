import { VisitCity } from "../components/city/city-context";
import { OnlineSales } from "../components/offer-card/online-sales";
import { BusinessPlansSection } from "../features/plans/business-plans-section";

/** The chosen city's business plans (/empresas). */
export default function BusinessPlansIsland({
  whatsappNumber,
  onlineSales = false,
}: {
  whatsappNumber: string;
  /** 'Assinar' leads to 'Contrate online' (issue 68). */
  onlineSales?: boolean;
}) {
  return (
    <OnlineSales on={onlineSales}>
      <VisitCity>
        <BusinessPlansSection whatsappNumber={whatsappNumber} />
      </VisitCity>
    </OnlineSales>
  );
}
