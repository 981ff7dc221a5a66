import { type ReactNode, useId } from "react";
import {
  comboBadge,
  describeCameras,
  installationText,
  type PlanStreaming,
  planBadge,
  productPhrase,
  speedParts,
} from "../../../domain";
import { OfferDetails } from "./offer-details";
import {
  CallbackButton,
  FeatureList,
  IncludedApps,
  OfferLabelLink,
  OfferTerms,
  PriceTag,
  SalesButton,
} from "./offer-parts";
import { useOnlineSales } from "./online-sales";

/** What a card shows of a plan, a combo or a business plan. */
export type OfferPlan = {
  id: number;
  name: string;
  /** '500 Mega', as every card writes it (speedLabel). */
  speed: string;
  downloadMbps: number | null;
  uploadMbps: number | null;
  price: number;
  /** A promotional price for the first `promoMonths` months; null when none. */
  promoPrice: number | null;
  promoMonths: number | null;
  /** 0: 'Sem fidelidade'. */
  loyaltyMonths: number;
  /** 'Roteador Wi-Fi 6 em comodato' (equipmentText). */
  equipment: string;
  /** The code of the offer's current version: its label is /ofertas/{offerCode}. */
  offerCode: string | null;
  /** 0 shows 'Instalação gratuita'. */
  installationFee: number;
  badge: string | null;
  cameraCount: number;
  streamings: readonly PlanStreaming[];
  /** Business plans: what they include, one line each. */
  features?: readonly string[];
  /** Business plans: highlighted as the most chosen. */
  popular?: boolean;
};

/**
 * Where the card stands. `plan`: the plans sections of /, /casa, /internet/fibra and /webcam (the camera
 * plans are plan cards, SPEC §2); `combo`: /combos; `business`: /empresas and a city page's business
 * plans; `city`: a city page's home plans, server-rendered and read without scripts, so without the
 * details dialog.
 */
export type OfferVariant = "plan" | "combo" | "business" | "city";

/** Per variant: the test id, what the sales chat calls the product, and whether the card has details. */
const VARIANTS: Record<OfferVariant, { testId: string; kind: string; details: boolean }> = {
  plan: { testId: "plan-card", kind: "plano", details: true },
  combo: { testId: "combo-card", kind: "combo", details: false },
  business: { testId: "business-plan-card", kind: "plano empresarial", details: false },
  city: { testId: "offer-card", kind: "plano", details: false },
};

/** The badge rule of each variant (SPEC §2, §9); a business plan shows only the badge staff gave it. */
export function badgeOf(variant: OfferVariant, plan: OfferPlan, index: number): string | null {
  if (variant === "combo") return comboBadge(plan, index);
  if (variant === "business") return plan.badge?.trim() || null;
  return planBadge(plan);
}

/** The lines under the apps, in the spec's words: a combo's three (SPEC §2), a business plan's own. */
function featuresOf(variant: OfferVariant, plan: OfferPlan): string[] {
  if (variant === "combo") {
    const firstApp = plan.streamings[0]?.name;
    return [
      "Internet Fibra",
      ...(firstApp ? [firstApp] : []),
      "Ligações Ilimitadas",
      installationText(plan.installationFee),
    ];
  }
  return [
    ...(plan.features ?? []),
    ...(plan.cameraCount > 0 ? [describeCameras(plan.cameraCount)] : []),
    installationText(plan.installationFee),
  ];
}

/** One plan offered for sale, the same card on every page that sells one. */
export function OfferCard({
  variant,
  plan,
  index,
  badge,
  whatsappNumber,
  cityName,
  cityId,
  action,
}: {
  variant: OfferVariant;
  plan: OfferPlan;
  /**
   * Its place in a list that arrives with the city's plans: the first combo is the best offer, and the
   * cards fade in one after another. Without one (a server-rendered city page) the card shows at once.
   */
  index?: number;
  /** The badge its row gives it (rowBadges: 'MELHOR OFERTA' once a row). */
  badge: string | null;
  whatsappNumber: string;
  /** The chosen city, named in the sales chat's opening message. */
  cityName?: string;
  /** The chosen city's id: 'Assinar' carries it to 'Contrate online' (issue 68). */
  cityId?: number;
  /** Instead of 'Assinar': the card's own main action ('Contrate online' step 2's form). */
  action?: ReactNode;
}) {
  const nameId = useId();
  const { testId, kind, details } = VARIANTS[variant];
  const features = featuresOf(variant, plan);
  const comboSpeed = speedParts(plan.downloadMbps);
  const online = useOnlineSales();
  // The sales chat and, beside it, 'Prefiro que me liguem': on the card and in its details alike.
  const sales = action ?? (
    <SalesButton
      whatsappNumber={whatsappNumber}
      planName={plan.name}
      product={productPhrase(kind, plan.name)}
      cityName={cityName}
      // A business plan is sold by the sales team: 'Contrate online' sells home plans and combos.
      online={online && variant !== "business"}
      offerCode={plan.offerCode}
      cityId={cityId}
    />
  );
  const callback = (
    <CallbackButton planId={plan.id} planName={plan.name} offerCode={plan.offerCode} cityName={cityName} />
  );
  return (
    <article
      aria-labelledby={nameId}
      data-testid={testId}
      className={`relative flex flex-col gap-2.5 rounded-xl border bg-card p-4 sm:gap-3 sm:p-5 text-card-foreground shadow-sm ${index === undefined ? "" : "animate-card-in"} ${badge || plan.popular ? "border-primary ring-1 ring-primary" : ""}`}
      style={index === undefined ? undefined : { animationDelay: `${index * 0.1}s` }}
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
        {variant === "combo" ? (
          // SPEC §2: a combo's speed as a big number, its unit small.
          <p className="flex items-baseline gap-1 text-primary">
            <span className="text-2xl font-extrabold sm:text-3xl">{comboSpeed.value}</span>
            <span className="text-sm font-bold uppercase">{comboSpeed.unit}</span>
          </p>
        ) : (
          <p className="text-2xl font-extrabold text-primary sm:text-3xl">{plan.speed}</p>
        )}
      </header>
      <div className="flex flex-col gap-1">
        <PriceTag plan={plan} />
        <OfferTerms plan={plan} />
      </div>
      <IncludedApps streamings={plan.streamings} />
      <FeatureList items={features} />
      {/* The speed disclaimer is the row's footnote (OfferList), once under all its cards. */}
      <div className="mt-auto flex flex-col">
        {sales}
        {/* The secondary actions on one line, so a phone's card stays within a screenful. */}
        <div className="flex flex-wrap items-center justify-between gap-x-1">
          {details && (
            <OfferDetails
              plan={plan}
              features={features}
              salesActions={
                <>
                  {sales}
                  {callback}
                </>
              }
            />
          )}
          {callback}
        </div>
        <OfferLabelLink code={plan.offerCode} planName={plan.name} />
      </div>
    </article>
  );
}

/**
 * The badges of a row of cards: each card's by its variant's rule, but one text once only, on the first
 * card that earns it — a row with Fibra 350 and Fibra 500 shows 'MELHOR OFERTA' once, not twice.
 */
export function rowBadges(variant: OfferVariant, plans: readonly OfferPlan[]): (string | null)[] {
  const shown = new Set<string>();
  return plans.map((plan, index) => {
    const badge = badgeOf(variant, plan, index);
    if (!badge || shown.has(badge)) return null;
    shown.add(badge);
    return badge;
  });
}
