import type { ReactNode } from "react";

export type GuideStep = { title: string; text: ReactNode };

/** A numbered how-to: each step a heading (for screen-reader navigation) and its explanation. */
export function GuideSteps({
  id,
  title,
  intro,
  steps,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  steps: readonly GuideStep[];
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      {intro && <p className="text-muted-foreground">{intro}</p>}
      <ol className="flex flex-col gap-3" data-testid="guide-steps">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4 rounded-xl border bg-card p-4 text-card-foreground">
            <span
              aria-hidden
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
            >
              {index + 1}
            </span>
            <div className="flex flex-col gap-1">
              <h3 className="font-semibold">
                <span className="sr-only">Passo {index + 1}: </span>
                {step.title}
              </h3>
              <p className="text-sm text-muted-foreground">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
