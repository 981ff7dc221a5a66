import { useEffect } from "react";
import type { ServerHtmlValue } from "../../components/server-html";
import { whatsappLink } from "../../lib/contact";

/** Marks a combo card's WhatsApp action with the combo's name. */
export const COMBO_ATTRIBUTE = "data-combo";

export function comboMessage(combo: string, cityName: string | undefined): string {
  return `Olá! Quero contratar o combo ${combo}${cityName ? ` em ${cityName}` : ""}.`;
}

/** The combo cards' WhatsApp actions name `cityName` (a page of islands calls it as its city changes). */
export function writeComboLinks(whatsappNumber: string, cityName: string | undefined): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>(`a[${COMBO_ATTRIBUTE}]`)) {
    link.href = whatsappLink(
      whatsappNumber,
      comboMessage(link.getAttribute(COMBO_ATTRIBUTE) ?? "", cityName),
    );
  }
}

/**
 * The combo strip arrives as server HTML (static-sections.server.tsx), which React does not manage; this
 * rewrites its actions' messages to name the city the visitor chose, and again whenever it or the strip's
 * markup (`html`, new after a revalidation) changes.
 */
export function useComboCityLinks(
  whatsappNumber: string,
  cityName: string | undefined,
  html: ServerHtmlValue,
): void {
  useEffect(() => {
    // Read only to re-run: a new strip (`html`) replaces the links this wrote into.
    void html;
    writeComboLinks(whatsappNumber, cityName);
  }, [whatsappNumber, cityName, html]);
}
