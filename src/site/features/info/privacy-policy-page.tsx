import type { PublicPage, SiteSettings } from "../../../domain";
import { CompanyDetails } from "./company-details";
import { PrivacyTagsSection } from "./cookie-categories";
import { EditablePage } from "./editable-page";
import { InfoSection } from "./info-page";
import { PrivacyContact } from "./legal-contact";

/**
 * The privacy policy: who the controller is and the encarregado, drawn from the settings (a part of the
 * page, shown only for what is set), then the prose staff edit (decision 0041), its retention periods and
 * privacy contact filled in from the configuration and the settings.
 */
export function PrivacyPolicyPage({ page, settings }: { page: PublicPage; settings: SiteSettings }) {
  const name = settings.companyName;
  return (
    <EditablePage
      page={page}
      eyebrow="Privacidade"
      before={
        <>
          <InfoSection title="Quem é o controlador">
            <p>
              O controlador dos dados tratados neste site é a {name}
              {settings.cnpj && <>, inscrita no CNPJ sob o nº {settings.cnpj}</>}
              {settings.address && <>, com sede em {settings.address}</>}.
            </p>
            <CompanyDetails settings={settings} />
          </InfoSection>

          <InfoSection title="Encarregado pelo tratamento de dados (DPO)">
            <p>
              {settings.privacyOfficerName ? (
                <>
                  O nosso encarregado pelo tratamento de dados pessoais é{" "}
                  <strong data-testid="privacy-officer">{settings.privacyOfficerName}</strong>. Dúvidas,
                  pedidos e reclamações sobre os seus dados pessoais vão para ele:{" "}
                </>
              ) : (
                <>
                  Dúvidas, pedidos e reclamações sobre os seus dados pessoais vão para o nosso encarregado:{" "}
                </>
              )}
              <PrivacyContact settings={settings} subject="Privacidade - LGPD" />.
            </p>
          </InfoSection>
        </>
      }
    >
      {/* Issue 57: the visit's origin and the consented tags, from the settings. */}
      <PrivacyTagsSection settings={settings} />
    </EditablePage>
  );
}
