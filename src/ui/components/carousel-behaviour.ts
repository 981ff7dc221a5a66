// The carousel's behaviour as plain DOM code over the markup `Carousel` renders: the hydrated home page's
// component calls it from an effect, and the script of a page that ships no client app (a streaming guide,
// decision 0043) calls it alone. One implementation for both.

export const CAROUSEL_INTERVAL_MS = 5000;
/** A dot click holds autoplay this long before the usual interval resumes. */
export const CAROUSEL_HOLD_MS = 5000;
/**
 * The next slide's image is asked for this long before its turn: time enough for a banner of ten-odd KB on
 * a slow phone network, and a visit that leaves before then, or reads on, never downloads it (it was
 * halfway through the turn: part of every first load a page test measured, issue 70).
 */
export const CAROUSEL_PRELOAD_MS = 1000;

export const PAUSE_LABEL = "Pausar rotação automática";
export const PLAY_LABEL = "Retomar rotação automática";

/** How far a press must travel sideways to count as a swipe, in CSS pixels. */
const SWIPE_PX = 40;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/** A far slide's image gets its address once the visitor may soon see it (`data-carousel-src`). */
function loadImages(slide: Element | undefined) {
  for (const image of slide?.querySelectorAll<HTMLImageElement>("img[data-carousel-src]") ?? []) {
    const { carouselSrc, carouselSrcset } = image.dataset;
    if (carouselSrcset) {
      image.sizes = "100vw";
      image.srcset = carouselSrcset;
    }
    image.src = carouselSrc!;
    delete image.dataset.carouselSrc;
    delete image.dataset.carouselSrcset;
  }
}

/**
 * Binds a `[data-carousel]` root: `data-autoplay` (milliseconds, absent for none), `data-wrap` (previous and
 * next go round rather than stop at the ends), and its parts `[data-carousel-track]`, `[data-carousel-slide]`,
 * `[data-carousel-prev]`, `[data-carousel-next]`, `[data-carousel-play]`, `[data-carousel-dot]`. Returns the
 * removal of its timers and listeners.
 */
export function bindCarousel(root: HTMLElement): () => void {
  const track = root.querySelector<HTMLElement>("[data-carousel-track]");
  const slides = [...root.querySelectorAll<HTMLElement>("[data-carousel-slide]")];
  const count = slides.length;
  if (!track || count === 0) return () => {};
  const previous = root.querySelector<HTMLButtonElement>("[data-carousel-prev]");
  const next = root.querySelector<HTMLButtonElement>("[data-carousel-next]");
  const play = root.querySelector<HTMLButtonElement>("[data-carousel-play]");
  const dots = [...root.querySelectorAll<HTMLButtonElement>("[data-carousel-dot]")];
  const autoplayMs = Number(root.dataset.autoplay ?? 0);
  const wrap = root.hasAttribute("data-wrap");
  const canPlay = autoplayMs > 0 && count > 1;

  let index = 0;
  let playing = false;
  let held = false;
  // How many slides from the first have their images: a visitor who reads on past the carousel never
  // downloads the banners they were not shown (two images of `/`'s first load on a phone).
  let reach = 1;
  let turn: number | undefined;
  let preload: number | undefined;
  const listeners = new AbortController();
  const on = (target: EventTarget | null, type: string, listener: (event: Event) => void) =>
    target?.addEventListener(type, listener, { signal: listeners.signal });

  const reachTo = (end: number) => {
    for (; reach < Math.min(end, count); reach += 1) loadImages(slides[reach]);
  };

  // One timer per shown slide: any change of slide (timer, buttons, dots, swipe) restarts the count.
  const schedule = () => {
    window.clearTimeout(turn);
    window.clearTimeout(preload);
    if (!playing || !canPlay) return;
    turn = window.setTimeout(
      () => {
        held = false;
        show((index + 1) % count);
      },
      autoplayMs + (held ? CAROUSEL_HOLD_MS : 0),
    );
    // The next slide's image loads a second before the rotation shows it.
    preload = window.setTimeout(() => reachTo(index + 2), Math.max(0, autoplayMs - CAROUSEL_PRELOAD_MS));
  };

  const show = (target: number) => {
    index = target;
    track.style.transform = `translateX(-${index * 100}%)`;
    // While rotating, announcing each slide would talk over the visitor (APG).
    track.setAttribute("aria-live", playing ? "off" : "polite");
    slides.forEach((slide, i) => {
      slide.setAttribute("aria-hidden", String(i !== index));
      slide.inert = i !== index;
    });
    loadImages(slides[index]);
    if (previous) previous.disabled = !wrap && index === 0;
    if (next) next.disabled = !wrap && index === count - 1;
    dots.forEach((dot, i) => {
      if (i === index) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
    });
    if (play) play.setAttribute("aria-label", playing ? PAUSE_LABEL : PLAY_LABEL);
    root.toggleAttribute("data-playing", playing);
    schedule();
  };

  const step = (by: number) =>
    show(wrap ? (index + by + count) % count : Math.max(0, Math.min(count - 1, index + by)));
  const setPlaying = (value: boolean) => {
    held = false;
    playing = value;
    show(index);
  };

  on(previous, "click", () => step(-1));
  on(next, "click", () => step(1));
  on(play, "click", () => setPlaying(!playing));
  for (const [i, dot] of dots.entries())
    on(dot, "click", () => {
      held = true;
      show(i);
    });

  // Pointing at, touching or tabbing into the carousel may lead to any slide: all of them load.
  const reachAll = () => reachTo(count);
  on(root, "pointerenter", reachAll);
  on(root, "pointerdown", reachAll);
  on(root, "focusin", (event) => {
    reachAll();
    // Rotation would move a focused link (a banner's offer) into a hidden, inert slide and drop the
    // keyboard focus: as the APG carousel asks, rotation stops once the focus enters a slide.
    if (playing && (event.target as Element).closest("[data-carousel-slide]")) setPlaying(false);
  });

  let pressedAt: number | null = null;
  on(track, "pointerdown", (event) => {
    pressedAt = (event as PointerEvent).clientX;
  });
  on(track, "pointerup", (event) => {
    if (pressedAt === null) return;
    const dx = (event as PointerEvent).clientX - pressedAt;
    pressedAt = null;
    if (dx > SWIPE_PX && (wrap || index > 0)) step(-1);
    else if (dx < -SWIPE_PX && (wrap || index < count - 1)) step(1);
  });

  // Off in the server's HTML, which cannot know the visitor's motion preference.
  playing = canPlay && !prefersReducedMotion();
  show(0);

  return () => {
    listeners.abort();
    window.clearTimeout(turn);
    window.clearTimeout(preload);
  };
}
