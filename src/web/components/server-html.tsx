import { type ComponentProps, type MouseEvent, useRef } from "react";
import { type NavigateFunction, useNavigate } from "react-router";
import { useServerRender } from "../lib/server-render";

/**
 * Server HTML as a loader returns it: the string itself, or, in a page's first load, a reference to the
 * string the document already holds (`keepInDocument`, lib/document-html.server.ts) with the string's hash.
 */
export type ServerHtmlValue = string | { inDocument: string; hash: string };

/** FNV-1a, 32 bits: tells whether a string a later load brings is the one the document already shows. */
export function hashHtml(html: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < html.length; i += 1) hash = Math.imul(hash ^ html.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

/**
 * Markup the server rendered from this app's own components, shown in the browser without their code: for
 * parts of a page that hold no state and never change once rendered (the home page's static sections, the
 * footer), whose components would otherwise weigh on every first load's JavaScript (decision 0010).
 *
 * The pattern: a `*.server.tsx` module renders the component to a string (`renderToStaticMarkup`), the
 * route's loader returns it through `keepInDocument`, and the route shows it here. In a page's first load the
 * string is in the document only, not a second time in the hydration data: the loader returns a reference,
 * the server's render resolves it, and hydration leaves the server's markup in place (React does not rewrite
 * `dangerouslySetInnerHTML` while hydrating). A client-side navigation's data carries the string; when it is
 * the one already shown (same hash), nothing is written, so what effects did to the markup stays. The
 * component uses plain `<a href>`s (a `<Link>` needs the router, which a string has not); a click on one is
 * turned into a client-side navigation here, as `<Link>` would, so the page keeps its state (the chosen
 * city). No visitor or staff text goes into the markup unescaped: React escaped it when it rendered.
 */
export function ServerHtml({
  html,
  as: Element = "div",
  ...props
}: { html: ServerHtmlValue; as?: "div" | "footer" } & Omit<ComponentProps<"div">, "children" | "onClick">) {
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useHookAtTopLevel: a build-time constant; each build calls it always or never
  const inDocument = import.meta.env.SSR ? useServerRender().documentHtml : undefined;
  // The same object while the markup is the same: React sets innerHTML again for every new one, which would
  // undo what an effect wrote into the markup (useComboCityLinks).
  const shown = useRef<{ hash: string; markup: { __html: string } }>(null);
  const hash = typeof html === "string" ? hashHtml(html) : html.hash;
  if (shown.current?.hash !== hash) {
    // A reference: its string on the server; in the browser, only while hydrating the markup it names.
    const text = typeof html === "string" ? html : (inDocument?.get(html.inDocument) ?? "");
    shown.current = { hash, markup: { __html: text } };
  }
  return (
    <Element
      {...props}
      suppressHydrationWarning
      // Delegates the clicks of the links inside (a link's Enter is a click too).
      onClick={(event) => followLink(event, navigate)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own components rendered on the server; React escaped any visitor or staff text in them.
      dangerouslySetInnerHTML={shown.current.markup}
    />
  );
}

/** A plain click on a link to another page of this site navigates client-side; anything else is the browser's. */
function followLink(event: MouseEvent<HTMLElement>, navigate: NavigateFunction) {
  const link = (event.target as Element).closest("a");
  if (
    !link ||
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    link.target ||
    link.hasAttribute("download") ||
    link.origin !== window.location.origin ||
    // The console carries the whole stylesheet, not the public pages' (decision 0048): it opens with a page
    // load.
    /^\/intranet(\/|$)/.test(link.pathname) ||
    // An anchor in this page (a skip link): the browser scrolls to it and moves the focus there.
    (link.hash && link.pathname === window.location.pathname)
  )
    return;
  event.preventDefault();
  navigate(link.pathname + link.search + link.hash);
}
