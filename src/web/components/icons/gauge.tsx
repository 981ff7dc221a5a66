import { type IconProps, Svg } from "./svg";

export function Gauge(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="m12 14 4-4" />
      <path d="M3.34 19a10 10 0 1 1 17.32 0" />
    </Svg>
  );
}
