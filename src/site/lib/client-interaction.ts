import type { ClientDirective } from "astro";
import { VISIT_CITY_ATTRIBUTE } from "../stores/visit-city-storage";

// `client:interaction` (issue 70, decision 0090): an island whose server HTML already works as plain forms
// and links (the home pages' city modal and plans) loads React and hydrates on the visitor's first touch of
// the page, not before: a first visit that only looks downloads no React at all. A visit that already has a
// city (the head script's mark, decision 0045) hydrates at once, as `client:idle` would: its plans come from
// React. Astro inlines this script once per page that uses the directive, and lists its hash in the CSP.

/**
 * What counts as a touch: a press, a key, a tap, a field filled. Not a hover, not a scroll, and not a focus:
 * the city modal's own script puts the focus in its search as the page is parsed (head-script.ts).
 */
const TOUCHES = ["pointerdown", "keydown", "touchstart", "input", "click"] as const;
const ISLAND = "astro-island[client='interaction']";

/** Every island of the page on this directive: each one's hydration, run when the page is touched. */
const waiting: Array<() => Promise<void>> = [];
let started: Promise<void> | undefined;
/** The last click inside one of these islands before they hydrated: replayed once they have. */
let held: HTMLElement | undefined;

/** Until the islands have hydrated, a click in one is held, so React's handler answers it, not the form's. */
function hold(event: Event) {
  const target = event.target instanceof Element ? event.target.closest<HTMLElement>("*") : null;
  if (!target?.closest(ISLAND)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held = target;
}

/**
 * React has done the hydration it scheduled once the browser is idle (Safari has no idle callback). Within
 * half a second at most: a browser that paints no frames (a headless one) may never call it idle.
 */
const idle = () =>
  new Promise<void>((resolve) =>
    "requestIdleCallback" in window
      ? requestIdleCallback(() => resolve(), { timeout: 500 })
      : setTimeout(resolve, 1),
  );

function start(): Promise<void> {
  if (started) return started;
  for (const type of TOUCHES) removeEventListener(type, onTouch, true);
  addEventListener("click", hold, true);
  started = Promise.allSettled(waiting.splice(0).map((hydrate) => hydrate())).then(async (results) => {
    if (results.every((result) => result.status === "fulfilled")) await idle();
    removeEventListener("click", hold, true);
    // Hydrated, React answers the click; if a script failed to load, the browser does (a form posts, a link
    // opens), as without scripts.
    const target = held;
    held = undefined;
    if (target?.isConnected) target.click();
  });
  return started;
}

function onTouch(event: Event) {
  // The first click itself is held too: it may be the touch that starts it all (a click with no press first).
  if (event.type === "click") hold(event);
  void start();
}

declare module "astro" {
  interface AstroClientDirectives {
    "client:interaction"?: boolean;
  }
}

const interaction: ClientDirective = (load) => {
  const hydrate = async () => {
    const run = await load();
    await run();
  };
  if (started) {
    // Touched already: this island (parsed later) joins at once.
    void hydrate();
    return;
  }
  waiting.push(hydrate);
  if (waiting.length > 1) return;
  for (const type of TOUCHES) addEventListener(type, onTouch, { capture: true, passive: type !== "click" });
  if (document.documentElement.hasAttribute(VISIT_CITY_ATTRIBUTE)) void idle().then(start);
};

export default interaction;
