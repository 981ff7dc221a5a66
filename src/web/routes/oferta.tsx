import { data, isRouteErrorResponse, redirect, useRouteError } from "react-router";
import { NotFoundContent } from "../components/not-found-content";
import { OfferLabelView } from "../features/offers/offer-label-view";
import { offerLabelPage } from "../features/offers/offers-data.server";
import { pageMeta } from "../lib/page-meta";
import type { StaticPageHandle } from "../lib/page-script";
import { useSiteSettings } from "../root";
import { getOfferByCode, getSiteSettings } from "../server-context.server";
import type { Route } from "./+types/oferta";

/**
 * A text page: no client app, only the page script (decision 0043). 'Prefiro que me liguem' opens its form's
 * page, 'Imprimir etiqueta' prints through the page script.
 */
export const handle: StaticPageHandle = { staticPage: true };

/** Longest path written to the log: the client chooses it, and a log line must stay a line. */
const LOGGED_PATH_MAX = 200;

// The sitemap lists every current offer's label (src/server/http/app.ts): their codes come from data.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const offer = await getOfferByCode(context, params.codigo);
  if (!offer) {
    context.logger.warn({ path: new URL(request.url).pathname.slice(0, LOGGED_PATH_MAX) }, "page not found");
    throw data(null, { status: 404 });
  }
  // Codes are written in capitals (decision 0024); 'rit-p12-v3' is found, and sent to its one address.
  if (params.codigo !== offer.code) throw redirect(`/ofertas/${encodeURIComponent(offer.code)}`, 301);
  return offerLabelPage(offer, await getSiteSettings(context));
}

export const meta: Route.MetaFunction = (args) => {
  const label = args.loaderData;
  if (!label) return [{ title: "Página não encontrada" }];
  return pageMeta(args, {
    title: `${label.name} (${label.code}): etiqueta da oferta`,
    description: label.endedOn
      ? `Etiqueta Padrão da oferta ${label.name}, código ${label.code}, encerrada em ${label.endedOn}.`
      : `Etiqueta Padrão da oferta ${label.name}, código ${label.code}: preços, condições, fidelização e canais de atendimento.`,
  });
};

export default function Oferta({ loaderData }: Route.ComponentProps) {
  return <OfferLabelView label={loaderData} whatsappNumber={useSiteSettings().whatsappNumber} />;
}

/** An unknown code: the site's 404, inside the header and footer. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <NotFoundContent
      hint="Não encontramos uma oferta com este código. Confira o código na etiqueta ou no contrato."
      back={{ to: "/ofertas", label: "Ver todas as ofertas e etiquetas" }}
    />
  );
}
