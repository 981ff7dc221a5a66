import {
  cityLabel,
  formatPrice,
  PLAN_TYPE_CHOICES,
  PLAN_TYPE_LABELS,
  PLAN_TYPE_PARAM,
  type PlanTypeChoice,
  type PublicBusinessPlan,
  type PublicCity,
  type PublicPlan,
  plansOfType,
  sortByPrice,
  splitByCameras,
} from "../../../domain";
import { OfferCard, type OfferPlan, rowBadges } from "../../components/offer-card/offer-card";
import { OnlineSales } from "../../components/offer-card/online-sales";
import { OfferList, OfferListItem } from "../../components/offer-list";

export function cityPageTitle(city: PublicCity): string {
  return `Internet fibra em ${cityLabel(city)}`;
}

export function cityPageDescription(city: PublicCity, plans: readonly PublicPlan[]): string {
  const cheapest = plans.reduce<number | null>(
    (low, plan) => (low === null || plan.price < low ? plan.price : low),
    null,
  );
  const from = cheapest === null ? "" : ` a partir de ${formatPrice(cheapest)} por mês`;
  return `Planos de internet fibra em ${cityLabel(city)}${from}, com instalação gratuita. Veja também os planos com câmeras de segurança e para empresas.`;
}

function OfferSection({
  id,
  title,
  listLabel,
  intro,
  plans,
  variant,
  whatsappNumber,
  cityName,
  cityId,
  types,
}: {
  id: string;
  title: string;
  /** The swipeable list's name, apart from the section's (two regions of one name would be ambiguous). */
  listLabel: string;
  intro: string;
  plans: readonly OfferPlan[];
  variant: "city" | "business";
  whatsappNumber: string;
  cityName: string;
  cityId: number;
  /** Issue 68: the type links over the list (the home pages' 'Destaque', 'Internet', 'Combo'). */
  types?: { current: PlanTypeChoice | undefined };
}) {
  const badges = rowBadges(variant, plans);
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id={id} className="text-2xl font-bold">
          {title}
        </h2>
        <p className="text-muted-foreground">{intro}</p>
      </div>
      {types && <CityPlanTypeLinks current={types.current} anchor={id} />}
      {plans.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
          Nenhum plano encontrado para esta categoria.
        </p>
      ) : (
        <OfferList label={listLabel} grid="grid gap-6 pt-3 sm:grid-cols-2 lg:grid-cols-4">
          {plans.map((plan, index) => (
            <OfferListItem key={plan.id}>
              <OfferCard
                variant={variant}
                plan={plan}
                badge={badges[index] ?? null}
                whatsappNumber={whatsappNumber}
                cityName={cityName}
                cityId={cityId}
              />
            </OfferListItem>
          ))}
        </OfferList>
      )}
    </section>
  );
}

/**
 * The plan types as links with a query (`?tipo=`), so they filter without scripts on the page a visitor
 * without them lands on (issue 68, point 5); without one, every plan is listed and no type is marked.
 */
function CityPlanTypeLinks({ current, anchor }: { current: PlanTypeChoice | undefined; anchor: string }) {
  return (
    <nav aria-label="Tipo de plano" data-testid="city-plan-type-links">
      <ul className="inline-flex flex-wrap gap-1 rounded-lg bg-muted p-1">
        {PLAN_TYPE_CHOICES.map((choice) => (
          <li key={choice}>
            <a
              href={`?${PLAN_TYPE_PARAM}=${choice}#${anchor}`}
              aria-current={choice === current ? "true" : undefined}
              className={`inline-flex min-h-11 items-center rounded-md px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-ring ${choice === current ? "bg-background text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground"}`}
            >
              {PLAN_TYPE_LABELS[choice]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A city's whole offer, server-rendered: internet, camera and business plans. */
export function CityOffer({
  city,
  plans,
  businessPlans,
  whatsappNumber,
  onlineSales = false,
  planType,
}: {
  city: PublicCity;
  plans: readonly PublicPlan[];
  businessPlans: readonly PublicBusinessPlan[];
  whatsappNumber: string;
  /** 'Assinar' leads to 'Contrate online' (issue 68). */
  onlineSales?: boolean;
  /** `?tipo=`: the internet plans of that type only; none, all of them. */
  planType?: PlanTypeChoice | undefined;
}) {
  const { internet: all, camera } = splitByCameras(plans);
  const internet = planType ? plansOfType(all, planType) : all;
  const label = cityLabel(city);
  const sales = { whatsappNumber, cityName: label, cityId: city.id };

  return (
    // The page script keeps this city as the visit's (lib/visit-city.ts, decision 0045).
    <OnlineSales on={onlineSales}>
      <div data-page-city={city.id} className="mx-auto flex max-w-7xl flex-col gap-12 px-4 py-10">
        <header className="flex flex-col gap-3">
          <p className="text-sm font-semibold text-primary">
            <a href="/mapa-cobertura" className="underline-offset-4 hover:underline">
              Mapa de cobertura
            </a>
            <span aria-hidden> / </span>
            {city.state}
          </p>
          <h1 className="text-3xl font-extrabold md:text-4xl">{cityPageTitle(city)}</h1>
          <p className="max-w-3xl text-lg text-muted-foreground">
            Estes são os planos disponíveis em {label}: internet fibra com instalação gratuita, internet com
            câmeras de segurança e planos para empresas.{" "}
            {onlineSales
              ? "Escolha o seu e contrate online, ou fale com um consultor pelo WhatsApp."
              : "Escolha o seu e fale com um consultor pelo WhatsApp."}
          </p>
        </header>
        <OfferSection
          id="planos-internet"
          title={`Planos de internet em ${city.name}`}
          listLabel={`Lista de planos de internet em ${city.name}`}
          intro="Internet fibra para a sua casa, com Wi-Fi e streamings inclusos em alguns planos."
          plans={internet}
          variant="city"
          types={{ current: planType }}
          {...sales}
        />
        <OfferSection
          id="planos-camera"
          title={`Internet + Câmera em ${city.name}`}
          listLabel={`Lista de planos de internet + câmera em ${city.name}`}
          intro="Internet fibra com câmeras de segurança que você acompanha pelo celular."
          plans={camera}
          variant="city"
          {...sales}
        />
        <OfferSection
          id="planos-empresas"
          title={`Planos para empresas em ${city.name}`}
          listLabel={`Lista de planos para empresas em ${city.name}`}
          intro="Conectividade para o seu negócio, com suporte dedicado."
          plans={sortByPrice(businessPlans)}
          variant="business"
          {...sales}
        />
        <p className="text-muted-foreground">
          Não é a sua cidade?{" "}
          <a href="/mapa-cobertura" className="font-semibold text-primary underline underline-offset-4">
            Veja todas as cidades atendidas
          </a>
          .
        </p>
      </div>
    </OnlineSales>
  );
}
