import { type ComponentType, type ReactNode, useContext } from "react";
import { useCspNonce } from "../lib/csp-nonce";
import { useServerRender } from "../lib/server-render";
import { VISIT_CITY_ATTRIBUTE } from "../lib/visit-city";
import { CityStoreContext, RestoreVisitCity } from "./city/city-context";
import type { CityStore } from "./city/city-store";

/**
 * The React roots of a page of islands (decision 0049), by the name the server writes on each and the
 * browser's entry (src/web/islands.tsx) hydrates: one list, so the two cannot disagree.
 */
export type IslandName = SharedIslandName | PageIslandName;

/** The islands every page of islands may hold: their code is in the islands' entry. */
export type SharedIslandName = "city-modal" | "city-notice";

/**
 * The islands of one page or two, each in a chunk of its own (src/web/island-parts/{name}.ts) that only the
 * pages naming it in their handle load.
 */
export type PageIslandName =
  | "plans"
  | "camera-plans"
  | "camera-demo"
  | "combos"
  | "business-plans"
  | "business-request"
  | "referral";

/**
 * A route's handle for a public page whose first load is a page of islands (decision 0049): the server's
 * HTML, the page script, and its `Island`s hydrated each on its own, with no router. A client-side
 * navigation from a hydrated page still renders it inside the app, as any route.
 */
export type IslandPageHandle = {
  /**
   * `true`, or the page's own islands (`PageIslandName`) whose chunks it loads beside the entry. One it holds
   * but does not name here loads after them, as a deferred part (decision 0039): outside its first load.
   */
  islands?: true | readonly PageIslandName[];
};

/** What the page's islands share, written once in the page (`IslandDataScript`). */
export type IslandData = {
  /** `packCities`' string, or null when the cities could not be loaded. */
  cities: string | null;
  /** A city's page: its city. */
  pageCity?: number;
  whatsappNumber: string;
};

/** Marks an island's element in the server's HTML; its value is the island's name. */
export const ISLAND_ATTRIBUTE = "data-island";

/** The id prefix of an island's root: React's ids (`useId`) are unique per root, so each has its own. */
export const islandIdPrefix = (name: IslandName) => `${name}-`;

/**
 * What every island's root holds, on the server and in the browser alike (hydration compares the two): the
 * page's city store, shared by the page's roots, and the visit's city taken from an earlier page.
 */
export function IslandRoot({ store, children }: { store: CityStore | null; children: ReactNode }) {
  if (!store) return children;
  return (
    <CityStoreContext.Provider value={store}>
      {children}
      <RestoreVisitCity store={store} />
    </CityStoreContext.Provider>
  );
}

/**
 * Right after the city modal's island, while the rest of the page is still being parsed: its `<dialog open>`
 * becomes modal (the top layer, the page behind inert) and its name search takes the focus, as hydration
 * would do later. Done there, the browser styles the page as inert on its first style pass; done at
 * hydration, it restyled the whole page again in one long task (issue 39, point 5). A visit that already
 * has a city (the theme script's mark, decision 0045) keeps its hidden modal for hydration to close, and
 * without scripts the dialog stays open in the page.
 */
const MODAL_AT_ONCE = `(function(){var d=document.currentScript.previousElementSibling.querySelector("dialog[open]");if(!d||document.documentElement.hasAttribute("${VISIT_CITY_ATTRIBUTE}"))return;d.close();d.showModal();d.addEventListener("cancel",function(e){e.preventDefault()});var f=d.querySelector("[data-autofocus]");if(f)f.focus()})()`;

/**
 * An interactive part of a public page. Inside the client app (a hydrated page, a navigation) it is just
 * `component`. On a page of islands (`handle.islands`) the server renders it as a React root of its own,
 * with `props` beside it as JSON, and the browser hydrates that root alone, without the router
 * (src/web/islands.tsx). `props` must be JSON.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
}: {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
}) {
  // biome-ignore lint/correctness/useHookAtTopLevel: a build-time constant; each build calls it always or never
  const renderIsland = import.meta.env.SSR ? useServerRender().renderIsland : undefined;
  const store = useContext(CityStoreContext);
  const nonce = useCspNonce();
  if (!renderIsland) return <Component {...props} />;
  const html = renderIsland(
    <IslandRoot store={store}>
      <Component {...props} />
    </IslandRoot>,
    islandIdPrefix(name),
  );
  return (
    <>
      <div
        {...{ [ISLAND_ATTRIBUTE]: name }}
        data-props={JSON.stringify(props)}
        className="contents"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own render of the island (renderToString)
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {name === "city-modal" && (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this module, no input in it
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: MODAL_AT_ONCE }} />
      )}
    </>
  );
}

/** The page's `IslandData` as JSON, on a page of islands only (the client app has it in its state). */
export function IslandDataScript({ data }: { data: IslandData }) {
  // biome-ignore lint/correctness/useHookAtTopLevel: a build-time constant; each build calls it always or never
  const renderIsland = import.meta.env.SSR ? useServerRender().renderIsland : undefined;
  const nonce = useCspNonce();
  if (!renderIsland) return null;
  return (
    <script
      type="application/json"
      id="island-data"
      // Data, never run; the nonce keeps the page's rule that every inline script is covered (decision 0016).
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every "<" escaped, never run
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replaceAll("<", "\\u003c") }}
    />
  );
}
