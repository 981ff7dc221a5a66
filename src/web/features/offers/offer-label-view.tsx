import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { Icon } from "../../components/ui/icon";
import type { OfferLabelPage } from "./offers-data.server";

/**
 * An offer version's Etiqueta Padrão (RGC arts. 21–22; Anatel's manual): its items in order, as the server
 * wrote them, on one A4 page when printed (app.css, `@media print`). A closed offer says so first.
 */
export function OfferLabelView({ label }: { label: OfferLabelPage }) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 print:max-w-none print:gap-2 print:p-0">
      <nav aria-label="Trilha" className="text-sm font-semibold text-primary print:hidden">
        <Link to="/ofertas" className="underline-offset-4 hover:underline">
          Ofertas e etiquetas
        </Link>
        <span aria-hidden> / </span>
        <span className="text-muted-foreground">{label.code}</span>
      </nav>
      <header className="flex flex-col gap-2 print:gap-0">
        <p className="text-sm font-semibold tracking-wide text-muted-foreground uppercase print:text-[10px]">
          Etiqueta Padrão da oferta
        </p>
        <h1 className="text-3xl font-extrabold print:text-xl">{label.name}</h1>
        <p className="font-mono text-lg font-bold print:text-sm" data-testid="offer-code">
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
      <div className="divide-y rounded-xl border-2 border-foreground/80 bg-card text-card-foreground print:rounded-none">
        {label.items.map((item) => (
          <section
            key={item.id}
            aria-labelledby={`etiqueta-${item.id}`}
            data-testid="label-item"
            data-item={item.id}
            className="grid gap-1 px-4 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4 print:grid-cols-[9rem_1fr] print:gap-3 print:px-2 print:py-1"
          >
            <h2 id={`etiqueta-${item.id}`} className="text-sm font-bold print:text-[10px] print:leading-snug">
              {item.title}
            </h2>
            <ul className="flex flex-col gap-0.5 text-sm print:gap-0 print:text-[10px] print:leading-snug">
              {item.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-4 print:hidden">
        <PrintButton />
        <Link to="/ofertas" className="text-sm font-semibold text-primary underline underline-offset-4">
          Ver todas as ofertas e etiquetas
        </Link>
      </div>
    </div>
  );
}

function PrintButton() {
  return (
    <Button type="button" variant="outline" onClick={() => window.print()}>
      <Icon name="file-text" />
      Imprimir etiqueta
    </Button>
  );
}
