import { StatsStrip } from "../features/home/stats-strip";
import { PlansSection } from "../features/plans/plans-section";
import { useSiteSettings } from "../root";

export const handle = { askCity: true };

export default function Home() {
  const settings = useSiteSettings()!;
  return (
    <>
      <StatsStrip />
      <PlansSection whatsappNumber={settings.whatsappNumber} />
    </>
  );
}
