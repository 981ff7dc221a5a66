import { data, isRouteErrorResponse } from "react-router";
import { type PublicStreamingBanner, STREAMING_CATALOGUE, uploadedLogos } from "../../domain";
import { useCity } from "../components/city/city-context";
import { NotFoundContent } from "../components/not-found-content";
import { guideContent, LOOKE_PORTAL_STEPS } from "../features/streaming/guides";
import { findStreamingService } from "../features/streaming/service-catalogue";
import { guideIdOf, streamingPageTitle, streamingPath, withArticle } from "../features/streaming/services";
import { StreamingGuidePage } from "../features/streaming/streaming-guide-page";
import { StreamingServicePage } from "../features/streaming/streaming-service-page";
import { pageMeta } from "../lib/page-meta";
import type { StaticPageHandle } from "../lib/page-script";
import { useSiteSettings } from "../root";
import { getSiteSettings, listCurrentOffers, listGuideBanners } from "../server-context.server";
import type { Route } from "./+types/streaming";

// A guide or a service's page is text, a carousel and dialogs the page script runs: no client app (0043).
export const handle: StaticPageHandle & { sitemapPaths: string[]; salesTopic: "streamings" } = {
  staticPage: true,
  sitemapPaths: STREAMING_CATALOGUE.map((entry) => streamingPath(entry.id)),
  salesTopic: "streamings",
};

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const found = findStreamingService(params.id);
  if (!found) {
    context.logger.warn({ path: new URL(request.url).pathname }, "page not found");
    throw data(null, { status: 404 });
  }
  const logos = uploadedLogos((await listCurrentOffers(context)).flatMap((offer) => offer.apps));
  const service = { ...found, logoUrl: logos[found.id] ?? null };
  const guide = guideIdOf(service.id);
  let banners: PublicStreamingBanner[] = [];
  if (guide) {
    try {
      banners = await listGuideBanners(context, guide);
    } catch (error) {
      // SPEC §8: a banner failure is logged only; the guide shows without its carousel.
      context.logger.error({ err: error, service: guide }, "could not load streaming banners");
    }
  }
  const settings = await getSiteSettings(context);
  // This service's texts only: the catalogue's other nineteen stay out of the page's JavaScript.
  const guideData = guide && {
    id: guide,
    content: guideContent(guide, settings.companyName),
    portalSteps: guide === "looke" ? LOOKE_PORTAL_STEPS : null,
  };
  return { service, guide: guideData, banners };
}

export const meta: Route.MetaFunction = (args) => {
  const service = args.data?.service;
  if (!service) return [{ title: "Página não encontrada" }];
  return args.data?.guide
    ? pageMeta(args, {
        title: streamingPageTitle(service),
        description: `Passo a passo para ativar ${withArticle(service)} incluído no seu plano. ${service.description}`,
      })
    : pageMeta(args, {
        title: streamingPageTitle(service),
        description: `${service.description} Saiba como ter ${withArticle(service)} com a sua internet fibra.`,
      });
};

export default function Streaming({ loaderData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  const { city } = useCity();
  const { service, guide, banners } = loaderData;
  return guide ? (
    <StreamingGuidePage
      id={guide.id}
      service={service}
      content={guide.content}
      portalSteps={guide.portalSteps}
      banners={banners}
      settings={settings}
      city={city}
    />
  ) : (
    <StreamingServicePage service={service} settings={settings} city={city} />
  );
}

/** An unknown service: the site's 404, inside the header and footer; any other error is the root's. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <NotFoundContent back={{ to: "/streamings", label: "Ver todos os streamings" }} />;
}
