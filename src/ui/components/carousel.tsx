import * as React from "react";
import { cn } from "../lib/utils";
import { bindCarousel, PLAY_LABEL } from "./carousel-behaviour";
import { Icon } from "./icon";

export { CAROUSEL_INTERVAL_MS } from "./carousel-behaviour";

/*
 * WAI-ARIA carousel (https://www.w3.org/WAI/ARIA/apg/patterns/carousel/) without embla: a transformed track
 * and a timer are all the home and streaming-guide banners need. This component renders the markup of the
 * first slide shown; carousel-behaviour.ts moves it, from an effect here or from the script of a page that
 * ships no client app. Slides other than the current one are inert, so Tab never lands on a link the visitor
 * cannot see. Autoplay has a pause/play control (WCAG 2.2.2) and stays off for visitors who ask for reduced
 * motion.
 */

export type CarouselProps = {
  /** The carousel's name, e.g. "Destaques". */
  label: string;
  /**
   * The slides; or a function of `near`, for slides whose images should load only when the visitor may
   * soon see them: `near(i)` is true for the first slide only, and the others render their images with
   * `data-carousel-src` for the behaviour to load (the next one a second before its turn, every one once
   * the visitor reaches for the carousel).
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

export function Carousel({
  label,
  slides,
  autoplayMs = 0,
  wrap = true,
  className,
  slideClassName,
}: CarouselProps) {
  const list = typeof slides === "function" ? slides((i) => i === 0) : slides;
  const count = list.length;
  const canPlay = autoplayMs > 0 && count > 1;
  const ref = React.useRef<HTMLElement>(null);

  // Bound again (from the first slide) when the slides or the settings change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the behaviour reads the settings from the markup they change.
  React.useEffect(() => {
    if (ref.current && count > 0) return bindCarousel(ref.current);
  }, [count, autoplayMs, wrap]);

  if (count === 0) return null;
  return (
    <section
      ref={ref}
      aria-roledescription="carrossel"
      aria-label={label}
      data-carousel=""
      data-autoplay={canPlay ? autoplayMs : undefined}
      data-wrap={wrap ? "" : undefined}
      className={cn("group/carousel relative overflow-hidden", className)}
    >
      <div
        data-carousel-track=""
        aria-live="polite"
        className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
        style={{ touchAction: "pan-y" }}
      >
        {list.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the APG carousel names each slide as a group; a fieldset is for form controls.
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional; the caller's order is their identity.
            key={i}
            data-carousel-slide=""
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} de ${count}`}
            aria-hidden={i !== 0}
            inert={i !== 0}
            className={cn("w-full shrink-0", slideClassName)}
          >
            {slide}
          </div>
        ))}
      </div>
      {count > 1 && (
        // Without scripts the controls could move nothing: the first slide shows alone, as a banner.
        <div className="noscript:hidden">
          <button
            type="button"
            aria-label="Slide anterior"
            disabled={!wrap}
            data-carousel-prev=""
            className={cn(CONTROL, "absolute top-1/2 left-2 size-10 -translate-y-1/2")}
          >
            <Icon name="chevron-left" className="size-6" />
          </button>
          <button
            type="button"
            aria-label="Próximo slide"
            data-carousel-next=""
            className={cn(CONTROL, "absolute top-1/2 right-2 size-10 -translate-y-1/2")}
          >
            <Icon name="chevron-right" className="size-6" />
          </button>
          <div className="absolute inset-x-0 bottom-2 flex items-center justify-center gap-1">
            {canPlay && (
              <button
                type="button"
                aria-label={PLAY_LABEL}
                data-carousel-play=""
                className={cn(CONTROL, "mr-2 size-8")}
              >
                <Icon name="pause" className="hidden size-4 group-data-playing/carousel:block" />
                <Icon name="play-sharp" className="size-4 group-data-playing/carousel:hidden" />
              </button>
            )}
            {list.map((_, i) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide position.
                key={i}
                type="button"
                aria-label={`Ir para o slide ${i + 1} de ${count}`}
                aria-current={i === 0 ? "true" : undefined}
                data-carousel-dot=""
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
