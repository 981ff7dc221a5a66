import { lazy, Suspense } from "react";
import { formatDay } from "../../domain";
import {
  DASHBOARD_PERIODS,
  type DashboardCount,
  type DashboardData,
  funnelRate,
  periodChange,
} from "../../domain/marketing";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../ui/components/table";
import { useHydrated } from "../../ui/lib/use-hydrated";
import { cn } from "../../ui/lib/utils";
import { TabSection } from "../kit/tab-section";

// The Painel (issue 57, decision 0068): the period's leads and sign-ups per day, by city, campaign (the
// visit's utm_campaign), plan and form, the funnel from page views to sign-ups, and the offers most
// viewed. Each chart is drawn for the eye only (hidden from screen readers) and followed by a table with
// the same numbers, which is what a screen reader reads and what shows before the page's scripts run.
// Colours are the theme's, so light and dark both work.

// The charts are recharts, most of the console's code: they load in the browser once the Painel has
// hydrated, never on the server, where a ResponsiveContainer has no width and draws nothing anyway. So a
// server that renders pages never holds recharts and its dependencies (decision 0099); the tables, which
// carry the same numbers, are the server's view.
const charts = () => import("./dashboard-charts");
const DayChart = lazy(async () => ({ default: (await charts()).DayChart }));
const HorizontalBars = lazy(async () => ({ default: (await charts()).HorizontalBars }));

// The series each bar chart draws: a ranking's count; the funnel's period beside the period before.
const COUNT_BARS = [{ dataKey: "count", name: "Quantidade", fill: "var(--primary)" }] as const;
const FUNNEL_BARS = [
  { dataKey: "count", name: "Período", fill: "var(--primary)" },
  { dataKey: "previous", name: "Período anterior", fill: "var(--muted-foreground)" },
] as const;

/** A chart, drawn once the page has hydrated; its box keeps its height until then. */
function Chart({ children }: { children: React.ReactNode }) {
  return useHydrated() ? <Suspense>{children}</Suspense> : null;
}

const number = (value: number) => value.toLocaleString("pt-BR");
const percent = (value: number) => `${value.toLocaleString("pt-BR", { maximumFractionDigits: 1 })} %`;

/** 'Período anterior: 10 (+20 %)'; without the change when the period before had none. */
function ChangeText({ current, previous }: { current: number; previous: number }) {
  const change = periodChange(current, previous);
  return (
    <span className="text-xs text-muted-foreground">
      Período anterior: {number(previous)}
      {change === null ? "" : ` (${change > 0 ? "+" : ""}${change} %)`}
    </span>
  );
}
/** '2026-11-28' as the chart's short '28/11'. */
const shortDay = (day: string) => formatDay(day).slice(0, 5);

function ChartFigure({
  id,
  title,
  children,
  table,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
  table: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-3 rounded-lg border p-4">
      <h3 id={id} className="text-base font-semibold">
        {title}
      </h3>
      <div aria-hidden="true" className="h-64 w-full min-w-0">
        {children}
      </div>
      {table}
    </section>
  );
}

