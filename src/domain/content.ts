// Staff-written content: the blog's articles (decision 0036). Pure rules and types; the schema that
// checks what the console sends is in content-schema.ts (zod stays out of public bundles).

/**
 * An article's life: a draft nobody sees; scheduled (goes live at its 'Publicar em'); published (on the
 * site); unpublished (taken down, kept). Only `published` is shown to visitors.
 */
export const ARTICLE_STATUSES = ["draft", "scheduled", "published", "unpublished"] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

export const ARTICLE_STATUS_LABELS: Record<ArticleStatus, string> = {
  draft: "Rascunho",
  scheduled: "Agendado",
  published: "Publicado",
  unpublished: "Despublicado",
};

/** The site's time zone: 'Publicar em' and article dates are read and shown in it. */
export const SITE_TIME_ZONE = "America/Sao_Paulo";

/** An article as the public pages show it (listing card, article header, feed). */
export type PublicArticle = {
  /** The slug: the article's address is /blog/{id}. */
  id: string;
  title: string;
  excerpt: string;
  /** A site-relative image (an upload or a shipped file). */
  image: string;
  imageAlt: string;
  imageWidth: number;
  imageHeight: number;
  category: string;
  /** The publication day in São Paulo, YYYY-MM-DD. */
  date: string;
  /** The publication instant, ISO: the feed's pubDate and the sitemap's lastmod use it. */
  publishedAt: string;
  /** The last change, ISO. */
  updatedAt: string;
  /** Minutes. */
  readTime: number;
  author: string;
};

/** The day of `instant` in São Paulo, as YYYY-MM-DD. */
export function siteDay(instant: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: SITE_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(instant);
}

