import { useEffect, useRef, useState } from "react";
import { cn } from "../lib/utils";
import { Icon } from "./ui/icon";

/**
 * A streaming app's logo as a rounded tile, the shape app icons have (uploads are squares: decision 0011);
 * without an image, or if it cannot be loaded, a gradient play icon takes its place (SPEC §2).
 * Decorative: the app's name is always written next to it.
 */
export function AppLogo({ src, size, className }: { src: string | null; size: number; className?: string }) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  // An image that failed before hydration fired its error event before React listened for it.
  useEffect(() => {
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0) setFailed(true);
  }, []);

  if (!src || failed) {
    return (
      <span
        data-testid="streaming-logo-fallback"
        className={cn(
          "flex shrink-0 items-center justify-center rounded-[22%] bg-linear-to-br from-blue-600 to-fuchsia-600 text-white",
          className,
        )}
        style={{ width: size, height: size }}
      >
        <Icon name="play" className="size-1/2" />
      </span>
    );
  }
  return (
    <img
      ref={ref}
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      className={cn("shrink-0 rounded-[22%]", className)}
      onError={() => {
        console.warn(`streaming logo failed to load: ${src}`);
        setFailed(true);
      }}
    />
  );
}
