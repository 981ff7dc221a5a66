import * as React from "react";
import { cn } from "../../lib/utils";
import { Icon } from "./icon";

/*
 * WAI-ARIA carousel (https://www.w3.org/WAI/ARIA/apg/patterns/carousel/) without embla: a transformed track
 * and a timer are all the home and streaming-guide banners need, at a fraction of the bytes (the home page
 * has ~3 KB of its JS budget left). Slides other than the current one are inert, so Tab never lands on a
 * link the visitor cannot see. Autoplay has a pause/play control (WCAG 2.2.2) and stays off for visitors
 * who ask for reduced motion.
 */

export const CAROUSEL_INTERVAL_MS = 5000;
/** A dot click holds autoplay this long before the usual interval resumes. */
export const CAROUSEL_HOLD_MS = 5000;

export type CarouselProps = {
  /** The carousel's name, e.g. "Destaques". */
  label: string;
  /**
   * The slides; or a function of `near`, for slides whose images should load only when the visitor may
   * soon see them (`near(i)` is true for the shown slide, the next one halfway through an interval, and
   * every slide once the visitor reaches for the carousel).
   */
  slides: React.ReactNode[] | ((near: (index: number) => boolean) => React.ReactNode[]);
  /** Milliseconds between slides; 0 turns autoplay off. */
  autoplayMs?: number;
  /** Previous/next wrap around (home) or are disabled at the ends (streaming guides). */
  wrap?: boolean;
  className?: string;
  /** Classes for each slide's box (its size and aspect). */
  slideClassName?: string;
};

const CONTROL =
  "inline-flex cursor-pointer items-center justify-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white disabled:cursor-not-allowed disabled:opacity-40 dark:bg-slate-900/90 dark:text-white dark:hover:bg-slate-900";

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
}

export function Carousel({
  label,
  slides,
  autoplayMs = 0,
  wrap = true,
  className,
  slideClassName,
}: CarouselProps) {
  const [index, setIndex] = React.useState(0);
  // How many slides from the first may load their images. A visitor who reads on past the carousel never
  // downloads the banners they were not shown (two images of `/`'s first load on a phone).
  const [reach, setReach] = React.useState(1);
  const list = typeof slides === "function" ? slides((i) => i < reach || i === index) : slides;
  const count = list.length;
  const reachAll = () => setReach(count);
  // Off until mounted: the server cannot know the visitor's motion preference.
  const [playing, setPlaying] = React.useState(false);
  const [held, setHeld] = React.useState(false);
  const pointerX = React.useRef<number | null>(null);
  const canPlay = autoplayMs > 0 && count > 1;

  React.useEffect(() => {
    if (canPlay && !prefersReducedMotion()) setPlaying(true);
  }, [canPlay]);

  // One timer per shown slide: any change of slide (timer, buttons, dots, swipe) restarts the count.
  // biome-ignore lint/correctness/useExhaustiveDependencies: index restarts the timer on every change of slide.
  React.useEffect(() => {
    if (!playing || !canPlay) return;
    const timer = window.setTimeout(
      () => {
        setHeld(false);
        setIndex((current) => (current + 1) % count);
      },
      autoplayMs + (held ? CAROUSEL_HOLD_MS : 0),
    );
    return () => window.clearTimeout(timer);
  }, [playing, canPlay, held, index, count, autoplayMs]);

  // The next slide's image loads halfway through the shown one's turn, in time for the rotation.
  React.useEffect(() => {
    if (!playing || !canPlay) return;
    const timer = window.setTimeout(() => setReach((r) => Math.max(r, index + 2)), autoplayMs / 2);
    return () => window.clearTimeout(timer);
  }, [playing, canPlay, index, autoplayMs]);

  if (count === 0) return null;
  const current = Math.min(index, count - 1);
  const atStart = !wrap && current === 0;
  const atEnd = !wrap && current === count - 1;
  const go = (step: number) =>
    setIndex((i) => (wrap ? (i + step + count) % count : Math.max(0, Math.min(count - 1, i + step))));

  return (
    <section
      aria-roledescription="carrossel"
      aria-label={label}
      className={cn("relative overflow-hidden", className)}
      // Pointing at, touching or tabbing into the carousel may lead to any slide: all of them load.
      onPointerEnter={reachAll}
      onPointerDown={reachAll}
      onFocus={reachAll}
    >
      <div
        // While rotating, announcing each slide would talk over the visitor (APG).
        aria-live={playing ? "off" : "polite"}
        className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
        style={{ transform: `translateX(-${current * 100}%)`, touchAction: "pan-y" }}
        onPointerDown={(event) => {
          pointerX.current = event.clientX;
        }}
        onPointerUp={(event) => {
          const start = pointerX.current;
          pointerX.current = null;
          if (start === null) return;
          const dx = event.clientX - start;
          if (dx > 40 && !atStart) go(-1);
          else if (dx < -40 && !atEnd) go(1);
        }}
      >
        {list.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the APG carousel names each slide as a group; a fieldset is for form controls.
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional; the caller's order is their identity.
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} de ${count}`}
            aria-hidden={i !== current}
            inert={i !== current}
            className={cn("w-full shrink-0", slideClassName)}
          >
            {slide}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div>
          <button
            type="button"
            aria-label="Slide anterior"
            disabled={atStart}
            onClick={() => go(-1)}
            className={cn(CONTROL, "absolute top-1/2 left-2 size-10 -translate-y-1/2")}
          >
            <Icon name="chevron-left" className="size-6" />
          </button>
          <button
            type="button"
            aria-label="Próximo slide"
            disabled={atEnd}
            onClick={() => go(1)}
            className={cn(CONTROL, "absolute top-1/2 right-2 size-10 -translate-y-1/2")}
          >
            <Icon name="chevron-right" className="size-6" />
          </button>
          <div className="absolute inset-x-0 bottom-2 flex items-center justify-center gap-1">
            {canPlay && (
              <button
                type="button"
                aria-label={playing ? "Pausar rotação automática" : "Retomar rotação automática"}
                onClick={() => {
                  setHeld(false);
                  setPlaying((value) => !value);
                }}
                className={cn(CONTROL, "mr-2 size-8")}
              >
                {playing ? (
                  <Icon name="pause" className="size-4" />
                ) : (
                  <Icon name="play-sharp" className="size-4" />
                )}
              </button>
            )}
            {list.map((_, i) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide position.
                key={i}
                type="button"
                aria-label={`Ir para o slide ${i + 1} de ${count}`}
                aria-current={i === current ? "true" : undefined}
                onClick={() => {
                  setIndex(i);
                  setHeld(true);
                }}
                // A 24 px target (WCAG 2.5.8) around a small visible dot.
                className="group inline-flex size-6 cursor-pointer items-center justify-center rounded-full"
              >
                <span
                  aria-hidden
                  className="block size-2.5 rounded-full bg-white/70 ring-1 ring-slate-900/40 group-hover:bg-white group-aria-[current=true]:w-6 group-aria-[current=true]:bg-white"
                />
              </button>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
