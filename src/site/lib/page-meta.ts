export type PageMetaInput = {
  /** The page's own title; the company name is appended. Empty: the company name alone (home). */
  title: string;
  description: string;
  /** The canonical path when it differs from the requested one (e.g. a page with two paths). */
  path?: string;
  /** An image for link previews, absolute or site-relative. */
  image?: string;
  /** Open Graph's type (website unless said). */
  type?: "website" | "article";
};

/**
 * Every public page's head (the layout writes it): its title, canonical address and Open Graph tags, in
 * pt-BR. The origin is the site's public one (PUBLIC_URL, else the request's).
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
}): { title: string; url: string; og: Array<[string, string]> } {
  const company = companyName || "Vitrine";
  const title = input.title ? `${input.title} | ${company}` : company;
  const url = origin + (input.path ?? pathname);
  const og: Array<[string, string]> = [
    ["og:type", input.type ?? "website"],
    ["og:locale", "pt_BR"],
    ["og:site_name", company],
    ["og:title", title],
    ["og:description", input.description],
    ["og:url", url],
  ];
  if (input.image)
    og.push(["og:image", /^https?:\/\//.test(input.image) ? input.image : origin + input.image]);
  return { title, url, og };
}
