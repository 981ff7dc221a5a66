// The server's HTML that names the visit's city in a chat, rewritten by plain DOM code: the layout's script
// names the visit's city once, and on a page whose islands follow the city, each city the visitor picks next.

import { SIGN_UP_CITY_PARAM } from "../../domain/sign-up-link";
import { CITY_PLACEHOLDER, floatingChatMessage, type SalesTopic, whatsappLink } from "../../ui/lib/contact";

/** A city as the top bar lists it: its id and its label ('Serra - ES'). */
export type NamedCity = { id: string; label: string };

/** The sales chats' message (the floating button's, a phone's sticky action's) names `cityName`, or no city. */
export function nameCityInFloatingChat(cityName: string | undefined): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-sales-number]")) {
    const topic = link.dataset.salesTopic as SalesTopic | undefined;
    link.href = whatsappLink(
      link.dataset.salesNumber ?? "",
      floatingChatMessage(topic || undefined, cityName),
    );
  }
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

/**
 * Issue 68: the links to 'Contrate online' (`a[data-sign-up-link]`: the header's, a banner's, a strip's, a
 * card's) carry the visit's city, so step 1 names it. The server's HTML works without it (the page asks).
 */
export function nameCityInSignUpLinks(cityId: number | undefined): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-sign-up-link]")) {
    const url = new URL(link.href);
    if (cityId) url.searchParams.set(SIGN_UP_CITY_PARAM, String(cityId));
    link.href = url.pathname + url.search + url.hash;
  }
}
