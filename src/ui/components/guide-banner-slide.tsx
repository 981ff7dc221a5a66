import { type PublicStreamingBanner, uploadedSrcSet } from "../../domain";

const DEFAULT_WIDTH = 1200;
const DEFAULT_HEIGHT = 400;

/** The classes of a guide slide's parts: the site's by default, or a fixed width's (the console's preview). */
export type GuideSlideClasses = { figure: string; caption: string; title: string; text: string };

// Under the image on a phone; over its lower edge from the tablet up.
const RESPONSIVE: GuideSlideClasses = {
  figure: "relative flex flex-col md:block",
  caption:
    "bg-slate-950/80 px-14 py-3 pb-12 text-white md:absolute md:inset-x-0 md:bottom-0 md:bg-linear-to-t md:from-slate-950/90 md:to-transparent md:px-8 md:pt-10 md:pb-12",
  title: "text-lg font-bold md:text-2xl",
  text: "text-sm md:text-base",
};

/** One banner of a streaming guide: its image on its background colour, its caption. */
export function GuideBannerSlide({
  banner,
  first = false,
  classes = RESPONSIVE,
}: {
  banner: Pick<
    PublicStreamingBanner,
    "imageUrl" | "imageWidth" | "imageHeight" | "imageAlt" | "title" | "description" | "bgColor"
  >;
  first?: boolean;
  /** Fixed classes, as a phone or a computer would lay the slide out, whatever the window. */
  classes?: GuideSlideClasses;
}) {
  const srcSet = banner.imageUrl ? uploadedSrcSet(banner.imageUrl, banner.imageWidth) : undefined;
  return (
    <figure className={classes.figure} style={{ backgroundColor: banner.bgColor }} data-testid="guide-banner">
      {banner.imageUrl ? (
        <img
          src={banner.imageUrl}
          srcSet={srcSet}
          // Only beside a srcset: alone it says nothing (the HTML checker refuses it).
          sizes={srcSet && "100vw"}
          alt={banner.imageAlt}
          width={banner.imageWidth ?? DEFAULT_WIDTH}
          height={banner.imageHeight ?? DEFAULT_HEIGHT}
          // The first slide is what the visitor sees first; the others wait until needed.
          loading={first ? "eager" : "lazy"}
          className="aspect-[3/1] h-auto w-full object-cover"
        />
      ) : (
        <div className="aspect-[3/1] w-full" />
      )}
      <figcaption className={classes.caption}>
        <p className={classes.title}>{banner.title}</p>
        {banner.description && <p className={classes.text}>{banner.description}</p>}
      </figcaption>
    </figure>
  );
}
