import { Suspense } from "react";
import { useCity } from "../components/city/city-context";
import { Island, type IslandPageHandle } from "../components/island";
import { ServerHtml } from "../components/server-html";
import { AskCityModal } from "../features/cities/city-modal";
import { useComboCityLinks } from "../features/home/combo-links";
import { loadHomeBanners } from "../features/home/home-banners.server";
import { homeStaticSections } from "../features/home/static-sections.server";
import { PlansSection } from "../features/plans/plans-section";
import { deferredPart } from "../lib/deferred-part";
import { keepInDocument } from "../lib/document-html.server";
import { pageMeta } from "../lib/page-meta";
import { useSiteSettings } from "../root";
import { getSiteSettings } from "../server-context.server";
import type { Route } from "./+types/home";

// One module for / and /casa (SPEC §2's second home layout: the offer for homes, without the
// institutional blocks); the path picks the layout, in the loader: its texts reach the browser as data, for
// the page and its head, rather than as part of the script.
const LAYOUTS = {
  home: {
    title: "",
    description:
      "Internet fibra, combos com streaming e câmeras de segurança na sua cidade. Escolha sua cidade e veja os planos.",
    heading: "Internet fibra, combos e câmeras na sua cidade",
    lead: "Conexão rápida e estável, streaming incluso e atendimento perto de você.",
    institutional: true,
  },
  casa: {
    title: "Internet para sua casa",
    description:
      "Planos de internet fibra e combos com streaming e câmera para a sua casa, com instalação gratuita. Veja os planos da sua cidade.",
    heading: "Internet para sua casa",
    lead: "Fibra óptica com Wi-Fi, streaming e câmeras para toda a família.",
    institutional: false,
  },
};

const layoutOf = (pathname: string) =>
  pathname.replace(/\/+$/, "") === "/casa" ? LAYOUTS.casa : LAYOUTS.home;

// The city modal, first in the page's HTML (the layout renders it): its code comes with this page's. A first
// load is a page of islands (decision 0049): the modal, the plans and the city notice hydrate, alone.
export const handle: IslandPageHandle & { askCity: typeof AskCityModal } = {
  askCity: AskCityModal,
  islands: ["plans"],
};

// The banners are in the server's HTML with their links; their rotation and controls hydrate once the
// carousel's code has come, after the page's first scripts (a deferred part, decision 0039).
const BannerCarousel = deferredPart(() =>
  import("../features/home/banner-carousel").then((module) => ({ default: module.BannerCarousel })),
);

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, args.loaderData?.layout ?? { title: "", description: "" });

export async function loader({ context, request }: Route.LoaderArgs) {
  const { institutional, ...layout } = layoutOf(new URL(request.url).pathname);
  return {
    layout,
    banners: await loadHomeBanners(context),
    sections: keepInDocument(context, homeStaticSections(await getSiteSettings(context), institutional)),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  const { city } = useCity();
  const { layout } = loaderData;
  useComboCityLinks(settings.whatsappNumber, city?.name, loaderData.sections.combos);
  return (
    <>
      <div className="mx-auto max-w-7xl px-4 py-5 sm:py-6">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-4xl">{layout.heading}</h1>
        <p className="mt-1 text-muted-foreground sm:text-lg">{layout.lead}</p>
      </div>
      <Suspense fallback={null}>
        <BannerCarousel initial={loaderData.banners} />
      </Suspense>
      <ServerHtml className="contents" html={loaderData.sections.stats} />
      <Island name="plans" component={PlansSection} props={{ whatsappNumber: settings.whatsappNumber }} />
      <ServerHtml className="contents" html={loaderData.sections.combos} />
      <ServerHtml className="contents" html={loaderData.sections.services} />
      <ServerHtml className="contents" html={loaderData.sections.extras} />
    </>
  );
}
