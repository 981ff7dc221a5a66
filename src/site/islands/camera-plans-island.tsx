import { VisitCity } from "../components/city/city-context";
import { CameraPlansSection } from "../features/plans/camera-plans-section";

/** The chosen city's plans with cameras (/webcam). */
export default function CameraPlansIsland({ whatsappNumber }: { whatsappNumber: string }) {
  return (
    <VisitCity>
      <CameraPlansSection whatsappNumber={whatsappNumber} />
    </VisitCity>
  );
}
