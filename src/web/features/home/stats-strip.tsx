const STATS = [
  { value: "1M+", label: "clientes ativos" },
  { value: "570+", label: "cidades com cobertura" },
  { value: "150+", label: "canais" },
];

export function StatsStrip() {
  return (
    <section
      aria-label="Números"
      className="bg-linear-to-r from-blue-700 to-blue-950 text-white dark:from-blue-950 dark:to-slate-900"
    >
      <dl className="mx-auto grid max-w-7xl grid-cols-3 gap-4 px-4 py-8 text-center">
        {STATS.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse gap-1">
            <dt className="text-xs opacity-90 sm:text-sm">{stat.label}</dt>
            <dd className="text-2xl font-extrabold sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
