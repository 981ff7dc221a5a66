// Uploaded images are stored in fixed widths (src/server/images/process-image.ts); pages derive the
// `srcset` from the stored URL and intrinsic width, so the database keeps one URL per image. The demo's
// home banners ship in public/images/banners/ drawn the same way (scripts/generate-demo-images.mjs), so a
// demo site sends what a provider's uploads send.

/** Widths each wide upload is stored in, never above the original's width. */
export const BANNER_IMAGE_WIDTHS = [640, 1024, 1600] as const;

const UPLOADED_WIDE =
  /^(\/uploads\/(?:banners|streaming-banners)\/[a-z0-9]+|\/images\/banners\/[a-z0-9-]+)-(\d+)\.webp$/;

/** The stored widths of an image `width` pixels wide. */
export function storedWidths(width: number): number[] {
  return [...new Set(BANNER_IMAGE_WIDTHS.map((target) => Math.min(target, width)))].sort((a, b) => a - b);
}

/** The name of one stored width: `/uploads/banners/ab12-1024.webp`. */
export function uploadVariantUrl(base: string, width: number): string {
  return `${base}-${width}.webp`;
}

/**
 * `srcset` for an uploaded banner or a shipped demo banner (its URL names the widest stored file), or
 * undefined for any other image (a shipped placeholder), which pages then show as it is.
 */
export function uploadedSrcSet(url: string, width: number | null | undefined): string | undefined {
  const match = UPLOADED_WIDE.exec(url);
  if (!match?.[1] || !width) return undefined;
  const base = match[1];
  return storedWidths(width)
    .map((w) => `${uploadVariantUrl(base, w)} ${w}w`)
    .join(", ");
}