/** 'Agendado para 12/12 às 08:00': a moment as the console shows it, in São Paulo time. */
export function formatSiteMoment(instant: Date): string {
  const parts = new Intl.DateTimeFormat("pt-BR", {
    timeZone: SITE_TIME_ZONE,
    day: "2-digit",
    month: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("day")}/${part("month")} às ${part("hour")}:${part("minute")}`;
}

/** '28/11/2026 às 14:30': a moment (a Date or an ISO text) as people read it, on Brasília's clock. */
export function formatSiteDateTime(instant: Date | string): string {
  const parts = new Intl.DateTimeFormat("pt-BR", {
    timeZone: SITE_TIME_ZONE,
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(typeof instant === "string" ? new Date(instant) : instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("day")}/${part("month")}/${part("year")} às ${part("hour")}:${part("minute")}`;
}

/** A slug: lower-case letters, digits and single hyphens, 2 to 80 characters. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A title as a slug: 'Fibra óptica: o que muda' → 'fibra-optica-o-que-muda'. */
export function slugify(title: string): string {
  return title
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}

/** An article as the console reads and edits it; dates as ISO strings. */
export type AdminArticle = {
  id: number;
  slug: string;
  title: string;
  summary: string;
  body: string;
  bodyHtml: string;
  imageUrl: string;
  imageWidth: number | null;
  imageHeight: number | null;
  imageAlt: string;
  category: string;
  authorName: string;
  readMinutes: number;
  status: ArticleStatus;
  publishedAt: string | null;
  publishAt: string | null;
  unpublishAt: string | null;
  createdAt: string;
  updatedAt: string;
};

/** What the console's list says of an article's state: 'Agendado para 12/12 às 08:00' for a scheduled one. */
export function articleStateLabel(article: Pick<AdminArticle, "status" | "publishAt">): string {
  if (article.status === "scheduled" && article.publishAt)
    return `Agendado para ${formatSiteMoment(new Date(article.publishAt))}`;
  return ARTICLE_STATUS_LABELS[article.status];
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** How far São Paulo's wall clock is ahead of UTC at `instant`, in ms (negative: it is behind). */
function siteOffset(instant: number): number {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: SITE_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
    part("second"),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * A console date-time field's value ('2026-12-12T08:00', São Paulo's wall clock) as an ISO instant; anything
 * else comes back as it was, for the schema to refuse with its message.
 */
export function fromSiteWallTime(value: string): string {
  const match = WALL_TIME.exec(value);
  if (!match) return value;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  const asUtc = Date.UTC(year!, month! - 1, day!, hour!, minute!);
  if (Number.isNaN(asUtc)) return value;
  // The offset at the guess, then at the instant it gives (they differ only around a clock change).
  const first = asUtc - siteOffset(asUtc);
  return new Date(asUtc - siteOffset(first)).toISOString();
}

/** An instant as a console date-time field shows it: São Paulo's wall clock, '2026-12-12T08:00'. */
export function toSiteWallTime(iso: string | null): string {
  if (!iso) return "";
  const instant = new Date(iso).getTime();
  if (Number.isNaN(instant)) return "";
  return new Date(instant + siteOffset(instant)).toISOString().slice(0, 16);
}

/**
 * The information pages whose prose staff edit in the console's 'Páginas' tab (decision 0041), by the key
 * the public route reads. The set is fixed: each key is a route of the site, so pages are edited, never
 * added or deleted.
 */
export const PAGE_KEYS = [
  "quem-somos",
  "responsabilidade-social",
  "imprensa",
  "cookies",
  "politica-privacidade",
  "termos-uso",
  "protecao-golpes",
  "faq",
] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

/** Where each editable page is on the site. */
export const PAGE_PATHS: Record<PageKey, string> = {
  "quem-somos": "/quem-somos",
  "responsabilidade-social": "/responsabilidade-social",
  imprensa: "/imprensa",
  cookies: "/cookies",
  "politica-privacidade": "/politica-privacidade",
  "termos-uso": "/termos-uso",
  "protecao-golpes": "/cliente/protecao-golpes",
  faq: "/faq",
};

/**
 * What a page's text writes for the company's name ('Configurações' > nome da empresa): the page shows the
 * name as it is now, so a rename reaches every page without editing them.
 */
export const COMPANY_NAME_PLACEHOLDER = "{empresa}";

/**
 * Every placeholder a page's texts may write, with what it becomes (the editor's help lists them): each is
 * filled in when the page is read, from the settings or the server's configuration, so the pages follow
 * them without being edited. A placeholder whose value is not set shows nothing, and a parenthesis around it
 * goes with it ('(CNPJ {cnpj})' disappears while the CNPJ is empty).
 */
export const PAGE_PLACEHOLDERS = [
  { placeholder: COMPANY_NAME_PLACEHOLDER, meaning: "o nome da empresa (Configurações)" },
  { placeholder: "{cnpj}", meaning: "o CNPJ (Configurações)" },
  {
    placeholder: "{contato-privacidade}",
    meaning:
      "o e-mail de privacidade, como link (ou o de atendimento; sem nenhum, um link para a central de atendimento)",
  },
  { placeholder: "{prazo-indicacoes}", meaning: "por quanto tempo os dados de uma indicação são guardados" },
  { placeholder: "{prazo-pedidos}", meaning: "por quanto tempo um pedido de contato é guardado" },
  {
    placeholder: "{prazo-contratacoes}",
    meaning: "por quanto tempo uma contratação online e os seus documentos são guardados depois do envio",
  },
] as const;
export type PagePlaceholder = (typeof PAGE_PLACEHOLDERS)[number]["placeholder"];

/**
 * What visitors read of a page (decision 0041): the values of its last publication. A save while the page is
 * published updates it; a save while it is not (or with a 'Publicar em' ahead) leaves it as it was until the
 * page is published, so a page never leaves the site and never shows a draft.
 */
export type PublishedPage = {
  title: string;
  lead: string;
  bodyHtml: string;
  seoTitle: string;
  seoDescription: string;
  imageUrl: string;
  imageWidth: number | null;
  imageHeight: number | null;
  imageAlt: string;
};

/** A page's values as visitors will read them once it is published. */
export function pagePublication(page: PublishedPage): PublishedPage {
  const { title, lead, bodyHtml, seoTitle, seoDescription, imageUrl, imageWidth, imageHeight, imageAlt } =
    page;
  return { title, lead, bodyHtml, seoTitle, seoDescription, imageUrl, imageWidth, imageHeight, imageAlt };
}

/** An editable page as the console reads and edits it; dates as ISO strings. */
export type AdminPage = PublishedPage & {
  id: number;
  key: PageKey;
  body: string;
  /** 'Publicada': saves reach the public page at once. Off, they wait for a publication. */
  isActive: boolean;
  publishAt: string | null;
  unpublishAt: string | null;
  /** What visitors read; null only for a row written before publications were kept (the row is read then). */
  published: PublishedPage | null;
  createdAt: string;
  updatedAt: string;
};

/** An editable page as visitors read it: the company's name already in its texts. */
export type PublicPage = Pick<
  AdminPage,
  | "key"
  | "title"
  | "lead"
  | "seoTitle"
  | "seoDescription"
  | "imageUrl"
  | "imageWidth"
  | "imageHeight"
  | "imageAlt"
> & { html: string };

/**
 * What the console's banner lists say of a banner's schedule (decision 0041): 'Agendado para 12/12 às
 * 08:00' before it goes live, 'Sai do ar em 19/12 às 08:00' while it waits to come off, empty otherwise.
 */
export function scheduleLabel(schedule: { publishAt: string | null; unpublishAt: string | null }): string {
  if (schedule.publishAt) return `Agendado para ${formatSiteMoment(new Date(schedule.publishAt))}`;
  if (schedule.unpublishAt) return `Sai do ar em ${formatSiteMoment(new Date(schedule.unpublishAt))}`;
  return "";
}
