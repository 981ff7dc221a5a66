import {
  checkSignUpAddress,
  checkSignUpDetails,
  checkSignUpTracking,
  DEFAULT_DUE_DAYS,
  formatCep,
  type InstallWindow,
  isInBrazil,
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
import { attributionFromCookies } from "../../domain/attribution";
import type { Catalogue } from "../catalogue";
import { limitedAddress } from "../client-address";
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
import { openSlotsOfCity } from "../services/install-slots";
import { createLead } from "../services/leads";
import { trackSignUp } from "../services/sign-up-tracking";
import {
  confirmSignUp,
  findSignUpDraft,
  type SignUpOffer,
  type SignUpSummary,
  saveSignUpDraft,
  signUpLimitLifts,
} from "../services/sign-ups";
import { SUBSCRIBER_LOOKUPS_PER_ADDRESS, SUBSCRIBER_LOOKUPS_PER_DOCUMENT } from "./rate-limits";
import { signUpAddressCookie } from "./sign-up-address";
import { TokenBuckets } from "./token-buckets";

// 'Contrate online' (issue 56) as the /contrate page's frontmatter uses it (AppContext.signUp): each step
// is a plain POST to the page, read here, so the journey works without scripts; islands only enhance it.
// Between steps the address and the plan travel in hidden fields, and the person's data, once sent, only
// as a draft's opaque key: never in a URL, never in a log.

/** The journey's page (a public write: write-guard.ts). */
export const SIGN_UP_PAGE_PATH = "/contrate";
/** Step 3's body: two photos of at most 5 MB each and the form around them. */
export const MAX_SIGN_UP_BODY_BYTES = 11 * 1024 * 1024;

/** At most this many sign-ups (drafts included) per address an hour. */
export const SIGN_UPS_PER_HOUR = 5;
/** How long a CEP's street is kept, and for how many CEPs. */
export const CEP_ADDRESS_CACHE_MS = 60 * 60_000;
const CEP_ADDRESS_CACHE_SIZE = 1_000;
/** The photos' field names in the form. */
export const SIGN_UP_DOCUMENT_FIELDS: Record<SignUpDocumentKind, string> = {
  identity: "documentPhoto",
  address: "addressPhoto",
};

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
      address: Pick<SignUpAddress, "cep" | "number" | "complement">;
      viability: ViabilityAnswer;
    }
  | {
      outcome: "covered";
      address: Pick<SignUpAddress, "cep" | "number" | "complement">;
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
      address: Pick<SignUpAddress, "cep" | "number" | "complement">;
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
   * Step 4: the summary accepted → the protocol, and whether its e-mail to the visitor is queued;
   * "concluded" for a key already accepted (nothing shown again).
   */
  confirm(draftKey: string): Promise<
    | {
        protocol: string;
        emailQueued: boolean;
        /** The installation slot it holds; undefined when every chosen one filled meanwhile. */
        slot: InstallWindow | undefined;
      }
    | "concluded"
    | undefined
  >;
  /** No viability: the waiting-list lead tagged 'sem viabilidade', with the address and the first touch. */
  joinWaitingList(
    form: FormData,
    clientAddress: string,
    cookies?: string | null,
  ): Promise<
    | { outcome: "stored" }
    | { outcome: "invalid"; errors: SignUpErrors }
    | { outcome: "rateLimited"; until?: Date }
  >;
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

export type SignUpTrackAnswer =
  | { outcome: "found"; tracking: SignUpTracking }
  | {
      outcome: "invalid";
      errors: Partial<Record<"protocol" | "cpf", string>>;
      values: Record<string, string>;
    }
  | { outcome: "notFound"; values: Record<string, string> }
  | { outcome: "limited"; values: Record<string, string> };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
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

/** How long the journey waits for the reverse geocoder before asking for the CEP. */
const REVERSE_DEADLINE_MS = 4_000;

const valuesOf = (form: FormData): Record<string, string> => {
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string" && !(key in values)) values[key] = value;
  return values;
};

export function createSignUpPages(deps: {
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
}): SignUpPages {
  const now = deps.now ?? (() => new Date());

  // A CEP's street, asked once per CEP and service for a while: every step checks the address again.
  // Only answers are kept (a failure is asked again); the CEP alone names no one, and is never logged.
  const cepCache = new Map<string, { at: number; address: CepAddress | undefined }>();
  const cepAddressOf = async (cep: string): Promise<CepAddress | undefined> => {
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
    const hit = cepCache.get(cacheKey);
    if (hit && now().getTime() - hit.at < CEP_ADDRESS_CACHE_MS) return hit.address;
    try {
      const address = await lookup.find(cep);
      if (cepCache.size >= CEP_ADDRESS_CACHE_SIZE) cepCache.delete(cepCache.keys().next().value!);
      cepCache.set(cacheKey, { at: now().getTime(), address });
      return address;
    } catch (error) {
      deps.logger.warn(
        { source: "cep-address", failure: error instanceof ErpError ? error.failure : "error" },
        "cep address lookup failed",
      );
      return undefined;
    }
  };

  const viabilityAt = (
    address: Pick<SignUpAddress, "cep" | "number" | "complement">,
    clientAddress: string,
    street: string | undefined,
    point?: LatLng,
  ) => {
    // The CEP service's street lets the geocoder situate the house (decision 0066); a phone's point
    // decides the geographic sources, the CEP the CEP-based ones.
    const asked: ViabilityAddress = {
      cep: address.cep,
      number: address.number,
      complement: address.complement,
      ...(street ? { street } : {}),
      ...(point ? { lat: point.lat, lng: point.lng } : {}),
    };
    return deps.viability
      ? deps.viability(asked, clientAddress)
      : checkViability(
          { db: deps.db, catalogue: deps.catalogue, erp: deps.erp, cipher: deps.cipher, logger: deps.logger },
          asked,
        );
  };

  const geocoder = async (clientAddress?: string) => {
    try {
      return await deps.geocoder?.(clientAddress);
    } catch {
      return undefined;
    }
  };

  /**
   * The address at the phone's point, or undefined (no geocoder, not found, failed: never logged);
   * "limited" when the visitor's address is past its geocoder queries.
   */
  const reverseAt = async (point: LatLng, clientAddress: string) => {
    const service = await geocoder(clientAddress);
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
      deps.logger.warn({ source: "geocoder", failure: "reverse" }, "viability source failed");
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  };

  const checkAddress: SignUpPages["checkAddress"] = async (form, clientAddress) => {
    const point = pointOf(form);
    const typed = valuesOf(form);
    // The point is read from its own fields only: it comes back solely as the hidden fields of a form
    // that asks again (never in a URL, never logged).
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
    if (point && text(form, "cep").trim() === "") {
      const found = await reverseAt(point, clientAddress);
      if (found === "limited") return limited();
      if (!found?.cep) return located(SIGN_UP_MESSAGES.location);
      street = found.street;
      const values = {
        cep: formatCep(found.cep),
        number: found.number ?? "",
        complement: typed.complement ?? "",
      };
      if (!found.number)
        return {
          outcome: "invalid",
          errors: { number: SIGN_UP_MESSAGES.confirmNumber },
          values: { ...values, latitude: String(point.lat), longitude: String(point.lng) },
        };
      Object.assign(typed, values);
    }
    const checked = checkSignUpAddress(typed);
    if (!checked.ok) {
      // The phone's point stays in the form asking again (its hidden fields), never in a URL.
      const values = point ? { ...typed, latitude: String(point.lat), longitude: String(point.lng) } : typed;
      return { outcome: "invalid", errors: checked.errors, values };
    }
    // The CEP service's street and bairro (prefilled on the data step), and its street for the geocoder
    // unless the phone's point gave one.
    const found = await cepAddressOf(checked.values.cep);
    street ??= found?.street;
    let viability: ViabilityAnswer;
    try {
      viability = await viabilityAt(checked.values, clientAddress, street, point ?? undefined);
    } catch (error) {
      if (error instanceof GeocoderQueriesSpent) return limited();
      throw error;
    }
    const cityPlans =
      viability.status !== "sem viabilidade" && viability.cityId !== undefined
        ? await deps.catalogue.cityPlans(viability.cityId)
        : undefined;
    const plans = cityPlans?.plans.filter((plan) => plan.offerCode) ?? [];
    if (!cityPlans || plans.length === 0) return { outcome: "uncovered", address: checked.values, viability };
    return { outcome: "covered", address: checked.values, viability, city: cityPlans.city, plans, found };
  };

  const dueDays = async (): Promise<number[]> => {
    const adapter = deps.erp();
    if (adapter?.dueDays) {
      try {
        const days = [...new Set((await adapter.dueDays()).map((row) => row.day))].sort((a, b) => a - b);
        if (days.length > 0) return days;
      } catch {
        // The ERP's list is a nicety: the console's days serve when it does not answer.
      }
    }
    // The days set in Configurações → Cobertura (decision 0071), else the site's defaults.
    const { dueDays: days } = await readCoverageSettings(deps.db, undefined);
    return days.length > 0 ? [...days] : [...DEFAULT_DUE_DAYS];
  };

  const choosePlan: SignUpPages["choosePlan"] = async (form, clientAddress) => {
    const step = await checkAddress(form, clientAddress);
    if (step.outcome === "limited") return { outcome: "invalid", message: SIGN_UP_MESSAGES.geocoderLimited };
    if (step.outcome !== "covered") return { outcome: "invalid", message: SIGN_UP_MESSAGES.plan };
    return planAt(step, text(form, "offerCode"));
  };

  const planAt: SignUpPages["planAt"] = async (step, code) => {
    const offer = step.plans.some((plan) => plan.offerCode === code)
      ? await deps.catalogue.offerByCode(code)
      : undefined;
    if (offer?.status !== "current") return { outcome: "invalid", message: SIGN_UP_MESSAGES.plan };
    const today = offerDay(now());
    return {
      outcome: "ok",
      address: step.address,
      viability: step.viability,
      city: step.city,
      offer,
      dueDays: await dueDays(),
      today,
      slots: await openSlotsOfCity(deps.db, step.city.id, today),
      prefill: { street: step.found?.street ?? "", district: step.found?.district ?? "" },
    };
  };

  const offerOf = (offer: PublicOfferVersion, city: PublicCity): SignUpOffer => ({
    planId: offer.planId,
    planName: offer.offer.name,
    offerCode: offer.code,
    price: offer.offer.promoPrice ?? offer.offer.price,
    cityId: city.id,
    cityName: city.name,
    uf: city.state,
  });

  // 'Acompanhar minha contratação': per process, like the desk's lookups.
  const trackingByAddress = new TokenBuckets(SUBSCRIBER_LOOKUPS_PER_ADDRESS);
  const trackingByProtocol = new TokenBuckets(SUBSCRIBER_LOOKUPS_PER_DOCUMENT);

  const addressCookie = signUpAddressCookie(deps.cipher, () => now().getTime());

  return {
    rememberAddress: addressCookie.remember,
    resumedAddress: addressCookie.resume,
    forgetAddress: addressCookie.forget,
    limitLifts: (clientAddress) =>
      signUpLimitLifts(deps.db, deps.cipher, clientAddress, { perHour: SIGN_UPS_PER_HOUR, now: now() }),
    checkAddress,
    canLocate: async () => (await geocoder()) !== undefined,

    async track(form, clientAddress) {
      // The protocol comes back to the form; the CPF never does (the visitor types it again).
      const values = { protocol: text(form, "protocol").slice(0, 40) };
      const checked = checkSignUpTracking({ protocol: text(form, "protocol"), cpf: text(form, "cpf") });
      if (!checked.ok) return { outcome: "invalid", errors: checked.errors, values };
      if (
        !trackingByAddress.take(limitedAddress(clientAddress)) ||
        !trackingByProtocol.take(checked.values.protocol)
      )
        return { outcome: "limited", values };
      const tracking = await trackSignUp(deps.db, deps.cipher, checked.values);
      return tracking ? { outcome: "found", tracking } : { outcome: "notFound", values };
    },
    choosePlan,
    planAt,

    async chosenOffer(code) {
      if (!/^[A-Za-z0-9-]{1,40}$/.test(code)) return undefined;
      const offer = await deps.catalogue.offerByCode(code);
      return offer?.status === "current" && offer.kind === "plan" ? offer : undefined;
    },

    async saveDetails(form, clientAddress, cookies) {
      // The hourly limit first: a flood of step 3 costs a count, never the photos' decoding (issue 66).
      const lifts = await signUpLimitLifts(deps.db, deps.cipher, clientAddress, {
        perHour: SIGN_UPS_PER_HOUR,
        now: now(),
      });
      if (lifts) return { outcome: "rateLimited", until: lifts };
      const plan = await choosePlan(form, clientAddress);
      if (plan.outcome !== "ok") return { outcome: "expired", message: plan.message };
      const values = valuesOf(form);
      const checked = checkSignUpDetails(values, {
        dueDays: plan.dueDays,
        today: plan.today,
        slots: plan.slots,
      });
      const errors: SignUpErrors = checked.ok ? {} : { ...checked.errors };
      const documents: { kind: SignUpDocumentKind; jpeg: Uint8Array }[] = [];
      for (const kind of SIGN_UP_DOCUMENT_KINDS) {
        const file = form.get(SIGN_UP_DOCUMENT_FIELDS[kind]);
        if (!(file instanceof Blob) || file.size === 0) continue;
        try {
          documents.push({ kind, jpeg: await deps.encodeDocument(new Uint8Array(await file.arrayBuffer())) });
        } catch (error) {
          errors[SIGN_UP_DOCUMENT_FIELDS[kind]] =
            error instanceof ImageRejected ? error.message : SIGN_UP_DOCUMENT_MESSAGES.unreadable;
        }
      }
      if (!checked.ok || Object.keys(errors).length > 0) return { outcome: "invalid", errors, values, plan };
      const viability = {
        status: plan.viability.status,
        source: `${VIABILITY_SOURCE_LABELS[plan.viability.source]}${plan.viability.detail ? ` — ${plan.viability.detail}` : ""}`,
        // Issue 68: the box goes to the ERP's own fields, not only into the note's text.
        ...(plan.viability.box ? { box: plan.viability.box } : {}),
      };
      const saved = await saveSignUpDraft(
        deps.db,
        deps.cipher,
        {
          details: {
            ...checked.values,
            // The address is the one checked in step 1, not what the body says it was.
            address: { ...checked.values.address, ...plan.address },
          },
          offer: offerOf(plan.offer, plan.city),
          viability,
          documents,
          attribution: attributionFromCookies(cookies),
        },
        clientAddress,
        { perHour: SIGN_UPS_PER_HOUR, now: now() },
      );
      if ("limitedUntil" in saved) return { outcome: "rateLimited", until: saved.limitedUntil };
      const summary = await findSignUpDraft(deps.db, deps.cipher, saved.draftKey, now());
      if (!summary || summary === "concluded") throw new Error("the sign-up draft just saved is missing");
      return { outcome: "saved", draftKey: saved.draftKey, summary, offer: plan.offer };
    },

    async summary(draftKey) {
      const summary = await findSignUpDraft(deps.db, deps.cipher, draftKey, now());
      if (summary === "concluded") return summary;
      if (!summary?.offer.offerCode) return undefined;
      const offer = await deps.catalogue.offerByCode(summary.offer.offerCode);
      return offer ? { summary, offer } : undefined;
    },

    async confirm(draftKey) {
      const deliver = erpTakesSignUps(deps.erp());
      const draft = await findSignUpDraft(deps.db, deps.cipher, draftKey, now());
      if (draft === "concluded") return draft;
      if (!draft) return undefined;
      const confirmed = await confirmSignUp(deps.db, draftKey, {
        deliver,
        now: now(),
        windows: draft.personal.windows,
      });
      if (!confirmed || confirmed === "concluded") return confirmed;
      // The worker's kick: the ERP's delivery, the protocol e-mail and the sellers' alerts (best effort,
      // never awaited here).
      if (deliver || confirmed.emailQueued || confirmed.alertsQueued) deps.onStored?.();
      return { protocol: confirmed.protocol, emailQueued: confirmed.emailQueued, slot: confirmed.slot };
    },

    async joinWaitingList(form, clientAddress, cookies) {
      const values = valuesOf(form);
      const address = checkSignUpAddress(values);
      const name = values.name?.replace(/\s+/g, " ").trim() ?? "";
      const errors: SignUpErrors = address.ok ? {} : { ...address.errors };
      if (name.length < 2 || name.length > 120) errors.name = SIGN_UP_MESSAGES.name;
      const phone = (values.whatsapp ?? "").replace(/\D/g, "");
      if (!/^[1-9]{2}9?\d{8}$/.test(phone)) errors.whatsapp = SIGN_UP_MESSAGES.whatsapp;
      if (!address.ok || Object.keys(errors).length > 0) return { outcome: "invalid", errors };
      const city = await deps.catalogue.cityNearCep(Number(address.values.cep));
      const stored = await createLead(
        deps.db,
        deps.cipher,
        {
          kind: "coverage",
          name,
          phone,
          city: city?.name ?? null,
          uf: city?.state ?? null,
          cep: address.values.cep,
        },
        clientAddress,
        { perHour: SIGN_UPS_PER_HOUR, now: now() },
        { attribution: attributionFromCookies(cookies) },
        {
          tag: WAITING_LIST_TAG,
          houseNumber: `${address.values.number}${address.values.complement ? ` ${address.values.complement}` : ""}`,
        },
      );
      if ("limitedUntil" in stored) return { outcome: "rateLimited", until: stored.limitedUntil };
      deps.onStored?.();
      return { outcome: "stored" };
    },
  };
}
