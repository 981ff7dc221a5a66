import { useEffect, useState } from "react";
import type { PublicBanners } from "../../../domain";
import { BannerSlide } from "../../../ui/components/banner-slide";
import { CAROUSEL_INTERVAL_MS, Carousel } from "../../../ui/components/carousel";
import { notify } from "../../../ui/lib/toast";

export const BANNERS_LOADING = "Carregando banners...";
export const BANNERS_EMPTY = "Nenhum banner disponível";
export const BANNERS_ERROR = "Erro ao carregar banners";
export const BANNERS_ERROR_HINT = "Não foi possível carregar os banners do site.";

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
