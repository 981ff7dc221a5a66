import { VisitCity } from "../components/city/city-context";
import { OnlineSales } from "../components/offer-card/online-sales";
import { CombosSection } from "../features/plans/combos-section";

/** The chosen city's combos (/combos, /combo-internet-tv). */
export default function CombosIsland({
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
        <CombosSection whatsappNumber={whatsappNumber} />
      </VisitCity>
    </OnlineSales>
  );
}
