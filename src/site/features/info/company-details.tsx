import type { SiteSettings } from "../../../domain";

/** The company's registered details, each line only when set. */
export function CompanyDetails({ settings }: { settings: SiteSettings }) {
  const rows = [
    ["Razão social", settings.companyName],
    ["CNPJ", settings.cnpj],
    ["Endereço", settings.address],
  ].filter(([, value]) => value);
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-xl border bg-card p-4 text-card-foreground sm:grid-cols-[auto_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd className="text-muted-foreground">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
