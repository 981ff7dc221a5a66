import { readFile } from "node:fs/promises";
import path from "node:path";
import { type Context, Hono } from "hono";
import {
  appIconSvg,
  brandColor,
  cheapestOffer,
  cityLabel,
  cityPreviewSvg,
  offerPreviewSvg,
  PREVIEW_HEIGHT,
  PREVIEW_WIDTH,
  type SiteSettings,
  sitePreviewSvg,
  webManifest,
} from "../../domain";
import type { Catalogue } from "../catalogue";
import { loadSharp } from "../images/sharp";
import { type FileStorage, isStorageKey, UPLOADS_URL_PREFIX } from "../storage/storage";
import type { Env } from "./env";

// Link previews (issue 57, decision 0067): the 1200×630 picture a shared link shows, and the home-screen
// icon and web manifest. An offer's picture (a city page's, a label's) is drawn from the page's data as
// an SVG (src/domain/link-preview.ts) and rendered to PNG with sharp; an article's is its cover and a
// page without its own the settings' share image, cut to 1200×630 and encoded as JPEG (WhatsApp and
// Facebook show neither SVG nor WebP). Each is made once per catalogue version: the route reads the
// catalogue as the page does, so the answer carries the page's cache tags (cache-tags.ts) and a CDN
// drops it with the page, and the bytes are kept until the catalogue changes.

/** Kept pictures per process; the keys are paths of existing records, so the set is bounded anyway. */
const MAX_KEPT = 300;
/** Browsers and crawlers may keep a picture for an hour; a CDN drops it by tag when the data changes. */
const CACHE_CONTROL = "public, max-age=3600";
/** The picture a JPEG is encoded at: a photo of 1200×630 stays far under WhatsApp's 300 KB. */
const JPEG_QUALITY = 82;
/** libvips' own clock: a picture that still draws after this is refused rather than holding a thread. */
const TIMEOUT_SECONDS = 10;
/** The largest source image read for a preview (an upload is at most 5 MB; a shipped one is small). */
const MAX_SOURCE_BYTES = 8 * 1024 * 1024;

export type LinkPreviewOptions = {
  catalogue: Pick<
    Catalogue,
    "siteSettings" | "citiesBySlug" | "cityPlans" | "offerByCode" | "articleBySlug" | "onChange"
  >;
  storage: Pick<FileStorage, "get">;
  /** The builds' public files (the site's /images/…), where a shipped cover is read. */
  clientDirs?: readonly string[];
};

type Picture = { bytes: Buffer; type: "image/png" | "image/jpeg" };

/**
 * Pictures are made one at a time per process: after a change crawlers may ask for many at once, and
 * sharp's work shares libuv's threads with sign-ins (scrypt) and uploads (decision 0064).
 */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(make: () => Promise<T>): Promise<T> {
  const run = queue.then(make, make);
  queue = run.catch(() => undefined);
  return run;
}

const png = async (svg: string, size?: number): Promise<Picture> => {
  const sharp = await loadSharp();
  const image = sharp(Buffer.from(svg), { density: 72 }).timeout({ seconds: TIMEOUT_SECONDS });
  return (size ? image.resize(size, size) : image)
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toBuffer()
    .then((bytes) => ({ bytes, type: "image/png" as const }));
};

const jpeg = async (source: Buffer): Promise<Picture> =>
  (await loadSharp())(source, { limitInputPixels: 40_000_000, density: 144 })
    .timeout({ seconds: TIMEOUT_SECONDS })
    .resize(PREVIEW_WIDTH, PREVIEW_HEIGHT, { fit: "cover", position: "attention" })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
    .toBuffer()
    .then((bytes) => ({ bytes, type: "image/jpeg" as const }));

async function streamBytes(body: ReadableStream<Uint8Array>): Promise<Buffer | undefined> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > MAX_SOURCE_BYTES) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The bytes of a site image (`/uploads/…` from the storage, `/images/…` from the build), if found. */
async function sourceImage(
  url: string,
  storage: Pick<FileStorage, "get">,
  clientDirs: readonly string[],
): Promise<Buffer | undefined> {
  if (url.startsWith(UPLOADS_URL_PREFIX)) {
    const key = url.slice(UPLOADS_URL_PREFIX.length);
    if (!isStorageKey(key)) return undefined;
    const file = await storage.get(key);
    return file ? streamBytes(file.body) : undefined;
  }
  if (!/^\/images\/[A-Za-z0-9._\-/]+$/.test(url) || url.includes("..")) return undefined;
  for (const dir of clientDirs) {
    try {
      return await readFile(path.join(dir, url));
    } catch {
      // Not in this build's files: the next one, or none.
    }
  }
  return undefined;
}

const company = (settings: SiteSettings) => settings.companyName || "Vitrine";
const TAGLINE = "Internet fibra, planos e ofertas da sua cidade";

