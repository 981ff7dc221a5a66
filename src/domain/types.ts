// The JSON shapes the server sends and the pages read: one definition for both sides.
import type { BannerColor, PlanType, StreamingGuideId } from "./catalogue";

export type PublicCity = { id: number; name: string; state: string };

export type PlanStreaming = { name: string; iconUrl: string | null };

/** A plan as a visitor sees it: only what the cards show. */
export type PublicPlan = {
  id: number;
  name: string;
  speed: string;
  price: number;
  type: PlanType;
  streamings: PlanStreaming[];
  cameraCount: number;
  badge: string | null;
};

/** A business plan as a visitor of the business pages sees it, with each streaming's icon. */
export type PublicBusinessPlan = {
  id: number;
  name: string;
  speed: string;
  price: number;
  features: string[];
  badge: string | null;
  popular: boolean;
  streamings: PlanStreaming[];
  cameraCount: number;
};

/** A plan as the header search reads it: active, with its streamings' names. */
export type SearchPlan = {
  id: number;
  name: string;
  speed: string;
  price: number;
  type: string;
  streamings: string[];
  cameraCount: number;
};

/** A plan as the console edits it. Dates are ISO strings. */
export type AdminPlan = {
  id: number;
  name: string;
  speed: string;
  price: number;
  type: PlanType;
  streamings: string[];
  cameraCount: number;
  badge: string | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
};

export type SiteSettings = {
  companyName: string;
  cnpj: string;
  address: string;
  salesPhone: string;
  whatsappNumber: string;
  subscriberPortalUrl: string;
  jobsUrl: string;
  salesEmail: string;
  supportEmail: string;
  /** The LGPD encarregado's contact, named by the privacy policy. */
  privacyEmail: string;
  /** Free text, e.g. "Segunda a sexta, 8h às 20h; sábado, 8h às 14h". */
  businessHours: string;
  statClientsValue: string;
  statClientsLabel: string;
  statCitiesValue: string;
  statCitiesLabel: string;
  statChannelsValue: string;
  statChannelsLabel: string;
  facebookUrl: string;
  instagramUrl: string;
  youtubeUrl: string;
  linkedinUrl: string;
};

/** What every console record carries: dates are ISO strings; `updatedAt` goes back as `expectedUpdatedAt`. */
type Versioned = { createdAt: string; updatedAt: string };

export type AdminCity = { id: number; name: string; state: string; isActive: boolean } & Versioned;

/** A plan-city association with the plan and city it joins. */
export type AdminPlanCity = {
  id: number;
  planId: number;
  cityId: number;
  isActive: boolean;
  plan: { id: number; name: string };
  city: { id: number; name: string; state: string };
} & Versioned;

export type AdminBusinessPlan = {
  id: number;
  name: string;
  speed: string;
  price: number;
  type: "empresarial";
  features: string[];
  badge: string | null;
  popular: boolean;
  streamings: string[];
  cameraCount: number;
  isActive: boolean;
} & Versioned;

export type AdminBusinessPlanCity = {
  id: number;
  businessPlanId: number;
  cityId: number;
  isActive: boolean;
  businessPlan: { id: number; name: string };
  city: { id: number; name: string; state: string };
} & Versioned;

/** Image fields of banners and streaming banners: an empty imageUrl means the placeholder. */
export type AdminImage = {
  imageUrl: string;
  imageAlt: string;
  imageWidth: number | null;
  imageHeight: number | null;
};

export type AdminBanner = {
  id: number;
  title: string;
  description: string;
  bgColor: BannerColor;
  displayOrder: number;
  isActive: boolean;
} & AdminImage &
  Versioned;

export type BannerSettings = { showCaptions: boolean; updatedAt: string };

export type AdminStreamingBanner = {
  id: number;
  title: string;
  description: string;
  bgColor: string;
  streamingService: StreamingGuideId;
  displayOrder: number;
  isActive: boolean;
} & AdminImage &
  Versioned;

export type AdminStreamingService = {
  id: number;
  name: string;
  iconUrl: string | null;
  isActive: boolean;
  /** How many plans and business plans list this name (a service in use cannot be deleted). */
  planCount: number;
} & Versioned;

export type AdminSiteSettings = SiteSettings & { updatedAt: string };

/** What goes with a record when it is deleted, shown by the confirmation before it happens. */
export type DeleteImpact = { planCities: number; businessPlanCities: number };

/** The answer of a bulk association: how many were made, how many were there already. */
export type BulkAssociationResult = { created: number; existing: number };

export type AuditAction = "create" | "update" | "delete" | "status" | "bulk_create";

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
};

/** The one error shape of every /api route. `fields` maps a form field to its pt-BR message. */
export type ApiErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
