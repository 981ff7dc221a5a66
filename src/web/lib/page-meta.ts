import type { MetaDescriptor } from "react-router";

type RootData = { settings?: { companyName?: string }; origin?: string } | undefined;

/** The part of React Router's meta arguments this helper reads: any route's `Route.MetaArgs` fits. */
export type MetaArgsLike = {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
};

export type PageMetaInput = {
  /** The page's own title; the company name is appended. Empty: the company name alone (home). */
  title: string;
  description: string;
  /** The canonical path when it differs from the requested one (e.g. a page with two paths). */
  path?: string;
  /** An image for link previews, absolute or site-relative. */
  image?: string;
};

/**
 * Every public page's head: its title, description, canonical link and Open Graph tags, in pt-BR.
 * A route exports `meta = (args) => pageMeta(args, { title, description })`: React Router replaces
 * the parent's meta with the child's, so each page states all of its own.
 */
export function pageMeta(args: MetaArgsLike, input: PageMetaInput): MetaDescriptor[] {
  const root = args.matches.find((match) => match?.id === "root")?.data as RootData;
  const company = root?.settings?.companyName || "Vitrine";
  const title = input.title ? `${input.title} | ${company}` : company;
  const origin = root?.origin ?? "";
  const url = origin + (input.path ?? args.location.pathname);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: "pt_BR" },
    { property: "og:site_name", content: company },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
  ];
  if (input.image) {
    const image = /^https?:\/\//.test(input.image) ? input.image : origin + input.image;
    tags.push({ property: "og:image", content: image });
  }
  return tags;
}
