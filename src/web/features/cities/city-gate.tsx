import { lazy, Suspense, useState } from "react";
import { useCity } from "./city-context";

/** The city modal's module, loaded when a control that opens it is about to be used (decision 0010). */
export const loadCityModal = () => import("./city-modal");

const LazyCityModal = lazy(() => loadCityModal().then((module) => ({ default: module.CityModal })));

/**
 * The city modal on pages that do not ask for a city on open: it loads when first asked for, so those
 * pages do not carry it on their first load. Pages that ask on open render `AskCityModal` themselves,
 * so that it is in their server HTML.
 */
export function CityGate({ askCity }: { askCity: boolean }) {
  const { modalRequested } = useCity();
  // Once asked for, it stays mounted: closing it is what gives the focus back.
  const [wanted, setWanted] = useState(false);
  if (modalRequested && !wanted) setWanted(true);
  if (askCity || !wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyCityModal open={modalRequested} />
    </Suspense>
  );
}
