import { type KeyboardEvent, memo, useEffect, useId, useMemo, useRef, useState } from "react";
import { Link, useBlocker, useRevalidator } from "react-router";
import { type CityPrice, formatPrice, matchesSearch, type PriceTerms } from "../../domain";
import type {
  AssociationMatrixChange,
  AssociationMatrixInput,
  AssociationMatrixResult,
  AssociationState,
  CityPriceInput,
} from "../../domain/schemas";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "../../ui/components/alert-dialog";
import { Button } from "../../ui/components/button";
import { Icon } from "../../ui/components/icon";
import { Input } from "../../ui/components/input";
import { NativeSelect } from "../../ui/components/native-select";
import { useTypedBeforeScripts } from "../../ui/lib/use-typed-before-scripts";
import { cn } from "../../ui/lib/utils";
import type { ResponseLike } from "../kit/api";
import { cityLabel } from "../kit/columns";
import { PagedFooter } from "../kit/pagination";
import { FormFailure } from "../kit/use-entity-form";
import type { MutationFailure } from "../kit/use-mutation";
import { useMutation } from "../kit/use-mutation";
import { CityPriceDialog, type PricedPair } from "./city-price-dialog";
import { MatrixSpreadsheet, type SpreadsheetCalls } from "./matrix-spreadsheet";

/** Cities a page of the matrix shows (the rows); every plan that passes the filter is a column. */
const CITIES_PER_PAGE = 50;

type City = { id: number; name: string; state: string };
type Plan = { id: number; name: string } & PriceTerms;
/**
 * An association as the matrix reads it: its plan, its city, whether it is active, and its own price
 * ('Preço nesta cidade', all null for the plan's; decision 0040) with the version it was read at.
 */
export type MatrixPair = CityPrice & {
  id: number;
  planId: number;
  cityId: number;
  isActive: boolean;
  updatedAt: string;
};

