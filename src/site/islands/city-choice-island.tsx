import { Toaster } from "../../ui/components/toaster";
import { VisitCity } from "../components/city/city-context";
import { CityGate } from "../features/cities/city-gate";
import { LeadRequestHost } from "../features/leads/lead-request-host";

/**
 * The city modal of a page that does not ask on arrival: nothing until a visitor asks to choose a city (the
 * header's link, 'Escolher cidade' beside the plans); then its code loads and it opens.
 */
export default function CityChoiceIsland({ whatsappNumber }: { whatsappNumber: string }) {
  return (
    <VisitCity>
      <CityGate whatsappNumber={whatsappNumber} />
      {/* What the page's islands open over it: a lead form's dialog, the toasts (lead-dialogs-island.tsx). */}
      <LeadRequestHost />
      <Toaster />
    </VisitCity>
  );
}
