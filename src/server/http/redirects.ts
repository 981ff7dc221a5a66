import { type Context, Hono } from "hono";
import { whatsappLink } from "../../domain/contact";
import type { Catalogue } from "../catalogue";
import type { Env } from "./env";

/**
 * Addresses the spec's menus and footer link to that name a page we serve under another path
 * (SPEC §2). They are not pages, so they stay out of the sitemap and the render cache.
 */
export const PERMANENT_REDIRECTS: Readonly<Record<string, string>> = {
  "/internet": "/internet/fibra",
  "/internet-fibra": "/internet/fibra",
  "/planos-movel": "/movel",
  "/tv": "/streamings",
  "/telefonia": "/webcam",
  "/planos-empresas": "/empresas",
  "/privacidade": "/politica-privacidade",
  "/segunda-via": "/cliente/segunda-via",
  "/fatura": "/cliente/segunda-via",
  "/mudanca-senha": "/cliente/mudanca-senha",
  "/suporte-tecnico": "/suporte",
  "/noticias": "/blog",
};

/** Where /chat goes without a WhatsApp number in the settings. */
export const CHAT_FALLBACK = "/central-atendimento";

export function chatMessage(companyName: string): string {
  return `Olá! Vim pelo site da ${companyName} e gostaria de falar com um consultor.`;
}

/** The query string of a request, minus React Router's own parameters on a `.data` request. */
function queryOf(c: Context<Env>): string {
  const params = new URL(c.req.url).searchParams;
  params.delete("_routes");
  params.delete("index");
  const query = params.toString();
  return query ? `?${query}` : "";
}

/**
 * A client-side navigation fetches `<path>.data` instead of the page: React Router follows a 204 with
 * X-Remix-Redirect (and reloads the document for another site), where an HTTP redirect would make
 * fetch() load the target's data under the old URL's routes.
 */
function dataRedirect(c: Context<Env>, location: string, status: number) {
  const external = /^https?:\/\//.test(location);
  c.header("X-Remix-Redirect", location);
  c.header("X-Remix-Status", String(status));
  if (external) c.header("X-Remix-Reload-Document", "true");
  c.header("Cache-Control", status === 302 ? "no-store" : "public, max-age=3600");
  return c.body(null, 204);
}

export function redirectRoutes(catalogue: Pick<Catalogue, "siteSettings">) {
  const app = new Hono<Env>();
  for (const [from, to] of Object.entries(PERMANENT_REDIRECTS)) {
    app.get(from, (c) => {
      c.header("Cache-Control", "public, max-age=3600");
      return c.redirect(to + queryOf(c), 301);
    });
    app.get(`${from}.data`, (c) => dataRedirect(c, to + queryOf(c), 301));
  }

  // Temporary: the number comes from the settings, which staff may change at any time.
  const chatTarget = async () => {
    const settings = await catalogue.siteSettings();
    return settings.whatsappNumber
      ? whatsappLink(settings.whatsappNumber, chatMessage(settings.companyName))
      : CHAT_FALLBACK;
  };
  app.get("/chat", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.redirect(await chatTarget(), 302);
  });
  app.get("/chat.data", async (c) => dataRedirect(c, await chatTarget(), 302));
  return app;
}
