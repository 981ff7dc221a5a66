import { useCity } from "../features/cities/city-context";
import { AskCityModal } from "../features/cities/city-modal";
import { BannerCarousel } from "../features/home/banner-carousel";
import { useComboCityLinks } from "../features/home/combo-links";
import { loadHomeBanners } from "../features/home/home-banners.server";
import { StaticHtml } from "../features/home/static-html";
import { homeStaticSections } from "../features/home/static-sections.server";
import { PlansSection } from "../features/plans/plans-section";
import { pageMeta } from "../lib/page-meta";
import { useSiteSettings } from "../root";
import { getSiteSettings } from "../server-context.server";
import type { Route } from "./+types/casa";

export const handle = { askCity: true };

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Internet para sua casa",
    description:
      "Planos de internet fibra e combos com streaming e câmera para a sua casa, com instalação gratuita. Veja os planos da sua cidade.",
  });

export async function loader({ context }: Route.LoaderArgs) {
  return {
    banners: await loadHomeBanners(context),
    sections: homeStaticSections(await getSiteSettings(context)),
  };
}

/** SPEC §2's second home layout: the offer for homes, without the institutional blocks. */
export default function Casa({ loaderData }: Route.ComponentProps) {
  const settings = useSiteSettings()!;
  const { city } = useCity();
  useComboCityLinks(settings.whatsappNumber, city?.name);
  return (
    <>
      <div className="mx-auto max-w-7xl px-4 py-5 sm:py-6">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-4xl">Internet para sua casa</h1>
        <p className="mt-1 text-muted-foreground sm:text-lg">
          Fibra óptica com Wi-Fi, streaming e câmeras para toda a família.
        </p>
      </div>
      <BannerCarousel initial={loaderData.banners} />
      <PlansSection whatsappNumber={settings.whatsappNumber} />
      <StaticHtml html={loaderData.sections.combos} />
      <StaticHtml html={loaderData.sections.services} />
      <AskCityModal />
    </>
  );
}
