import { type ReactNode, useId } from "react";
import { cn } from "../lib/utils";
import { Icon } from "./icon";

export type AccordionItem = { question: string; answer: ReactNode };

/**
 * Questions and answers, one open at a time (SPEC §4): native disclosures sharing a `name`, so opening one
 * closes the other and the open one closes on a second click, with no script at all (issue 39; a page that
 * ships no client app has them too, decision 0043). The answers are in the HTML while closed, so search
 * engines have them, and the browser's find-in-page opens the one it finds. A browser that ignores `name`
 * (Safari before 17.2) lets several stay open.
 */
export function Accordion({
  items,
  headingLevel = 3,
  className,
}: {
  items: readonly AccordionItem[];
  headingLevel?: 2 | 3 | 4;
  className?: string;
}) {
  const group = useId();
  const Heading = `h${headingLevel}` as "h3";
  return (
    <div className={cn("divide-y rounded-xl border bg-card", className)}>
      {items.map((item) => (
        <details key={item.question} name={group} className="group">
          <summary className="flex w-full cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left hover:bg-muted/60 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
            <Heading className="m-0 text-base font-semibold">{item.question}</Heading>
            <Icon
              name="chevron-down"
              className="size-5 shrink-0 transition-transform group-open:rotate-180"
            />
          </summary>
          <div className="px-5 pb-5 text-muted-foreground">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
