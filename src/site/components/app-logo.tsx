import { useEffect, useRef } from "react";
import { Icon } from "../../ui/components/icon";
import { cn } from "../../ui/lib/utils";
import { APP_LOGO_ATTRIBUTE, failedAlready, onLogoError, showLogoFallback } from "./logo-fallback";

/**
 * A streaming app's logo as a rounded tile, the shape app icons have (uploads are squares: decision 0011);
 * without an image, or if it cannot be loaded, a gradient play icon takes its place (SPEC §2). The fallback
 * is in the HTML beside the image, hidden, so the swap (logo-fallback.ts) needs no render: a page that ships
 * no client app makes it too. Decorative: the app's name is always written next to it.
 */
export function AppLogo({ src, size, className }: { src: string | null; size: number; className?: string }) {
  const ref = useRef<HTMLImageElement>(null);

  // An image that failed before hydration fired its error event before React listened for it.
  useEffect(() => {
    if (ref.current && failedAlready(ref.current)) showLogoFallback(ref.current);
  }, []);

  const fallback = (hidden: boolean) => (
    <span
      data-testid="streaming-logo-fallback"
      hidden={hidden}
      className={cn(
        "flex shrink-0 items-center justify-center rounded-[22%] bg-linear-to-br from-blue-600 to-fuchsia-600 text-white",
        className,
      )}
      style={{ width: size, height: size }}
    >
      <Icon name="play" className="size-1/2" />
    </span>
  );
  if (!src) return fallback(false);
  return (
    <>
      <img
        ref={ref}
        src={src}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        {...{ [APP_LOGO_ATTRIBUTE]: "" }}
        className={cn("shrink-0 rounded-[22%]", className)}
        onError={(event) => onLogoError(event.currentTarget)}
      />
      {fallback(true)}
    </>
  );
}
