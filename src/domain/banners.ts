import type { BannerColor } from "./catalogue";

/** A home banner as visitors see it. A null size means the uploader did not record one. */
export type PublicBanner = {
  id: number;
  title: string;
  description: string;
  imageUrl: string;
  imageWidth: number | null;
  imageHeight: number | null;
  imageAlt: string;
  bgColor: BannerColor;
};

/** The home carousel: active banners in display order and whether their captions show over the image. */
export type PublicBanners = { banners: PublicBanner[]; showCaptions: boolean };
