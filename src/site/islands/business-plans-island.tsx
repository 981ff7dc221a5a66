import { VisitCity } from "../components/city/city-context";
import { BusinessPlansSection } from "../features/plans/business-plans-section";

/** The chosen city's business plans (/empresas). */
export default function BusinessPlansIsland({ whatsappNumber }: { whatsappNumber: string }) {
  return (
    <VisitCity>
      <BusinessPlansSection whatsappNumber={whatsappNumber} />
    </VisitCity>
  );
}