export function linkPreviewRoutes({ catalogue, storage, clientDirs = [] }: LinkPreviewOptions) {
  let kept = new Map<string, Promise<Picture>>();
  catalogue.onChange(() => {
    kept = new Map();
  });

  /** The picture under `key`, made once per catalogue version; a failed one is not kept. */
  const remember = (key: string, make: () => Promise<Picture>): Promise<Picture> => {
    const pending = kept;
    let picture = pending.get(key);
    if (!picture) {
      if (pending.size >= MAX_KEPT) pending.delete(pending.keys().next().value!);
      picture = oneAtATime(make);
      pending.set(key, picture);
      picture.catch(() => pending.get(key) === picture && pending.delete(key));
    }
    return picture;
  };

  const send = async (c: Context<Env>, picture: Promise<Picture>) => {
    const { bytes, type } = await picture;
    return new Response(c.req.method === "HEAD" ? null : (bytes as Uint8Array<ArrayBuffer>), {
      headers: {
        "Content-Type": type,
        "Content-Length": String(bytes.length),
        "Cache-Control": CACHE_CONTROL,
      },
    });
  };

  const sitePicture = async (settings: SiteSettings): Promise<Picture> => {
    const source = settings.shareImageUrl
      ? await sourceImage(settings.shareImageUrl, storage, clientDirs)
      : undefined;
    if (source) return jpeg(source);
    return png(
      sitePreviewSvg({
        company: company(settings),
        color: brandColor(settings.brandColor),
        tagline: TAGLINE,
      }),
    );
  };

  const notFound = (c: Context<Env>) => c.text("Not Found", 404);

  return (
    new Hono<Env>()
      // The site's picture: the settings' share image, or one drawn with the company's name.
      .on(["GET", "HEAD"], "/og/:file{site\\.png|site\\.jpg}", async (c) => {
        const settings = await catalogue.siteSettings();
        return send(
          c,
          remember("site", () => sitePicture(settings)),
        );
      })
      // A city page's: the city, how many plans, the cheapest one and its price now and after.
      .on(["GET", "HEAD"], "/og/planos/:file{[a-z0-9-]+\\.png}", async (c) => {
        const slug = c.req.param("file").slice(0, -".png".length);
        const city = (await catalogue.citiesBySlug()).get(slug);
        const found = city && (await catalogue.cityPlans(city.id));
        if (!city || !found) return notFound(c);
        const settings = await catalogue.siteSettings();
        return send(
          c,
          remember(`city:${slug}`, () =>
            png(
              cityPreviewSvg({
                company: company(settings),
                color: brandColor(settings.brandColor),
                city,
                offer: cheapestOffer(found.plans),
                planCount: found.plans.length,
              }),
            ),
          ),
        );
      })
      // An offer label's: the plan, its speed, its price now and after, where it is sold.
      .on(["GET", "HEAD"], "/og/ofertas/:file{[A-Za-z0-9-]+\\.png}", async (c) => {
        const code = c.req.param("file").slice(0, -".png".length);
        const version = await catalogue.offerByCode(code);
        if (!version) return notFound(c);
        const settings = await catalogue.siteSettings();
        const place =
          version.cities.length === 1
            ? cityLabel(version.cities[0]!)
            : version.cities.length > 1
              ? `Em ${version.cities.length} cidades`
              : "";
        return send(
          c,
          remember(`offer:${version.code}`, () =>
            png(
              offerPreviewSvg({
                company: company(settings),
                color: brandColor(settings.brandColor),
                offer: {
                  name: version.offer.name,
                  downloadMbps: version.offer.downloadMbps,
                  price: version.offer.price,
                  promoPrice: version.offer.promoPrice,
                  promoMonths: version.offer.promoMonths,
                },
                place,
              }),
            ),
          ),
        );
      })
      // An article's: its cover as JPEG (a shipped SVG or an uploaded WebP), else the site's.
      .on(["GET", "HEAD"], "/og/blog/:file{[a-z0-9-]+\\.jpg}", async (c) => {
        const slug = c.req.param("file").slice(0, -".jpg".length);
        const found = await catalogue.articleBySlug(slug);
        if (!found) return notFound(c);
        const settings = await catalogue.siteSettings();
        return send(
          c,
          remember(`article:${slug}`, async () => {
            const source = await sourceImage(found.article.image, storage, clientDirs);
            return source ? jpeg(source) : sitePicture(settings);
          }),
        );
      })
      // The home-screen icons: the logo on the brand's colour.
      .on(["GET", "HEAD"], "/:file{apple-touch-icon\\.png|icon-192\\.png|icon-512\\.png}", async (c) => {
        const file = c.req.param("file");
        const size = file === "apple-touch-icon.png" ? 180 : file === "icon-192.png" ? 192 : 512;
        const settings = await catalogue.siteSettings();
        const color = brandColor(settings.brandColor);
        return send(
          c,
          remember(`icon:${size}`, () => png(appIconSvg(color, size))),
        );
      })
      .get("/manifest.webmanifest", async (c) => {
        const settings = await catalogue.siteSettings();
        return c.body(
          JSON.stringify(webManifest({ company: company(settings), color: brandColor(settings.brandColor) })),
          200,
          {
            "Content-Type": "application/manifest+json; charset=utf-8",
            "Cache-Control": CACHE_CONTROL,
          },
        );
      })
  );
}
