import { encode } from "uqr";

/**
 * A QR code drawn as one SVG path (no markup injected, nothing fetched): dark modules on a white square,
 * whatever the console's theme, as scanners need. `uqr` is imported by 'Minha conta' alone, so it ships
 * only in that console page's chunk, never on a public page.
 */
export function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  const { data, size } = encode(value, { ecc: "M", border: 2 });
  let path = "";
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
