import {
  type OfferLabelItem,
  type OfferLabelItemId,
  signUpHref,
  WHATSAPP_SECOND_BUTTON,
} from "../../../domain";
import { Button } from "../../../ui/components/button";
import { ChatButton } from "../../../ui/components/chat-button";
import { Icon } from "../../../ui/components/icon";
import { inCity } from "../../../ui/lib/contact";
import { CallbackButton } from "../../components/offer-card/offer-parts";
import type { OfferLabelPage } from "./offers-data.server";

/**
 * The order on screen: what a buyer weighs first (prices, fidelização) right after the offer's name, the
 * long coverage after them. The DOM follows it, so focus and screen readers do too; the printed sheet
 * goes back to the manual's order through `print:order-*` (Tailwind needs each class written out).
 */
const SCREEN_ORDER: OfferLabelItemId[] = [
  "offer",
  "prices",
  "payment",
  "period",
  "modality",
  "services",
  "usage",
  "extras",
  "cancellation",
  "channels",
  "digital",
];
const PRINT_ORDER: Record<OfferLabelItemId, string> = {
  offer: "print:order-1",
  modality: "print:order-2",
  period: "print:order-3",
  services: "print:order-4",
  usage: "print:order-5",
  extras: "print:order-6",
  prices: "print:order-7",
  payment: "print:order-8",
  cancellation: "print:order-9",
  channels: "print:order-10",
  digital: "print:order-11",
};

const onScreen = (items: readonly OfferLabelItem[]) =>
  [...items].sort((a, b) => SCREEN_ORDER.indexOf(a.id) - SCREEN_ORDER.indexOf(b.id));

/**
 * An offer version's Etiqueta Padrão (RGC arts. 21–22; Anatel's manual): its items as the server wrote
 * them, on one A4 page when printed (app.css, `@media print`). A closed offer says so first; a current one
 * ends with the ways to buy it, as its card does.
 */
export function OfferLabelView({
  label,
  whatsappNumber,
  onlineSales = false,
}: {
  label: OfferLabelPage;
  whatsappNumber: string;
  /** Issue 68: 'Assinar' leads to 'Contrate online' with this offer. */
  onlineSales?: boolean;
}) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 print:max-w-none print:gap-2 print:p-0">
      <nav aria-label="Trilha" className="text-sm font-semibold text-primary print:hidden">
        <a href="/ofertas" className="inline-flex min-h-11 items-center underline-offset-4 hover:underline">
          Ofertas e etiquetas
        </a>
        <span aria-hidden> / </span>
        <span className="text-muted-foreground">{label.code}</span>
      </nav>
      <header className="flex flex-col gap-2 print:gap-0">
        <p className="text-sm font-semibold tracking-wide text-muted-foreground uppercase print:text-[10px]">
          Etiqueta Padrão da oferta
        </p>
        <h1 className="text-3xl font-extrabold print:text-xl">{label.name}</h1>
        <p
          className="font-mono text-lg font-bold print:text-sm"
          data-testid="offer-code"
          data-view-plan={label.code}
        >
          {label.code}
        </p>
      </header>
      {label.endedOn && (
        <div
          data-testid="offer-closed"
          className="flex items-start gap-3 rounded-lg border-2 border-destructive bg-destructive/10 p-4 print:p-2"
        >
          <Icon name="info" className="mt-1 size-5 shrink-0 text-destructive" />
          <div className="flex flex-col gap-1">
            <p className="text-xl font-extrabold print:text-base">{`Oferta encerrada em ${label.endedOn}`}</p>
            <p className="text-sm print:text-[10px]">
              Esta oferta não é mais vendida. As condições abaixo são as que valiam para quem a contratou.
            </p>
          </div>
        </div>
      )}
      <div className="flex flex-col overflow-hidden rounded-xl border-2 border-foreground/80 bg-card text-card-foreground print:rounded-none">
        {onScreen(label.items).map((item) => (
          <section
            key={item.id}
            aria-labelledby={`etiqueta-${item.id}`}
            data-testid="label-item"
            data-item={item.id}
            className={`-mt-px grid gap-1 border-t px-4 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4 print:grid-cols-[9rem_1fr] print:gap-3 print:px-2 print:py-1 ${PRINT_ORDER[item.id]}`}
          >
            <h2 id={`etiqueta-${item.id}`} className="text-sm font-bold print:text-[10px] print:leading-snug">
              {item.title}
            </h2>
            <ul className="flex flex-col gap-0.5 text-sm print:gap-0 print:text-[10px] print:leading-snug">
              {item.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
              {item.coverage && (
                <li>
                  {/* On screen the list folds to its count; the printed label names every city. */}
                  <details className="group print:hidden" data-testid="label-coverage">
                    <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1 [&::-webkit-details-marker]:hidden">
                      <span>
                        Abrangência: {item.coverage.summary}
                        <span aria-hidden> · </span>
                        <span className="font-semibold text-primary underline underline-offset-4">
                          <span className="group-open:hidden">ver lista</span>
                          <span className="hidden group-open:inline">fechar lista</span>
                        </span>
                      </span>
                      <Icon
                        name="chevron-down"
                        className="size-4 shrink-0 text-primary transition-transform group-open:rotate-180"
                      />
                    </summary>
                    <p className="pt-1">{item.coverage.full}</p>
                  </details>
                  <p className="hidden print:block" data-testid="label-coverage-print">
                    {item.coverage.full}
                  </p>
                </li>
              )}
            </ul>
          </section>
        ))}
      </div>
      {!label.endedOn && (
        <BuyActions label={label} whatsappNumber={whatsappNumber} online={onlineSales && label.sellsOnline} />
      )}
      <div className="flex flex-wrap items-center gap-4 print:hidden">
        <PrintButton />
        <a
          href="/ofertas"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-primary underline underline-offset-4"
        >
          Ver todas as ofertas e etiquetas
        </a>
      </div>
    </div>
  );
}

