import { defineMiddleware } from "astro:middleware";
import symbols from "virtual:vitrine-icon-symbols";
import { inlinePageIcons } from "./lib/page-icons";

// Astro's middleware for every page the site renders: an HTML page carries the symbols of the icons it draws
// (lib/page-icons.ts, decision 0098).
export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get("content-type")?.startsWith("text/html")) return response;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(inlinePageIcons(await response.text(), symbols), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
});
