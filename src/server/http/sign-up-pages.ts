import {
  isInBrazil,
  type LatLng,
  type PublicOfferVersion,
  SIGN_UP_DOCUMENT_KINDS,
  type SignUpAddress,
} from "../../domain";
import { attributionFromCookies } from "../../domain/attribution";
import { limitedAddress } from "../client-address";
import {
  createSignUpJourney,
  SIGN_UP_DOCUMENT_FIELDS,
  type SignUpAddressInput,
  type SignUpAddressStep,
  type SignUpConfirmation,
  type SignUpDetailsInput,
  type SignUpDetailsStep,
  type SignUpJourneyDeps,
  type SignUpPlanStep,
  type SignUpTrackAnswer,
  type SignUpWaitingListAnswer,
} from "../services/sign-up-journey";
import type { SignUpSummary } from "../services/sign-ups";
import { SUBSCRIBER_LOOKUPS_PER_ADDRESS, SUBSCRIBER_LOOKUPS_PER_DOCUMENT } from "./rate-limits";
import { signUpAddressCookie } from "./sign-up-address";
import { TokenBuckets } from "./token-buckets";

// 'Contrate online' (issue 56) as the /contrate page's frontmatter uses it (AppContext.signUp): each step
// is a plain POST to the page, read here, so the journey works without scripts; islands only enhance it.
// What each step decides, and which comes next, is services/sign-up-journey.ts's: here its forms are read.
// Between steps the address and the plan travel in hidden fields, and the person's data, once sent, only
// as a draft's opaque key: never in a URL, never in a log.

/** The journey's page (a public write: write-guard.ts). */
export const SIGN_UP_PAGE_PATH = "/contrate";
/** Step 3's body: two photos of at most 5 MB each and the form around them. */
export const MAX_SIGN_UP_BODY_BYTES = 11 * 1024 * 1024;

export type SignUpPages = {
  /**
   * Step 1: CEP + número → the viability and the plans sold there. With `latitude`/`longitude` (the
   * phone's location, 'Usar minha localização') and no CEP, the point is reverse-geocoded first; with a
   * CEP too, the point serves the geographic sources as it is. `clientAddress` is the visitor's: the
   * geocoder's queries are bounded per address (issue 66, L6).
   */
  checkAddress(form: FormData, clientAddress: string): Promise<SignUpAddressStep>;
  /** Whether 'Usar minha localização' can be offered: a geocoder is configured. */
  canLocate(): Promise<boolean>;
  /** Step 2: 'Contratar' on a plan → the form of step 3 (the address checked again, never trusted). */
  choosePlan(form: FormData, clientAddress: string): Promise<SignUpPlanStep>;
  /**
   * Issue 68: step 1 answered with an offer already chosen (a card's 'Assinar'): step 3 for that offer when
   * it is sold at the address, else "invalid" (step 2 shows what is).
   */
  planAt(
    step: Extract<SignUpAddressStep, { outcome: "covered" }>,
    offerCode: string,
  ): Promise<SignUpPlanStep>;
  /**
   * Issue 68: the offer a link names (`?oferta=`), checked on the server: a current home plan or combo
   * version, else undefined (the link is ignored).
   */
  chosenOffer(code: string): Promise<PublicOfferVersion | undefined>;
  /**
   * Step 3: the person, the address, the due day, the windows and the photos → a draft and its summary.
   * `cookies` is the request's Cookie header: the visit's first touch (issue 57) goes with the sign-up.
   */
  saveDetails(form: FormData, clientAddress: string, cookies?: string | null): Promise<SignUpDetailsStep>;
  /**
   * The summary of a draft again (a refused acceptance shows it once more); "concluded" once accepted:
   * the key opens nothing any more (issue 66, L10).
   */
  summary(
    draftKey: string,
  ): Promise<{ summary: SignUpSummary; offer: PublicOfferVersion } | "concluded" | undefined>;
  /**
   * Step 4: the summary accepted → the protocol, the installation slot it holds, and whether its e-mail
   * to the visitor is queued; "concluded" for a key already accepted (nothing shown again).
   */
  confirm(draftKey: string): Promise<SignUpConfirmation>;
  /** No viability: the waiting-list lead tagged 'sem viabilidade', with the address and the first touch. */
  joinWaitingList(
    form: FormData,
    clientAddress: string,
    cookies?: string | null,
  ): Promise<SignUpWaitingListAnswer>;
  /**
   * When this address's hourly limit on sign-ups lifts, if it is past it: asked before a step 3 body (the
   * photos) is read at all (issue 66, M-FORMS and L8).
   */
  limitLifts(clientAddress: string): Promise<Date | undefined>;
  /**
   * 'Acompanhar minha contratação' (issue 68): a protocol and its CPF → the sign-up's stage. A wrong
   * protocol and a wrong CPF get the same "notFound"; lookups are bounded per address and per protocol
   * as the desk's are (SUBSCRIBER_LOOKUPS_*).
   */
  track(form: FormData, clientAddress: string): Promise<SignUpTrackAnswer>;
  /**
   * Issue 68: the address step 1 found covered, kept for the visit in a sealed cookie (sign-up-address.ts):
   * the Set-Cookie to remember it, the address a request's Cookie header holds, the Set-Cookie to forget it.
   */
  rememberAddress(address: Pick<SignUpAddress, "cep" | "number" | "complement">): string;
  resumedAddress(
    cookies: string | null | undefined,
  ): Pick<SignUpAddress, "cep" | "number" | "complement"> | undefined;
  forgetAddress(): string;
};

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** Each field's first text value (files aside): what the journey checks, and what a form asking again shows. */
const valuesOf = (form: FormData): Record<string, string> => {
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string" && !(key in values)) values[key] = value;
  return values;
};

