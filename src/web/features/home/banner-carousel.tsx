import { type CSSProperties, useEffect, useState } from "react";
import { type BannerColor, type PublicBanner, type PublicBanners, uploadedSrcSet } from "../../../domain";
import { CAROUSEL_INTERVAL_MS, Carousel } from "../../components/ui/carousel";
import { notify } from "../../lib/toast";
import { cn } from "../../lib/utils";

export const BANNERS_LOADING = "Carregando banners...";
export const BANNERS_EMPTY = "Nenhum banner disponível";
export const BANNERS_ERROR = "Erro ao carregar banners";
export const BANNERS_ERROR_HINT = "Não foi possível carregar os banners do site.";

/** The console's named background choices, each with a text colour that passes AA on it. */
const CAPTION_COLORS: Record<BannerColor, string> = {
  white: "bg-white text-slate-900",
  yellow: "bg-yellow-300 text-slate-900",
  "light-blue": "bg-sky-100 text-slate-900",
  "medium-blue": "bg-blue-700 text-white",
  "dark-blue": "bg-blue-950 text-white",
  "dark-yellow": "bg-yellow-600 text-slate-950",
};

// Phones get a taller, cropped box so a caption fits; wider screens keep the image's own shape. The height
// follows 100vw, not the box's width, so it holds still when a modal dialog reserves the scrollbar's gutter.
const SLIDE_BOX = "relative h-72 w-full overflow-hidden bg-muted sm:h-[calc(100vw*var(--banner-ratio))]";

function BannerSlide({
  banner,
  first,
  near,
  showCaptions,
}: {
  banner: PublicBanner;
  first: boolean;
  /** Whether the visitor may soon see this slide (the carousel's `near`): until then, no image request. */
  near: boolean;
  showCaptions: boolean;
}) {
  const width = banner.imageWidth ?? 1200;
  const height = banner.imageHeight ?? 400;
  return (
    <div className={SLIDE_BOX} style={{ "--banner-ratio": height / width } as CSSProperties}>
      {near && (
        <img
          src={banner.imageUrl}
          // Uploaded banners are stored in several widths (decision 0011): phones fetch the small one.
          srcSet={uploadedSrcSet(banner.imageUrl, banner.imageWidth)}
          sizes="100vw"
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
          <div className={cn("max-w-md rounded-lg p-4 shadow-lg sm:p-6", CAPTION_COLORS[banner.bgColor])}>
            <p className="text-xl font-extrabold sm:text-3xl">{banner.title}</p>
            {banner.description && <p className="mt-2 text-sm sm:text-base">{banner.description}</p>}
          </div>
        </div>
      )}
    </div>
  );
}

function Notice({ children, busy }: { children: string; busy?: boolean }) {
  return (
    <div
      role="status"
      aria-busy={busy || undefined}
      className="mx-auto flex h-40 max-w-7xl items-center justify-center px-4 text-muted-foreground"
    >
      {children}
    </div>
  );
}

/**
 * The home banners. The page's loader renders them on the server; when that read failed (`initial` is
 * null) the browser asks the public API instead.
 */
export function BannerCarousel({
  initial,
  label = "Destaques",
}: {
  initial: PublicBanners | null;
  label?: string;
}) {
  const [data, setData] = useState<PublicBanners | null>(initial);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (initial) {
      setData(initial);
      return;
    }
    const controller = new AbortController();
    fetch("/api/banners", { signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`GET /api/banners: ${response.status}`);
        return response.json() as Promise<PublicBanners>;
      })
      .then(setData)
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(error);
        setFailed(true);
        notify.error(BANNERS_ERROR, BANNERS_ERROR_HINT);
      });
    return () => controller.abort();
  }, [initial]);

  if (!data) return failed ? null : <Notice busy>{BANNERS_LOADING}</Notice>;
  if (data.banners.length === 0) return <Notice>{BANNERS_EMPTY}</Notice>;
  return (
    <Carousel
      label={label}
      autoplayMs={CAROUSEL_INTERVAL_MS}
      wrap
      slides={(near) =>
        data.banners.map((banner, index) => (
          <BannerSlide
            key={banner.id}
            banner={banner}
            first={index === 0}
            near={near(index)}
            showCaptions={data.showCaptions}
          />
        ))
      }
    />
  );
}
