import { type IconName, SPRITE_URL } from "../icons/sprite";

export type { IconName };

export type IconProps = {
  name: IconName;
  /** Size and colour: `size-4 text-primary`. The shape strokes or fills in the text colour. */
  className?: string;
  /** Width and height before CSS applies; the box is there before the sprite arrives, so nothing moves. */
  size?: number;
  /** What the icon says, when nothing beside it does. Without it the icon is decorative (aria-hidden). */
  title?: string;
};

/**
 * The id of an icon's `<symbol>` when the page itself carries it: the public site's pages carry the symbols
 * of the icons they draw (src/site/lib/page-icons.ts, decision 0098), prefixed so that no id of the page
 * clashes with an icon's name.
 */
export const PAGE_SYMBOL_PREFIX = "icon-";

/**
 * Where an icon's shape is: the page's own symbol when it carries one, else the build's sprite. On the server
 * always the sprite, which the public site's render then rewrites to the page's symbols; in the browser the
 * page's symbol for every icon its HTML drew (so hydration finds the same `href`), the sprite for one an
 * island draws that the page's HTML had not (fetched then, once).
 */
function iconHref(name: IconName): string {
  const id = `${PAGE_SYMBOL_PREFIX}${name}`;
  return typeof document !== "undefined" && document.getElementById(id) ? `#${id}` : `${SPRITE_URL}#${name}`;
}

/**
 * An icon from the build's sprite (scripts/icon-sprite.ts, decision 0019): markup only, no JavaScript per
 * icon. Works in server-rendered HTML strings too.
 */
export function Icon({ name, className, size = 24, title }: IconProps) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative (aria-hidden) unless titled, then role="img" with that name.
    <svg
      width={size}
      height={size}
      className={className}
      {...(title ? { role: "img", "aria-label": title } : { "aria-hidden": true })}
    >
      <use href={iconHref(name)} />
    </svg>
  );
}
