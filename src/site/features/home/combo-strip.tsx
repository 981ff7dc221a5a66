import {
  comboShortName,
  formatPrice,
  type OfferTeaser,
  signUpHref,
  WHATSAPP_SECOND_BUTTON,
} from "../../../domain";
import { Button } from "../../../ui/components/button";
import { NewWindowHint } from "../../../ui/components/new-window-hint";
import { whatsappLink } from "../../../ui/lib/contact";
import { OfferTeaserTerms } from "../../components/offer-card/offer-teaser-terms";
import { COMBO_ATTRIBUTE, comboMessage } from "./combo-links";

const and = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} e ${names.at(-1)}`;

/** 'Internet fibra com Max, Looke e Paramount+', 'Internet fibra com câmera de segurança na nuvem e Looke'. */
export function comboDetail(combo: Pick<OfferTeaser, "apps" | "cameraCount">): string {
  const parts = [
    ...(combo.cameraCount > 0
      ? [
          combo.cameraCount === 1
            ? "câmera de segurança na nuvem"
            : `${combo.cameraCount} câmeras de segurança`,
        ]
      : []),
    ...combo.apps,
  ];
  return parts.length > 0 ? `Internet fibra com ${and(parts)}` : "Internet fibra";
}

/**
 * The home's promoted combos (SPEC §2's strip): the combos on sale, each with the conditions its card
 * states and its label (homeCombos, issue 59). Rendered on the server without a city; the home page's
 * script adds the visitor's city to each action. Nothing on sale, no strip.
 */
export function ComboStrip({
  whatsappNumber,
  combos,
  onlineSales = false,
}: {
  whatsappNumber: string;
  combos: readonly OfferTeaser[];
  /** Issue 68: 'Quero este combo' leads to 'Contrate online' with the combo, WhatsApp second. */
  onlineSales?: boolean;
}) {
  if (combos.length === 0) return null;
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
          {combos.map((combo) => {
            const name = comboShortName(combo.name);
            return (
              <li
                key={combo.code}
                className="flex flex-col rounded-xl border bg-background p-6 shadow-sm"
                data-testid="home-combo"
              >
                <h3 className="text-xl font-bold">{name}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{comboDetail(combo)}</p>
                <p className="mt-4">
                  <span aria-hidden className="text-3xl font-extrabold text-primary">
                    {formatPrice(combo.firstPrice)}
                  </span>
                  <span aria-hidden className="text-sm text-muted-foreground">
                    /mês
                  </span>
                  <span className="sr-only">{combo.conditions}</span>
                </p>
                <OfferTeaserTerms offer={combo} className="mt-2 mb-4" />
                {onlineSales ? (
                  <div className="mt-auto flex flex-col items-start">
                    <Button asChild>
                      <a href={signUpHref(combo.code)} data-sign-up-link>
                        Quero este combo
                        <span className="sr-only">: {name}</span>
                      </a>
                    </Button>
                    {whatsappNumber && (
                      <Button asChild variant="link" size="link-touch">
                        <a
                          href={whatsappLink(whatsappNumber, comboMessage(name, undefined))}
                          {...{ [COMBO_ATTRIBUTE]: name }}
                          target="_blank"
                          rel="noopener noreferrer"
                        >
                          {WHATSAPP_SECOND_BUTTON}
                          <span className="sr-only"> ({name})</span>
                          <NewWindowHint />
                        </a>
                      </Button>
                    )}
                  </div>
                ) : (
                  whatsappNumber && (
                    <Button asChild className="mt-auto self-start">
                      <a
                        href={whatsappLink(whatsappNumber, comboMessage(name, undefined))}
                        {...{ [COMBO_ATTRIBUTE]: name }}
                        target="_blank"
                        rel="noopener noreferrer"
                      >
                        Quero este combo
                        <span className="sr-only">: {name}</span>
                        <NewWindowHint />
                      </a>
                    </Button>
                  )
                )}
              </li>
            );
          })}
        </ul>
        <p className="mt-3 text-xs text-muted-foreground">
          Preços das ofertas de cada combo; numa cidade com preço próprio vale o da cidade, que aparece ao
          escolhê-la.
        </p>
      </div>
    </section>
  );
}
