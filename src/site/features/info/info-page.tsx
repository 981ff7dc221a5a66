import { type ReactNode, useId } from "react";
import { cn } from "../../../ui/lib/utils";

/** The frame of every information page: a heading band with the page's one <h1>, then its sections. */
export function InfoPage({
  eyebrow,
  title,
  lead,
  children,
  wide = false,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  /** Frames and card grids use the full width; reading text stays narrow. */
  wide?: boolean;
}) {
  const width = wide ? "max-w-6xl" : "max-w-3xl";
  return (
    <>
      <section className="border-b bg-muted/60">
        <div className={cn("mx-auto px-4 py-10 sm:py-14", width)}>
          {eyebrow && <p className="text-sm font-semibold uppercase tracking-wide text-primary">{eyebrow}</p>}
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">{title}</h1>
          {lead && <div className="mt-4 text-lg text-muted-foreground">{lead}</div>}
        </div>
      </section>
      <div className={cn("mx-auto flex flex-col gap-10 px-4 py-10", width)}>{children}</div>
    </>
  );
}

/** A titled section of an information page; its text reads as a document (paragraphs, lists, links). */
export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 leading-relaxed">
      <h2 id={headingId} className="text-xl font-bold sm:text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Inline link style of the information pages. */
export const TEXT_LINK = "font-semibold text-primary underline underline-offset-4 hover:no-underline";

/** A bulleted list with the site's spacing. */
export function BulletList({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul className="flex list-disc flex-col gap-2 pl-6 marker:text-primary">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list that never reorders
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}
