import type { PublicPage, SiteSettings } from "../../../domain";
import { mailLink } from "./contact-channels";
import { EditablePage } from "./editable-page";
import { InfoSection, TEXT_LINK } from "./info-page";

/** 'Responsabilidade social': prose staff edit (decision 0041), then how to reach us, from the settings. */
export function SocialResponsibilityPage({ page, settings }: { page: PublicPage; settings: SiteSettings }) {
  return (
    <EditablePage page={page} eyebrow="Institucional">
      <InfoSection title="Tem um projeto na sua cidade?">
        <p>
          Conte para a gente pelos canais da{" "}
          <a href="/central-atendimento" className={TEXT_LINK}>
            central de atendimento
          </a>
          {settings.salesEmail && <> ou pelo e-mail {mailLink(settings.salesEmail, "Projeto social")}</>}.
        </p>
      </InfoSection>
    </EditablePage>
  );
}
