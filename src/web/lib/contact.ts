// The links live in the domain so the server's /chat redirect builds the same one.
export { telLink, whatsappLink } from "../../domain/contact";

/** The city a chat message names, when the visitor has chosen one: ' em Vitória - ES', or nothing. */
export function inCity(cityName?: string): string {
  return cityName ? ` em ${cityName}` : "";
}
