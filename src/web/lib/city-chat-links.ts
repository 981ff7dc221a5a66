// The server's HTML that names the visit's city in a chat, rewritten by plain DOM code: the inline script of a
// page without the app (page-script.ts, decision 0043) names the visit's city once; a page of islands
// (islands.tsx, decision 0049) names each city the visitor picks next.

import { CITY_PLACEHOLDER, floatingChatMessage, type SalesTopic, whatsappLink } from "./contact";

/** A city as the top bar lists it: its id and its label ('Serra - ES'). */
export type NamedCity = { id: string; label: string };

/** The floating sales chat's message names `cityName`, or no city. */
export function nameCityInFloatingChat(cityName: string | undefined): void {
  const link = document.querySelector<HTMLAnchorElement>("a[data-sales-number]");
  if (!link) return;
  const topic = link.dataset.salesTopic as SalesTopic | undefined;
  link.href = whatsappLink(link.dataset.salesNumber ?? "", floatingChatMessage(topic || undefined, cityName));
}

/**
 * The chats that name the visit's city (`a[data-city-chat]`): an offer's label's when the offer is sold there
 * (`data-city-ids`), a streaming guide's or a hero's always. Without such a city, the server's link.
 */
export function nameCityInChatLinks(city: NamedCity | undefined): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-city-chat]")) {
    link.dataset.chatHref ??= link.href;
    const ids = link.dataset.cityIds?.split(" ");
    link.href =
      city && (!ids || ids.includes(city.id))
        ? whatsappLink(
            new URL(link.dataset.chatHref).pathname.slice(1),
            (link.dataset.cityChat ?? "").replace(CITY_PLACEHOLDER, () => city.label),
          )
        : link.dataset.chatHref;
  }
}
