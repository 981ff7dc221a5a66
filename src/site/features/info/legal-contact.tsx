import type { SiteSettings } from "../../../domain";
import { mailLink } from "./contact-channels";
import { TEXT_LINK } from "./info-page";

/** The LGPD encarregado's address, else the support address, else the service centre page. */
export function PrivacyContact({ settings, subject }: { settings: SiteSettings; subject: string }) {
  const address = settings.privacyEmail || settings.supportEmail;
  if (address) return mailLink(address, subject);
  return (
    <a href="/central-atendimento" className={TEXT_LINK}>
      central de atendimento
    </a>
  );
}
