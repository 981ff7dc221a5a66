import { type Control, type FieldValues, useWatch } from "react-hook-form";
import type { BannerColor, BannerOffer } from "../../domain";
import { BannerSlide, type SlideClasses } from "../../ui/components/banner-slide";
import { GuideBannerSlide, type GuideSlideClasses } from "../../ui/components/guide-banner-slide";

// The form's banner as the site will show it, on a phone and on a computer, updated as it is typed. The
// site's own slide components draw it, laid out for each width whatever the console's window.

type Values = {
  title?: string;
  description?: string;
  imageUrl?: string | null;
  imageAlt?: string;
  imageWidth?: number | null;
  imageHeight?: number | null;
  bgColor?: string;
  planId?: number | string | null;
  buttonLabel?: string;
};

type Width = {
  layout: "phone" | "desktop";
  label: string;
  width: number;
  zoom: number;
  /** What the slides' breakpoints choose at this width (their `sm:` and `md:` classes, resolved). */
  home: SlideClasses;
  guide: GuideSlideClasses;
};

const WIDTHS: Width[] = [
  {
    layout: "phone",
    label: "Celular (390 px)",
    width: 390,
    zoom: 0.55,
    home: {
      box: "relative h-76 w-full overflow-hidden bg-muted",
      caption: "max-w-md rounded-lg p-4 shadow-lg",
      title: "text-xl font-extrabold",
      text: "mt-2 text-sm",
    },
    guide: {
      figure: "relative flex flex-col",
      caption: "bg-slate-950/80 px-14 py-3 pb-12 text-white",
      title: "text-lg font-bold",
      text: "text-sm",
    },
  },
  {
    layout: "desktop",
    label: "Computador (1440 px)",
    width: 1440,
    // 317 px: fits the dialog on a 360 px phone.
    zoom: 0.22,
    home: {
      // The site's `sm:` height, 100vw × the image's ratio, at this width.
      box: "relative h-[calc(1440px*var(--banner-ratio))] w-full overflow-hidden bg-muted",
      caption: "max-w-md rounded-lg p-6 shadow-lg",
      title: "text-3xl font-extrabold",
      text: "mt-2 text-base",
    },
    guide: {
      figure: "relative block",
      caption:
        "absolute inset-x-0 bottom-0 bg-linear-to-t from-slate-950/90 to-transparent px-8 pt-10 pb-12 text-white",
      title: "text-2xl font-bold",
      text: "text-base",
    },
  },
];

export function BannerPreview<T extends FieldValues>({
  control,
  kind,
  showCaptions = true,
  offerOf,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: the form's output type does not matter to a preview.
  control: Control<T, unknown, any>;
  /** A home banner, or a streaming guide's. */
  kind: "home" | "guide";
  /** Home banners: whether the site shows their captions (the Banners tab's switch). */
  showCaptions?: boolean;
  /** Home banners: the offer the chosen plan makes, at its current price, as the site will show it. */
  offerOf?: (values: Pick<Values, "planId" | "buttonLabel">) => BannerOffer | null;
}) {
  const values = useWatch({ control }) as Values;
  const banner = {
    title: values.title ?? "",
    description: values.description ?? "",
    imageUrl: values.imageUrl ?? "",
    imageAlt: values.imageAlt ?? "",
    imageWidth: values.imageWidth ?? null,
    imageHeight: values.imageHeight ?? null,
  };
  return (
    <div className="flex flex-col gap-2 sm:col-span-2">
      <p className="text-sm font-medium">Prévia</p>
      {kind === "home" && !showCaptions && (
        <p className="text-xs text-muted-foreground">
          As legendas estão desativadas no site: só a imagem aparece.
        </p>
      )}
      {/* The fields above say the same to a screen reader: the drawing is for the eyes. Inert: its offer
      button is a picture of one here, never a tab stop nor a way out of the console. */}
      <div aria-hidden="true" inert className="flex flex-wrap items-start gap-4">
        {WIDTHS.map(({ layout, label, width, zoom, home, guide }) => (
          <div key={layout} className="flex flex-col gap-1">
            <span className="text-xs text-muted-foreground">{label}</span>
            <div className="overflow-hidden rounded-md border" style={{ width: width * zoom }}>
              <div style={{ width, zoom }} data-testid={`banner-preview-${layout}`}>
                {kind === "home" ? (
                  <BannerSlide
                    banner={{
                      ...banner,
                      bgColor: (values.bgColor ?? "white") as BannerColor,
                      offer: offerOf?.(values) ?? null,
                    }}
                    showCaptions={showCaptions}
                    classes={home}
                  />
                ) : (
                  <GuideBannerSlide
                    banner={{ ...banner, bgColor: values.bgColor ?? "#ffffff" }}
                    classes={guide}
                  />
                )}
              </div>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
