import { ImageRejected, MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS, sniffImageFormat } from "./process-image";
import { loadSharp } from "./sharp";

// A sign-up's photo of a document or a proof of address (issue 56), from a visitor's phone: checked the
// way staff files are (decision 0064: the size and the format by the bytes, the pixels from the header
// before any is decoded, sharp's timeout), then re-encoded as a JPEG no wider than staff need to read it,
// turned upright by its EXIF and stripped of every metadata block (a phone's GPS position included).

export const SIGN_UP_DOCUMENT_MESSAGES = {
  tooLarge: "Foto grande demais: o limite é 5 MB por arquivo.",
  unsupported: "Formato não aceito. Envie uma foto em JPEG, PNG ou WebP.",
  tooManyPixels: "Foto grande demais: o limite é 40 megapixels.",
  unreadable: "Não foi possível ler a foto. Tire outra e envie de novo.",
} as const;

/** The longest side kept: a document stays legible, and the sealed copy stays small. */
const MAX_SIDE = 2000;

export async function encodeSignUpDocument(bytes: Uint8Array): Promise<Uint8Array> {
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new ImageRejected(SIGN_UP_DOCUMENT_MESSAGES.tooLarge);
  const format = sniffImageFormat(bytes);
  if (format !== "jpeg" && format !== "png" && format !== "webp")
    throw new ImageRejected(SIGN_UP_DOCUMENT_MESSAGES.unsupported);
  const sharp = await loadSharp();
  let width: number;
  let height: number;
  try {
    const meta = await sharp(bytes, { failOn: "error", limitInputPixels: false }).metadata();
    width = meta.width ?? 0;
    height = meta.height ?? 0;
  } catch {
    throw new ImageRejected(SIGN_UP_DOCUMENT_MESSAGES.unreadable);
  }
  if (width * height > MAX_UPLOAD_PIXELS) throw new ImageRejected(SIGN_UP_DOCUMENT_MESSAGES.tooManyPixels);
  if (width === 0 || height === 0) throw new ImageRejected(SIGN_UP_DOCUMENT_MESSAGES.unreadable);
  try {
    const output = await sharp(bytes, { failOn: "error", limitInputPixels: MAX_UPLOAD_PIXELS })
      .timeout({ seconds: 10 })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
    return new Uint8Array(output);
  } catch {
    throw new ImageRejected(SIGN_UP_DOCUMENT_MESSAGES.unreadable);
  }
}
