import { PAGE_SYMBOL_PREFIX } from "../../ui/components/icon";
import { SPRITE_URL } from "../../ui/icons/sprite";

// Issue 70, point 1 (decision 0098): a page of the public site carries the `<symbol>`s of the icons its HTML
// draws, and its icons point at them, so its first load fetches no sprite: the whole one (every icon, the
// console's too) cost `/` a request and several times the bytes of the few it shows. `<Icon>` renders the
// sprite's URL (it cannot know the page), and this rewrites the finished HTML: the server keeps each page's
// whole bytes (server-entry.ts), so nothing streams past this.

const ESCAPED_URL = SPRITE_URL.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** An icon's reference as `<Icon>` renders it: `href="/assets/icons-HASH.svg#name"`. */
const SPRITE_HREF = new RegExp(`href="${ESCAPED_URL}#([a-z0-9-]+)"`, "g");
const BODY = /<body\b[^>]*>/;

/**
 * What holds the symbols: drawn nowhere and out of the flow. Not `hidden`, which HTML does not allow on an
 * `<svg>` (the HTML check fails), nor `display="none"`, which the stylesheet's `svg { display: block }` wins
 * over: a box of no size, placed absolutely.
 */
const HOLDER = '<svg width="0" height="0" class="absolute" aria-hidden="true">';

/**
 * `html` with every icon drawn from a symbol of its own: the symbols of the icons it uses go in one empty
 * `<svg>` at the start of `<body>` (before any island, whose `<Icon>` looks for them when it hydrates), and each
 * `<use>` points at its symbol. A page without `<body>` or without icons is returned as it is. `symbols`: each
 * icon's `<symbol>` by name, as the sprite's plugin gives them (`virtual:vitrine-icon-symbols`).
 */
export function inlinePageIcons(html: string, symbols: Readonly<Record<string, string>>): string {
  const body = BODY.exec(html);
  if (!body) return html;
  const used = new Set<string>();
  const rewritten = html.replace(SPRITE_HREF, (reference, name: string) => {
    const symbol = symbols[name];
    if (!symbol) return reference;
    used.add(name);
    return `href="#${PAGE_SYMBOL_PREFIX}${name}"`;
  });
  if (used.size === 0) return html;
  const carried = [...used]
    .sort()
    .map((name) => symbols[name]!.replace('<symbol id="', `<symbol id="${PAGE_SYMBOL_PREFIX}`))
    .join("");
  const at = body.index + body[0].length;
  return `${rewritten.slice(0, at)}${HOLDER}${carried}</svg>${rewritten.slice(at)}`;
}
