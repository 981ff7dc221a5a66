import { Suspense, useEffect } from "react";
import { data, isRouteErrorResponse, redirect } from "react-router";
import { useCity } from "../components/city/city-context";
import { CityOffer, cityPageDescription, cityPageTitle } from "../features/coverage/city-offer";
import { deferredPart } from "../lib/deferred-part";
import { pageMeta } from "../lib/page-meta";
import type { StaticPageHandle } from "../lib/page-script";
import { useSiteSettings } from "../root";
import { getCityOffer } from "../server-context.server";
import type { Route } from "./+types/city-page";

// The sitemap lists every active city's page from the catalogue, not from a `handle`.

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const slug = params.cidade.toLowerCase();
  // One address per city: /planos/Vitoria-ES is the same page as /planos/vitoria-es.
  if (slug !== params.cidade) throw redirect(`/planos/${encodeURIComponent(slug)}`, 301);
  const offer = await getCityOffer(context, slug);
  if (!offer) {
    context.logger.warn({ path: new URL(request.url).pathname }, "page not found");
    throw data(null, { status: 404 });
  }
  return offer;
}

// The floating WhatsApp button's message names what this page sells. A slug that names no active city gets
// the one stored 'uncovered city' page (src/server/http/pages.ts), the same bytes whatever the slug; that 404
// hydrates (its 'Avise-me quando chegar' opens in place), a city's page ships no client app (decision 0045).
export const handle = {
  salesTopic: "fibra" as const,
  sharedNotFound: { cityParam: "cidade" },
  cityPage: true,
  staticPage: "found",
} satisfies StaticPageHandle & Record<string, unknown>;

export const meta: Route.MetaFunction = (args) => {
  if (!args.data) return [{ title: "Página não encontrada" }, { name: "robots", content: "noindex" }];
  const { city, plans } = args.data;
  return pageMeta(args, { title: cityPageTitle(city), description: cityPageDescription(city, plans) });
};

export default function CityPage({ loaderData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  const { cities, adoptCity } = useCity();
  const cityId = loaderData.city.id;
  // The city of the page the visitor opened is theirs for the rest of the visit (top bar, plans, chat): on a
  // first load the layout renders with it; reached inside the app, it is adopted here.
  useEffect(() => {
    const city = cities?.find((item) => item.id === cityId);
    if (city) adoptCity(city);
  }, [cities, cityId, adoptCity]);
  return (
    <CityOffer
      city={loaderData.city}
      plans={loaderData.plans}
      businessPlans={loaderData.businessPlans}
      whatsappNumber={settings.whatsappNumber}
    />
  );
}

// The 404 of a city we do not serve, with 'Avise-me quando chegar': loaded on that 404 only, so the pages
// of covered cities carry none of its code (decision 0026). A deferred part (decision 0039): until its code
// has come the button is a plain form's, and the page says a part is still loading (`data-parts-loading`).
const UncoveredCityPage = deferredPart(() => import("../features/leads/uncovered-city-page"));

export function ErrorBoundary({ error, params }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <Suspense fallback={null}>
        <UncoveredCityPage slug={params.cidade ?? ""} />
      </Suspense>
    );
  throw error;
}
