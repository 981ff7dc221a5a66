// Link previews (issue 57): the picture a shared link shows in WhatsApp, Facebook or X, 1200×630. Each is
// an SVG drawn here from the page's data (an offer: its plan, speed, price now and after, city; the site:
// the company's name), which the server renders to PNG with sharp (src/server/http/link-previews.ts).
// Pure text in, text out: no fonts but the generic families, no links, no scripts.
import { cityLabel } from "./cities";
import { hasPromotion, promotionTail, speedLabel } from "./offer-text";
import { formatPrice } from "./price";

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
/** The colour a site without one of its own draws with: the public theme's primary blue. */
export const DEFAULT_BRAND_COLOR = "#2d4fc4";

/** The brand colour as typed in the settings ('#1a2b3c'), or the default for anything else. */
export function brandColor(value: string | null | undefined): string {
  return value && /^#[0-9a-fA-F]{6}$/.test(value) ? value.toLowerCase() : DEFAULT_BRAND_COLOR;
}

/** A darker shade of a '#rrggbb' colour (the background's second stop). */
export function darker(color: string, factor = 0.6): string {
  const channels = [1, 3, 5].map((at) => Math.round(Number.parseInt(color.slice(at, at + 2), 16) * factor));
  return `#${channels.map((value) => value.toString(16).padStart(2, "0")).join("")}`;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`).replace(/\p{Cc}/gu, "");

/** Cuts a line to `max` characters with an ellipsis (an SVG text does not wrap). */
export function fitLine(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
}

const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";

/** The Wi-Fi mark of the header's logo (ui/components/logo.tsx, public/favicon.svg), in a square. */
function logoMark(x: number, y: number, size: number, color: string): string {
  const scale = size / 32;
  return [
    `<g transform="translate(${x} ${y}) scale(${scale})">`,
    '<rect width="32" height="32" rx="8" fill="#fff"/>',
    `<path d="M6 13a14 14 0 0 1 20 0M9.5 16.5a9 9 0 0 1 13 0M13 20a4 4 0 0 1 6 0" stroke="${color}" stroke-width="2.5" fill="none" stroke-linecap="round"/>`,
    `<circle cx="16" cy="24" r="1.8" fill="${color}"/>`,
    "</g>",
  ].join("");
}

type Text = { x: number; y: number; size: number; weight?: number; fill?: string; opacity?: number };
function text(content: string, { x, y, size, weight = 400, fill = "#fff", opacity }: Text): string {
  const faded = opacity === undefined ? "" : ` fill-opacity="${opacity}"`;
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}"${faded}>${escapeXml(content)}</text>`;
}

/** The frame every preview shares: the brand's background, the logo and the company's name. */
function frame(company: string, color: string, body: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" viewBox="0 0 ${PREVIEW_WIDTH} ${PREVIEW_HEIGHT}">`,
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${darker(color)}"/>`,
    "</linearGradient></defs>",
    `<rect width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" fill="url(#bg)"/>`,
    logoMark(72, 60, 72, color),
    text(fitLine(company, 36), { x: 168, y: 110, size: 40, weight: 700 }),
    body,
    "</svg>",
  ].join("");
}

/** What a preview of one offer shows (a label; a city page's first plan). */
export type PreviewOffer = {
  name: string;
  downloadMbps: number | null;
  price: number;
  promoPrice: number | null;
  promoMonths: number | null;
};

/** A bold line's font size that keeps it within `width` pixels (an SVG text does not shrink itself). */
export function fitSize(line: string, width: number, max: number): number {
  // DejaVu Sans Bold averages about 0.68 em a character in these texts (digits and capitals are wider).
  return Math.max(28, Math.min(max, Math.floor(width / (Math.max(line.length, 1) * 0.68))));
}

/** The offer's price block: the price paid now, large, and the one after the promotion under it. */
function priceBlock(offer: PreviewOffer, color: string, y: number, heading?: string): string {
  const promoted = hasPromotion(offer);
  const now = promoted ? offer.promoPrice : offer.price;
  const after = promoted ? promotionTail(offer) : "por mês";
  const top = heading ? 44 : 0;
  return [
    `<rect x="72" y="${y}" width="1056" height="${150 + top}" rx="24" fill="#fff"/>`,
    heading ? text(fitLine(heading, 56), { x: 112, y: y + 52, size: 28, weight: 700, fill: "#222" }) : "",
    text(`${formatPrice(now as number)}/mês`, {
      x: 112,
      y: y + top + 92,
      size: 64,
      weight: 800,
      fill: color,
    }),
    text(fitLine(after, 60), { x: 112, y: y + top + 132, size: 26, fill: "#333" }),
  ].join("");
}