function CountTable({ caption, head, rows }: { caption: string; head: string; rows: DashboardCount[] }) {
  return (
    <Table>
      <caption className="sr-only">{caption}</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">{head}</TableHead>
          <TableHead scope="col">
            <span className="block text-right whitespace-normal">Quantidade</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.label}>
            <TableCell>{row.label}</TableCell>
            <TableCell className="text-right tabular-nums">{number(row.count)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** A ranking as horizontal bars, with its table. */
function CountChart({
  id,
  title,
  head,
  rows,
  empty,
}: {
  id: string;
  title: string;
  head: string;
  rows: DashboardCount[];
  empty: string;
}) {
  if (rows.length === 0)
    return (
      <section aria-labelledby={id} className="flex flex-col gap-2 rounded-lg border p-4">
        <h3 id={id} className="text-base font-semibold">
          {title}
        </h3>
        <p className="text-sm text-muted-foreground">{empty}</p>
      </section>
    );
  return (
    <ChartFigure id={id} title={title} table={<CountTable caption={title} head={head} rows={rows} />}>
      <Chart>
        <HorizontalBars rows={rows} bars={COUNT_BARS} />
      </Chart>
    </ChartFigure>
  );
}

export function DashboardTab({ data }: { data: DashboardData }) {
  const { funnel, previousFunnel } = data;
  // Issue 68: each step with its share of the step before and the change against the period before.
  const funnelSteps = [
    { label: "Visualizações de página", key: "pageViews" },
    { label: "Consultas de cobertura", key: "coverageChecks" },
    { label: "Contatos", key: "leads" },
    { label: "Assinaturas", key: "signUps" },
  ] as const;
  const steps = funnelSteps.map((step, index) => {
    const before = index > 0 ? funnelSteps[index - 1]!.key : undefined;
    return {
      label: step.label,
      count: funnel[step.key],
      previous: previousFunnel[step.key],
      rate: before ? funnelRate(funnel[step.key], funnel[before]) : null,
      previousRate: before ? funnelRate(previousFunnel[step.key], previousFunnel[before]) : null,
    };
  });
  const perDay = data.perDay.map((day) => ({ ...day, label: shortDay(day.day) }));
  return (
    <TabSection
      title="Painel"
      description="O que o site trouxe no período: contatos e assinaturas, de onde vieram e o caminho das visitas até o contato. Só números, sem dados de ninguém."
    >
      <nav aria-label="Período" className="flex flex-wrap gap-2">
        {DASHBOARD_PERIODS.map((days) => (
          <a
            key={days}
            href={`?dias=${days}`}
            aria-current={days === data.days ? "page" : undefined}
            className={cn(
              "rounded-md border px-3 py-1.5 text-sm font-semibold",
              days === data.days ? "border-primary bg-primary text-primary-foreground" : "hover:bg-muted",
            )}
          >
            {`Últimos ${days} dias`}
          </a>
        ))}
      </nav>

      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5" data-testid="dashboard-kpis">
        {steps.map((step) => (
          <div key={step.label} className="flex flex-col gap-1 rounded-lg border p-4">
            <dt className="text-sm text-muted-foreground">{step.label}</dt>
            <dd className="text-2xl font-bold tabular-nums">{number(step.count)}</dd>
            <dd>
              <ChangeText current={step.count} previous={step.previous} />
            </dd>
          </div>
        ))}
        {/* A subscriber's 'Aviso de falha' is support, not sales: apart from the contacts (issue 68). */}
        <div className="flex flex-col gap-1 rounded-lg border border-dashed p-4">
          <dt className="text-sm text-muted-foreground">Avisos de falha (assinantes)</dt>
          <dd className="text-2xl font-bold tabular-nums">{number(data.outageNotices.current)}</dd>
          <dd>
            <ChangeText current={data.outageNotices.current} previous={data.outageNotices.previous} />
          </dd>
        </div>
      </dl>

      <ChartFigure
        id="chart-per-day"
        title="Contatos e assinaturas por dia"
        table={
          <details>
            <summary className="cursor-pointer text-sm font-semibold">Ver a tabela por dia</summary>
            <Table wrapperClassName="mt-2 max-h-80">
              <caption className="sr-only">Contatos e assinaturas por dia</caption>
              <TableHeader>
                <TableRow>
                  <TableHead scope="col">Dia</TableHead>
                  <TableHead scope="col">
                    <span className="block text-right whitespace-normal">Contatos</span>
                  </TableHead>
                  <TableHead scope="col">
                    <span className="block text-right whitespace-normal">Assinaturas</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.perDay.map((day) => (
                  <TableRow key={day.day}>
                    <TableCell>{formatDay(day.day)}</TableCell>
                    <TableCell className="text-right tabular-nums">{number(day.leads)}</TableCell>
                    <TableCell className="text-right tabular-nums">{number(day.signUps)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </details>
        }
      >
        <Chart>
          <DayChart perDay={perDay} />
        </Chart>
      </ChartFigure>

      <ChartFigure
        id="chart-funnel"
        title="Funil: das visitas às assinaturas"
        table={
          <>
            {/* A phone has no room for four columns: the same figures as a list of steps. */}
            <ol className="flex flex-col gap-2 sm:hidden" aria-label="Funil: das visitas às assinaturas">
              {steps.map((step) => (
                <li key={step.label} className="rounded-md border p-3 text-sm">
                  <p className="font-semibold">
                    {step.label}: <span className="tabular-nums">{number(step.count)}</span>
                  </p>
                  <p className="text-muted-foreground">
                    <span>Conversão da etapa anterior: </span>
                    {step.rate === null ? "—" : percent(step.rate)}
                    <span> · Período anterior: </span>
                    {number(step.previous)}
                    {step.previousRate === null ? "" : ` (${percent(step.previousRate)})`}
                  </p>
                </li>
              ))}
            </ol>
            <Table data-testid="dashboard-funnel" wrapperClassName="max-sm:hidden">
              <caption className="sr-only">Funil: das visitas às assinaturas</caption>
              <TableHeader>
                <TableRow>
                  <TableHead scope="col">Etapa</TableHead>
                  <TableHead scope="col">
                    <span className="block text-right whitespace-normal">Quantidade</span>
                  </TableHead>
                  <TableHead scope="col">
                    <span className="block text-right whitespace-normal">Conversão da etapa anterior</span>
                  </TableHead>
                  <TableHead scope="col">
                    <span className="block text-right whitespace-normal">Período anterior</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {steps.map((step) => (
                  <TableRow key={step.label}>
                    <TableCell>{step.label}</TableCell>
                    <TableCell className="text-right tabular-nums">{number(step.count)}</TableCell>
                    <TableCell className="text-right tabular-nums">
                      {step.rate === null ? "—" : percent(step.rate)}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {number(step.previous)}
                      {step.previousRate === null ? "" : ` (${percent(step.previousRate)})`}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        }
      >
        <Chart>
          <HorizontalBars rows={steps} bars={FUNNEL_BARS} legend />
        </Chart>
      </ChartFigure>

      <div className="grid gap-4 xl:grid-cols-2">
        <CountChart
          id="chart-city"
          title="Contatos por cidade"
          head="Cidade"
          rows={data.byCity}
          empty="Nenhum contato no período."
        />
        <CountChart
          id="chart-campaign"
          title="Contatos por campanha"
          head="Campanha"
          rows={data.byCampaign}
          empty="Nenhum contato no período."
        />
        <CountChart
          id="chart-form"
          title="Contatos por formulário"
          head="Formulário"
          rows={data.byForm}
          empty="Nenhum contato no período."
        />
        <CountChart
          id="chart-plan"
          title="Contatos por plano"
          head="Plano"
          rows={data.byPlan}
          empty="Nenhum pedido de ligação sobre um plano no período."
        />
        <CountChart
          id="chart-offers"
          title="Ofertas mais vistas"
          head="Código da oferta"
          rows={data.topOffers}
          empty="Nenhuma página de oferta vista no período."
        />
      </div>
    </TabSection>
  );
}
