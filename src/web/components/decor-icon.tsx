import { cn } from "../lib/utils";

/**
 * A decorative line icon from /images/icons (Lucide drawings as files): pages listing many cards use
 * these instead of icon components, which would each add to the page's JavaScript.
 */
export function DecorIcon({
  name,
  size = 32,
  className,
}: {
  name: string;
  size?: number;
  className?: string;
}) {
  return (
    <img
      src={`/images/icons/${name}.svg`}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      className={cn("shrink-0", className)}
    />
  );
}
