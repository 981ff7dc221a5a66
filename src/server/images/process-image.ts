import type { Metadata } from "sharp";
import { BANNER_IMAGE_WIDTHS, storedWidths } from "../../domain/images";
import { loadSharp } from "./sharp";
import { MAX_SVG_BYTES, svgCost } from "./svg-cost";

/**
 * The three upload areas of SPEC §7, each with the widths its pages need. A streaming service's logo may
 * also be an SVG, the form brands publish their marks in; it is drawn into pixels here like any upload,
 * so no SVG, and nothing it could carry, ever reaches a browser.
 */
export const UPLOAD_AREAS = {
  banners: { widths: BANNER_IMAGE_WIDTHS, square: false, svg: false },
  "streaming-banners": { widths: BANNER_IMAGE_WIDTHS, square: false, svg: false },
  "streaming-icons": { widths: [80], square: true, svg: true },
} as const;
export type UploadArea = keyof typeof UPLOAD_AREAS;

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_UPLOAD_PIXELS = 40_000_000;

export type ImageFormat = "png" | "jpeg" | "webp" | "avif" | "svg";

/** An SVG is drawn at least this wide, so its 80 px square comes out sharp (a 24-unit mark at 72 dpi is 24 px). */
const SVG_DRAW_PX = 320;

/**
 * How long one image's encoding may take (sharp's timeout, libvips' own clock): a checked upload takes a
 * fraction of it; one that still runs on is stopped and refused rather than holding a thread of the pool
 * that sign-ins (scrypt) and files share.
 */
const ENCODE_TIMEOUT_SECONDS = 10;

/**
 * SVGs are drawn one at a time: what their check lets through is cheap, and whatever a drawing still
 * costs, it never holds more than one of the pool's threads (issue 55, L-SVG).
 */
let svgQueue: Promise<unknown> = Promise.resolve();
function oneSvgAtATime<T>(draw: () => Promise<T>): Promise<T> {
  const run = svgQueue.then(draw, draw);
  svgQueue = run.catch(() => undefined);
  return run;
}

export const UPLOAD_MESSAGES = {
  unsupported: "Formato de imagem não aceito. Envie uma imagem PNG, JPEG, WebP ou AVIF.",
  unsupportedLogo:
    "Formato de imagem não aceito. Envie o logo em SVG ou PNG (JPEG, WebP e AVIF também servem).",
  svgNotPlain:
    "Este SVG traz scripts, declarações ou referências a outros arquivos. Exporte o logo como SVG simples ou PNG.",
  svgTooLarge: "SVG grande demais para um logo: o limite é 512 KB. Exporte o logo como SVG simples ou PNG.",
  svgTooComplex:
    "Este SVG é complexo demais para um logo (elementos repetidos uns dentro dos outros, efeitos ou formas demais). Exporte o logo como SVG simples ou PNG.",
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
 * An SVG document: text whose root element is `<svg>` (after an XML declaration, comments or a DOCTYPE, which isPlainSvg then refuses). Only the
 * streaming logo area takes one (UPLOAD_AREAS).
 */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder("utf-8", { fatal: false })
    .decode(bytes.subarray(0, 1024))
    .replace(/^\uFEFF/, "");
  return /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^[>]*(\[[\s\S]*?\])?\s*>\s*)*<svg[\s>]/i.test(
    head,
  );
}

/**
 * A plain drawing: no DOCTYPE or entity (entity expansion), no script or event handler, and no reference
 * outside the file (`href` only to its own `#ids`), so the renderer fetches nothing.
 */
function isPlainSvg(text: string): boolean {
  if (/<!DOCTYPE|<!ENTITY|<script|<foreignObject|\son[a-z]+\s*=/i.test(text)) return false;
  if (/url\(\s*['"]?(?!#)/i.test(text)) return false;
  return [...text.matchAll(/\bhref\s*=\s*(["'])(.*?)\1/gi)].every((match) => match[2]!.startsWith("#"));
}

/**
 * The format by the file's own bytes, never its name or declared type: a PNG renamed .jpg is a PNG,
 * and a script renamed .png is refused; an SVG is told by its root element, whatever its name.
 */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === "ftyp") {
    const brand = ascii(bytes, 8, 12);
    if (brand === "avif" || brand === "avis") return "avif";
  }
  if (looksLikeSvg(bytes)) return "svg";
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
  const spec = UPLOAD_AREAS[area];
  const unsupported = spec.svg ? UPLOAD_MESSAGES.unsupportedLogo : UPLOAD_MESSAGES.unsupported;
  const format = sniffImageFormat(bytes);
  if (!format || (format === "svg" && !spec.svg)) throw new ImageRejected(unsupported);
  if (format === "svg") {
    if (bytes.byteLength > MAX_SVG_BYTES) throw new ImageRejected(UPLOAD_MESSAGES.svgTooLarge);
    const text = new TextDecoder().decode(bytes);
    if (!isPlainSvg(text)) throw new ImageRejected(UPLOAD_MESSAGES.svgNotPlain);
    // Before anything draws it: what drawing it would cost (svg-cost.ts).
    const cost = svgCost(text);
    if (cost === "unreadable") throw new ImageRejected(UPLOAD_MESSAGES.unreadable);
    if (cost === "too_complex") throw new ImageRejected(UPLOAD_MESSAGES.svgTooComplex);
    return oneSvgAtATime(() => encodeChecked(bytes, spec, format));
  }
  return encodeChecked(bytes, spec, format);
}

/** Re-encodes an upload whose format and contents were checked (encodeUpload). */
async function encodeChecked(
  bytes: Uint8Array,
  spec: (typeof UPLOAD_AREAS)[UploadArea],
  format: ImageFormat,
): Promise<EncodedImage> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    // Reading the header decodes no pixel, so it runs without the pixel cap to report the size.
    meta = await sharp(bytes, { failOn: "error", limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected(UPLOAD_MESSAGES.unreadable);
  }
  // A drawing has no pixels of its own: it is drawn at a density that gives SVG_DRAW_PX on its short side.
  const density =
    format === "svg"
      ? Math.min(
          2400,
          Math.max(72, (72 * SVG_DRAW_PX) / Math.max(1, Math.min(meta.width ?? 1, meta.height ?? 1))),
        )
      : undefined;
  const input = () =>
    sharp(bytes, {
      limitInputPixels: MAX_UPLOAD_PIXELS,
      failOn: "error",
      ...(density ? { density } : {}),
    }).timeout({ seconds: ENCODE_TIMEOUT_SECONDS });
  // The header tells the size before any pixel is decoded, so a decompression bomb stops here.
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width * height > MAX_UPLOAD_PIXELS) throw new ImageRejected(UPLOAD_MESSAGES.tooManyPixels);
  if (width === 0 || height === 0 || meta.format !== (format === "avif" ? "heif" : format)) {
    throw new ImageRejected(UPLOAD_MESSAGES.unreadable);
  }

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
          // Effort 6, libwebp's most: a few percent fewer bytes for every visitor of every banner, paid
          // once per upload on pictures no wider than 1,600 px (issue 70).
          .webp({ quality: 80, effort: 6 });
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
