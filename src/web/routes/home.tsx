import { StatsStrip } from "../features/home/stats-strip";
import { PlansSection } from "../features/plans/plans-section";
import { useSiteSettings } from "../root";

export const handle = { askCity: true };

export default function Home() {
  const settings = useSiteSettings()!;
  return (
    <>
      {/* The page's name for assistive technology; the page opens on the plans, with no hero yet. */}
      <h1 className="sr-only">{settings.companyName}: internet fibra, combos e câmeras na sua cidade</h1>
      <StatsStrip />
      <PlansSection whatsappNumber={settings.whatsappNumber} />
    </>
  );
}
