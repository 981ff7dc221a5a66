import {
  cityLabel,
  monthlyPriceText,
  type PublicBusinessPlan,
  priceParts,
  productPhrase,
} from "../../../domain";
import { BuildingIcon, CheckIcon, PhoneIcon } from "../../components/icons";
import { Button } from "../../components/ui/button";
import { NewWindowHint } from "../../components/ui/new-window-hint";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { whatsappLink } from "../../lib/contact";
import { PLANS_HEADING_ATTRIBUTE, useCity } from "../cities/city-context";
import { CityPageLink } from "../cities/city-page-link";
import { type CityBusinessPlansAnswer, cityBusinessPlansPath, useCityData } from "../cities/use-city-data";
import { ChooseCityPrompt } from "./plans-section";
import { salesMessage } from "./sales-message";
import { StreamingIcons } from "./streaming-icons";

export function BusinessPlanCard({
  plan,
  whatsappNumber,
  cityName,
}: {
  plan: PublicBusinessPlan;
  whatsappNumber: string;
  cityName?: string;
}) {
  const { integer, cents } = priceParts(plan.price);
  const salesLink = whatsappNumber
    ? whatsappLink(whatsappNumber, salesMessage(productPhrase("plano empresarial", plan.name), cityName))
    : null;
  return (
    <article
      className={`relative flex flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm ${plan.popular ? "border-primary ring-1 ring-primary" : ""}`}
      aria-labelledby={`business-plan-${plan.id}-name`}
      data-testid="business-plan-card"
    >
      {plan.badge && (
        <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-accent px-3 py-1 text-xs font-extrabold whitespace-nowrap text-accent-foreground shadow">
          {plan.badge}
        </span>
      )}
      <header className="flex flex-col gap-1 pt-1">
        <h3 id={`business-plan-${plan.id}-name`} className="text-lg font-bold">
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
      <StreamingIcons streamings={plan.streamings} />
      <ul className="flex flex-col gap-1.5 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
      {salesLink && (
        <Button asChild variant="accent" size="lg" className="mt-auto">
          <a href={salesLink} target="_blank" rel="noopener noreferrer">
            Contratar agora<span className="sr-only"> o {plan.name}</span>
            <NewWindowHint />
          </a>
        </Button>
      )}
    </article>
  );
}

/** '/empresas': the chosen city's business plans, fetched again whenever the city changes. */
export function BusinessPlansSection({ whatsappNumber }: { whatsappNumber: string }) {
  const { city } = useCity();
  // A failure is only logged (SPEC §8): the section then says there is nothing to show.
  const { status, data } = useCityData<CityBusinessPlansAnswer>(cityBusinessPlansPath);
  const plans = data?.plans ?? [];
  const proposalLink = whatsappNumber
    ? whatsappLink(
        whatsappNumber,
        `Olá! Quero uma proposta de internet + telefone para minha empresa${city ? ` em ${cityLabel(city)}` : ""}.`,
      )
    : null;

  return (
    <section aria-labelledby="planos-empresariais-titulo" className="bg-muted/40 py-14">
      <div className="mx-auto max-w-7xl px-4">
        <h2
          id="planos-empresariais-titulo"
          tabIndex={-1}
          {...{ [PLANS_HEADING_ATTRIBUTE]: "" }}
          className="w-fit text-3xl font-extrabold tracking-tight"
        >
          {city ? `Planos empresariais para ${city.name}` : "Aproveite nossas ofertas empresariais"}
        </h2>
        {city && <CityPageLink city={city} className="mt-2 text-muted-foreground" />}
        <div className="mt-6">
          {!city ? (
            <ChooseCityPrompt>
              Para ver os planos empresariais disponíveis, selecione sua cidade no menu superior.
            </ChooseCityPrompt>
          ) : (
            <Tabs defaultValue="fibra">
              <TabsList aria-label="Tipo de plano empresarial">
                <TabsTrigger value="fibra">Fibra</TabsTrigger>
                <TabsTrigger value="telefone">Internet + Telefone</TabsTrigger>
              </TabsList>
              <TabsContent value="fibra">
                {status === "loading" ? (
                  <p role="status" className="py-8 text-center text-muted-foreground">
                    Carregando planos...
                  </p>
                ) : plans.length === 0 ? (
                  <p className="py-8 text-center text-muted-foreground">
                    Nenhum plano empresarial disponível para {city.name} no momento.
                  </p>
                ) : (
                  <div className="grid grid-cols-1 gap-6 pt-6 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
                    {plans.map((plan) => (
                      <BusinessPlanCard
                        key={plan.id}
                        plan={plan}
                        whatsappNumber={whatsappNumber}
                        cityName={cityLabel(city)}
                      />
                    ))}
                  </div>
                )}
              </TabsContent>
              <TabsContent value="telefone">
                <div className="mt-6 flex flex-col items-start gap-4 rounded-xl border bg-card p-6 md:flex-row md:items-center">
                  <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                    <PhoneIcon className="size-6" aria-hidden />
                  </span>
                  <div className="flex-1">
                    <h3 className="text-lg font-bold">Internet e telefonia na mesma conta</h3>
                    <p className="mt-1 text-muted-foreground">
                      Linhas fixas, ramais e internet fibra sob medida para a sua empresa. Conte quantas
                      linhas e pontos de acesso você precisa e um consultor monta a proposta.
                    </p>
                  </div>
                  {proposalLink && (
                    <Button asChild size="lg">
                      <a href={proposalLink} target="_blank" rel="noopener noreferrer">
                        <BuildingIcon aria-hidden />
                        Solicitar proposta
                        <NewWindowHint />
                      </a>
                    </Button>
                  )}
                </div>
              </TabsContent>
            </Tabs>
          )}
        </div>
      </div>
    </section>
  );
}
