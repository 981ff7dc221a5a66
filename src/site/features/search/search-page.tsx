import { Button } from "../../../ui/components/button";
import { Icon } from "../../../ui/components/icon";
import { MAX_QUERY_LENGTH, resultCountText, type SearchResults } from "./search";

const SUGGESTIONS = [
  { path: "/internet/fibra", label: "Internet fibra" },
  { path: "/combos", label: "Combos" },
  { path: "/webcam", label: "Câmeras de segurança" },
  { path: "/empresas", label: "Internet para empresas" },
  { path: "/mapa-cobertura", label: "Cidades atendidas" },
  { path: "/cliente/segunda-via", label: "Segunda via da fatura" },
  { path: "/central-atendimento", label: "Central de atendimento" },
];

const SUGGESTED_TERMS = ["fibra", "combo", "câmera", "segunda via", "suporte"];

function Suggestions() {
  return (
    <div className="flex flex-col gap-4">
      <p>
        Experimente:{" "}
        {SUGGESTED_TERMS.map((term, i) => (
          <span key={term}>
            {i > 0 && ", "}
            <a
              href={`/busca?q=${encodeURIComponent(term)}`}
              className="font-semibold text-primary underline underline-offset-4"
            >
              {term}
            </a>
          </span>
        ))}
        .
      </p>
      <div className="flex flex-col gap-2">
        <h2 className="text-lg font-bold">Páginas mais procuradas</h2>
        <ul className="flex flex-wrap gap-2">
          {SUGGESTIONS.map((item) => (
            <li key={item.path}>
              <a
                href={item.path}
                className="inline-flex rounded-full border px-3 py-1 text-sm font-semibold hover:bg-muted"
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** The search form: a plain GET form, so it works before and without any script. */
export function SearchForm({ query }: { query: string }) {
  return (
    <search>
      <form method="get" action="/busca" className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor="busca-q" className="text-sm font-semibold">
            O que você procura?
          </label>
          <input
            id="busca-q"
            name="q"
            type="search"
            defaultValue={query}
            maxLength={MAX_QUERY_LENGTH}
            placeholder="Ex.: fibra, combo, segunda via, sua cidade"
            className="h-11 w-full rounded-md border border-input bg-background px-3 text-base"
          />
        </div>
        <Button type="submit" size="lg">
          <Icon name="search" />
          Buscar
        </Button>
      </form>
    </search>
  );
}

export function SearchPage({ results }: { results: SearchResults }) {
  const { query, total, groups } = results;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-10">
      <h1 className="text-3xl font-extrabold">{query ? "Resultados da busca" : "Buscar no site"}</h1>
      {/* Keyed by the query so a new search re-renders the form with the new text. */}
      <SearchForm key={query} query={query} />
      {query && (
        // React escapes the echoed text: the query is shown, never interpreted as markup.
        <p role="status" className="text-lg" data-testid="search-count">
          {resultCountText(total)} para <q className="font-semibold">{query}</q>
        </p>
      )}
      {query && total === 0 && (
        <div className="flex flex-col gap-4 rounded-lg border border-dashed p-6">
          <p>Confira a ortografia ou use palavras mais simples.</p>
          <Suggestions />
        </div>
      )}
      {groups.map((group) => (
        <section key={group.kind} aria-labelledby={`busca-${group.kind}`} className="flex flex-col gap-3">
          <h2 id={`busca-${group.kind}`} className="text-xl font-bold">
            {group.label} <span className="font-normal text-muted-foreground">({group.total})</span>
          </h2>
          <ul className="flex flex-col divide-y rounded-lg border">
            {group.hits.map((hit) => (
              <li key={`${hit.path} ${hit.title}`} className="p-4">
                <a
                  href={hit.path}
                  className="text-lg font-semibold text-primary underline-offset-4 hover:underline"
                >
                  {hit.title}
                </a>
                <p className="text-sm text-muted-foreground">{hit.description}</p>
              </li>
            ))}
          </ul>
          {group.total > group.hits.length && (
            <p className="text-sm text-muted-foreground">
              Mostrando {group.hits.length} de {group.total}. Refine a busca para ver outros resultados.
            </p>
          )}
        </section>
      ))}
      {!query && <Suggestions />}
    </div>
  );
}
