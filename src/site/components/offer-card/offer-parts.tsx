import {
  CALLBACK_PAGE_PATH,
  CALLBACK_PLAN_PARAM,
  hasPromotion,
  loyaltyText,
  offerLabelPath,
  type PlanStreaming,
  priceConditionsText,
  priceParts,
  promotionTail,
  signUpHref,
  streamingGuidePath,
  uploadText,
  WHATSAPP_SECOND_BUTTON,
} from "../../../domain";
import { Button } from "../../../ui/components/button";
import { ChatButton } from "../../../ui/components/chat-button";
import { Icon } from "../../../ui/components/icon";
import { NewWindowHint } from "../../../ui/components/new-window-hint";
import { inCity as inCityText, whatsappLink } from "../../../ui/lib/contact";
import { openCallbackRequest, prepareLeadRequest } from "../../stores/lead-requests";
import { AppLogo } from "../app-logo";

/**
 * The price a visitor pays first as the big figure, 'R$', integer part, comma, two decimals and '/mês'
 * (SPEC §2). With a promotion, its period and the price after it follow in the same phrase, as the offer's
 * label says it: 'R$ 79,90/mês nos 3 primeiros meses, depois R$ 99,90/mês'. `plan-price` marks the plan's
 * monthly price (after any promotion), the one lists sort by.
 */
export function PriceTag({ plan }: { plan: OfferTermsPlan }) {
  const promoted = hasPromotion(plan);
  const { integer, cents } = priceParts(promoted ? plan.promoPrice : plan.price);
  return (
    // One phrase for screen readers; the styled pieces would be read one by one.
    <p data-testid={promoted ? "plan-promotion" : undefined}>
      <span className="sr-only">{priceConditionsText(plan)}</span>
      <span className="flex flex-wrap items-baseline gap-x-2" aria-hidden>
        <span className="flex items-baseline gap-0.5" data-testid={promoted ? undefined : "plan-price"}>
          <span className="text-sm font-semibold">R$</span>
          <span className="text-4xl font-extrabold tracking-tight">{integer}</span>
          <span className="text-lg font-bold">,{cents}</span>
          <span className="text-sm text-muted-foreground">/mês</span>
        </span>
        {promoted && (
          <span data-testid="plan-price" className="text-sm leading-tight font-semibold text-primary">
            {promotionTail(plan)}
          </span>
        )}
      </span>
    </p>
  );
}

const APP =
  "flex items-center gap-1.5 rounded-full border bg-background py-0.5 pr-3 pl-1 text-xs font-semibold";

/**
 * The apps a plan includes, each as its icon and its name: an icon alone does not say which app it is.
 * The five with a login guide link to it (SPEC §2).
 */
