import { type ComponentProps, type MouseEvent, useMemo } from "react";
import { type NavigateFunction, useNavigate } from "react-router";

/**
 * Markup the server rendered from this app's own components, shown in the browser without their code: for
 * parts of a page that hold no state and never change once rendered (the home page's static sections, the
 * footer), whose components would otherwise weigh on every first load's JavaScript (decision 0010).
 *
 * The pattern: a `*.server.tsx` module renders the component to a string (`renderToStaticMarkup`), the
 * route's loader returns it, and the route shows it here. The string travels with the loader's data, so a
 * client-side navigation gets it too; hydration sets nothing, the string being the same on both sides. The
 * component uses plain `<a href>`s (a `<Link>` needs the router, which a string has not); a click on one is
 * turned into a client-side navigation here, as `<Link>` would, so the page keeps its state (the chosen
 * city). No visitor or staff text goes into the markup unescaped: React escaped it when it rendered.
 */
export function ServerHtml({
  html,
  as: Element = "div",
  ...props
}: { html: string; as?: "div" | "footer" } & Omit<ComponentProps<"div">, "children" | "onClick">) {
  const navigate = useNavigate();
  // The same object while the string is the same: React sets innerHTML again for every new one, which would
  // undo what an effect wrote into the markup (useComboCityLinks).
  const markup = useMemo(() => ({ __html: html }), [html]);
  return (
    <Element
      {...props}
      // Delegates the clicks of the links inside (a link's Enter is a click too).
      onClick={(event) => followLink(event, navigate)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own components rendered on the server; React escaped any visitor or staff text in them.
      dangerouslySetInnerHTML={markup}
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
    // An anchor in this page (a skip link): the browser scrolls to it and moves the focus there.
    (link.hash && link.pathname === window.location.pathname)
  )
    return;
  event.preventDefault();
  navigate(link.pathname + link.search + link.hash);
}