/**
 * The phone's point from the hidden `latitude`/`longitude`: undefined when neither is sent, "invalid" when
 * they are not two numbers inside Brazil's bounding box.
 */
function pointOf(form: FormData): LatLng | "invalid" | undefined {
  const lat = text(form, "latitude").trim();
  const lng = text(form, "longitude").trim();
  if (lat === "" && lng === "") return undefined;
  const number = /^-?\d{1,3}(\.\d{1,12})?$/;
  if (!number.test(lat) || !number.test(lng)) return "invalid";
  const point = { lat: Number(lat), lng: Number(lng) };
  return isInBrazil(point) ? point : "invalid";
}

/** Steps 1 and 2 (and step 3's address): the typed fields and the phone's point. */
function readAddressForm(form: FormData): SignUpAddressInput {
  return { values: valuesOf(form), point: pointOf(form) };
}

/** Step 3: its fields, the photos sent (read only once the journey gets to them) and the first touch. */
function readDetailsForm(form: FormData, cookies: string | null | undefined): SignUpDetailsInput {
  const photos: SignUpDetailsInput["photos"] = {};
  for (const kind of SIGN_UP_DOCUMENT_KINDS) {
    const file = form.get(SIGN_UP_DOCUMENT_FIELDS[kind]);
    if (file instanceof Blob) photos[kind] = file;
  }
  return { ...readAddressForm(form), photos, attribution: attributionFromCookies(cookies) };
}

/** 'Contrate online' for one process: the journey's steps over its forms. */
export function createSignUpPages(deps: SignUpJourneyDeps): SignUpPages {
  const journey = createSignUpJourney(deps);
  // 'Acompanhar minha contratação': per process, like the desk's lookups.
  const trackingByAddress = new TokenBuckets(SUBSCRIBER_LOOKUPS_PER_ADDRESS);
  const trackingByProtocol = new TokenBuckets(SUBSCRIBER_LOOKUPS_PER_DOCUMENT);
  const now = deps.now ?? (() => new Date());
  const addressCookie = signUpAddressCookie(deps.cipher, () => now().getTime());

  return {
    rememberAddress: addressCookie.remember,
    resumedAddress: addressCookie.resume,
    forgetAddress: addressCookie.forget,
    limitLifts: journey.limitLifts,
    canLocate: journey.canLocate,
    checkAddress: function checkAddress(form, clientAddress) {
      return journey.checkAddress(readAddressForm(form), clientAddress);
    },
    choosePlan: function choosePlan(form, clientAddress) {
      return journey.choosePlan(readAddressForm(form), clientAddress);
    },
    planAt: journey.planAt,
    chosenOffer: journey.chosenOffer,
    saveDetails: function saveDetails(form, clientAddress, cookies) {
      return journey.saveDetails(readDetailsForm(form, cookies), clientAddress);
    },
    summary: journey.summary,
    confirm: journey.confirm,
    joinWaitingList: function joinWaitingList(form, clientAddress, cookies) {
      return journey.joinWaitingList(valuesOf(form), clientAddress, attributionFromCookies(cookies));
    },
    track: function track(form, clientAddress) {
      return journey.track(
        { protocol: text(form, "protocol"), cpf: text(form, "cpf") },
        (protocol) =>
          trackingByAddress.take(limitedAddress(clientAddress)) && trackingByProtocol.take(protocol),
      );
    },
  };
}
