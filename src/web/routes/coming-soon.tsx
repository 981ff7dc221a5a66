import { useLocation } from "react-router";
import { useCity } from "../components/city/city-context";
import { ComingSoon, comingSoonProduct } from "../features/coming-soon/coming-soon";
import { pageMeta } from "../lib/page-meta";
import type { StaticPageHandle } from "../lib/page-script";
import { useSiteSettings } from "../root";
import type { Route } from "./+types/coming-soon";

/** No client app (decision 0043): text and links. */
export const handle: StaticPageHandle = { staticPage: true };

// One module for /movel and /internet/fwa-5g; the path picks the product.
export const meta: Route.MetaFunction = (args) => {
  const product = comingSoonProduct(args.location.pathname);
  return pageMeta(args, { title: `${product.title}: em breve`, description: product.description });
};

export default function ComingSoonRoute() {
  const { pathname } = useLocation();
  const settings = useSiteSettings();
  const { city } = useCity();
  return (
    <ComingSoon
      product={comingSoonProduct(pathname)}
      whatsappNumber={settings.whatsappNumber}
      cityName={city?.name}
    />
  );
}
