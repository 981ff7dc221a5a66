import {
  checkSignUpAddress,
  checkSignUpDetails,
  checkSignUpTracking,
  DEFAULT_DUE_DAYS,
  formatCep,
  type InstallWindow,
  type LatLng,
  offerDay,
  type PublicCity,
  type PublicOfferVersion,
  type PublicPlan,
  SIGN_UP_DOCUMENT_KINDS,
  SIGN_UP_MESSAGES,
  type SignUpAddress,
  type SignUpDocumentKind,
  type SignUpErrors,
  type SignUpTracking,
  VIABILITY_SOURCE_LABELS,
  type ViabilityAddress,
  type ViabilityAnswer,
  WAITING_LIST_TAG,
} from "../../domain";
import type { Attribution } from "../../domain/attribution";
import type { Catalogue } from "../catalogue";
import { type CepAddress, type CepAddressLookup, viaCepLookup } from "../coverage/cep-address";
import type { Geocoder } from "../coverage/geocoder";
import { readCoverageSettings } from "../coverage/settings";
import { checkViability, GeocoderQueriesSpent } from "../coverage/viability";
import type { Db } from "../db/client";
import { type ErpAdapter, ErpError } from "../erp/contract";
import { erpTakesSignUps } from "../erp/sign-ups";
import type { FieldCipher } from "../field-cipher";
import { SIGN_UP_DOCUMENT_MESSAGES } from "../images/document-image";
import { ImageRejected } from "../images/process-image";
import type { Logger } from "../logger";
import { openSlotsOfCity } from "./install-slots";
import { createLead } from "./leads";
import { trackSignUp } from "./sign-up-tracking";
import {
  confirmSignUp,
  findSignUpDraft,
  type SignUpOffer,
  type SignUpSummary,
  saveSignUpDraft,
  signUpLimitLifts,
} from "./sign-ups";

// 'Contrate online' (issue 56) as a journey: what each step decides from what the visitor typed, which
// step comes next, and what is stored (the draft, its acceptance and the installation slot it holds, the
// waiting list). The page's forms are read in http/sign-up-pages.ts and rendered by /contrate; nothing
// here knows a request, a cookie or a form.

/** At most this many sign-ups (drafts included) per address an hour. */
export const SIGN_UPS_PER_HOUR = 5;
/** How long a CEP's street is kept, and for how many CEPs. */
export const CEP_ADDRESS_CACHE_MS = 60 * 60_000;
const CEP_ADDRESS_CACHE_SIZE = 1_000;
/** How long the journey waits for the reverse geocoder before asking for the CEP. */
const REVERSE_DEADLINE_MS = 4_000;
/** The photos' field names in the form: a photo's error is shown beside its field. */
export const SIGN_UP_DOCUMENT_FIELDS: Record<SignUpDocumentKind, string> = {
  identity: "documentPhoto",
  address: "addressPhoto",
};

type CheckedAddress = Pick<SignUpAddress, "cep" | "number" | "complement">;

export type SignUpAddressStep =
  | {
      /** The visitor's address asked the geocoder too often (issue 66, L6): the form again, with `message`. */
      outcome: "invalid" | "limited";
      errors: SignUpErrors;
      values: Record<string, string>;
      /** A message over the form ('Usar minha localização' found no usable address). */
      message?: string;
    }
  | {
      outcome: "uncovered";
      address: CheckedAddress;
      viability: ViabilityAnswer;
    }
  | {
      outcome: "covered";
      address: CheckedAddress;
      viability: ViabilityAnswer;
      city: PublicCity;
      plans: PublicPlan[];
      /** What the CEP service says of the CEP (street, bairro), when it is set and knows it. */
      found: CepAddress | undefined;
    };

export type SignUpPlanStep =
  | { outcome: "invalid"; message: string }
  | {
      outcome: "ok";
      address: CheckedAddress;
      viability: ViabilityAnswer;
      city: PublicCity;
      offer: PublicOfferVersion;
      dueDays: number[];
      today: string;
      /** The installation slots with room in the city (issue 68, point 3): step 3's only choices. */
      slots: InstallWindow[];
      /** Step 3's street and bairro, from the CEP service (empty when it is off, fails or finds nothing). */
      prefill: { street: string; district: string };
    };

