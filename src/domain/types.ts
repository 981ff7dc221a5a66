// The JSON shapes the server sends and the pages read: one definition for both sides.
import type { PlanType } from "./catalogue";

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

/** The one error shape of every /api route. `fields` maps a form field to its pt-BR message. */
export type ApiErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
