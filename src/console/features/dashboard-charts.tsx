import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";

// The Painel's charts (dashboard-tab.tsx), in a module of their own so that only the browser loads recharts,
// once the Painel has hydrated (decision 0099). Each is drawn for the eye only: the tab's tables carry the
// same numbers for a screen reader.

const AXIS = { fontSize: 12, fill: "var(--muted-foreground)" };
const TOOLTIP = {
  contentStyle: {
    background: "var(--popover, var(--background))",
    color: "var(--foreground)",
    border: "1px solid var(--border)",
    borderRadius: 8,
  },
  labelStyle: { color: "var(--foreground)" },
};

/** Contacts and sign-ups per day, one line each. */
export function DayChart({ perDay }: { perDay: { label: string; leads: number; signUps: number }[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={perDay} margin={{ right: 16 }} accessibilityLayer={false}>
        <CartesianGrid stroke="var(--border)" vertical={false} />
        <XAxis dataKey="label" tick={AXIS} stroke="var(--border)" minTickGap={16} />
        <YAxis allowDecimals={false} tick={AXIS} stroke="var(--border)" width={32} />
        <Tooltip {...TOOLTIP} />
        <Legend wrapperStyle={{ color: "var(--foreground)", fontSize: 13 }} />
        <Line
          isAnimationActive={false}
          type="monotone"
          dataKey="leads"
          name="Contatos"
          stroke="var(--primary)"
          strokeWidth={2}
          dot={false}
        />
        <Line
          isAnimationActive={false}
          type="monotone"
          dataKey="signUps"
          name="Assinaturas"
          stroke="var(--success)"
          strokeWidth={2}
          strokeDasharray="6 3"
          dot={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}

/** One series of horizontal bars: the rows' key it draws, its name in the tooltip and legend, its colour. */
type BarSeries = { dataKey: string; name: string; fill: string };

/**
 * Rows as horizontal bars, one bar per series beside the others: the funnel's steps (this period's and the
 * period before's, with a legend) and the rankings (one series, none needed).
 */
export function HorizontalBars({
  rows,
  bars,
  legend = false,
}: {
  rows: readonly { label: string }[];
  bars: readonly BarSeries[];
  legend?: boolean;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={rows} layout="vertical" margin={{ left: 8, right: 16 }} accessibilityLayer={false}>
        <CartesianGrid horizontal={false} stroke="var(--border)" />
        <XAxis type="number" allowDecimals={false} tick={AXIS} stroke="var(--border)" />
        <YAxis type="category" dataKey="label" width={120} tick={AXIS} stroke="var(--border)" />
        <Tooltip {...TOOLTIP} cursor={{ fill: "var(--muted)" }} />
        {legend && <Legend wrapperStyle={{ color: "var(--foreground)", fontSize: 13 }} />}
        {bars.map((bar) => (
          <Bar
            key={bar.dataKey}
            isAnimationActive={false}
            dataKey={bar.dataKey}
            name={bar.name}
            fill={bar.fill}
            radius={[0, 4, 4, 0]}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
