import type { PublicPage, SiteSettings } from "../../../domain";
import { NewWindowHint } from "../../../ui/components/new-window-hint";
import { CompanyDetails } from "./company-details";
import { ContactChannels } from "./contact-channels";
import { EditablePage } from "./editable-page";
import { InfoSection, TEXT_LINK } from "./info-page";

/**
 * Imprensa: the press contact drawn from the settings, the prose staff edit (decision 0041), the social
 * networks and the company's details.
 */
export function PressPage({ page, settings }: { page: PublicPage; settings: SiteSettings }) {
  const name = settings.companyName;
  const social = [
    ["Facebook", settings.facebookUrl],
    ["Instagram", settings.instagramUrl],
    ["YouTube", settings.youtubeUrl],
    ["LinkedIn", settings.linkedinUrl],
  ].filter(([, url]) => url);
  const hasContact = settings.salesEmail || settings.salesPhone;
  return (
    <EditablePage
      page={page}
      eyebrow="Institucional"
      before={
        <InfoSection title="Contato para a imprensa">
          {hasContact ? (
            <>
              <p>
                Para entrevistas, dados sobre a rede, imagens e posicionamentos, fale com a nossa equipe.
                Informe o veículo, o assunto e o seu prazo: respondemos o quanto antes.
              </p>
              <ContactChannels
                settings={settings}
                channels={["salesEmail", "phone", "hours"]}
                whatsappMessage={`Olá! Sou jornalista e gostaria de falar com a assessoria da ${name}.`}
              />
              {settings.salesEmail && (
                <p className="text-sm text-muted-foreground">
                  No e-mail, use o assunto “Imprensa” para que a mensagem chegue mais rápido à pessoa certa.
                </p>
              )}
            </>
          ) : (
            <p>
              Fale com a gente pelos canais da{" "}
              <a href="/central-atendimento" className={TEXT_LINK}>
                central de atendimento
              </a>{" "}
              e peça para falar com a assessoria de imprensa.
            </p>
          )}
        </InfoSection>
      }
    >
      {social.length > 0 && (
        <InfoSection title="Redes sociais">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {social.map(([label, url]) => (
              <li key={label}>
                <a href={url} target="_blank" rel="noopener noreferrer" className={TEXT_LINK}>
                  {label}
                  <NewWindowHint />
                </a>
              </li>
            ))}
          </ul>
        </InfoSection>
      )}
      <InfoSection title="Dados da empresa">
        <CompanyDetails settings={settings} />
      </InfoSection>
    </EditablePage>
  );
}
