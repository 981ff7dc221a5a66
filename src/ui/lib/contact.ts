// The links live in the domain so the server's /chat redirect builds the same one.
export { telLink, whatsappLink } from "../../domain/contact";

/** The city a chat message names, when the visitor has chosen one: ' em Vitória - ES', or nothing. */
export function inCity(cityName?: string): string {
  return cityName ? ` em ${cityName}` : "";
}

/** Where a chat message names the visit's city, for the page's script (`data-city-chat`, lib/city-chat-links.ts). */
export const CITY_PLACEHOLDER = "{cidade}";

/** What a page sells, declared by its route as `handle = { salesTopic }`: the floating chat button names it. */
export type SalesTopic = "fibra" | "cameras" | "combos" | "empresas" | "streamings";

/** The floating WhatsApp button's opening message: the page's product and the chosen city. */
export function floatingChatMessage(topic: SalesTopic | undefined, cityName?: string): string {
  const where = inCity(cityName);
  switch (topic) {
    case "fibra":
      return `Olá! Quero saber mais sobre a internet fibra${where}.`;
    case "cameras":
      return `Olá! Quero saber mais sobre a internet com câmeras de segurança${where}.`;
    case "combos":
      return `Olá! Quero saber mais sobre os combos de internet e streaming${where}.`;
    case "empresas":
      return `Olá! Quero saber mais sobre internet para a minha empresa${where}.`;
    case "streamings":
      return `Olá! Quero saber mais sobre os planos com streamings inclusos${where}.`;
    default:
      return `Olá! Quero conhecer os planos de internet${where}.`;
  }
}
