import { Button } from "../../components/ui/button";
import { Icon } from "../../components/ui/icon";
import { FONT_SIZES, type FontSize } from "../../lib/accessibility";
import { cn } from "../../lib/utils";
import { useAccessibilitySettings } from "./use-accessibility-settings";

const FONT_OPTIONS: { value: FontSize; label: string; sample: string }[] = [
  { value: "small", label: "Pequena", sample: "text-sm" },
  { value: "normal", label: "Normal", sample: "text-base" },
  { value: "large", label: "Grande", sample: "text-lg" },
];

/** The font-size radio group and the high-contrast switch; both take effect at once on every page. */
export function AccessibilityControls() {
  const { fontSize, highContrast, setFontSize, setHighContrast, reset } = useAccessibilitySettings();
  const current = FONT_OPTIONS.find((option) => option.value === fontSize)!;
  return (
    <div className="grid gap-6 md:grid-cols-2">
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
              className={cn(
                "flex cursor-pointer flex-col items-center gap-1 rounded-lg border-2 px-2 py-3 font-semibold has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-(--focus-ring)",
                fontSize === option.value ? "border-primary bg-primary/10" : "border-input hover:bg-muted",
              )}
            >
              <input
                type="radio"
                name="font-size"
                value={option.value}
                checked={fontSize === option.value}
                onChange={() => setFontSize(option.value)}
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
          Tamanho atual: <strong>{current.label}</strong>
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
            aria-checked={highContrast}
            aria-labelledby="high-contrast-label"
            onClick={() => setHighContrast(!highContrast)}
            className={cn(
              "relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full border-2 border-foreground/60 transition-colors",
              highContrast ? "bg-primary" : "bg-muted",
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                "block size-5 rounded-full bg-foreground shadow transition-transform",
                highContrast ? "translate-x-5 bg-primary-foreground" : "translate-x-0.5",
              )}
            />
          </button>
        </div>
        <p className="mt-3 text-sm" aria-live="polite">
          Alto contraste: <strong>{highContrast ? "ativado" : "desativado"}</strong>
        </p>
      </div>

      <div className="md:col-span-2">
        <Button type="button" variant="outline" onClick={reset}>
          <Icon name="rotate-ccw" />
          Restaurar padrões
        </Button>
      </div>
    </div>
  );
}
