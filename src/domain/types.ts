// The JSON shapes the server sends and the pages read: one definition for both sides. An entity's fields
// are written once, in its zod schema (what the console's form and the API accept); the shapes below
// pick from the schema's output and add what the server adds (id, dates, counts). The database rows are
// pinned to them by src/server/db/entity-shapes.typecheck.ts, so renaming a column or a schema field
// fails `npm run typecheck`. Type-only imports: no zod reaches a page through this file.
import type { BannerOffer } from "./banner-offer";
import type {
  BannerSettingsInput,
  BannerUpdate,
  StreamingBannerInput,
  StreamingServiceInput,
} from "./banner-schema";
import type { BusinessPlanInput } from "./business-plan-schema";
import type { BUSINESS_PLAN_TYPE } from "./catalogue";
import type { BusinessPlanCityInput, CityInput, PlanCityInput } from "./city-schema";
import type { CityPrice, OfferEndReason, OfferField, OfferKind } from "./offer";
import type { PlanInput } from "./plan-schema";
import type { SiteSettingsInput } from "./site-settings-schema";

/** Flattens an intersection, so editors show the shape's fields rather than its parts. */
type Shape<T> = { [K in keyof T]: T[K] } & {};

/** A stored record's id. */
type Id = { id: number };

/** What every console record carries: dates are ISO strings; `updatedAt` goes back as `expectedUpdatedAt`. */
type Versioned = { createdAt: string; updatedAt: string };

type Active = { isActive: boolean };

export type PublicCity = Shape<Id & Pick<CityInput, "name" | "state">>;

export type PlanStreaming = Pick<StreamingServiceInput, "name" | "iconUrl">;

/** What the Etiqueta Padrão states of an offer besides its name, apps and cameras (src/domain/offer.ts). */
export type OfferTerms = Pick<
  PlanInput,
  | "contractModality"
  | "digitalOnly"
  | "anatelCode"
  | "technology"
  | "downloadMbps"
  | "uploadMbps"
  | "dataAllowance"
  | "wifiEquipment"
  | "equipmentProvision"
  | "usageNotes"
  | "price"
  | "promoPrice"
  | "promoMonths"
  | "installationFee"
  | "otherFees"
  | "componentPrices"
  | "paymentTerms"
  | "loyaltyMonths"
  | "loyaltyBenefit"
  | "terminationFineRule"
  | "readjustmentIndex"
  | "readjustmentMonths"
  | "salesStartsOn"
  | "salesEndsOn"
>;

/**
 * Everything an offer's label shows of the plan, frozen in each version: a residential plan's type or
 * 'empresarial', and a business plan's features (none for a residential plan).
 */
export type OfferSnapshot = Shape<
  Pick<PlanInput, "name" | "streamings" | "cameraCount"> & {
    type: PlanInput["type"] | typeof BUSINESS_PLAN_TYPE;
    features: string[];
  } & OfferTerms
>;

/** What a card shows of an offer besides its name and apps: the numbers and the phrases made from them. */
type CardTerms = Pick<
  PlanInput,
  "price" | "downloadMbps" | "uploadMbps" | "promoPrice" | "promoMonths" | "installationFee" | "loyaltyMonths"
> & {
  /** '500 Mega': the download speed, written one way everywhere (speedLabel). */
  speed: string;
  /** 'Roteador Wi-Fi 6 em comodato' (equipmentText). */
  equipment: string;
  /** The code of the offer's current version; its label is /ofertas/{offerCode}. */
  offerCode: string | null;
  streamings: PlanStreaming[];
};

/** A plan as a visitor sees it: only what the cards show. */
export type PublicPlan = Shape<Id & Pick<PlanInput, "name" | "type" | "cameraCount" | "badge"> & CardTerms>;

/** A business plan as a visitor of the business pages sees it, with each streaming's icon. */
export type PublicBusinessPlan = Shape<
  Id & Pick<BusinessPlanInput, "name" | "features" | "badge" | "popular" | "cameraCount"> & CardTerms
>;

/** A plan as the header search reads it: on sale, with its streamings' names. */
/**
 * A plan as the site search lists it. `price` is the lowest a visitor pays in some city; `priceVaries`
 * when cities have prices of their own (decision 0040), so the search says 'a partir de'.
 */
export type SearchPlan = Shape<
  Id &
    Pick<PlanInput, "name" | "price" | "type" | "streamings" | "cameraCount"> & {
      speed: string;
      priceVaries: boolean;
    }
>;

/**
 * One version of an offer as the public repository shows it (/ofertas, /ofertas/{code}). `current`: on
 * sale today; `closed`: ended (a later version replaced it, the plan was deactivated or removed, or its
 * sales period is over), with `endedAt`. `cities`: where it is sold now (current) or was sold when it
 * closed, by state and name.
 */
export type PublicOfferVersion = {
  code: string;
  kind: OfferKind;
  planId: number;
  /** '' for the plan's own price; a price variant's key otherwise (offerVariantKey, decision 0040). */
  variant: string;
  version: number;
  status: "current" | "closed";
  startedAt: string;
  endedAt: string | null;
  cities: PublicCity[];
  offer: OfferSnapshot;
  /** The included apps with their icons, in the offer's order (an app no longer registered has none). */
  apps: PlanStreaming[];
};