export function IncludedApps({
  streamings,
  label = "Streamings inclusos",
}: {
  streamings: readonly PlanStreaming[];
  label?: string;
}) {
  if (streamings.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={label}>
      {streamings.map((streaming) => {
        const guide = streamingGuidePath(streaming.name);
        const app = (
          <>
            <AppLogo src={streaming.iconUrl} size={20} />
            {streaming.name}
          </>
        );
        return (
          <li key={streaming.name}>
            {guide ? (
              <a
                href={guide}
                aria-label={`${streaming.name}: como ativar`}
                className={`${APP} transition-colors hover:border-primary hover:text-primary`}
              >
                {app}
              </a>
            ) : (
              <span className={APP}>{app}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** What a plan brings, a check mark each. */
export function FeatureList({ items }: { items: readonly string[] }) {
  return (
    <ul className="flex flex-col gap-1.5 text-sm">
      {[...new Set(items)].map((item) => (
        <li key={item} className="flex items-start gap-2">
          <Icon name="check" className="mt-0.5 size-4 shrink-0 text-success" />
          {item}
        </li>
      ))}
    </ul>
  );
}

/**
 * 'Assinar'. With online sales on (issue 68, decision 0080) and an offer code: a plain link to 'Contrate
 * online' naming the offer and the city, then 'Prefiro falar no WhatsApp' as the second button. Otherwise
 * the sales chat, opened with a message naming the plan (and the city, once chosen). The plan's name, for
 * screen readers, tells the many such buttons on a page apart.
 */
export function SalesButton({
  whatsappNumber,
  planName,
  product,
  cityName,
  online = false,
  offerCode,
  cityId,
}: {
  whatsappNumber: string;
  planName: string;
  /** 'o plano Fibra 350 Mega', 'o Combo 750 Mega'… */
  product: string;
  cityName?: string | undefined;
  /** 'Contrate online' is on (OnlineSales). */
  online?: boolean;
  offerCode?: string | null | undefined;
  cityId?: number | undefined;
}) {
  const message = `Olá! Quero assinar ${product}${inCityText(cityName)}.`;
  if (!online || !offerCode)
    return (
      <ChatButton whatsappNumber={whatsappNumber} message={message}>
        Assinar<span className="sr-only"> {planName}</span>
      </ChatButton>
    );
  return (
    <div className="flex flex-col">
      <Button asChild variant="accent" size="lg">
        <a href={signUpHref(offerCode, cityId)} data-sign-up-link>
          Assinar<span className="sr-only"> {planName}</span>
        </a>
      </Button>
      {whatsappNumber && (
        <Button asChild variant="link" size="link-touch">
          <a href={whatsappLink(whatsappNumber, message)} target="_blank" rel="noopener noreferrer">
            <Icon name="whatsapp" className="max-sm:hidden" />
            {WHATSAPP_SECOND_BUTTON}
            <span className="sr-only"> ({planName})</span>
            <NewWindowHint />
          </a>
        </Button>
      )}
    </div>
  );
}

/** What the card states beside the price (RGC; Decree 5.903/2006). */
export type OfferTermsPlan = {
  price: number;
  promoPrice: number | null;
  promoMonths: number | null;
  uploadMbps: number | null;
  /** 'Roteador Wi-Fi 6 em comodato'. */
  equipment: string;
  loyaltyMonths: number;
};

/** Beside the price: the upload speed, the Wi-Fi equipment and the fidelização (RGC; Decree 5.903/2006). */
export function OfferTerms({ plan }: { plan: OfferTermsPlan }) {
  const terms = [uploadText(plan.uploadMbps), plan.equipment, loyaltyText(plan.loyaltyMonths)].filter(
    Boolean,
  );
  return (
    // One run of text, so a phone's card stays short; the dots are drawn, not read.
    <ul
      data-testid="plan-terms"
      className="text-xs text-muted-foreground *:inline *:not-last:after:content-['_·_']"
    >
      {terms.map((term) => (
        <li key={term}>{term}</li>
      ))}
    </ul>
  );
}

/** 'Etiqueta da oferta': the offer's Etiqueta Padrão (/ofertas/{código}), with its code; a 44 px target. */
export function OfferLabelLink({ code, planName }: { code: string | null; planName: string }) {
  if (!code) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-1 text-xs text-muted-foreground">
      <a
        href={offerLabelPath(code)}
        className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4"
      >
        Etiqueta da oferta<span className="sr-only"> {planName}</span>
      </a>
      <span>· Código {code}</span>
    </p>
  );
}

/**
 * 'Prefiro que me liguem' beside the sales chat: the callback form (decision 0026) about this plan, its
 * offer and the chosen city. Secondary, so 'Assinar' stays the main action; the form's code starts
 * loading as the pointer or the focus reaches it.
 */
export function CallbackButton({
  planId,
  planName,
  offerCode,
  cityName,
}: {
  planId: number;
  planName: string;
  offerCode: string | null;
  cityName?: string;
}) {
  return (
    // Before the scripts run, or without them, the button opens the form's own page (issue 39).
    <form
      action={CALLBACK_PAGE_PATH}
      className="contents"
      onSubmit={(event) => {
        event.preventDefault();
        openCallbackRequest({
          planId,
          planName,
          ...(offerCode ? { offerCode } : {}),
          ...(cityName ? { cityName } : {}),
        });
      }}
    >
      <Button
        type="submit"
        name={offerCode ? CALLBACK_PLAN_PARAM : undefined}
        value={offerCode ?? undefined}
        variant="link"
        size="link-touch"
        onPointerEnter={prepareLeadRequest}
        onFocus={prepareLeadRequest}
      >
        {/* Not on a phone: the label fits beside 'Ver detalhes' on one line without it. */}
        <Icon name="phone-call" className="max-sm:hidden" />
        Prefiro que me liguem<span className="sr-only"> ({planName})</span>
      </Button>
    </form>
  );
}
