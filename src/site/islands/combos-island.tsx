import { VisitCity } from "../components/city/city-context";
import { CombosSection } from "../features/plans/combos-section";

/** The chosen city's combos (/combos, /combo-internet-tv). */
export default function CombosIsland({ whatsappNumber }: { whatsappNumber: string }) {
  return (
    <VisitCity>
      <CombosSection whatsappNumber={whatsappNumber} />
    </VisitCity>
  );
}
