import {
  cityLabel,
  comboBadge,
  monthlyPriceText,
  type PublicPlan,
  priceParts,
  productPhrase,
  sortByPrice,
  speedWithoutUnit,
} from "../../../domain";
import { CheckIcon, PhoneIcon, TvIcon, WifiIcon } from "../../components/icons";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { NewWindowHint } from "../../components/ui/new-window-hint";
import { whatsappLink } from "../../lib/contact";
import { PLANS_HEADING_ATTRIBUTE, useCity } from "../cities/city-context";
import { CityPageLink } from "../cities/city-page-link";
import { useCityPlans } from "../cities/use-city-data";
import { ChooseCityPrompt, PlanSkeletons } from "./plans-section";
import { salesMessage } from "./sales-message";
import { StreamingIcons } from "./streaming-icons";

const GRID = "grid gap-6 pt-3 sm:grid-cols-2 lg:grid-cols-4";

export function ComboCard({
  plan,
  index,
  whatsappNumber,
  cityName,
}: {
  plan: PublicPlan;
  index: number;
  whatsappNumber: string;
  cityName?: string;
}) {
  const badge = comboBadge(plan, index);
  const { integer, cents } = priceParts(plan.price);
  const firstStreaming = plan.streamings[0]?.name;
  const salesLink = whatsappNumber
    ? whatsappLink(whatsappNumber, salesMessage(productPhrase("combo", plan.name), cityName))
    : null;
  return (
    <article
      className={`animate-card-in relative flex flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm ${badge ? "border-primary ring-1 ring-primary" : ""}`}
      style={{ animationDelay: `${index * 0.1}s` }}
      aria-labelledby={`combo-${plan.id}-name`}
      data-testid="combo-card"
    >
      {badge && (
        <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-accent px-3 py-1 text-xs font-extrabold whitespace-nowrap text-accent-foreground shadow">
          {badge}
        </span>
      )}
      <header className="flex flex-col gap-1 pt-1">
        <h3 id={`combo-${plan.id}-name`} className="text-lg font-bold">
          {plan.name}
        </h3>
        <p className="flex items-baseline gap-1 text-primary">
          <span className="text-4xl font-extrabold">{speedWithoutUnit(plan.speed)}</span>
          <span className="text-sm font-bold uppercase">Mega</span>
        </p>
      </header>
      <StreamingIcons streamings={plan.streamings} />
      <ul className="flex flex-col gap-1.5 text-sm">
        <li className="flex items-center gap-2">
          <WifiIcon className="size-4 text-primary" aria-hidden />
          Internet Fibra
        </li>
        {firstStreaming && (
          <li className="flex items-center gap-2">
            <TvIcon className="size-4 text-primary" aria-hidden />
            {firstStreaming}
          </li>
        )}
        <li className="flex items-center gap-2">
          <PhoneIcon className="size-4 text-primary" aria-hidden />
          Ligações Ilimitadas
        </li>
      </ul>
      <p>
        <span className="sr-only">{monthlyPriceText(plan.price)}</span>
        <span className="flex items-baseline gap-0.5" aria-hidden>
          <span className="text-sm font-semibold">R$</span>
          <span className="text-4xl font-extrabold tracking-tight">{integer}</span>
          <span className="text-lg font-bold">,{cents}</span>
          <span className="text-sm text-muted-foreground">/mês</span>
        </span>
      </p>
      <p className="flex items-center gap-2 text-sm">
        <CheckIcon className="size-4 text-success" aria-hidden />
        Instalação gratuita
      </p>
      {salesLink && (
        <Button asChild variant="accent" size="lg" className="mt-auto">
          <a href={salesLink} target="_blank" rel="noopener noreferrer">
            Assine já<span className="sr-only"> o {plan.name}</span>
            <NewWindowHint />
          </a>
        </Button>
      )}
    </article>
  );
}

/** The chosen city's Combo plans, by price. */
export function CombosSection({ whatsappNumber }: { whatsappNumber: string }) {
  const { city, selectionError, pendingCity } = useCity();
  const { status, plans, reload } = useCityPlans();
  const combos = sortByPrice(plans.filter((plan) => plan.type === "Combo"));
  return (
    <section aria-labelledby="combos-titulo" className="mx-auto max-w-7xl px-4 py-12">
      <h2
        id="combos-titulo"
        tabIndex={-1}
        {...{ [PLANS_HEADING_ATTRIBUTE]: "" }}
        className="w-fit text-3xl font-extrabold tracking-tight"
      >
        {city ? `Combos para ${city.name}` : "Nossos combos"}
      </h2>
      {city && <CityPageLink city={city} className="mt-2 text-muted-foreground" />}
      <div className="mt-6 flex flex-col gap-4">
        {selectionError && city && !pendingCity && status !== "error" && (
          <Alert variant="destructive">
            <span>{selectionError}. Escolha a cidade novamente no menu superior para tentar de novo.</span>
          </Alert>
        )}
        {status === "loading" ? (
          <PlanSkeletons label="Carregando combos" />
        ) : !city ? (
          <ChooseCityPrompt>
            Para ver os combos disponíveis, selecione sua cidade no menu superior.
          </ChooseCityPrompt>
        ) : status === "error" ? (
          <Alert variant="destructive" layout="inline">
            <span className="flex-1">Não foi possível carregar os planos</span>
            <Button size="sm" variant="outline" onClick={reload}>
              Tentar novamente
            </Button>
          </Alert>
        ) : combos.length === 0 ? (
          <p className="py-8 text-center text-muted-foreground">
            Nenhum combo disponível para {city.name} no momento.
          </p>
        ) : (
          <div className={GRID}>
            {combos.map((plan, index) => (
              <ComboCard
                key={plan.id}
                plan={plan}
                index={index}
                whatsappNumber={whatsappNumber}
                cityName={cityLabel(city)}
              />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