const keyOf = (planId: number, cityId: number) => `${planId}:${cityId}`;
const NEXT: Record<AssociationState, AssociationState> = {
  absent: "active",
  active: "inactive",
  inactive: "absent",
};
const STATE_TEXT: Record<AssociationState, string> = {
  absent: "sem associação",
  active: "ativo",
  inactive: "inativo",
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** 'Matriz salva: 3 criadas, 2 alteradas, 1 removida.' */
export function matrixResultText({ created, updated, removed }: AssociationMatrixResult): string {
  return `Matriz salva: ${plural(created, "criada", "criadas")}, ${plural(updated, "alterada", "alteradas")}, ${plural(removed, "removida", "removidas")}.`;
}

type Row = { kind: "state"; state: string; cityIds: number[] } | { kind: "city"; city: City };

type Props = {
  /** The tab's heading: the grid is named after it. */
  heading: string;
  /** 'Plano' or 'Plano empresarial': the columns' filter. */
  planLabel: string;
  plans: readonly Plan[];
  cities: readonly City[];
  /** Active cities no CEP range leads to. */
  withoutCep: readonly number[];
  pairs: readonly MatrixPair[];
  send: (values: AssociationMatrixInput) => Promise<ResponseLike>;
  /** Saves one pair's own price at once ('Preço nesta cidade'). */
  setPrice: (pair: MatrixPair, values: CityPriceInput) => Promise<ResponseLike>;
  /** 'Exportar CSV' and 'Importar CSV'. */
  spreadsheet: SpreadsheetCalls;
  /** The export's name if the server gives none. */
  csvName: string;
};

/**
 * Plans × cities, one cell per pair (no association, active, inactive), cities grouped by state with a
 * 'todas do estado' toggle per plan. Changes stay on screen until 'Salvar alterações' sends them together:
 * one transaction, one toast. A grid for the keyboard: arrows, Home and End move, Space or Enter switches.
 */
export function AssociationMatrix({
  heading,
  planLabel,
  plans,
  cities,
  withoutCep,
  pairs,
  send,
  setPrice,
  spreadsheet,
  csvName,
}: Props) {
  const [stateFilter, setStateFilter] = useState("");
  const [planFilter, setPlanFilter] = useState("");
  const [cityFilter, setCityFilter] = useState("");
  const [pageIndex, setPageIndex] = useState(0);
  const filterCities = (typed: string) => {
    setCityFilter(typed);
    setPageIndex(0);
  };
  const planFilterRef = useTypedBeforeScripts(setPlanFilter);
  const cityFilterRef = useTypedBeforeScripts(filterCities);
  const [draft, setDraft] = useState<ReadonlyMap<string, AssociationState>>(new Map());
  const [active, setActive] = useState<[number, number]>([0, 0]);
  const [failure, setFailure] = useState<MutationFailure | null>(null);
  const [pricing, setPricing] = useState<{ pair: MatrixPair; shown: PricedPair } | undefined>();
  const mutation = useMutation();
  const revalidator = useRevalidator();
  const grid = useRef<HTMLTableElement>(null);
  const ids = useId();

  const saved = useMemo(
    () =>
      new Map(pairs.map((pair) => [keyOf(pair.planId, pair.cityId), pair.isActive ? "active" : "inactive"])),
    [pairs],
  ) as ReadonlyMap<string, AssociationState>;
  const savedPairs = useMemo(
    () => new Map(pairs.map((pair) => [keyOf(pair.planId, pair.cityId), pair])),
    [pairs],
  ) as ReadonlyMap<string, MatrixPair>;
  // Rows render again only when what they show changes (MatrixRow), so what they call reads the latest
  // draft and saved pairs from here rather than from the render that made them.
  const live = useRef({ draft, saved, savedPairs });
  live.current = { draft, saved, savedPairs };
  const savedState = (key: string): AssociationState => live.current.saved.get(key) ?? "absent";
  const stateOf = (planId: number, cityId: number) => {
    const key = keyOf(planId, cityId);
    return live.current.draft.get(key) ?? savedState(key);
  };

  const states = useMemo(() => [...new Set(cities.map((city) => city.state))].sort(), [cities]);
  const shownPlans = useMemo(
    () => plans.filter((plan) => matchesSearch([plan.name], planFilter)),
    [plans, planFilter],
  );
  const shownCities = useMemo(
    () =>
      cities
        .filter(
          (city) => (!stateFilter || city.state === stateFilter) && matchesSearch([city.name], cityFilter),
        )
        .sort((a, b) => a.state.localeCompare(b.state) || a.name.localeCompare(b.name, "pt-BR")),
    [cities, stateFilter, cityFilter],
  );
  const pageCount = Math.max(1, Math.ceil(shownCities.length / CITIES_PER_PAGE));
  const page = Math.min(pageIndex, pageCount - 1);
  const rows = useMemo(() => {
    const byState = new Map<string, number[]>();
    for (const city of shownCities) byState.set(city.state, [...(byState.get(city.state) ?? []), city.id]);
    const list: Row[] = [];
    let last = "";
    for (const city of shownCities.slice(page * CITIES_PER_PAGE, (page + 1) * CITIES_PER_PAGE)) {
      if (city.state !== last)
        list.push({ kind: "state", state: city.state, cityIds: byState.get(city.state)! });
      last = city.state;
      list.push({ kind: "city", city });
    }
    return list;
  }, [shownCities, page]);

  // A narrower filter or another page starts the keyboard at the first cell again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when what is shown changes.
  useEffect(() => setActive([0, 0]), [rows, shownPlans]);

  const change = (updates: [string, AssociationState][]) => {
    setDraft((current) => {
      const next = new Map(current);
      for (const [key, to] of updates) {
        if (to === savedState(key)) next.delete(key);
        else next.set(key, to);
      }
      return next;
    });
  };
  /** The saved pair whose price the cell may set: one that exists and is not being switched in the draft. */
  const priceablePair = (planId: number, cityId: number) => {
    const key = keyOf(planId, cityId);
    return live.current.draft.has(key) ? undefined : live.current.savedPairs.get(key);
  };
  const openPrice = (plan: Plan, city: City) => {
    const pair = priceablePair(plan.id, city.id);
    if (!pair) return;
    setPricing({
      pair,
      shown: {
        planName: plan.name,
        cityName: cityLabel(city),
        plan: { price: plan.price, promoPrice: plan.promoPrice, promoMonths: plan.promoMonths },
        own: { price: pair.price, promoPrice: pair.promoPrice, promoMonths: pair.promoMonths },
      },
    });
  };
  const cycle = (planId: number, cityId: number) =>
    change([[keyOf(planId, cityId), NEXT[stateOf(planId, cityId)]]]);
  const allActive = (planId: number, cityIds: number[]) =>
    cityIds.every((cityId) => stateOf(planId, cityId) === "active");
  const toggleState = (planId: number, cityIds: number[]) => {
    const to: AssociationState = allActive(planId, cityIds) ? "absent" : "active";
    change(cityIds.map((cityId) => [keyOf(planId, cityId), to]));
  };

  // What the matrix would sell, saved or not yet, where no CEP leads (the server refuses to save it).
  const unreachable = useMemo(() => {
    const noCep = new Set(withoutCep);
    return cities
      .filter((city) => noCep.has(city.id))
      .map((city) => ({
        city,
        plans: plans.filter(
          (plan) => (draft.get(keyOf(plan.id, city.id)) ?? saved.get(keyOf(plan.id, city.id))) === "active",
        ).length,
      }))
      .filter((entry) => entry.plans > 0)
      .sort((a, b) => a.city.name.localeCompare(b.city.name, "pt-BR"));
  }, [cities, plans, withoutCep, draft, saved]);

  const dirty = draft.size > 0;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  // The bar with 'Salvar alterações' sticks to the bottom of the window: a cell reached by the keyboard
  // stops above it.
  useEffect(() => {
    const root = document.documentElement;
    root.style.scrollPaddingBottom = "5rem";
    return () => {
      root.style.scrollPaddingBottom = "";
    };
  }, []);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const save = async () => {
    const changes: AssociationMatrixChange[] = [...draft].map(([key, to]) => {
      const [planId, cityId] = key.split(":").map(Number) as [number, number];
      return { planId, cityId, from: savedState(key), to };
    });
    setFailure(null);
    const outcome = await mutation.run(() => send({ changes }), {
      success: (body) => matrixResultText((body as { result: AssociationMatrixResult }).result),
      failure: "Erro ao salvar a matriz",
    });
    if (outcome.ok) setDraft(new Map());
    else setFailure(outcome);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>("[data-col]");
    if (!cell) return;
    const row = Number(cell.dataset.row);
    const col = Number(cell.dataset.col);
    const lastRow = rows.length - 1;
    const lastCol = shownPlans.length - 1;
    const moves: Record<string, [number, number]> = {
      ArrowRight: [row, Math.min(col + 1, lastCol)],
      ArrowLeft: [row, Math.max(col - 1, 0)],
      ArrowDown: [Math.min(row + 1, lastRow), col],
      ArrowUp: [Math.max(row - 1, 0), col],
      Home: event.ctrlKey ? [0, 0] : [row, 0],
      End: event.ctrlKey ? [lastRow, lastCol] : [row, lastCol],
    };
    const next = moves[event.key];
    if (!next) return;
    event.preventDefault();
    setActive(next);
    grid.current?.querySelector<HTMLElement>(`[data-row="${next[0]}"][data-col="${next[1]}"]`)?.focus();
  };

  return (
    <div className="flex flex-col gap-4">
      {unreachable.length > 0 && (
        <div
          role="status"
          data-testid="matrix-cep-warning"
          className="rounded-lg border border-amber-600/50 bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
        >
          <p className="font-semibold">Cidades sem faixa de CEP</p>
          <ul className="mt-1 list-disc pl-5">
            {unreachable.map(({ city, plans: count }) => (
              <li key={city.id}>
                {count === 1
                  ? `${city.name} vende 1 plano, mas nenhum CEP leva a ela.`
                  : `${city.name} vende ${count} planos, mas nenhum CEP leva a ela.`}
              </li>
            ))}
          </ul>
          <p className="mt-1">
            Cadastre as faixas de CEP em{" "}
            <Link to="/intranet/cidades" className="font-semibold underline underline-offset-4">
              Cidades
            </Link>{" "}
            antes de ativar as vendas: sem elas, o visitante não encontra a cidade pelo CEP.
          </p>
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${ids}-state`} className="text-sm font-medium">
            Estado
          </label>
          <NativeSelect
            id={`${ids}-state`}
            value={stateFilter}
            onChange={(event) => {
              setStateFilter(event.target.value);
              setPageIndex(0);
            }}
          >
            <option value="">Todos os estados</option>
            {states.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${ids}-plans`} className="text-sm font-medium">
            Filtrar {planLabel === "Plano" ? "planos" : "planos empresariais"}
          </label>
          <Input
            id={`${ids}-plans`}
            type="search"
            ref={planFilterRef}
            value={planFilter}
            onChange={(event) => setPlanFilter(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${ids}-cities`} className="text-sm font-medium">
            Filtrar cidades
          </label>
          <Input
            id={`${ids}-cities`}
            type="search"
            ref={cityFilterRef}
            value={cityFilter}
            onChange={(event) => filterCities(event.target.value)}
          />
        </div>
      </div>
      <MatrixSpreadsheet calls={spreadsheet} fileName={csvName} />
      <p id="matrix-help" className="text-sm text-muted-foreground">
        Cada célula alterna entre sem associação, ativo e inativo. Use as setas para mover e Espaço para
        alternar; nada é salvo até você clicar em Salvar alterações. O preço abaixo de uma associação abre o
        Preço nesta cidade, que é salvo na hora.
      </p>
      <FormFailure
        failure={failure}
        title="Erro ao salvar a matriz"
        onReload={async () => {
          await revalidator.revalidate();
          setDraft(new Map());
          setFailure(null);
        }}
      />
      {shownPlans.length === 0 || rows.length === 0 ? (
        <p className="rounded-md border p-6 text-center text-sm text-muted-foreground">
          {plans.length === 0 || cities.length === 0
            ? "Cadastre planos e cidades para montar a matriz."
            : "Nenhum plano ou cidade corresponde aos filtros."}
        </p>
      ) : (
        // The sticky city column and plan header stay above the cells: a focused or scrolled-to cell is kept
        // clear of them (scroll padding), not hidden beneath.
        <div className="scroll-pt-16 scroll-pl-40 overflow-auto rounded-md border sm:max-h-[70vh]">
          {/* A data grid (WAI-ARIA APG): a table whose cells take the focus and move it with the arrows. */}
          <table
            ref={grid}
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG's data grid is a table.
            role="grid"
            aria-label={`${heading}: matriz`}
            aria-describedby="matrix-help"
            className="border-separate border-spacing-0 text-sm"
            onKeyDown={onKeyDown}
          >
            <thead>
              <tr>
                <th
                  scope="col"
                  className="sticky top-0 left-0 z-30 w-40 min-w-40 border-b bg-muted px-3 py-2 text-left"
                >
                  Cidade
                </th>
                {shownPlans.map((plan) => (
                  <th
                    key={plan.id}
                    scope="col"
                    className="sticky top-0 z-20 min-w-24 max-w-36 border-b bg-muted px-2 py-2 text-left align-bottom text-xs font-semibold"
                  >
                    {plan.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, rowIndex) => (
                <MatrixRow
                  key={row.kind === "state" ? `uf-${row.state}` : row.city.id}
                  row={row}
                  rowIndex={rowIndex}
                  plans={shownPlans}
                  activeCol={active[0] === rowIndex ? active[1] : -1}
                  signature={shownPlans
                    .map((plan) =>
                      row.kind === "city"
                        ? `${stateOf(plan.id, row.city.id)}${draft.has(keyOf(plan.id, row.city.id)) ? "*" : ""}${priceablePair(plan.id, row.city.id)?.updatedAt ?? ""}`
                        : allActive(plan.id, row.cityIds),
                    )
                    .join()}
                  stateOf={stateOf}
                  changed={(planId, cityId) => live.current.draft.has(keyOf(planId, cityId))}
                  allActive={allActive}
                  onCycle={cycle}
                  onToggleState={toggleState}
                  pairOf={priceablePair}
                  onPrice={openPrice}
                  onFocusCell={(col) => setActive([rowIndex, col])}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <PagedFooter
        count={`${plural(shownCities.length, "cidade", "cidades")} e ${plural(shownPlans.length, "plano", "planos")}`}
        label="Páginas da matriz"
        page={page}
        pageCount={pageCount}
        onPage={setPageIndex}
      />
      <div className="sticky bottom-0 z-30 flex items-center justify-end gap-2 border-t bg-background py-3 sm:gap-3">
        <p className="mr-auto text-xs sm:text-sm" aria-live="polite">
          {dirty ? plural(draft.size, "alteração não salva", "alterações não salvas") : "Nenhuma alteração"}
        </p>
        <Button
          variant="outline"
          size="sm-touch"
          disabled={!dirty || mutation.pending}
          onClick={() => setDraft(new Map())}
        >
          Descartar
        </Button>
        <Button
          size="sm-touch"
          disabled={!dirty}
          busy={mutation.pending}
          onClick={() => !mutation.pending && void save()}
        >
          {mutation.pending ? "Salvando..." : "Salvar alterações"}
        </Button>
      </div>
      <CityPriceDialog
        pair={pricing?.shown}
        onClose={() => setPricing(undefined)}
        send={(values) => setPrice(pricing!.pair, values)}
      />
      <AlertDialog open={blocker.state === "blocked"} onOpenChange={(open) => !open && blocker.reset?.()}>
        <AlertDialogContent>
          <AlertDialogTitle>Descartar alterações?</AlertDialogTitle>
          <AlertDialogDescription>
            {plural(
              draft.size,
              "alteração da matriz ainda não foi salva",
              "alterações da matriz ainda não foram salvas",
            )}
            . Se sair agora, elas serão perdidas.
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>Continuar editando</AlertDialogCancel>
            <AlertDialogAction onClick={() => blocker.proceed?.()}>Descartar e sair</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}

type RowProps = {
  row: Row;
  rowIndex: number;
  plans: readonly Plan[];
  /** The column holding the grid's tab stop, when it is in this row; -1 otherwise. */
  activeCol: number;
  /** What the row shows, joined: the row renders again only when it changes. */
  signature: string;
  stateOf: (planId: number, cityId: number) => AssociationState;
  changed: (planId: number, cityId: number) => boolean;
  allActive: (planId: number, cityIds: number[]) => boolean;
  onCycle: (planId: number, cityId: number) => void;
  onToggleState: (planId: number, cityIds: number[]) => void;
  onFocusCell: (col: number) => void;
  /** The saved pair a cell's price button edits, if it has one. */
  pairOf: (planId: number, cityId: number) => MatrixPair | undefined;
  onPrice: (plan: Plan, city: City) => void;
};

const MatrixRow = memo(
  function MatrixRow({
    row,
    rowIndex,
    plans,
    activeCol,
    stateOf,
    changed,
    allActive,
    onCycle,
    onToggleState,
    onFocusCell,
    pairOf,
    onPrice,
  }: RowProps) {
    const cellProps = (col: number) => ({
      "data-row": rowIndex,
      "data-col": col,
      tabIndex: activeCol === col ? 0 : -1,
      onFocus: () => onFocusCell(col),
    });
    if (row.kind === "state") {
      const count = row.cityIds.length;
      return (
        <tr className="bg-muted/60">
          <th
            scope="row"
            className="sticky left-0 z-10 w-40 min-w-40 border-b bg-muted px-3 py-1.5 text-left font-semibold"
          >
            {row.state} <span className="font-normal text-muted-foreground">(todas do estado)</span>
          </th>
          {plans.map((plan, col) => {
            const on = allActive(plan.id, row.cityIds);
            return (
              <td key={plan.id} className="border-b px-1 py-1">
                <button
                  type="button"
                  {...cellProps(col)}
                  aria-pressed={on}
                  aria-label={`${plan.name}: todas as ${plural(count, "cidade", "cidades")} de ${row.state}`}
                  className={cn(
                    "flex h-8 w-full items-center justify-center gap-1 rounded text-xs hover:bg-background focus-visible:outline-2 focus-visible:outline-ring",
                    on ? "font-semibold text-emerald-800 dark:text-emerald-300" : "text-muted-foreground",
                  )}
                  onClick={() => onToggleState(plan.id, row.cityIds)}
                >
                  {on && <Icon name="check" className="size-3.5" />}
                  Todas
                </button>
              </td>
            );
          })}
        </tr>
      );
    }
    const { city } = row;
    return (
      <tr>
        <th
          scope="row"
          className="sticky left-0 z-10 w-40 min-w-40 border-b bg-background px-3 py-1 text-left font-medium"
        >
          {city.name}
        </th>
        {plans.map((plan, col) => {
          const state = stateOf(plan.id, city.id);
          const edited = changed(plan.id, city.id);
          const pair = pairOf(plan.id, city.id);
          const own = pair?.price != null ? pair.price : null;
          const terms = own === null ? plan : pair;
          const promo =
            terms?.promoPrice != null && terms.promoMonths != null
              ? { price: terms.promoPrice, months: terms.promoMonths }
              : null;
          return (
            <td key={plan.id} className="border-b px-1 py-1 align-top">
              <button
                type="button"
                {...cellProps(col)}
                aria-label={`${plan.name} em ${cityLabel(city)}: ${STATE_TEXT[state]}${edited ? " (alterado, não salvo)" : ""}`}
                data-state={state}
                className={cn(
                  "flex h-8 w-full items-center justify-center gap-1 rounded border text-xs focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
                  state === "active" &&
                    "border-emerald-700 bg-emerald-50 text-emerald-900 dark:border-emerald-400 dark:bg-emerald-950 dark:text-emerald-100",
                  state === "inactive" && "border-dashed border-muted-foreground bg-muted text-foreground",
                  state === "absent" && "border-transparent text-muted-foreground hover:border-border",
                  edited && "ring-2 ring-amber-500 ring-offset-1 ring-offset-background",
                )}
                onClick={() => onCycle(plan.id, city.id)}
              >
                {state === "active" && <Icon name="check" className="size-3.5" />}
                {state === "active" ? "Ativo" : state === "inactive" ? "Inativo" : "—"}
              </button>
              {pair && (
                // Outside the grid's arrow moves: Tab from the cell reaches it, Enter opens the dialog.
                <button
                  type="button"
                  tabIndex={activeCol === col ? 0 : -1}
                  data-testid="matrix-price"
                  aria-label={
                    own === null
                      ? `Preço de ${plan.name} em ${cityLabel(city)}: preço do plano, ${formatPrice(plan.price)}${promo ? `, promoção ${formatPrice(promo.price)} por ${promo.months} ${promo.months === 1 ? "mês" : "meses"}` : ""}. Definir preço nesta cidade`
                      : `Preço de ${plan.name} em ${cityLabel(city)}: preço nesta cidade, ${formatPrice(own)}${promo ? `, promoção ${formatPrice(promo.price)} por ${promo.months} ${promo.months === 1 ? "mês" : "meses"}` : ""}. Alterar`
                  }
                  className={cn(
                    "mt-0.5 flex min-h-6 w-full flex-col items-center justify-center rounded text-[11px] leading-tight underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring",
                    own === null ? "text-muted-foreground" : "font-semibold text-primary",
                  )}
                  onClick={() => onPrice(plan, city)}
                >
                  {/* What the cell shows is said in its name, in the same order (its label above). */}
                  <span>{own === null ? formatPrice(plan.price) : `${formatPrice(own)} *`}</span>
                  {promo && (
                    // The promotion beside the price (issue 59), so a price typed alone cannot hide it.
                    <span
                      className="text-[10px] font-normal text-muted-foreground"
                      data-testid="matrix-promo"
                    >
                      {" "}
                      promoção {formatPrice(promo.price)} por {promo.months}{" "}
                      {promo.months === 1 ? "mês" : "meses"}
                    </span>
                  )}
                </button>
              )}
            </td>
          );
        })}
      </tr>
    );
  },
  (before, after) =>
    before.signature === after.signature &&
    before.activeCol === after.activeCol &&
    before.plans === after.plans &&
    before.row === after.row &&
    before.rowIndex === after.rowIndex,
);
