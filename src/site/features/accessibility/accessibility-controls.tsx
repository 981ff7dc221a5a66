import { useEffect, useRef } from "react";
import { Button } from "../../../ui/components/button";
import { Icon } from "../../../ui/components/icon";
import { FONT_SIZES, type FontSize } from "../../../ui/lib/accessibility";
import { cn } from "../../../ui/lib/utils";
import { bindAccessibilityControls } from "./accessibility-behaviour";

const FONT_OPTIONS: { value: FontSize; label: string; sample: string }[] = [
  { value: "small", label: "Pequena", sample: "text-sm" },
  { value: "normal", label: "Normal", sample: "text-base" },
  { value: "large", label: "Grande", sample: "text-lg" },
];

/**
 * The font-size radio group and the high-contrast switch; both take effect at once on every page. Rendered
 * with the defaults; accessibility-behaviour.ts shows the stored choice and makes the changes.
 */
export function AccessibilityControls() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => bindAccessibilityControls(ref.current!), []);
  return (
    <div ref={ref} data-accessibility-controls="" className="grid gap-6 md:grid-cols-2">
      <div role="radiogroup" aria-labelledby="font-size-label" className="rounded-xl border bg-card p-6">
        <p id="font-size-label" className="flex items-center gap-2 text-lg font-bold">
          <Icon name="type" className="size-5 text-primary" />
          Tamanho da fonte
        </p>
        <p className="mt-1 text-sm text-muted-foreground">
          Aumenta ou reduz o texto de todas as páginas do site.
        </p>
        <div className="mt-4 grid grid-cols-3 gap-2">
          {FONT_OPTIONS.map((option) => (
            <label
              key={option.value}
              className="flex cursor-pointer flex-col items-center gap-1 rounded-lg border-2 border-input px-2 py-3 font-semibold hover:bg-muted has-checked:border-primary has-checked:bg-primary/10 has-checked:hover:bg-primary/10 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-(--focus-ring)"
            >
              <input
                type="radio"
                name="font-size"
                value={option.value}
                defaultChecked={option.value === "normal"}
                className="sr-only"
              />
              <span aria-hidden="true" className={cn("font-extrabold", option.sample)}>
                A
              </span>
              <span className="text-sm">
                {option.label} <span className="text-muted-foreground">({FONT_SIZES[option.value]})</span>
              </span>
            </label>
          ))}
        </div>
        <p className="mt-3 text-sm" aria-live="polite">
          Tamanho atual: <strong data-font-label="">Normal</strong>
        </p>
      </div>

      <div className="rounded-xl border bg-card p-6">
        <p className="flex items-center gap-2 text-lg font-bold">
          <Icon name="contrast" className="size-5 text-primary" />
          Contraste
        </p>
        <p className="mt-1 text-sm text-muted-foreground">
          Realça cores e bordas (contraste de 150% e brilho de 120%) para facilitar a leitura.
        </p>
        <div className="mt-4 flex items-center justify-between gap-4 rounded-lg border p-4">
          <span id="high-contrast-label" className="font-semibold">
            Alto contraste
          </span>
          <button
            type="button"
            role="switch"
            aria-checked="false"
            aria-labelledby="high-contrast-label"
            className="group relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full border-2 border-foreground/60 bg-muted transition-colors aria-checked:bg-primary"
          >
            <span
              aria-hidden="true"
              className="block size-5 translate-x-0.5 rounded-full bg-foreground shadow transition-transform group-aria-checked:translate-x-5 group-aria-checked:bg-primary-foreground"
            />
          </button>
        </div>
        <p className="mt-3 text-sm" aria-live="polite">
          Alto contraste: <strong data-contrast-label="">desativado</strong>
        </p>
      </div>

      <div className="md:col-span-2">
        <Button type="button" variant="outline" data-accessibility-reset="">
          <Icon name="rotate-ccw" />
          Restaurar padrões
        </Button>
      </div>
    </div>
  );
}
