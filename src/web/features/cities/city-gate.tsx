import { useState } from "react";
import { useCity } from "../../components/city/city-context";
import { CityModal } from "./city-modal";

/**
 * The city modal on pages that do not ask for a city on open: it mounts when first asked for. Pages that
 * ask on open get `AskCityModal` from the public layout instead, first in their server HTML. Its code is in every
 * public page's first load (the `public` chunk, decision 0010): on demand it saved the other pages 0.8 KB
 * but cost `/`, which opens it on arrival, 0.9 KB and two requests.
 */
export function CityGate({ askCity, whatsappNumber }: { askCity: boolean; whatsappNumber: string }) {
  const { modalRequested } = useCity();
  // Once asked for, it stays mounted: closing it is what gives the focus back.
  const [wanted, setWanted] = useState(false);
  if (modalRequested && !wanted) setWanted(true);
  if (askCity || !wanted) return null;
  return <CityModal open={modalRequested} whatsappNumber={whatsappNumber} />;
}
