import type { SiteSettings } from "../../../domain";

type Stat = { value: string; label: string };

/** The figures staff set in the console; one left empty is not shown, and no figure hides the strip. */
export function siteStats(settings: SiteSettings): Stat[] {
  return [
    { value: settings.statClientsValue, label: settings.statClientsLabel },
    { value: settings.statCitiesValue, label: settings.statCitiesLabel },
    { value: settings.statChannelsValue, label: settings.statChannelsLabel },
  ].filter((stat) => stat.value.trim() !== "");
}

const COLUMNS = ["", "grid-cols-1", "grid-cols-2", "grid-cols-3"];

export function StatsStrip({ settings }: { settings: SiteSettings }) {
  const stats = siteStats(settings);
  if (stats.length === 0) return null;
  return (
    <section
      aria-label="Números"
      className="bg-linear-to-r from-blue-700 to-blue-950 text-white dark:from-blue-950 dark:to-slate-900"
    >
      <dl className={`mx-auto grid max-w-7xl gap-4 px-4 py-8 text-center ${COLUMNS[stats.length]}`}>
        {stats.map((stat) => (
          <div key={`${stat.value}-${stat.label}`} className="flex flex-col-reverse gap-1">
            <dt className="text-xs opacity-90 sm:text-sm">{stat.label}</dt>
            <dd className="text-2xl font-extrabold sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
