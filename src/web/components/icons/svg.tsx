import type { SVGProps } from "react";

export type IconProps = SVGProps<SVGSVGElement> & { size?: number | string };

/**
 * Lucide's icons (ISC licence) as SVG elements, for the plan and offer cards until they move to `<Icon>`
 * and the build's sprite (decision 0018); nothing else may use them.
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