export type SignUpDetailsStep =
  | {
      outcome: "invalid";
      errors: SignUpErrors;
      values: Record<string, string>;
      plan: Extract<SignUpPlanStep, { outcome: "ok" }>;
    }
  | { outcome: "rateLimited"; until?: Date }
  | { outcome: "expired"; message: string }
  | { outcome: "saved"; draftKey: string; summary: SignUpSummary; offer: PublicOfferVersion };

export type SignUpConfirmation =
  | {
      protocol: string;
      emailQueued: boolean;
      /** The installation slot it holds; undefined when every chosen one filled meanwhile. */
      slot: InstallWindow | undefined;
    }
  | "concluded"
  | undefined;

export type SignUpWaitingListAnswer =
  | { outcome: "stored" }
  | { outcome: "invalid"; errors: SignUpErrors }
  | { outcome: "rateLimited"; until?: Date };

export type SignUpTrackAnswer =
  | { outcome: "found"; tracking: SignUpTracking }
  | {
      outcome: "invalid";
      errors: Partial<Record<"protocol" | "cpf", string>>;
      values: Record<string, string>;
    }
  | { outcome: "notFound"; values: Record<string, string> }
  | { outcome: "limited"; values: Record<string, string> };

/**
 * Step 1's form as typed (each field's first text value), and the phone's point from its hidden fields:
 * undefined when none was sent, "invalid" when it is not a point inside Brazil.
 */
export type SignUpAddressInput = { values: Record<string, string>; point: LatLng | "invalid" | undefined };

/** Step 3's form: step 1's fields again, the person's, and the photos sent (an empty file is none). */
export type SignUpDetailsInput = SignUpAddressInput & {
  photos: Partial<Record<SignUpDocumentKind, Blob>>;
  /** The visit's first touch (issue 57), which goes with the sign-up. */
  attribution: Attribution | null;
};

export type SignUpJourneyDeps = {
  db: Db;
  catalogue: Catalogue;
  cipher: FieldCipher;
  erp: () => ErpAdapter | undefined;
  logger: Logger;
  encodeDocument: (bytes: Uint8Array) => Promise<Uint8Array>;
  /**
   * The app's viability service (the console's source order, cached; the geocoder's answers kept and
   * bounded per visitor's address, throwing GeocoderQueriesSpent past them); absent: asked afresh.
   */
  viability?: (address: ViabilityAddress, clientAddress: string) => Promise<ViabilityAnswer>;
  /**
   * The geocoder 'Cobertura' names (the app's viability service: kept and bounded as `viability`'s); absent
   * or none: no location button. `clientAddress` undefined: only whether there is one.
   */
  geocoder?: (clientAddress?: string) => Promise<Geocoder | undefined>;
  onStored?: () => void;
  /** For tests: this CEP service instead of the one Configurações → 'Cobertura' sets. */
  cepAddress?: CepAddressLookup | undefined;
  /** COVERAGE_ALLOW_HTTP: an http:// CEP service saved in 'Cobertura' is asked (else it counts as off). */
  allowHttp?: boolean | undefined;
  /** ALLOW_PRIVATE_ADDRESSES: the CEP service may be on the server's own network (issue 66, L3). */
  allowPrivateAddresses?: boolean | undefined;
  now?: () => Date;
};

/** The deps with the clock set and the process's CEP cache: what every step below is given. */
type Journey = SignUpJourneyDeps & {
  now: () => Date;
  cepAddressOf: (cep: string) => Promise<CepAddress | undefined>;
};

/** The journey's steps over one process's CEP cache (see SignUpPages in http/sign-up-pages.ts). */
export function createSignUpJourney(deps: SignUpJourneyDeps) {
  const now = deps.now ?? (() => new Date());
  const journey: Journey = { ...deps, now, cepAddressOf: cachedCepAddresses(deps, now) };
  return {
    limitLifts: (clientAddress: string) =>
      signUpLimitLifts(deps.db, deps.cipher, clientAddress, limits(journey)),
    canLocate: async () => (await geocoderOf(journey)) !== undefined,
    checkAddress: (input: SignUpAddressInput, clientAddress: string) =>
      checkAddress(journey, input, clientAddress),
    choosePlan: (input: SignUpAddressInput, clientAddress: string) =>
      choosePlan(journey, input, clientAddress),
    planAt: (step: Extract<SignUpAddressStep, { outcome: "covered" }>, offerCode: string) =>
      planAt(journey, step, offerCode),
    chosenOffer: (code: string) => chosenOffer(journey, code),
    saveDetails: (input: SignUpDetailsInput, clientAddress: string) =>
      saveDetails(journey, input, clientAddress),
    summary: (draftKey: string) => summaryOf(journey, draftKey),
    confirm: (draftKey: string) => confirm(journey, draftKey),
    joinWaitingList: (
      values: Record<string, string>,
      clientAddress: string,
      attribution: Attribution | null,
    ) => joinWaitingList(journey, values, clientAddress, attribution),
    track: (input: { protocol: string; cpf: string }, admit: (protocol: string) => boolean) =>
      track(journey, input, admit),
  };
}

