import { redirect } from "react-router";
import { cityChoices, matchesOfferSearch, offerEntry } from "../features/offers/offers-data.server";
import { OffersPage } from "../features/offers/offers-page";
import { pageMeta } from "../lib/page-meta";
import {
  findActiveCityBySlug,
  listActiveCities,
  listCityOffers,
  listClosedOffers,
  listCurrentOffers,
} from "../server-context.server";
import type { Route } from "./+types/ofertas";

// The repository of offers (RGC art. 22): the two parameters this page reads, `cidade` (a city page's slug)
// and `q` (a code or a name). Like /blog's, a `?q=` is a search: normalised, cached apart and limited per
// address; a `cidade` that names no active city is sent back to the whole list, never rendered.
// A list and a GET form: no client app on a first load (decision 0043). Reached inside the app, it still
// opens on the visit's city.
export const handle = { queryParams: ["cidade", "q"], search: true, staticPage: true };

const QUERY_MAX = 100;

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const q = params.get("q")?.trim().slice(0, QUERY_MAX) ?? "";
  const slug = params.get("cidade") ?? "";
  const city = slug ? await findActiveCityBySlug(context, slug) : undefined;
  if (slug && !city) throw redirect(q ? `/ofertas?q=${encodeURIComponent(q)}` : "/ofertas");

  const [cities, offers] = await Promise.all([
    listActiveCities(context),
    city
      ? listCityOffers(context, city.id)
      : Promise.all([listCurrentOffers(context), listClosedOffers(context)]).then(([current, closed]) => ({
          current,
          closed,
        })),
  ]);
  // Residential plans first, then business plans; each list keeps the catalogue's order.
  const found = (list: Parameters<typeof offerEntry>[0][]) =>
    list
      .filter((offer) => matchesOfferSearch(offer, q))
      .sort((a, b) => Number(a.kind !== "plan") - Number(b.kind !== "plan"))
      .map(offerEntry);
  return {
    q,
    city: city ? slug : "",
    cityName: city ? `${city.name} - ${city.state}` : "",
    cities: cityChoices(cities),
    current: found(offers?.current ?? []),
    closed: found(offers?.closed ?? []),
  };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Ofertas e etiquetas",
    description:
      "Todas as ofertas de internet em vigor e as encerradas, cada uma com a sua Etiqueta Padrão: preços, condições, fidelização e canais de atendimento.",
    path: "/ofertas",
  });

export default function Ofertas({ loaderData }: Route.ComponentProps) {
  return <OffersPage {...loaderData} />;
}
