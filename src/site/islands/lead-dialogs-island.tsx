import { Toaster } from "../../ui/components/toaster";
import { VisitCity } from "../components/city/city-context";
import { LeadRequestHost } from "../features/leads/lead-request-host";

/**
 * What a page of islands shows over itself when asked: a lead form in a dialog ('Avise-me quando chegar',
 * 'Prefiro que me liguem', the business request; stores/lead-requests.ts) and the toasts. Nothing of either
 * renders, or loads, until the first one is asked for. A page with a city island has them there already.
 */
export default function LeadDialogsIsland() {
  return (
    <VisitCity>
      <LeadRequestHost />
      <Toaster />
    </VisitCity>
  );
}