/**
 * The card's two ways to buy, at the end of the label: the sales chat (naming the visitor's city when the
 * offer is sold there) and 'Prefiro que me liguem'.
 */
function BuyActions({
  label,
  whatsappNumber,
  online,
}: {
  label: OfferLabelPage;
  whatsappNumber: string;
  online: boolean;
}) {
  // Rendered without a city: the layout's script names the visit's city when the offer is sold there.
  const cityName = undefined;
  const chatMessage = (where: string) =>
    `Olá! Quero assinar ${label.product} (oferta ${label.code})${where}.`;
  return (
    <section
      aria-labelledby="etiqueta-assinar"
      data-testid="label-actions"
      className="flex flex-col gap-3 rounded-xl border bg-muted/50 p-4 print:hidden"
    >
      <h2 id="etiqueta-assinar" className="text-lg font-bold">
        Quer esta oferta?
      </h2>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
        {online && (
          <Button asChild variant="accent" size="lg">
            <a href={signUpHref(label.code)} data-sign-up-link>
              Contrate online<span className="sr-only"> {label.name}</span>
            </a>
          </Button>
        )}
        <ChatButton
          whatsappNumber={whatsappNumber}
          message={chatMessage(inCity(cityName))}
          inVisitCity={{ cityIds: label.cityIds, message: chatMessage(inCity("{cidade}")) }}
          variant={online ? "outline" : "accent"}
        >
          <Icon name="whatsapp" />
          {online ? WHATSAPP_SECOND_BUTTON : "Assinar pelo WhatsApp"}
        </ChatButton>
        <CallbackButton
          planId={label.planId}
          planName={label.name}
          offerCode={label.code}
          cityName={cityName}
        />
      </div>
    </section>
  );
}

function PrintButton() {
  return (
    // `data-print`: the label page's script prints.
    <Button type="button" variant="outline" data-print>
      <Icon name="file-text" />
      Imprimir etiqueta
    </Button>
  );
}
