import { type PublicStreamingBanner, uploadedSrcSet } from "../../../domain";
import { CAROUSEL_INTERVAL_MS, Carousel } from "../../components/ui/carousel";

const DEFAULT_WIDTH = 1200;
const DEFAULT_HEIGHT = 400;

/**
 * The guide's banners from the console, read by the page's loader so they are in the server's HTML.
 * No banners, no carousel (SPEC §2); arrows stop at the ends on the guides (SPEC §4).
 */
export function GuideBanners({
  label,
  banners,
}: {
  label: string;
  banners: readonly PublicStreamingBanner[];
}) {
  if (banners.length === 0) return null;
  return (
    <Carousel
      label={label}
      wrap={false}
      autoplayMs={CAROUSEL_INTERVAL_MS}
      className="rounded-2xl"
      slides={banners.map((banner, index) => (
        <figure
          key={banner.id}
          className="relative flex flex-col md:block"
          style={{ backgroundColor: banner.bgColor }}
          data-testid="guide-banner"
        >
          <img
            src={banner.imageUrl}
            srcSet={uploadedSrcSet(banner.imageUrl, banner.imageWidth)}
            sizes="100vw"
            alt={banner.imageAlt}
            width={banner.imageWidth ?? DEFAULT_WIDTH}
            height={banner.imageHeight ?? DEFAULT_HEIGHT}
            // The first slide is what the visitor sees first; the others wait until needed.
            loading={index === 0 ? "eager" : "lazy"}
            className="aspect-[3/1] h-auto w-full object-cover"
          />
          <figcaption className="bg-slate-950/80 px-14 py-3 pb-12 text-white md:absolute md:inset-x-0 md:bottom-0 md:bg-linear-to-t md:from-slate-950/90 md:to-transparent md:px-8 md:pt-10 md:pb-12">
            <p className="text-lg font-bold md:text-2xl">{banner.title}</p>
            {banner.description && <p className="text-sm md:text-base">{banner.description}</p>}
          </figcaption>
        </figure>
      ))}
    />
  );
}
