import type { PublicPage } from "../../domain";

/** An editable page's cover image, when staff gave it one (decision 0041). */
export function PageCover({ page }: { page: PublicPage }) {
  if (!page.imageUrl) return null;
  return (
    <img
      src={page.imageUrl}
      alt={page.imageAlt}
      width={page.imageWidth ?? undefined}
      height={page.imageHeight ?? undefined}
      className="h-auto w-full rounded-2xl"
    />
  );
}
