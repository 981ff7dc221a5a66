import {
  describeCameras,
  monthlyPriceText,
  type PublicPlan,
  planBadge,
  priceParts,
  productPhrase,
} from "../../../domain";
import { CameraIcon, CheckIcon } from "../../components/icons";
import { Button } from "../../components/ui/button";
import { NewWindowHint } from "../../components/ui/new-window-hint";
import { whatsappLink } from "../../lib/contact";
import { PlanDetailsDialog } from "./plan-details-dialog";
import { salesMessage } from "./sales-message";
import { StreamingIcons } from "./streaming-icons";

export function PlanCard({
  plan,
  index,
  whatsappNumber,
  cityName,
}: {
  plan: PublicPlan;
  index: number;
  whatsappNumber: string;
  /** The chosen city, named in the sales chat's opening message. */
  cityName?: string;
}) {
  const badge = planBadge(plan);
  const { integer, cents } = priceParts(plan.price);
  // No sales number configured yet: no button rather than a link that goes nowhere.
  const salesLink = whatsappNumber
    ? whatsappLink(whatsappNumber, salesMessage(productPhrase("plano", plan.name), cityName))
    : null;

  return (
    <article
      className={`animate-card-in relative flex flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm ${badge ? "border-primary ring-1 ring-primary" : ""}`}
      style={{ animationDelay: `${index * 0.1}s` }}
      aria-labelledby={`plan-${plan.id}-name`}
      data-testid="plan-card"
    >
      {badge && (
        <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-accent px-3 py-1 text-xs font-extrabold whitespace-nowrap text-accent-foreground shadow">
          {badge}
        </span>
      )}
      <header className="flex flex-col gap-1 pt-1">
        <h3 id={`plan-${plan.id}-name`} className="text-lg font-bold">
          {plan.name}
        </h3>
        <p className="text-3xl font-extrabold text-primary">{plan.speed}</p>
      </header>
      {/* One phrase for screen readers; the styled pieces would be read one by one. */}
      <p data-testid="plan-price">
        <span className="sr-only">{monthlyPriceText(plan.price)}</span>
        <span className="flex items-baseline gap-0.5" aria-hidden>
          <span className="text-sm font-semibold">R$</span>
          <span className="text-4xl font-extrabold tracking-tight">{integer}</span>
          <span className="text-lg font-bold">,{cents}</span>
          <span className="text-sm text-muted-foreground">/mês</span>
        </span>
      </p>
      <StreamingIcons streamings={plan.streamings} />
      <ul className="flex flex-col gap-1.5 text-sm">
        {plan.cameraCount > 0 && (
          <li className="flex items-center gap-2">
            <CameraIcon className="size-4 text-primary" aria-hidden />
            {describeCameras(plan.cameraCount)}
          </li>
        )}
        <li className="flex items-center gap-2">
          <CheckIcon className="size-4 text-success" aria-hidden />
          Instalação gratuita
        </li>
      </ul>
      <div className="mt-auto flex flex-col gap-2">
        {salesLink && (
          <Button asChild variant="accent" size="lg">
            <a href={salesLink} target="_blank" rel="noopener noreferrer">
              Assinar<span className="sr-only"> {plan.name}</span>
              <NewWindowHint />
            </a>
          </Button>
        )}
        <PlanDetailsDialog plan={plan} salesLink={salesLink} />
      </div>
      <p className="text-[11px] leading-snug text-muted-foreground">
        *A velocidade pode variar conforme o equipamento, a conexão Wi-Fi e as condições de uso.
      </p>
    </article>
  );
}
