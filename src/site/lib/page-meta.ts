import { PREVIEW_HEIGHT, PREVIEW_WIDTH } from "../../domain";

export type PageMetaInput = {
  /** The page's own title; the company name is appended. Empty: the company name alone (home). */
  title: string;
  description: string;
  /** The canonical path when it differs from the requested one (e.g. a page with two paths). */
  path?: string;
  /** The link preview's picture (1200×630, PNG or JPEG: link-previews.ts), absolute or site-relative. */
  image: string;
  /** What the picture shows, for a reader that does not see it. */
  imageAlt: string;
  /** Open Graph's type (website unless said). */
  type?: "website" | "article";
};

/**
 * Every public page's head (the layout writes it): its title, canonical address, Open Graph tags and the
 * large-picture card X and others read (issue 57), in pt-BR. The origin is the site's public one
 * (PUBLIC_URL, else the request's), so the picture's address is absolute, as WhatsApp wants it.
 */
export function pageMeta({
  companyName,
  origin,
  pathname,
  input,
}: {
  companyName: string;
  origin: string;
  pathname: string;
  input: PageMetaInput;
}): { title: string; url: string; og: Array<[string, string]>; twitter: Array<[string, string]> } {
  const company = companyName || "Vitrine";
  const title = input.title ? `${input.title} | ${company}` : company;
  const url = origin + (input.path ?? pathname);
  const image = /^https?:\/\//.test(input.image) ? input.image : origin + input.image;
  const og: Array<[string, string]> = [
    ["og:type", input.type ?? "website"],
    ["og:locale", "pt_BR"],
    ["og:site_name", company],
    ["og:title", title],
    ["og:description", input.description],
    ["og:url", url],
    ["og:image", image],
    ["og:image:width", String(PREVIEW_WIDTH)],
    ["og:image:height", String(PREVIEW_HEIGHT)],
    ["og:image:alt", input.imageAlt],
  ];
  const twitter: Array<[string, string]> = [
    ["twitter:card", "summary_large_image"],
    ["twitter:title", title],
    ["twitter:description", input.description],
    ["twitter:image", image],
    ["twitter:image:alt", input.imageAlt],
  ];
  return { title, url, og, twitter };
}
