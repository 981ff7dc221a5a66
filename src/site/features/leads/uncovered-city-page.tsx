import { COVERAGE_PAGE_PATH, cityFromSlug } from "../../../domain";
import { Button } from "../../../ui/components/button";
import { Icon } from "../../../ui/components/icon";
import { useHydrated } from "../../../ui/lib/use-hydrated";
import { NotFoundContent } from "../../components/not-found-content";
import { openCoverageRequest, prepareLeadRequest } from "../../stores/lead-requests";

/**
 * The 404 of a city page the site does not serve (/planos/campinas-sp, an unknown or inactive city), with
 * 'Avise-me quando chegar' and the city the address names filled in once hydrated (an island of that 404
 * only, decision 0026: the pages of covered cities carry none of it).
 */
export default function UncoveredCityPage() {
  // This part hydrates once its code has come (after the page's own): until then its button is a plain
  // form's, which opens the form's page.
  const hydrated = useHydrated();
  // The server sends one stored page for every city it does not serve (issue 33, M4): the town the address
  // names is filled in by the browser, so a made-up address never costs a render of its own.
  const place = hydrated
    ? cityFromSlug(decodeURIComponent(location.pathname.split("/")[2] ?? ""))
    : undefined;
  const where = place ? `${place.city} - ${place.uf}` : undefined;
  return (
    <>
      <NotFoundContent
        hint="Esta cidade não está na nossa área de cobertura ou o endereço está incorreto."
        back={{ to: "/mapa-cobertura", label: "Ver as cidades atendidas" }}
      />
      <section aria-labelledby="avise-me-titulo" className="mx-auto -mt-12 max-w-xl px-4 pb-24">
        <div className="flex flex-col items-center gap-4 rounded-2xl border bg-card p-6 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Icon name="bell-ring" className="size-6" />
          </span>
          <h2 id="avise-me-titulo" className="text-xl font-bold">
            {where ? `Quer a nossa internet em ${where}?` : "Quer a nossa internet na sua cidade?"}
          </h2>
          <p className="text-muted-foreground">
            Deixe seu nome e WhatsApp: avisamos você assim que a cobertura chegar.
          </p>
          {/* Before this part's scripts run, or without them, the button opens the form's own page. */}
          <form
            action={COVERAGE_PAGE_PATH}
            onSubmit={(event) => {
              event.preventDefault();
              openCoverageRequest(place ? { city: place.city, uf: place.uf } : {});
            }}
          >
            <Button type="submit" size="lg" onPointerEnter={prepareLeadRequest} onFocus={prepareLeadRequest}>
              <Icon name="bell" />
              Avise-me quando chegar
            </Button>
          </form>
        </div>
      </section>
    </>
  );
}
