import { Link } from "react-router";
import type { SiteSettings } from "../../../domain";
import { mailLink } from "./contact-channels";
import { TEXT_LINK } from "./info-page";

export const LGPD = "https://www.planalto.gov.br/ccivil_03/_ato2015-2018/2018/lei/l13709.htm";
export const ANPD = "https://www.gov.br/anpd/pt-br";

/** The LGPD encarregado's address, else the support address, else the service centre page. */
export function PrivacyContact({ settings, subject }: { settings: SiteSettings; subject: string }) {
  const address = settings.privacyEmail || settings.supportEmail;
  if (address) return mailLink(address, subject);
  return (
    <Link to="/central-atendimento" className={TEXT_LINK}>
      central de atendimento
    </Link>
  );
}
