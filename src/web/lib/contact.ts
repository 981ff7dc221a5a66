// The links live in the domain so the server's /chat redirect builds the same one.
export { telLink, whatsappLink } from "../../domain/contact";
