import { describeCameras, monthlyPriceText, planBadge, priceParts } from "../../../domain";
import { CameraIcon, CheckIcon } from "../../components/icons";
import { Button } from "../../components/ui/button";
import { NewWindowHint } from "../../components/ui/new-window-hint";

export type OfferCardPlan = {
  id: number;
  name: string;
  speed: string;
  price: number;
  badge: string | null;
  cameraCount: number;
  streamings: string[];
  /** Business plans list what they include, one line each. */
  features?: string[];
};

/**
 * A plan on a city page: plain server-rendered markup, readable before (and without) any script,
 * with the sales chat link naming the plan and the city.
 */
export function OfferCard({
  plan,
  salesLink,
  idPrefix,
}: {
  plan: OfferCardPlan;
  salesLink: string | null;
  idPrefix: string;
}) {
  const badge = planBadge(plan);
  const { integer, cents } = priceParts(plan.price);
  const nameId = `${idPrefix}-${plan.id}-name`;
  return (
    <article
      aria-labelledby={nameId}
      data-testid="offer-card"
      className={`relative flex flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm ${badge ? "border-primary ring-1 ring-primary" : ""}`}
    >
      {badge && (
        <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-accent px-3 py-1 text-xs font-extrabold whitespace-nowrap text-accent-foreground shadow">
          {badge}
        </span>
      )}
      <header className="flex flex-col gap-1 pt-1">
        <h3 id={nameId} className="text-lg font-bold">
          {plan.name}
        </h3>
        <p className="text-3xl font-extrabold text-primary">{plan.speed}</p>
      </header>
      <p>
        <span className="sr-only">{monthlyPriceText(plan.price)}</span>
        <span className="flex items-baseline gap-0.5" aria-hidden>
          <span className="text-sm font-semibold">R$</span>
          <span className="text-4xl font-extrabold tracking-tight">{integer}</span>
          <span className="text-lg font-bold">,{cents}</span>
          <span className="text-sm text-muted-foreground">/mês</span>
        </span>
      </p>
      <ul className="flex flex-col gap-1.5 text-sm">
        {plan.features?.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
            {feature}
          </li>
        ))}
        {plan.streamings.length > 0 && (
          <li className="flex items-start gap-2">
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
            <span>Streamings: {plan.streamings.join(", ")}</span>
          </li>
        )}
        {plan.cameraCount > 0 && (
          <li className="flex items-center gap-2">
            <CameraIcon className="size-4 shrink-0 text-primary" aria-hidden />
            {describeCameras(plan.cameraCount)}
          </li>
        )}
        <li className="flex items-center gap-2">
          <CheckIcon className="size-4 shrink-0 text-success" aria-hidden />
          Instalação gratuita
        </li>
      </ul>
      {salesLink && (
        <Button asChild variant="accent" size="lg" className="mt-auto">
          <a href={salesLink} target="_blank" rel="noopener noreferrer">
            Assinar<span className="sr-only"> {plan.name}</span>
            <NewWindowHint />
          </a>
        </Button>
      )}
      <p className="text-[11px] leading-snug text-muted-foreground">
        *A velocidade pode variar conforme o equipamento, a conexão Wi-Fi e as condições de uso.
      </p>
    </article>
  );
}
