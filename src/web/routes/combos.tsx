import { cityLabel } from "../../domain";
import { useCity } from "../components/city/city-context";
import { Island, type IslandPageHandle } from "../components/island";
import { combosContent } from "../features/combos/combos-content.server";
import { CombosHero, EntertainmentSection } from "../features/combos/combos-page";
import { CombosSection } from "../features/plans/combos-section";
import type { SalesTopic } from "../lib/contact";
import { pageMeta } from "../lib/page-meta";
import { useSiteSettings } from "../root";
import type { Route } from "./+types/combos";

// Served at /combos and /combo-internet-tv: one screen, one canonical address.
// The floating WhatsApp button's message names what this page sells. A first load is a page of islands
// (decision 0049): the combos hydrate, alone.
export const handle = { salesTopic: "combos" as const, islands: ["combos"] } satisfies IslandPageHandle & {
  salesTopic: SalesTopic;
};

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Combos de internet e streaming",
    description:
      "Combos com internet fibra, streaming e ligações ilimitadas em uma só fatura. Escolha sua cidade e veja os combos disponíveis.",
    path: "/combos",
  });

export function loader() {
  return { content: combosContent };
}

export default function Combos({ loaderData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  const { city } = useCity();
  return (
    <>
      <CombosHero whatsappNumber={settings.whatsappNumber} cityName={city ? cityLabel(city) : undefined} />
      <Island name="combos" component={CombosSection} props={{ whatsappNumber: settings.whatsappNumber }} />
      <EntertainmentSection services={loaderData.content.services} />
    </>
  );
}
