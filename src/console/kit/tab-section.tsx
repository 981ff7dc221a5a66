import type { ReactNode } from "react";
import { cn } from "../../ui/lib/utils";

/**
 * A console tab's frame: the section named by its heading ('Contatos', 'Indicações'), an optional lead
 * text, then its content. Every tab's page has one, so the heading's id is the same everywhere.
 */
export function TabSection({
  title,
  description,
  children,
  className,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby="tab-heading" className={cn("flex flex-col gap-4", className)}>
      <h2 id="tab-heading" className="text-xl font-bold">
        {title}
      </h2>
      {description && <p className="max-w-prose text-sm text-muted-foreground">{description}</p>}
      {children}
    </section>
  );
}
