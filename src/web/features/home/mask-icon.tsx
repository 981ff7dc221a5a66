/**
 * A Lucide icon (ISC licence) shipped as a file under /images/home and painted in the text colour through a
 * CSS mask: the home page has almost no JS budget left, and an icon as a file costs it nothing.
 */
export function MaskIcon({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden
      className={`inline-block shrink-0 bg-current ${className ?? ""}`}
      style={{ mask: `url(/images/home/${name}.svg) center / contain no-repeat` }}
    />
  );
}
