import type { SVGProps } from "react";

export type IconProps = SVGProps<SVGSVGElement> & { size?: number | string };

/**
 * Lucide's icons (ISC licence) as plain SVG elements: lucide-react's runtime (context, attribute builders,
 * per-icon factories) cost every public page over 1 KB gzip of its 120 KB budget (decision 0010).
 * The files beside this one hold Lucide's shapes; the console keeps lucide-react.
 */
export function Svg({ size = 24, children, ...props }: IconProps) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative by default (aria-hidden); a caller that names it passes aria-label
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={props["aria-label"] || props["aria-labelledby"] || props.role ? undefined : true}
      {...props}
    >
      {children}
    </svg>
  );
}
