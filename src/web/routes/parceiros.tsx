import { startingPrices } from "../../domain";
import { useCity } from "../components/city/city-context";
import { PartnersPage } from "../features/partners/partners-page";
import { pageMeta } from "../lib/page-meta";
import type { StaticPageHandle } from "../lib/page-script";
import { useSiteSettings } from "../root";
import { listCurrentOffers } from "../server-context.server";
import type { Route } from "./+types/parceiros";

/** A text page: no client app, only the page script (decision 0043). */
export const handle: StaticPageHandle = { staticPage: true };

export async function loader({ context }: Route.LoaderArgs) {
  // The service cards: only what the catalogue sells today, each from its lowest price.
  return { services: startingPrices(await listCurrentOffers(context)) };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Seja parceiro",
    description:
      "Programa de parceiros: revenda a nossa internet fibra e aumente as vendas e o faturamento da sua empresa.",
  });

export default function Parceiros({ loaderData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  const { city } = useCity();
  return (
    <PartnersPage
      companyName={settings.companyName}
      whatsappNumber={settings.whatsappNumber}
      cityName={city?.name}
      services={loaderData.services}
    />
  );
}
