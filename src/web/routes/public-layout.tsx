import { type ComponentType, useEffect } from "react";
import { Outlet, useMatches } from "react-router";
import { packCities } from "../../domain";
import { CityProvider } from "../components/city/city-context";
import { Island, IslandDataScript } from "../components/island";
import { ServerHtml } from "../components/server-html";
import { CityGate } from "../features/cities/city-gate";
import { FOOTER_CLASS } from "../features/layout/footer";
import { Header } from "../features/layout/header";
import { bindSkipShortcuts, SKIP_TARGETS } from "../features/layout/header-behaviour";
import { layoutHtml } from "../features/layout/layout-html.server";
import { WhatsAppButton } from "../features/layout/whatsapp-button";
import { LeadRequestHost } from "../features/leads/lead-request-host";
import { expireSavedReferrer } from "../features/referral/saved-referrer";
import { keepInDocument } from "../lib/document-html.server";
import { useSiteSettings } from "../root";
import { getSiteSettings, listActiveCities } from "../server-context.server";
import type { Route } from "./+types/public-layout";

/**
 * Pages that ask for a city as soon as they open name the modal in their handle, `handle = { askCity:
 * AskCityModal }`: the layout renders it first, and only those pages load its code up front (the others load
 * it when asked, CityGate). A city's page (`cityPage: true`, its loader's data has the `city`) is rendered
 * with that city as the visit's.
 */
type PageHandle = { askCity?: ComponentType<{ whatsappNumber: string }>; cityPage?: boolean };

export async function loader({ context }: Route.LoaderArgs) {
  const html = keepInDocument(context, layoutHtml(await getSiteSettings(context)));
  try {
    return { cities: packCities(await listActiveCities(context)), html };
  } catch (error) {
    context.logger.error({ err: error }, "could not load cities");
    return { cities: null, html };
  }
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  const matches = useMatches();
  const AskCity = matches.map((match) => (match.handle as PageHandle | undefined)?.askCity).find(Boolean);
  const pageCity = matches.find((match) => (match.handle as PageHandle | undefined)?.cityPage)?.loaderData as
    | { city?: { id: number } }
    | undefined;
  useEffect(bindSkipShortcuts, []);
  // On every public page: /indique's step 1 (a CPF) leaves the browser at its hour's end.
  useEffect(expireSavedReferrer, []);
  return (
    <CityProvider cities={loaderData.cities} pageCity={pageCity?.city?.id}>
      {/* First in the body, before the header: on a slow network the browser paints what has arrived while
          the rest of the HTML still comes, and that first paint must hold the modal and its CEP field,
          which take typing before any script runs (issue 39; the bench's slow first visit). */}
      {AskCity && (
        <Island name="city-modal" component={AskCity} props={{ whatsappNumber: settings.whatsappNumber }} />
      )}
      <div className="flex min-h-dvh flex-col">
        <Header settings={settings} menus={loaderData.html} />
        <main
          id={SKIP_TARGETS.content}
          tabIndex={-1}
          // A page whose last band is full-bleed (data-fill) stretches it down to the footer: no blank strip.
          className="flex-1 has-[>[data-fill]]:flex has-[>[data-fill]]:flex-col"
        >
          <Outlet />
        </main>
        <ServerHtml
          as="footer"
          id={SKIP_TARGETS.footer}
          tabIndex={-1}
          className={FOOTER_CLASS}
          html={loaderData.html.footer}
        />
      </div>
      <WhatsAppButton number={settings.whatsappNumber} />
      <CityGate askCity={AskCity !== undefined} whatsappNumber={settings.whatsappNumber} />
      {/* 'Avise-me quando chegar', 'Prefiro que me liguem' and the business request, from any page. */}
      <LeadRequestHost />
      {/* A page of islands (decision 0049): what its roots share, after the page's content. */}
      <IslandDataScript
        data={{
          cities: loaderData.cities,
          pageCity: pageCity?.city?.id,
          whatsappNumber: settings.whatsappNumber,
        }}
      />
    </CityProvider>
  );
}
