import { type ReactNode, useId, useState } from "react";
import { cn } from "../../lib/utils";
import { Icon } from "./icon";

export type AccordionItem = { question: string; answer: ReactNode };

/**
 * Questions and answers, one open at a time (SPEC §4): opening one closes the other, and the open
 * one closes on a second click. Answers are in the HTML while closed (display: none), so the server's page
 * and search engines have them; the buttons follow the WAI-ARIA accordion pattern. Where the browser runs
 * no script the buttons could not open them: every answer shows, under its question (`noscript:`).
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
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  const Heading = `h${headingLevel}` as "h3";
  return (
    <div className={cn("divide-y rounded-xl border bg-card", className)}>
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.question}>
            <Heading className="m-0">
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
                className="flex w-full cursor-pointer items-center justify-between gap-4 px-5 py-4 text-left font-semibold hover:bg-muted/60 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring noscript:pointer-events-none"
              >
                {item.question}
                <Icon
                  name="chevron-down"
                  className={cn(
                    "size-5 shrink-0 transition-transform noscript:hidden",
                    expanded && "rotate-180",
                  )}
                />
              </button>
            </Heading>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              // A class, not the `hidden` attribute: the stylesheet's `[hidden]` rule is !important in its base
              // layer, which no utility can undo for the browser without scripts.
              className={cn("px-5 pb-5 text-muted-foreground", !expanded && "hidden noscript:block")}
            >
              {item.answer}
            </section>
          </div>
        );
      })}
    </div>
  );
}
