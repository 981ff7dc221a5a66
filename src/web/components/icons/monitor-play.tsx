import { type IconProps, Svg } from "./svg";

export function MonitorPlayIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M15.033 9.44a.647.647 0 0 1 0 1.12l-4.065 2.352a.645.645 0 0 1-.968-.56V7.648a.645.645 0 0 1 .967-.56z" />
      <path d="M12 17v4" />
      <path d="M8 21h8" />
      <rect x="2" y="3" width="20" height="14" rx="2" />
    </Svg>
  );
}