/** One version of a plan's offer as the console lists it (tab Planos, 'Versões'). */
export type AdminOfferVersion = {
  id: number;
  code: string;
  /** '' for the plan's own price; a price variant's key otherwise (decision 0040). */
  variant: string;
  version: number;
  startedAt: string;
  endedAt: string | null;
  endReason: OfferEndReason | null;
  /** The label's fields that changed since the version before (none for the first, or a reactivation). */
  changes: OfferField[];
  /** Where it was sold when it closed; null while open (the plan's cities now). */
  cities: PublicCity[] | null;
  offer: OfferSnapshot;
};

/** A plan as the console edits it. */
export type AdminPlan = Shape<Id & PlanInput & Active & Versioned>;

/**
 * The settings as the public pages read them: what staff saved, plus the home statistics' cities figure,
 * which is counted from the active cities (withCoverageFigure), never typed, so it cannot contradict
 * /mapa-cobertura.
 */
export type SiteSettings = SiteSettingsInput & { statCitiesValue: string };

export type AdminCity = Shape<Id & Omit<CityInput, "ranges"> & Active & Versioned>;

/** A plan-city association with the plan and city it joins. */
export type AdminPlanCity = Shape<
  Id &
    PlanCityInput &
    CityPrice &
    Active & {
      plan: Pick<AdminPlan, "id" | "name">;
      city: PublicCity;
    } & Versioned
>;

export type AdminBusinessPlan = Shape<
  Id & BusinessPlanInput & { type: typeof BUSINESS_PLAN_TYPE } & Active & Versioned
>;

export type AdminBusinessPlanCity = Shape<
  Id &
    BusinessPlanCityInput &
    CityPrice &
    Active & {
      businessPlan: Pick<AdminBusinessPlan, "id" | "name">;
      city: PublicCity;
    } & Versioned
>;

/** Image fields of banners and streaming banners: an empty imageUrl means the placeholder. */
export type AdminImage = Pick<BannerUpdate, "imageUrl" | "imageAlt" | "imageWidth" | "imageHeight">;

/** 'Publicar em' and 'Despublicar em' as the API sends them: ISO instants, or null (decision 0041). */
type Scheduled = { publishAt: string | null; unpublishAt: string | null };

export type AdminBanner = Shape<Id & Omit<BannerUpdate, keyof Scheduled> & Scheduled & Versioned>;

/**
 * A home banner as visitors see it. A null size means the uploader did not record one. `offer`: the plan
 * it sells, at the plan's current price (banner-offer.ts); null for a banner without one.
 */
export type PublicBanner = Shape<
  Id & Pick<BannerUpdate, "title" | "description" | "bgColor"> & AdminImage & { offer: BannerOffer | null }
>;

/** A plan a home banner may sell, as the banner form lists it; `sellable`: the site would show its offer. */
export type BannerPlanOption = { id: number; name: string; price: number; sellable: boolean };

/** The home carousel: active banners in display order and whether their captions show over the image. */
export type PublicBanners = { banners: PublicBanner[] } & BannerSettingsInput;

export type BannerSettings = Shape<BannerSettingsInput & { updatedAt: string }>;

export type AdminStreamingBanner = Shape<
  Id & Omit<StreamingBannerInput, keyof Scheduled> & Scheduled & Versioned
>;

/** A streaming guide's banner as visitors see it. A null size means the uploader did not record one. */
export type PublicStreamingBanner = Shape<
  Id & Pick<StreamingBannerInput, "title" | "description" | "bgColor" | "displayOrder"> & AdminImage
>;

export type AdminStreamingService = Shape<
  Id &
    StreamingServiceInput &
    Active & {
      /** How many plans and business plans list this name (a service in use cannot be deleted). */
      planCount: number;
    } & Versioned
>;

export type AdminSiteSettings = Shape<SiteSettingsInput & { updatedAt: string }>;

/** What goes with a record when it is deleted, shown by the confirmation before it happens. */
export type DeleteImpact = { planCities: number; businessPlanCities: number };

/** The answer of a bulk association: how many were made, how many were there already. */
export type BulkAssociationResult = { created: number; existing: number };

/** A deleted record in the Lixeira: kept TRASH_DAYS, restorable with its associations. */
export type TrashItem = {
  id: number;
  /** The table it came from: plans, cities, plan_cities… */
  entity: string;
  label: string;
  /** Associations its delete took along, put back with it. */
  associations: number;
  deletedBy: string;
  deletedAt: string;
  expiresAt: string;
};

export type AuditEntry = {
  id: number;
  actorId: string | null;
  actorEmail: string;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
};

/** Names of the records the entries refer to by id, by table and id. */
export type AuditNames = {
  plans: Record<string, string>;
  businessPlans: Record<string, string>;
  cities: Record<string, string>;
};

export type AuditPage = {
  entries: AuditEntry[];
  names: AuditNames;
  total: number;
  page: number;
  pageSize: number;
  /** Every entity and staff e-mail present in the log, for the filters. */
  entities: string[];
  actors: string[];
  /** Each author's name by e-mail (the e-mail itself for an account removed since). */
  actorNames: Record<string, string>;
  /**
   * The entries on this page that 'Restaurar esta versão' can undo (a field change or a switch of a record
   * that still exists), by entry id, each with its record's current version (`updatedAt`).
   */
  restorable: Record<number, string>;
};

/** The one error shape of every /api route. `fields` maps a form field to its pt-BR message. */
export type ApiErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
