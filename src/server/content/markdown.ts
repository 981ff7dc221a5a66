import MarkdownIt from "markdown-it";
import { uploadedSrcSet } from "../../domain/images";
import { NEW_WINDOW_HINT } from "../../domain/new-window";

// The one renderer of staff-written content (articles, editable pages; decision 0036). Safe by
// construction rather than by cleaning afterwards: markdown-it with `html: false` never passes raw HTML
// through (a `<script>` in the body is shown as text), every attribute it writes is escaped, and links
// and images are kept only with the schemes listed here. The same function draws the console's preview
// and the HTML stored with the record, so what staff see is what visitors get.

/** Schemes a link may use; anything else (javascript:, data:, vbscript:, file:…) stays plain text. */
const LINK_SCHEMES = /^(https?:|mailto:|tel:)/i;
/**
 * An image comes from our uploads or the site's own files, as a cover must (`localImageUrlField`): the
 * pages' CSP lets no other site's image load, and no page hot-links one. Its address may end in the size the
 * upload reported, `#1600x900` (the editor's 'Imagem' writes it; a fragment never reaches the server).
 */
const IMAGE_SOURCE = /^(\/(?:uploads|images)\/[A-Za-z0-9._\-/]+?)(?:#(\d{1,5})x(\d{1,5}))?$/;
/** How wide a body image is drawn: the article's column (max-w-3xl) at most, the screen on a phone. */
const BODY_IMAGE_SIZES = "(min-width: 48rem) 48rem, 100vw";
/** A site-relative address: a path, a fragment or a query. A leading `//` is another site. */
const RELATIVE = /^(\/(?!\/)|#|\?)/;

/** Letters browsers drop inside a scheme ("java\tscript:"), so the check sees what the browser will. */
const stripInvisible = (url: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the very characters a scheme hides behind.
  url.replace(/[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/g, "");

export function isSafeLink(url: string): boolean {
  const bare = stripInvisible(url);
  return RELATIVE.test(bare) || LINK_SCHEMES.test(bare) || !/^[a-z][a-z0-9+.-]*:/i.test(bare);
}

/** The image's own address and its size when the address names one; undefined for a refused source. */
export function readImageSource(url: string): { src: string; width?: number; height?: number } | undefined {
  const match = IMAGE_SOURCE.exec(stripInvisible(url));
  if (!match?.[1] || match[1].includes("..")) return undefined;
  const [width, height] = [Number(match[2]), Number(match[3])];
  return width > 0 && height > 0 ? { src: match[1], width, height } : { src: match[1] };
}

const isExternal = (url: string) => /^(https?:)?\/\//i.test(stripInvisible(url));

const md = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });

md.validateLink = isSafeLink;

// Images get their own, stricter rule: markdown-it would let `data:image/png` through. A kept one gets its
// size (so the page does not jump when it arrives) and, for an upload, the stored widths to pick from.
md.core.ruler.after("inline", "image_sources", (state) => {
  for (const block of state.tokens) {
    for (const token of block.children ?? []) {
      if (token.type !== "image") continue;
      const source = readImageSource(token.attrGet("src") ?? "");
      if (!source) {
        token.type = "text";
        token.tag = "";
        token.content = token.content || "";
        token.children = null;
        continue;
      }
      token.attrSet("src", source.src);
      if (source.width && source.height) {
        token.attrSet("width", String(source.width));
        token.attrSet("height", String(source.height));
        const srcset = uploadedSrcSet(source.src, source.width);
        if (srcset) {
          token.attrSet("srcset", srcset);
          token.attrSet("sizes", BODY_IMAGE_SIZES);
        }
      }
    }
  }
});

const renderToken: NonNullable<MarkdownIt["renderer"]["rules"]["link_open"]> = (
  tokens,
  idx,
  options,
  _env,
  self,
) => self.renderToken(tokens, idx, options);

// A link to another site (an absolute http(s) address: staff link the site's own pages by their path) opens
// in a new tab, as the site's other external links do, so a reader of the privacy policy keeps their place
// when they open the ANPD's; screen readers hear it from the same words as NewWindowHint. Links cannot nest
// in Markdown, so a link's close is the next `link_close` after its open.
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  if (isExternal(token.attrGet("href") ?? "")) {
    token.attrSet("target", "_blank");
    token.attrSet("rel", "noopener noreferrer");
    const close = tokens.findIndex((next, at) => at > idx && next.type === "link_close");
    if (close !== -1) tokens[close]!.meta = { newWindow: true };
  }
  return renderToken(tokens, idx, options, env, self);
};
md.renderer.rules.link_close = (tokens, idx, options, env, self) => {
  const hint = tokens[idx]!.meta?.newWindow ? `<span class="sr-only">${NEW_WINDOW_HINT}</span>` : "";
  return hint + renderToken(tokens, idx, options, env, self);
};

// The page has its own h1 (the title): a `#` heading in the body becomes an h2, so headings stay in order.
md.renderer.rules.heading_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  if (token.tag === "h1") token.tag = "h2";
  return renderToken(tokens, idx, options, env, self);
};
md.renderer.rules.heading_close = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  if (token.tag === "h1") token.tag = "h2";
  return renderToken(tokens, idx, options, env, self);
};

const defaultImage = md.renderer.rules.image!;
md.renderer.rules.image = (tokens, idx, options, env, self) => {
  tokens[idx]!.attrSet("loading", "lazy");
  tokens[idx]!.attrSet("decoding", "async");
  return defaultImage(tokens, idx, options, env, self);
};

// A wide table scrolls inside its box on a phone instead of widening the page (WCAG 1.4.10 reflow).
md.renderer.rules.table_open = () => '<div class="content-table"><table>\n';
md.renderer.rules.table_close = () => "</table></div>\n";

/** The body's HTML, as the public page and the console's preview show it. */
export function renderMarkdown(source: string): string {
  return md.render(source);
}

/** Words of the body as a reader counts them: the editor's count and the reading time. */
export function countWords(source: string): number {
  const text = source
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\]\([^)]*\)/g, " ")
    .replace(/[#>*_`|[\]]|(^|\s)-(?=\s)/g, " ");
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Minutes to read, at 200 words a minute, never less than one. */
export function readingMinutes(source: string): number {
  return Math.max(1, Math.round(countWords(source) / 200));
}

/**
 * Plain text as Markdown that renders back to exactly that text: seeds written as paragraphs ("1. Coloque
 * o roteador…") must not turn into lists or headings.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/([\\`*_[\]<>|])/g, "\\$1")
    .replace(/^(\s*)(#{1,6}\s|[-+]\s|>)/, "$1\\$2")
    .replace(/^(\s*\d+)([.)]\s)/, "$1\\$2");
}