/** A label's preview: the plan, its speed, its price now and after, and where it is sold. */
export function offerPreviewSvg(input: {
  company: string;
  color: string;
  offer: PreviewOffer;
  /** 'Vitória - ES', 'Em 12 cidades'. */
  place: string;
}): string {
  const speed = speedLabel(input.offer.downloadMbps);
  const name = fitLine(input.offer.name, 48);
  return frame(
    input.company,
    input.color,
    [
      text(name, { x: 72, y: 250, size: fitSize(name, 1056, 60), weight: 800 }),
      text(fitLine([speed, input.place].filter(Boolean).join(" · "), 52), {
        x: 72,
        y: 310,
        size: 34,
        opacity: 0.9,
      }),
      priceBlock(input.offer, input.color, 370),
      text("Consulte a etiqueta da oferta no site", { x: 72, y: 578, size: 24, opacity: 0.85 }),
    ].join(""),
  );
}

/** A city page's preview: the city, its cheapest plan with its speed and price now and after. */
export function cityPreviewSvg(input: {
  company: string;
  color: string;
  city: { name: string; state: string };
  /** The cheapest plan of the city (by the price paid first), if any. */
  offer?: PreviewOffer;
  planCount: number;
}): string {
  const { offer } = input;
  const speed = offer ? speedLabel(offer.downloadMbps) : "";
  const plans = input.planCount === 1 ? "1 plano na cidade" : `${input.planCount} planos na cidade`;
  const city = fitLine(cityLabel(input.city), 48);
  return frame(
    input.company,
    input.color,
    [
      text("Planos de internet em", { x: 72, y: 205, size: 30, opacity: 0.9 }),
      text(city, { x: 72, y: 268, size: fitSize(city, 1056, 58), weight: 800 }),
      offer
        ? priceBlock(
            offer,
            input.color,
            310,
            // The speed, unless the plan's name says it already ('Fibra 500 Mega').
            `A partir de: ${offer.name}${speed && !offer.name.includes(speed) ? ` · ${speed}` : ""}`,
          )
        : "",
      text(`${plans} · veja todos no site`, { x: 72, y: 578, size: 24, opacity: 0.85 }),
    ].join(""),
  );
}

/** The site's own preview when no image is set: the logo and the company's name, large. */
export function sitePreviewSvg(input: { company: string; color: string; tagline: string }): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" viewBox="0 0 ${PREVIEW_WIDTH} ${PREVIEW_HEIGHT}">`,
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${input.color}"/><stop offset="1" stop-color="${darker(input.color)}"/>`,
    "</linearGradient></defs>",
    `<rect width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" fill="url(#bg)"/>`,
    logoMark(520, 120, 160, input.color),
    `<text x="600" y="400" text-anchor="middle" font-family="${FONT}" font-size="72" font-weight="800" fill="#fff">${escapeXml(fitLine(input.company, 28))}</text>`,
    `<text x="600" y="470" text-anchor="middle" font-family="${FONT}" font-size="32" fill="#fff" fill-opacity="0.9">${escapeXml(fitLine(input.tagline, 60))}</text>`,
    "</svg>",
  ].join("");
}

/** The home-screen icon (apple-touch-icon, the manifest's icons): the logo on the brand's colour. */
export function appIconSvg(color: string, size: number): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">`,
    `<rect width="32" height="32" fill="${color}"/>`,
    '<path d="M6 13a14 14 0 0 1 20 0M9.5 16.5a9 9 0 0 1 13 0M13 20a4 4 0 0 1 6 0" stroke="#fff" stroke-width="2.5" fill="none" stroke-linecap="round"/>',
    '<circle cx="16" cy="24" r="1.8" fill="#fff"/>',
    "</svg>",
  ].join("");
}

/** The offer a city page's preview names: the one paid least at first (then the fastest). */
export function cheapestOffer<T extends PreviewOffer>(offers: readonly T[]): T | undefined {
  const first = (offer: PreviewOffer) => (hasPromotion(offer) ? offer.promoPrice : offer.price);
  return [...offers].sort((a, b) => first(a) - first(b) || (b.downloadMbps ?? 0) - (a.downloadMbps ?? 0))[0];
}

// Where each preview is served (the routes of src/server/http/link-previews.ts).

export const SITE_PREVIEW_PATH = "/og/site.png";
export const cityPreviewPath = (slug: string) => `/og/planos/${encodeURIComponent(slug)}.png`;
export const offerPreviewPath = (code: string) => `/og/ofertas/${encodeURIComponent(code)}.png`;
export const articlePreviewPath = (id: string) => `/og/blog/${encodeURIComponent(id)}.jpg`;
export const APPLE_TOUCH_ICON_PATH = "/apple-touch-icon.png";
export const MANIFEST_PATH = "/manifest.webmanifest";
export const appIconPath = (size: 192 | 512) => `/icon-${size}.png`;

/** The web app manifest's JSON (name, short name, icons, colours). */
export function webManifest(input: { company: string; color: string }): Record<string, unknown> {
  const name = input.company || "Vitrine";
  return {
    name,
    short_name: fitLine(name, 12),
    lang: "pt-BR",
    start_url: "/",
    scope: "/",
    display: "browser",
    theme_color: input.color,
    background_color: "#ffffff",
    icons: [192, 512].map((size) => ({
      src: appIconPath(size as 192 | 512),
      sizes: `${size}x${size}`,
      type: "image/png",
    })),
  };
}
