import type { PublicStreamingBanner } from "../../../domain";
import { CAROUSEL_INTERVAL_MS, Carousel } from "../../../ui/components/carousel";
import { GuideBannerSlide } from "../../../ui/components/guide-banner-slide";

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
        <GuideBannerSlide key={banner.id} banner={banner} first={index === 0} />
      ))}
    />
  );
}
