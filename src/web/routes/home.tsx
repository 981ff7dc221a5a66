import { useCity } from "../features/cities/city-context";
import { AskCityModal } from "../features/cities/city-modal";
import { BannerCarousel } from "../features/home/banner-carousel";
import { useComboCityLinks } from "../features/home/combo-links";
import { loadHomeBanners } from "../features/home/home-banners.server";
import { StaticHtml } from "../features/home/static-html";
import { homeStaticSections } from "../features/home/static-sections.server";
import { StatsStrip } from "../features/home/stats-strip";
import { PlansSection } from "../features/plans/plans-section";
import { pageMeta } from "../lib/page-meta";
import { useSiteSettings } from "../root";
import { getSiteSettings } from "../server-context.server";
import type { Route } from "./+types/home";

export const handle = { askCity: true };

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "",
    description:
      "Internet fibra, combos com streaming e câmeras de segurança na sua cidade. Escolha sua cidade e veja os planos.",
  });

export async function loader({ context }: Route.LoaderArgs) {
  return {
    banners: await loadHomeBanners(context),
    sections: homeStaticSections(await getSiteSettings(context)),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const settings = useSiteSettings()!;
  const { city } = useCity();
  useComboCityLinks(settings.whatsappNumber, city?.name);
  return (
    <>
      <div className="mx-auto max-w-7xl px-4 py-5 sm:py-6">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-4xl">
          Internet fibra, combos e câmeras na sua cidade
        </h1>
        <p className="mt-1 text-muted-foreground sm:text-lg">
          Conexão rápida e estável, streaming incluso e atendimento perto de você.
        </p>
      </div>
      <BannerCarousel initial={loaderData.banners} />
      <StatsStrip settings={settings} />
      <PlansSection whatsappNumber={settings.whatsappNumber} />
      <StaticHtml html={loaderData.sections.combos} />
      <StaticHtml html={loaderData.sections.services} />
      <StaticHtml html={loaderData.sections.extras} />
      <AskCityModal />
    </>
  );
}
