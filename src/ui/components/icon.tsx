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
 * An icon from the build's sprite (scripts/icon-sprite.ts, decision 0018): markup only, no JavaScript per
 * icon, and one cached file for the whole site. Works in server-rendered HTML strings too.
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
      <use href={`${SPRITE_URL}#${name}`} />
    </svg>
  );
}