const limits = (journey: Journey) => ({ perHour: SIGN_UPS_PER_HOUR, now: journey.now() });

/**
 * A CEP's street, asked once per CEP and service for a while: every step checks the address again. Only
 * answers are kept (a failure is asked again); the CEP alone names no one, and is never logged.
 */
function cachedCepAddresses(deps: SignUpJourneyDeps, now: () => Date) {
  const cache = new Map<string, { at: number; address: CepAddress | undefined }>();
  return async (cep: string): Promise<CepAddress | undefined> => {
    let lookup = deps.cepAddress;
    let key = "test";
    if (!lookup) {
      const { cepAddressUrl } = await readCoverageSettings(deps.db, undefined, {
        allowHttp: deps.allowHttp,
      });
      if (!cepAddressUrl) return undefined;
      lookup = viaCepLookup({ url: cepAddressUrl, allowPrivateAddresses: deps.allowPrivateAddresses });
      key = cepAddressUrl;
    }
    const cacheKey = `${key} ${cep}`;
    const hit = cache.get(cacheKey);
    if (hit && now().getTime() - hit.at < CEP_ADDRESS_CACHE_MS) return hit.address;
    try {
      const address = await lookup.find(cep);
      if (cache.size >= CEP_ADDRESS_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      cache.set(cacheKey, { at: now().getTime(), address });
      return address;
    } catch (error) {
      deps.logger.warn(
        { source: "cep-address", failure: error instanceof ErpError ? error.failure : "error" },
        "cep address lookup failed",
      );
      return undefined;
    }
  };
}

function viabilityAt(
  journey: Journey,
  address: CheckedAddress,
  clientAddress: string,
  street: string | undefined,
  point?: LatLng,
) {
  // The CEP service's street lets the geocoder situate the house (decision 0066); a phone's point
  // decides the geographic sources, the CEP the CEP-based ones.
  const asked: ViabilityAddress = {
    cep: address.cep,
    number: address.number,
    complement: address.complement,
    ...(street ? { street } : {}),
    ...(point ? { lat: point.lat, lng: point.lng } : {}),
  };
  return journey.viability
    ? journey.viability(asked, clientAddress)
    : checkViability(
        {
          db: journey.db,
          catalogue: journey.catalogue,
          erp: journey.erp,
          cipher: journey.cipher,
          logger: journey.logger,
        },
        asked,
      );
}

async function geocoderOf(journey: Journey, clientAddress?: string) {
  try {
    return await journey.geocoder?.(clientAddress);
  } catch {
    return undefined;
  }
}

/**
 * The address at the phone's point, or undefined (no geocoder, not found, failed: never logged);
 * "limited" when the visitor's address is past its geocoder queries.
 */
async function reverseAt(journey: Journey, point: LatLng, clientAddress: string) {
  const service = await geocoderOf(journey, clientAddress);
  if (!service) return undefined;
  let timer: NodeJS.Timeout | undefined;
  try {
    const found = service.reverse(point);
    found.catch(() => {});
    return await Promise.race([
      found,
      new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), REVERSE_DEADLINE_MS);
      }),
    ]);
  } catch (error) {
    if (error instanceof GeocoderQueriesSpent) return "limited" as const;
    journey.logger.warn({ source: "geocoder", failure: "reverse" }, "viability source failed");
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Step 1: CEP + número → the viability and the plans sold there. With a point (the phone's location) and no
 * CEP, the point is reverse-geocoded first; with a CEP too, the point serves the geographic sources as it is.
 */
async function checkAddress(
  journey: Journey,
  { values, point }: SignUpAddressInput,
  clientAddress: string,
): Promise<SignUpAddressStep> {
  // The point is read from its own fields only: it comes back solely as the hidden fields of a form
  // that asks again (never in a URL, never logged).
  const typed = { ...values };
  delete typed.latitude;
  delete typed.longitude;
  const located = (message: string, outcome: "invalid" | "limited" = "invalid"): SignUpAddressStep => ({
    outcome,
    errors: {},
    values: { cep: typed.cep ?? "", number: typed.number ?? "", complement: typed.complement ?? "" },
    message,
  });
  if (point === "invalid") return located(SIGN_UP_MESSAGES.location);
  const limited = () => located(SIGN_UP_MESSAGES.geocoderLimited, "limited");
  let street: string | undefined;
  if (point && (values.cep ?? "").trim() === "") {
    const found = await reverseAt(journey, point, clientAddress);
    if (found === "limited") return limited();
    if (!found?.cep) return located(SIGN_UP_MESSAGES.location);
    street = found.street;
    const reversed = {
      cep: formatCep(found.cep),
      number: found.number ?? "",
      complement: typed.complement ?? "",
    };
    if (!found.number)
      return {
        outcome: "invalid",
        errors: { number: SIGN_UP_MESSAGES.confirmNumber },
        values: { ...reversed, latitude: String(point.lat), longitude: String(point.lng) },
      };
    Object.assign(typed, reversed);
  }
  const checked = checkSignUpAddress(typed);
  if (!checked.ok) {
    // The phone's point stays in the form asking again (its hidden fields), never in a URL.
    const again = point ? { ...typed, latitude: String(point.lat), longitude: String(point.lng) } : typed;
    return { outcome: "invalid", errors: checked.errors, values: again };
  }
  // The CEP service's street and bairro (prefilled on the data step), and its street for the geocoder
  // unless the phone's point gave one.
  const found = await journey.cepAddressOf(checked.values.cep);
  street ??= found?.street;
  let viability: ViabilityAnswer;
  try {
    viability = await viabilityAt(journey, checked.values, clientAddress, street, point ?? undefined);
  } catch (error) {
    if (error instanceof GeocoderQueriesSpent) return limited();
    throw error;
  }
  const cityPlans =
    viability.status !== "sem viabilidade" && viability.cityId !== undefined
      ? await journey.catalogue.cityPlans(viability.cityId)
      : undefined;
  const plans = cityPlans?.plans.filter((plan) => plan.offerCode) ?? [];
  if (!cityPlans || plans.length === 0) return { outcome: "uncovered", address: checked.values, viability };
  return { outcome: "covered", address: checked.values, viability, city: cityPlans.city, plans, found };
}

/** The due days offered: the ERP's list, else those of Configurações → Cobertura, else the site's. */
async function dueDays(journey: Journey): Promise<number[]> {
  const adapter = journey.erp();
  if (adapter?.dueDays) {
    try {
      const days = [...new Set((await adapter.dueDays()).map((row) => row.day))].sort((a, b) => a - b);
      if (days.length > 0) return days;
    } catch {
      // The ERP's list is a nicety: the console's days serve when it does not answer.
    }
  }
  // The days set in Configurações → Cobertura (decision 0071), else the site's defaults.
  const { dueDays: days } = await readCoverageSettings(journey.db, undefined);
  return days.length > 0 ? [...days] : [...DEFAULT_DUE_DAYS];
}

/** Step 2: 'Contratar' on a plan → step 3 (the address checked again, never trusted). */
async function choosePlan(
  journey: Journey,
  input: SignUpAddressInput,
  clientAddress: string,
): Promise<SignUpPlanStep> {
  const step = await checkAddress(journey, input, clientAddress);
  if (step.outcome === "limited") return { outcome: "invalid", message: SIGN_UP_MESSAGES.geocoderLimited };
  if (step.outcome !== "covered") return { outcome: "invalid", message: SIGN_UP_MESSAGES.plan };
  return planAt(journey, step, input.values.offerCode ?? "");
}

/** Step 3 for an offer sold at the checked address, with the due days and the city's open slots. */
async function planAt(
  journey: Journey,
  step: Extract<SignUpAddressStep, { outcome: "covered" }>,
  code: string,
): Promise<SignUpPlanStep> {
  const offer = step.plans.some((plan) => plan.offerCode === code)
    ? await journey.catalogue.offerByCode(code)
    : undefined;
  if (offer?.status !== "current") return { outcome: "invalid", message: SIGN_UP_MESSAGES.plan };
  const today = offerDay(journey.now());
  return {
    outcome: "ok",
    address: step.address,
    viability: step.viability,
    city: step.city,
    offer,
    dueDays: await dueDays(journey),
    today,
    slots: await openSlotsOfCity(journey.db, step.city.id, today),
    prefill: { street: step.found?.street ?? "", district: step.found?.district ?? "" },
  };
}

/** The offer a link names (`?oferta=`): a current home plan or combo version, else undefined. */
async function chosenOffer(journey: Journey, code: string): Promise<PublicOfferVersion | undefined> {
  if (!/^[A-Za-z0-9-]{1,40}$/.test(code)) return undefined;
  const offer = await journey.catalogue.offerByCode(code);
  return offer?.status === "current" && offer.kind === "plan" ? offer : undefined;
}

const offerOf = (offer: PublicOfferVersion, city: PublicCity): SignUpOffer => ({
  planId: offer.planId,
  planName: offer.offer.name,
  offerCode: offer.code,
  price: offer.offer.promoPrice ?? offer.offer.price,
  cityId: city.id,
  cityName: city.name,
  uf: city.state,
});

/** The photos sent, each made a JPEG, or the error shown beside its field. */
async function encodePhotos(journey: Journey, photos: SignUpDetailsInput["photos"], errors: SignUpErrors) {
  const documents: { kind: SignUpDocumentKind; jpeg: Uint8Array }[] = [];
  for (const kind of SIGN_UP_DOCUMENT_KINDS) {
    const file = photos[kind];
    if (!file || file.size === 0) continue;
    try {
      documents.push({ kind, jpeg: await journey.encodeDocument(new Uint8Array(await file.arrayBuffer())) });
    } catch (error) {
      errors[SIGN_UP_DOCUMENT_FIELDS[kind]] =
        error instanceof ImageRejected ? error.message : SIGN_UP_DOCUMENT_MESSAGES.unreadable;
    }
  }
  return documents;
}

/** Step 3: the person, the address, the due day, the slots and the photos → a draft and its summary. */
async function saveDetails(
  journey: Journey,
  input: SignUpDetailsInput,
  clientAddress: string,
): Promise<SignUpDetailsStep> {
  // The hourly limit first: a flood of step 3 costs a count, never the photos' decoding (issue 66).
  const lifts = await signUpLimitLifts(journey.db, journey.cipher, clientAddress, limits(journey));
  if (lifts) return { outcome: "rateLimited", until: lifts };
  const plan = await choosePlan(journey, input, clientAddress);
  if (plan.outcome !== "ok") return { outcome: "expired", message: plan.message };
  const { values } = input;
  const checked = checkSignUpDetails(values, { dueDays: plan.dueDays, today: plan.today, slots: plan.slots });
  const errors: SignUpErrors = checked.ok ? {} : { ...checked.errors };
  const documents = await encodePhotos(journey, input.photos, errors);
  if (!checked.ok || Object.keys(errors).length > 0) return { outcome: "invalid", errors, values, plan };
  const viability = {
    status: plan.viability.status,
    source: `${VIABILITY_SOURCE_LABELS[plan.viability.source]}${plan.viability.detail ? ` — ${plan.viability.detail}` : ""}`,
    // Issue 68: the box goes to the ERP's own fields, not only into the note's text.
    ...(plan.viability.box ? { box: plan.viability.box } : {}),
  };
  const saved = await saveSignUpDraft(
    journey.db,
    journey.cipher,
    {
      details: {
        ...checked.values,
        // The address is the one checked in step 1, not what the body says it was.
        address: { ...checked.values.address, ...plan.address },
      },
      offer: offerOf(plan.offer, plan.city),
      viability,
      documents,
      attribution: input.attribution,
    },
    clientAddress,
    limits(journey),
  );
  if ("limitedUntil" in saved) return { outcome: "rateLimited", until: saved.limitedUntil };
  const summary = await findSignUpDraft(journey.db, journey.cipher, saved.draftKey, journey.now());
  if (!summary || summary === "concluded") throw new Error("the sign-up draft just saved is missing");
  return { outcome: "saved", draftKey: saved.draftKey, summary, offer: plan.offer };
}

/** A draft's summary again; "concluded" once accepted: the key opens nothing any more (issue 66, L10). */
async function summaryOf(
  journey: Journey,
  draftKey: string,
): Promise<{ summary: SignUpSummary; offer: PublicOfferVersion } | "concluded" | undefined> {
  const summary = await findSignUpDraft(journey.db, journey.cipher, draftKey, journey.now());
  if (summary === "concluded") return summary;
  if (!summary?.offer.offerCode) return undefined;
  const offer = await journey.catalogue.offerByCode(summary.offer.offerCode);
  return offer ? { summary, offer } : undefined;
}

/**
 * Step 4: the summary accepted → the protocol, the installation slot it holds (the first chosen one with
 * room) and whether its e-mail is queued; "concluded" for a key already accepted.
 */
async function confirm(journey: Journey, draftKey: string): Promise<SignUpConfirmation> {
  const deliver = erpTakesSignUps(journey.erp());
  const draft = await findSignUpDraft(journey.db, journey.cipher, draftKey, journey.now());
  if (draft === "concluded") return draft;
  if (!draft) return undefined;
  const confirmed = await confirmSignUp(journey.db, draftKey, {
    deliver,
    now: journey.now(),
    windows: draft.personal.windows,
  });
  if (!confirmed || confirmed === "concluded") return confirmed;
  // The worker's kick: the ERP's delivery, the protocol e-mail and the sellers' alerts (best effort,
  // never awaited here).
  if (deliver || confirmed.emailQueued || confirmed.alertsQueued) journey.onStored?.();
  return { protocol: confirmed.protocol, emailQueued: confirmed.emailQueued, slot: confirmed.slot };
}

/** No viability: the waiting-list lead tagged 'sem viabilidade', with the address and the first touch. */
async function joinWaitingList(
  journey: Journey,
  values: Record<string, string>,
  clientAddress: string,
  attribution: Attribution | null,
): Promise<SignUpWaitingListAnswer> {
  const address = checkSignUpAddress(values);
  const name = values.name?.replace(/\s+/g, " ").trim() ?? "";
  const errors: SignUpErrors = address.ok ? {} : { ...address.errors };
  if (name.length < 2 || name.length > 120) errors.name = SIGN_UP_MESSAGES.name;
  const phone = (values.whatsapp ?? "").replace(/\D/g, "");
  if (!/^[1-9]{2}9?\d{8}$/.test(phone)) errors.whatsapp = SIGN_UP_MESSAGES.whatsapp;
  if (!address.ok || Object.keys(errors).length > 0) return { outcome: "invalid", errors };
  const city = await journey.catalogue.cityNearCep(Number(address.values.cep));
  const stored = await createLead(
    journey.db,
    journey.cipher,
    {
      kind: "coverage",
      name,
      phone,
      city: city?.name ?? null,
      uf: city?.state ?? null,
      cep: address.values.cep,
    },
    clientAddress,
    limits(journey),
    { attribution },
    {
      tag: WAITING_LIST_TAG,
      houseNumber: `${address.values.number}${address.values.complement ? ` ${address.values.complement}` : ""}`,
    },
  );
  if ("limitedUntil" in stored) return { outcome: "rateLimited", until: stored.limitedUntil };
  journey.onStored?.();
  return { outcome: "stored" };
}

/**
 * 'Acompanhar minha contratação' (issue 68): a protocol and its CPF → the sign-up's stage. A wrong protocol
 * and a wrong CPF get the same "notFound"; `admit` (the caller's bounds per address and protocol) is asked
 * only for a well-formed pair.
 */
async function track(
  journey: Journey,
  input: { protocol: string; cpf: string },
  admit: (protocol: string) => boolean,
): Promise<SignUpTrackAnswer> {
  // The protocol comes back to the form; the CPF never does (the visitor types it again).
  const values = { protocol: input.protocol.slice(0, 40) };
  const checked = checkSignUpTracking(input);
  if (!checked.ok) return { outcome: "invalid", errors: checked.errors, values };
  if (!admit(checked.values.protocol)) return { outcome: "limited", values };
  const tracking = await trackSignUp(journey.db, journey.cipher, checked.values);
  return tracking ? { outcome: "found", tracking } : { outcome: "notFound", values };
}
