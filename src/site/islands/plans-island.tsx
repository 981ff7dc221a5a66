import { VisitCity } from "../components/city/city-context";
import { PlansSection } from "../features/plans/plans-section";

/** The chosen city's residential plans (home pages, /internet/fibra). */
export default function PlansIsland({ whatsappNumber }: { whatsappNumber: string }) {
  return (
    <VisitCity>
      <PlansSection whatsappNumber={whatsappNumber} />
    </VisitCity>
  );
}
