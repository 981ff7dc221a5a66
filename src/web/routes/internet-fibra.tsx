import { cityLabel } from "../../domain";
import { useCity } from "../components/city/city-context";
import { Island, type IslandPageHandle } from "../components/island";
import { fibraContent } from "../features/fibra/fibra-content.server";
import { ConnectivityAddon, FibraFaq, FibraHero, PartnerServices } from "../features/fibra/fibra-page";
import { PlansSection } from "../features/plans/plans-section";
import type { SalesTopic } from "../lib/contact";
import { pageMeta } from "../lib/page-meta";
import { useSiteSettings } from "../root";
import type { Route } from "./+types/internet-fibra";

// The floating WhatsApp button's message names what this page sells. A first load is a page of islands
// (decision 0049): the plans hydrate, alone.
export const handle = { salesTopic: "fibra" as const, islands: ["plans"] } satisfies IslandPageHandle & {
  salesTopic: SalesTopic;
};

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Internet Fibra",
    description:
      "Internet fibra óptica de 350 Mega a 1 Giga, com Wi-Fi incluso e instalação gratuita. Escolha sua cidade e veja os planos.",
  });

export function loader() {
  return { content: fibraContent };
}

export default function InternetFibra({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const settings = useSiteSettings();
  const { city } = useCity();
  const cityName = city ? cityLabel(city) : undefined;
  return (
    <>
      <FibraHero whatsappNumber={settings.whatsappNumber} cityName={cityName} />
      <Island name="plans" component={PlansSection} props={{ whatsappNumber: settings.whatsappNumber }} />
      <ConnectivityAddon whatsappNumber={settings.whatsappNumber} cityName={cityName} />
      <PartnerServices items={content.partners} />
      <FibraFaq items={content.faq} />
    </>
  );
}
