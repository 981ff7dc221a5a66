import type { AppLoadContext } from "react-router";
import { hashHtml, type ServerHtmlValue } from "../components/server-html";

/**
 * A loader's server HTML (components/server-html.tsx), each part kept out of the loader's data on a page's
 * first load: the part goes into this request's store, which entry.server.tsx hands to the render, and the
 * data holds a reference. The document then carries the markup once, not a second time in the hydration
 * data (issue 39: the home page's HTML was 40 KB heavier, its layout's footer and menus twice). A
 * client-side navigation's data request has no store and gets the strings.
 */
export function keepInDocument<T extends Record<string, string>>(
  context: AppLoadContext,
  parts: T,
): { [K in keyof T]: ServerHtmlValue } {
  const store = context.documentHtml;
  return Object.fromEntries(
    Object.entries(parts).map(([key, html]) => {
      if (!store || html === "") return [key, html];
      const reference = String(store.size);
      store.set(reference, html);
      return [key, { inDocument: reference, hash: hashHtml(html) }];
    }),
  ) as { [K in keyof T]: ServerHtmlValue };
}
