import { lazy, Suspense, useState } from "react";
import { useCity } from "../../components/city/city-context";

// Only the home pages, which ask for a city on arrival, load the modal's code up front (the city modal
// island's `askOnArrival`); elsewhere it loads when a visitor asks for it ('Escolher cidade').
// Its code failing to arrive (offline, or a release replaced the files under an open tab): the coverage map
// lists every city as a link to its page, the same choice as plain HTML.
const CityModal = lazy(() =>
  import("./city-modal").then(
    (module) => ({ default: module.CityModal }),
    () => {
      window.location.assign("/mapa-cobertura");
      return new Promise<never>(() => {});
    },
  ),
);

/**
 * The city modal on pages that do not ask for a city on open: it mounts when first asked for. Pages that
 * ask on open render `AskCityModal` instead, first in their server HTML.
 */
export function CityGate({ whatsappNumber }: { whatsappNumber: string }) {
  const { modalRequested } = useCity();
  // Once asked for, it stays mounted: closing it is what gives the focus back.
  const [wanted, setWanted] = useState(false);
  if (modalRequested && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CityModal open={modalRequested} whatsappNumber={whatsappNumber} />
    </Suspense>
  );
}
