import { Button } from "../../../ui/components/button";
import { Icon } from "../../../ui/components/icon";
import { Input } from "../../../ui/components/input";
import type { OfferEntry } from "./offers-data.server";

const FIELD =
  "flex h-11 w-full rounded-md border border-input bg-background px-3 py-2 text-base text-foreground";

/**
 * /ofertas: the repository of offers (RGC art. 22). The current ones and those closed in the last years,
 * each linking to its Etiqueta Padrão; a GET form filters by city and searches by code or name, so it works
 * without JavaScript too.
 */
export function OffersPage({
  q,
  city,
  cityName,
  cities,
  current,
  closed,
}: {
  q: string;
  city: string;
  cityName: string;
  cities: readonly { slug: string; label: string }[];
  current: readonly OfferEntry[];
  closed: readonly OfferEntry[];
}) {
  const filtered = q !== "" || city !== "";
  const where = cityName ? ` em ${cityName}` : "";
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-10">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-extrabold md:text-4xl">Ofertas e etiquetas</h1>
        <p className="max-w-3xl text-lg text-muted-foreground">
          Todas as nossas ofertas de internet, as vigentes e as encerradas, cada uma com o seu código e a sua
          Etiqueta Padrão: preços, promoções, fidelização, condições de uso e canais de atendimento, como a
          Anatel determina.
        </p>
      </header>

      <search aria-label="Filtrar ofertas">
        {/* Keyed by what the page shows, so 'Limpar' and the history reset the fields too. */}
        <form
          key={`${city}|${q}`}
          method="get"
          action="/ofertas"
          className="grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        >
          <div className="flex flex-col gap-1.5">
            <label htmlFor="ofertas-cidade" className="text-sm font-semibold">
              Filtrar por cidade
            </label>
            <select id="ofertas-cidade" name="cidade" defaultValue={city} className={FIELD}>
              <option value="">Todas as cidades</option>
              {cities.map((choice) => (
                <option key={choice.slug} value={choice.slug}>
                  {choice.label}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor="ofertas-busca" className="text-sm font-semibold">
              Código ou nome da oferta
            </label>
            <Input
              id="ofertas-busca"
              type="search"
              name="q"
              defaultValue={q}
              placeholder="ex.: RIT-P1-V1"
              large
            />
          </div>
          <div className="flex gap-2">
            <Button type="submit" size="field">
              <Icon name="search" />
              Filtrar
            </Button>
            {filtered && (
              // Every city, said in the address: the visit's city preselects only an address without one.
              <Button asChild variant="outline" size="field">
                <a href="/ofertas?cidade=">Limpar</a>
              </Button>
            )}
          </div>
        </form>
      </search>

      {filtered && (
        <p aria-live="polite" className="font-semibold">
          {current.length + closed.length === 0
            ? `Nenhuma oferta encontrada${q ? ` para "${q}"` : ""}${where}.`
            : `${current.length + closed.length} ${current.length + closed.length === 1 ? "oferta encontrada" : "ofertas encontradas"}${q ? ` para "${q}"` : ""}${where}.`}
        </p>
      )}

      <OfferList
        id="ofertas-vigentes"
        title="Ofertas vigentes"
        intro={`À venda hoje${where}.`}
        empty="Nenhuma oferta vigente."
        offers={current}
      />
      <OfferList
        id="ofertas-encerradas"
        title="Ofertas encerradas"
        intro="Ofertas que não são mais vendidas, com o período em que valeram. Ficam aqui por pelo menos 3 anos."
        empty="Nenhuma oferta encerrada."
        offers={closed}
      />
    </div>
  );
}

function OfferList({
  id,
  title,
  intro,
  empty,
  offers,
}: {
  id: string;
  title: string;
  intro: string;
  empty: string;
  offers: readonly OfferEntry[];
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4" data-testid={id}>
      <div className="flex flex-col gap-1">
        <h2 id={id} className="text-2xl font-bold">
          {title}
        </h2>
        <p className="text-muted-foreground">{intro}</p>
      </div>
      {offers.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">{empty}</p>
      ) : (
        <ul className="flex flex-col divide-y rounded-xl border bg-card">
          {offers.map((offer) => (
            <li
              key={offer.code}
              data-testid="offer-entry"
              className="grid gap-1 p-4 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-x-6"
            >
              <div className="flex min-w-0 flex-col gap-1">
                <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                  <a
                    href={offer.path}
                    className="text-lg font-bold text-primary underline-offset-4 hover:underline"
                  >
                    {offer.name}
                  </a>
                  <span className="font-mono text-sm font-semibold">{offer.code}</span>
                  <span className="text-xs font-semibold text-muted-foreground uppercase">{offer.kind}</span>
                </p>
                <p className="text-sm">{offer.terms}</p>
                {offer.cities && <p className="text-sm text-muted-foreground">{offer.cities}</p>}
              </div>
              <p className="text-sm font-semibold text-muted-foreground sm:text-right">{offer.period}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
