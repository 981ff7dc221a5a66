import { formatPrice, monthlyPriceText } from "../../../domain";
import { Button } from "../../../ui/components/button";
import { NewWindowHint } from "../../../ui/components/new-window-hint";
import { whatsappLink } from "../../../ui/lib/contact";
import { COMBO_ATTRIBUTE, comboMessage } from "./combo-links";

/** The promoted combos of SPEC §2's home page. */
export const HOME_COMBOS = [
  { name: "750Mb + Streaming", detail: "Internet fibra com aplicativos de streaming inclusos", price: 99 },
  { name: "600Mb + Câmera", detail: "Internet fibra com câmera de segurança na nuvem", price: 139 },
  { name: "750Mb + Globoplay", detail: "Internet fibra com Globoplay incluso", price: 119 },
] as const;

/** Rendered on the server without a city; the home page's script adds the visitor's city to each action. */
export function ComboStrip({ whatsappNumber }: { whatsappNumber: string }) {
  return (
    <section aria-labelledby="combos-titulo" className="bg-muted/60 py-12" data-combo-number={whatsappNumber}>
      <div className="mx-auto max-w-7xl px-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="combos-titulo" className="text-3xl font-extrabold tracking-tight">
              Combos em promoção
            </h2>
            <p className="mt-1 text-muted-foreground">
              Internet fibra com o que você mais usa, num só boleto.
            </p>
          </div>
          <a href="/combos" className="font-semibold text-primary underline underline-offset-4">
            Ver todos os combos
          </a>
        </div>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {HOME_COMBOS.map((combo) => (
            <li key={combo.name} className="flex flex-col rounded-xl border bg-background p-6 shadow-sm">
              <h3 className="text-xl font-bold">{combo.name}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{combo.detail}</p>
              <p className="mt-4">
                <span aria-hidden className="text-3xl font-extrabold text-primary">
                  {formatPrice(combo.price)}
                </span>
                <span aria-hidden className="text-sm text-muted-foreground">
                  /mês
                </span>
                <span className="sr-only">{monthlyPriceText(combo.price)}</span>
              </p>
              {whatsappNumber && (
                <Button asChild className="mt-6">
                  <a
                    href={whatsappLink(whatsappNumber, comboMessage(combo.name, undefined))}
                    {...{ [COMBO_ATTRIBUTE]: combo.name }}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    Quero este combo
                    <span className="sr-only">: {combo.name}</span>
                    <NewWindowHint />
                  </a>
                </Button>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
