import { VisitCity } from "../components/city/city-context";
import { BusinessRequestSection } from "../features/leads/business-request-section";

/** /empresas' 'Internet + Telefone' proposal request, a dialog over the page (a plain page without scripts). */
export default function BusinessRequestIsland() {
  return (
    <VisitCity>
      <BusinessRequestSection />
    </VisitCity>
  );
}
