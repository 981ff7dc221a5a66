import type { CSSProperties } from "react";
import { type BannerColor, offerLabelPath, type PublicBanner, uploadedSrcSet } from "../../domain";
import { cn } from "../lib/utils";
import { Button } from "./button";
import { ChatButton } from "./chat-button";

/**
 * The console's named background choices, each with a text colour that passes AA on it, and a keyboard
 * focus outline in that colour (the site's blue fades on some of them, in either theme).
 */
const CAPTION_COLORS: Record<BannerColor, string> = {
  white: "bg-white text-slate-900 [--focus-ring:#0f172a]",
  yellow: "bg-yellow-300 text-slate-900 [--focus-ring:#0f172a]",
  "light-blue": "bg-sky-100 text-slate-900 [--focus-ring:#0f172a]",
  "medium-blue": "bg-blue-700 text-white [--focus-ring:#fff]",
  "dark-blue": "bg-blue-950 text-white [--focus-ring:#fff]",
  "dark-yellow": "bg-yellow-600 text-slate-950 [--focus-ring:#0f172a]",
};

/** The classes of a slide's parts: the site's by default, or a fixed width's (the console's preview). */
export type SlideClasses = { box: string; caption: string; title: string; text: string };

// Phones get a taller, cropped box so a caption fits; wider screens keep the image's own shape. The height
// follows 100vw, not the box's width, so it holds still when a modal dialog reserves the scrollbar's gutter.
const RESPONSIVE: SlideClasses = {
  box: "relative h-76 w-full overflow-hidden bg-muted sm:h-[calc(100vw*var(--banner-ratio))]",
  caption: "max-w-md rounded-lg p-4 shadow-lg sm:p-6",
  title: "text-xl font-extrabold sm:text-3xl",
  text: "mt-2 text-sm sm:text-base",
};

/** One home banner: its image, and its caption on its background colour when captions are shown. */
/** A transparent pixel: a far slide's image until the carousel gives it its address. */
export const EMPTY_IMAGE = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

export function BannerSlide({
  banner,
  first = false,
  near = true,
  showCaptions,
  classes = RESPONSIVE,
}: {
  banner: Pick<
    PublicBanner,
    "imageUrl" | "imageWidth" | "imageHeight" | "imageAlt" | "title" | "description" | "bgColor" | "offer"
  >;
  first?: boolean;
  /** Whether the visitor may soon see this slide (the carousel's `near`): until then, no image request. */
  near?: boolean;
  showCaptions: boolean;
  /** Fixed classes, as a phone or a computer would lay the slide out, whatever the window. */
  classes?: SlideClasses;
}) {
  const width = banner.imageWidth ?? 1200;
  const srcSet = banner.imageUrl ? uploadedSrcSet(banner.imageUrl, banner.imageWidth) : undefined;
  const height = banner.imageHeight ?? 400;
  const offer = banner.offer;
  return (
    <div className={classes.box} style={{ "--banner-ratio": height / width } as CSSProperties}>
      {banner.imageUrl && (
        <img
          // A far slide's address waits in data-carousel-src until the carousel loads it; until then the
          // image is an empty one, which the page already holds.
          {...(near
            ? {
                src: banner.imageUrl,
                // Uploaded banners are stored in several widths (decision 0011): phones fetch the small one.
                srcSet: srcSet,
                sizes: srcSet && "100vw",
              }
            : {
                src: EMPTY_IMAGE,
                "data-carousel-src": banner.imageUrl,
                "data-carousel-srcset": srcSet,
              })}
          alt={banner.imageAlt || banner.title}
          width={width}
          height={height}
          // The first slide is the page's largest paint: fetch it first, never lazily.
          loading={first ? "eager" : "lazy"}
          fetchPriority={first ? "high" : undefined}
          className="absolute inset-0 size-full object-cover"
        />
      )}
      {showCaptions && (
        <div className="absolute inset-y-0 right-14 left-14 flex items-center">
          <div className={cn(classes.caption, CAPTION_COLORS[banner.bgColor])}>
            <p className={classes.title}>{banner.title}</p>
            {banner.description && <p className={classes.text}>{banner.description}</p>}
            {offer && (
              <>
                <p className={classes.text}>
                  {offer.planName} por <strong className="text-lg">{offer.price}/mês</strong>
                  {offer.conditions && ` ${offer.conditions}`}
                  {/* Issue 68, point 5: the price's fidelização in the same block, and its label. */}
                  {offer.terms && ` · ${offer.terms}`}
                  {offer.offerCode && (
                    <>
                      {" · "}
                      <a
                        href={offerLabelPath(offer.offerCode)}
                        data-testid="banner-offer-label"
                        className="font-semibold underline underline-offset-2"
                      >
                        Etiqueta da oferta<span className="sr-only"> {offer.planName}</span>
                      </a>
                    </>
                  )}
                </p>
                {/* The ring (the caption's text colour) parts the yellow button from a yellow caption. */}
                {offer.signUpHref ? (
                  <Button asChild variant="accent" size="lg" className="mt-2 ring-2 ring-current">
                    <a href={offer.signUpHref} data-sign-up-link>
                      {offer.label}
                      <span className="sr-only"> {offer.planName}</span>
                    </a>
                  </Button>
                ) : (
                  <ChatButton
                    whatsappNumber={offer.whatsappNumber}
                    message={offer.message}
                    className="mt-2 ring-2 ring-current"
                  >
                    {offer.label}
                    <span className="sr-only"> {offer.planName}</span>
                  </ChatButton>
                )}
              </>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
