import type { PublicPage, SiteSettings } from "../../../domain";
import { CompanyDetails } from "./company-details";
import { EditablePage } from "./editable-page";
import { InfoSection } from "./info-page";

/** 'Quem somos': the prose staff edit (decision 0041), then the figures and the company's details. */
export function AboutPage({ page, settings }: { page: PublicPage; settings: SiteSettings }) {
  const stats = [
    [settings.statClientsValue, settings.statClientsLabel],
    [settings.statCitiesValue, settings.statCitiesLabel],
    [settings.statChannelsValue, settings.statChannelsLabel],
  ].filter(([value, label]) => value && label);
  return (
    <EditablePage page={page} eyebrow="Institucional">
      {stats.length > 0 && (
        <InfoSection title="Em números">
          <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            {stats.map(([value, label]) => (
              <div key={label} className="flex flex-col-reverse rounded-xl border bg-card p-4 text-center">
                <dt className="text-sm text-muted-foreground">{label}</dt>
                <dd className="text-3xl font-extrabold text-primary">{value}</dd>
              </div>
            ))}
          </dl>
        </InfoSection>
      )}
      <InfoSection title="Dados da empresa">
        <CompanyDetails settings={settings} />
      </InfoSection>
    </EditablePage>
  );
}
