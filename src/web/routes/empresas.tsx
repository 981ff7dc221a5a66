import { cityLabel } from "../../domain";
import { useCity } from "../components/city/city-context";
import { Island, type IslandPageHandle } from "../components/island";
import { businessContent } from "../features/business/business-content.server";
import {
  BusinessAdvantages,
  BusinessContacts,
  BusinessHero,
  BusinessSolutions,
  GovernmentServices,
} from "../features/business/business-page";
import { BusinessRequestSection } from "../features/leads/business-request-section";
import { BusinessPlansSection } from "../features/plans/business-plans-section";
import type { SalesTopic } from "../lib/contact";
import { pageMeta } from "../lib/page-meta";
import { useSiteSettings } from "../root";
import type { Route } from "./+types/empresas";

// The floating WhatsApp button's message names what this page sells. A first load is a page of islands
// (decision 0049): the plans hydrate, alone, and the proposal's button once its code has come after them (its
// form opens the proposal's page until then).
export const handle = {
  salesTopic: "empresas" as const,
  islands: ["business-plans"],
} satisfies IslandPageHandle & { salesTopic: SalesTopic };

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Internet para empresas",
    description:
      "Internet fibra empresarial, IP fixo, VPN, LAN to LAN e segurança, com suporte 24/7. Veja os planos empresariais da sua cidade.",
  });

export function loader() {
  return { content: businessContent };
}

export default function Empresas({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const settings = useSiteSettings();
  const { city } = useCity();
  const cityName = city ? cityLabel(city) : undefined;
  return (
    <>
      <BusinessHero whatsappNumber={settings.whatsappNumber} cityName={cityName} />
      <BusinessAdvantages items={content.advantages} />
      <Island
        name="business-plans"
        component={BusinessPlansSection}
        props={{ whatsappNumber: settings.whatsappNumber }}
      />
      <BusinessSolutions
        whatsappNumber={settings.whatsappNumber}
        cityName={cityName}
        connectivity={content.connectivity}
      />
      <GovernmentServices items={content.government} />
      <Island name="business-request" component={BusinessRequestSection} props={{}} />
      <BusinessContacts settings={settings} />
    </>
  );
}
