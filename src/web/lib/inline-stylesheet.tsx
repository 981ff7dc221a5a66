import { createContext, useContext } from "react";

/**
 * The site's whole stylesheet as text, provided by entry.server.tsx in a production build. In the
 * browser it is empty: the stylesheet is already in the page, and its text stays out of the JavaScript.
 */
export const StylesheetTextContext = createContext("");

/**
 * The stylesheet inlined in the page, so the first paint needs no second round trip (decision 0017).
 * Hydration leaves the server's text in place: React does not rewrite `dangerouslySetInnerHTML` while
 * hydrating, and the client's (empty) value never changes afterwards, so it is never written either.
 */
export function InlineStylesheet() {
  const text = useContext(StylesheetTextContext);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own built stylesheet, read from disk on the server
  return <style suppressHydrationWarning dangerouslySetInnerHTML={{ __html: text }} />;
}
