import { whatsappLink } from "../../../ui/lib/contact";

/** Marks a combo card's WhatsApp action with the combo's name. */
export const COMBO_ATTRIBUTE = "data-combo";

export function comboMessage(combo: string, cityName: string | undefined): string {
  return `Olá! Quero contratar o combo ${combo}${cityName ? ` em ${cityName}` : ""}.`;
}

/** The combo cards' WhatsApp actions name `cityName` (the home page's script, as its city changes). */
export function writeComboLinks(whatsappNumber: string, cityName: string | undefined): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>(`a[${COMBO_ATTRIBUTE}]`)) {
    link.href = whatsappLink(
      whatsappNumber,
      comboMessage(link.getAttribute(COMBO_ATTRIBUTE) ?? "", cityName),
    );
  }
}
