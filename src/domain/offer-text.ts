// What the offer cards write of an offer on every public page: kept apart from ./offer (the console's and
// the label's rules), since whatever is here goes into the `app` chunk every page loads (decision 0010).
import { formatPrice } from "./price";

// Speeds: stored as whole Mb/s, written one way everywhere.

const decimal = (value: number) => String(value).replace(".", ",");

/** '500 Mega', '1 Giga', '1,5 Giga'; empty when unknown. */
export function speedLabel(mbps: number | null | undefined): string {
  if (!mbps || mbps <= 0) return "";
  if (mbps >= 1000 && mbps % 100 === 0) return `${decimal(mbps / 1000)} Giga`;
  return `${mbps} Mega`;
}

/** A combo card's big number and its unit: { value: '750', unit: 'Mega' }. */
export function speedParts(mbps: number | null | undefined): { value: string; unit: string } {
  const [value = "", unit = ""] = speedLabel(mbps).split(" ");
  return { value, unit };
}

/** 'Instalação gratuita', 'Taxa de instalação de R$ 150,00'. */
export function installationText(fee: number): string {
  return fee <= 0 ? "Instalação gratuita" : `Taxa de instalação de ${formatPrice(fee)}`;
}
