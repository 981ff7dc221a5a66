import { Link } from "react-router";
import {
  cityLabel,
  formatPrice,
  type PublicBusinessPlan,
  type PublicCity,
  type PublicPlan,
  productPhrase,
  splitByCameras,
} from "../../../domain";

import { NotFoundContent } from "../../components/not-found-content";
import { whatsappLink } from "../../lib/contact";
import { OfferCard, type OfferCardPlan } from "./offer-card";

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

const toCard = (plan: PublicPlan | PublicBusinessPlan): OfferCardPlan => ({
  ...plan,
  streamings: plan.streamings.map((streaming) => streaming.name),
});

function OfferSection({
  id,
  title,
  intro,
  plans,
  empty,
  salesLink,
}: {
  id: string;
  title: string;
  intro: string;
  plans: OfferCardPlan[];
  empty: string;
  salesLink: (plan: OfferCardPlan) => string | null;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id={id} className="text-2xl font-bold">
          {title}
        </h2>
        <p className="text-muted-foreground">{intro}</p>
      </div>
      {plans.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid gap-6 pt-3 sm:grid-cols-2 lg:grid-cols-4">
          {plans.map((plan) => (
            <li key={plan.id} className="flex flex-col [&>article]:flex-1">
              <OfferCard plan={plan} salesLink={salesLink(plan)} idPrefix={id} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A city's whole offer, server-rendered: internet, camera and business plans. */
export function CityOffer({
  city,
  plans,
  businessPlans,
  whatsappNumber,
}: {
  city: PublicCity;
  plans: readonly PublicPlan[];
  businessPlans: readonly PublicBusinessPlan[];
  whatsappNumber: string;
}) {
  const { internet, camera } = splitByCameras(plans);
  const label = cityLabel(city);
  const salesLink = (kind: string) => (plan: OfferCardPlan) =>
    whatsappNumber
      ? whatsappLink(whatsappNumber, `Olá! Quero assinar ${productPhrase(kind, plan.name)} em ${label}.`)
      : null;
  const empty = "Nenhum plano encontrado para esta categoria.";

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 py-10">
      <header className="flex flex-col gap-3">
        <p className="text-sm font-semibold text-primary">
          <Link to="/mapa-cobertura" className="underline-offset-4 hover:underline">
            Mapa de cobertura
          </Link>
          <span aria-hidden> / </span>
          {city.state}
        </p>
        <h1 className="text-3xl font-extrabold md:text-4xl">{cityPageTitle(city)}</h1>
        <p className="max-w-3xl text-lg text-muted-foreground">
          Estes são os planos disponíveis em {label}: internet fibra com instalação gratuita, internet com
          câmeras de segurança e planos para empresas. Escolha o seu e fale com um consultor pelo WhatsApp.
        </p>
      </header>
      <OfferSection
        id="planos-internet"
        title={`Planos de internet em ${city.name}`}
        intro="Internet fibra para a sua casa, com Wi-Fi e streamings inclusos em alguns planos."
        plans={internet.map(toCard)}
        empty={empty}
        salesLink={salesLink("plano")}
      />
      <OfferSection
        id="planos-camera"
        title={`Internet + Câmera em ${city.name}`}
        intro="Internet fibra com câmeras de segurança que você acompanha pelo celular."
        plans={camera.map(toCard)}
        empty={empty}
        salesLink={salesLink("plano")}
      />
      <OfferSection
        id="planos-empresas"
        title={`Planos para empresas em ${city.name}`}
        intro="Conectividade para o seu negócio, com suporte dedicado."
        plans={[...businessPlans].sort((a, b) => a.price - b.price).map(toCard)}
        empty={empty}
        salesLink={salesLink("plano empresarial")}
      />
      <p className="text-muted-foreground">
        Não é a sua cidade?{" "}
        <Link to="/mapa-cobertura" className="font-semibold text-primary underline underline-offset-4">
          Veja todas as cidades atendidas
        </Link>
        .
      </p>
    </div>
  );
}

/** The site's 404, for a city page whose loader answers 404 (an unknown or inactive city). */
export function CityNotFound() {
  return (
    <NotFoundContent
      hint="Esta cidade não está na nossa área de cobertura ou o endereço está incorreto."
      back={{ to: "/mapa-cobertura", label: "Ver as cidades atendidas" }}
    />
  );
}
