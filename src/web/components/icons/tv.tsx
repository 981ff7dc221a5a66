import { type IconProps, Svg } from "./svg";

export function Tv(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="m17 2-5 5-5-5" />
      <rect width="20" height="15" x="2" y="7" rx="2" />
    </Svg>
  );
}
export { Tv as TvIcon };
