import sharp, { type Metadata } from "sharp";
import { BANNER_IMAGE_WIDTHS, storedWidths } from "../../domain/images";

/** The three upload areas of SPEC §7, each with the widths its pages need. */
export const UPLOAD_AREAS = {
  banners: { widths: BANNER_IMAGE_WIDTHS, square: false },
  "streaming-banners": { widths: BANNER_IMAGE_WIDTHS, square: false },
  "streaming-icons": { widths: [80], square: true },
} as const;
export type UploadArea = keyof typeof UPLOAD_AREAS;

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_UPLOAD_PIXELS = 40_000_000;

export type ImageFormat = "png" | "jpeg" | "webp" | "avif";

export const UPLOAD_MESSAGES = {
  unsupported: "Formato de imagem não aceito. Envie uma imagem PNG, JPEG, WebP ou AVIF.",
  tooLarge: "Arquivo grande demais: o limite é 5 MB.",
  tooManyPixels: "Imagem grande demais: o limite é 40 megapixels.",
  unreadable: "Não foi possível ler a imagem. Verifique se o arquivo não está corrompido.",
  missingFile: "Selecione um arquivo de imagem.",
} as const;

export class ImageRejected extends Error {}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/**
 * The format by the file's own bytes, never its name or declared type: a PNG renamed .jpg is a PNG,
 * and a script or an SVG renamed .png is refused.
 */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === "ftyp") {
    const brand = ascii(bytes, 8, 12);
    if (brand === "avif" || brand === "avis") return "avif";
  }
  return undefined;
}

export type EncodedImage = {
  /** One WebP per width, widest last; never wider than the original. */
  variants: { width: number; height: number; bytes: Uint8Array }[];
};

/**
 * Checks and re-encodes an upload to WebP. Re-encoding drops every metadata block (EXIF, GPS, ICC
 * text) and anything a crafted file carried besides its pixels.
 */
export async function encodeUpload(bytes: Uint8Array, area: UploadArea): Promise<EncodedImage> {
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new ImageRejected(UPLOAD_MESSAGES.tooLarge);
  const format = sniffImageFormat(bytes);
  if (!format) throw new ImageRejected(UPLOAD_MESSAGES.unsupported);
  const input = () => sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: "error" });
  let meta: Metadata;
  try {
    // Reading the header decodes no pixel, so it runs without the pixel cap to report the size.
    meta = await sharp(bytes, { failOn: "error", limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected(UPLOAD_MESSAGES.unreadable);
  }
  // The header tells the size before any pixel is decoded, so a decompression bomb stops here.
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width * height > MAX_UPLOAD_PIXELS) throw new ImageRejected(UPLOAD_MESSAGES.tooManyPixels);
  if (width === 0 || height === 0 || meta.format !== (format === "avif" ? "heif" : format)) {
    throw new ImageRejected(UPLOAD_MESSAGES.unreadable);
  }

  const spec = UPLOAD_AREAS[area];
  // Widths of the image as it is shown: a phone photo stored 1280×960 with EXIF orientation 6 is
  // 960 px wide once `.rotate()` turns it upright, so its widths are 640 and 960, not 640, 1024, 1280.
  const uprightWidth = meta.autoOrient?.width ?? width;
  const widths = spec.square ? [...spec.widths] : storedWidths(uprightWidth);
  try {
    const encoded = await Promise.all(
      widths.map(async (target) => {
        const pipeline = input()
          .rotate()
          .resize(
            spec.square
              ? { width: target, height: target, fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } }
              : { width: target, withoutEnlargement: true },
          )
          .webp({ quality: 80 });
        const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
        return { width: info.width, height: info.height, bytes: new Uint8Array(data) };
      }),
    );
    // Files are named by width: two variants of one width would claim one name.
    const variants = encoded.filter(
      (variant, index) => encoded.findIndex((other) => other.width === variant.width) === index,
    );
    return { variants };
  } catch {
    throw new ImageRejected(UPLOAD_MESSAGES.unreadable);
  }
}
