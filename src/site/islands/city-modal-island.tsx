import { Toaster } from "../../ui/components/toaster";
import { VisitCity } from "../components/city/city-context";
import { AskCityModal } from "../features/cities/city-modal";
import { LeadRequestHost } from "../features/leads/lead-request-host";

/**
 * The city modal of the home pages, which ask for a city as soon as they open: the server renders it open,
 * first in the body, with the cities it lists (SPEC §2 "City-choice modal").
 */
export default function CityModalIsland({
  whatsappNumber,
  cities,
}: {
  whatsappNumber: string;
  /** The active cities (`packCities`' string) the server lists in the modal it renders open. */
  cities: string | null;
}) {
  return (
    <VisitCity cities={cities}>
      <AskCityModal whatsappNumber={whatsappNumber} />
      {/* What the page's islands open over it: a lead form's dialog, the toasts (lead-dialogs-island.tsx). */}
      <LeadRequestHost />
      <Toaster />
    </VisitCity>
  );
}
