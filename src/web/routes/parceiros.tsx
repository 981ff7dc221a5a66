import { useCity } from "../components/city/city-context";
import { PartnersPage } from "../features/partners/partners-page";
import { pageMeta } from "../lib/page-meta";
import { useSiteSettings } from "../root";
import type { Route } from "./+types/parceiros";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Seja parceiro",
    description:
      "Programa de parceiros: revenda internet fibra, móvel, TV e entretenimento e aumente as vendas e o faturamento da sua empresa.",
  });

export default function Parceiros() {
  const settings = useSiteSettings();
  const { city } = useCity();
  return (
    <PartnersPage
      companyName={settings.companyName}
      whatsappNumber={settings.whatsappNumber}
      cityName={city?.name}
    />
  );
}
