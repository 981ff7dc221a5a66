import { cityLabel } from "../../domain";
import { useCity } from "../components/city/city-context";
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
import { pageMeta } from "../lib/page-meta";
import { useSiteSettings } from "../root";
import type { Route } from "./+types/empresas";

// The floating WhatsApp button's message names what this page sells.
export const handle = { salesTopic: "empresas" as const };

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
      <BusinessPlansSection whatsappNumber={settings.whatsappNumber} />
      <BusinessSolutions
        whatsappNumber={settings.whatsappNumber}
        cityName={cityName}
        connectivity={content.connectivity}
      />
      <GovernmentServices items={content.government} />
      <BusinessRequestSection cityName={cityName} />
      <BusinessContacts settings={settings} />
    </>
  );
}
