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
import type { DashboardCount } from "../../domain/marketing";

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

/** The funnel's steps, this period's bars beside the period before's. */
export function FunnelChart({ steps }: { steps: { label: string; count: number; previous: number }[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={steps} layout="vertical" margin={{ left: 8, right: 16 }} accessibilityLayer={false}>
        <CartesianGrid horizontal={false} stroke="var(--border)" />
        <XAxis type="number" allowDecimals={false} tick={AXIS} stroke="var(--border)" />
        <YAxis type="category" dataKey="label" width={120} tick={AXIS} stroke="var(--border)" />
        <Tooltip {...TOOLTIP} cursor={{ fill: "var(--muted)" }} />
        <Legend wrapperStyle={{ color: "var(--foreground)", fontSize: 13 }} />
        <Bar
          isAnimationActive={false}
          dataKey="count"
          name="Período"
          fill="var(--primary)"
          radius={[0, 4, 4, 0]}
        />
        <Bar
          isAnimationActive={false}
          dataKey="previous"
          name="Período anterior"
          fill="var(--muted-foreground)"
          radius={[0, 4, 4, 0]}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** A ranking as horizontal bars. */
export function CountBars({ rows }: { rows: DashboardCount[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={rows} layout="vertical" margin={{ left: 8, right: 16 }} accessibilityLayer={false}>
        <CartesianGrid horizontal={false} stroke="var(--border)" />
        <XAxis type="number" allowDecimals={false} tick={AXIS} stroke="var(--border)" />
        <YAxis type="category" dataKey="label" width={120} tick={AXIS} stroke="var(--border)" />
        <Tooltip {...TOOLTIP} cursor={{ fill: "var(--muted)" }} />
        <Bar
          isAnimationActive={false}
          dataKey="count"
          name="Quantidade"
          fill="var(--primary)"
          radius={[0, 4, 4, 0]}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
