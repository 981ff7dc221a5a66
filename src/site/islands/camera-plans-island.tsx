import { VisitCity } from "../components/city/city-context";
import { OnlineSales } from "../components/offer-card/online-sales";
import { CameraPlansSection } from "../features/plans/camera-plans-section";

/** The chosen city's plans with cameras (/webcam). */
export default function CameraPlansIsland({
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
        <CameraPlansSection whatsappNumber={whatsappNumber} />
      </VisitCity>
    </OnlineSales>
  );
}
