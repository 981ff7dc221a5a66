import type { MouseEvent } from "react";
import { PLAN_TYPE_CHOICES, PLAN_TYPE_LABELS, PLAN_TYPE_PARAM, type PlanTypeChoice } from "../../../domain";
import { cn } from "../../../ui/lib/utils";

/** The address of a choice: this page with `?tipo=`, back at the plans' heading. */
export const planTypeHref = (choice: PlanTypeChoice, anchor: string) =>
  `?${PLAN_TYPE_PARAM}=${choice}#${anchor}`;

/**
 * The home pages' plan types, 'Destaque', 'Internet' and 'Combo' (SPEC §4, issue 59): links with a query,
 * so without scripts each one loads the page with that choice; with scripts a click changes the list in
 * place and the address with it.
 */
export function PlanTypeLinks({
  current,
  anchor,
  onChoose,
}: {
  current: PlanTypeChoice;
  /** The id of the section's heading, where a link lands. */
  anchor: string;
  onChoose: (choice: PlanTypeChoice) => void;
}) {
  const choose = (choice: PlanTypeChoice) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window keeps the link's own way.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onChoose(choice);
    const url = new URL(window.location.href);
    url.searchParams.set(PLAN_TYPE_PARAM, choice);
    window.history.replaceState(window.history.state, "", url);
  };
  return (
    <nav aria-label="Tipo de plano" data-testid="plan-type-links">
      <ul className="inline-flex flex-wrap gap-1 rounded-lg bg-muted p-1">
        {PLAN_TYPE_CHOICES.map((choice) => (
          <li key={choice}>
            <a
              href={planTypeHref(choice, anchor)}
              aria-current={choice === current ? "true" : undefined}
              onClick={choose(choice)}
              className={cn(
                "inline-flex min-h-11 items-center rounded-md px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-ring",
                choice === current
                  ? "bg-background text-foreground shadow-sm"
                  : "text-muted-foreground hover:text-foreground",
              )}
            >
              {PLAN_TYPE_LABELS[choice]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
