import { type IconProps, Svg } from "./svg";

export function ChevronDown(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="m6 9 6 6 6-6" />
    </Svg>
  );
}
export { ChevronDown as ChevronDownIcon };
