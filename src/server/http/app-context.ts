import type { LeadKind } from "../../domain";
import type { ErpConsoleState } from "../../domain/erp";
import type { Auth } from "../auth";
import type { Catalogue } from "../catalogue";
import type { Config } from "../config";
import type { ViabilityService } from "../coverage/viability";
import type { Db } from "../db/client";
import type { SubscriberAccount } from "../erp/account";
import type { SubscriberDesk } from "../erp/desk";
import type { Logger } from "../logger";
import type { LeadSubmission } from "../services/leads";
import type { NewsletterSubmission } from "../services/newsletter";
import type { OutageRequestContext, OutageSubscription } from "../services/outage-leads";
import type { ReferralSubmission } from "../services/referrals";
import type { AdminSignUp, SignUpFilters } from "../services/sign-ups";
import type { AdminSubscriberRequest, SubscriberRequestFilters } from "../services/subscriber-requests";
import type { RequestPages } from "./request-pages";
import type { SignUpPages } from "./sign-up-pages";

/** What the Hono app hands to the console's loaders and actions (under its `appContext` key, decision 0088). */
export type AppContext = {
  db: Db;
  /** The cached public catalogue: public loaders read it instead of the database. */
  catalogue: Catalogue;
  auth: Auth;
  logger: Logger;
  config: Pick<Config, "trustProxy" | "publicUrl">;
  /** The caller's address, as the rate limiter must see it. */
  clientIp: string;
  /** This response's Content-Security-Policy nonce: every inline script the page renders carries it. */
  cspNonce: string;
  /**
   * A document request's store of the server HTML its loaders keep out of their data (the web's
   * lib/document-html.server.ts); absent on a client-side navigation's data request, which gets the strings.
   */
  documentHtml?: Map<string, string>;
  /** The site's public origin (PUBLIC_URL, else the one the browser used): for canonical links. */
  siteOrigin: string;
  /**
   * Set when this address made too many searches: the search page answers 429 ("Muitas buscas…") instead
   * of searching. The server decides it before rendering (see createApp).
   */
  searchLimited?: boolean;
  /**
   * Set when this address made too many lookups on the subscriber pages (or the site reached its ceiling):
   * their actions answer 'Muitas consultas…' without reading the form or asking the ERP. The server decides
   * it before rendering, and renders that answer once to send it as stored bytes (pages.ts; issue 55, M1).
   */
  subscriberLimited?: boolean;
  /**
   * Set when a public form's store refused this address for its hourly limit (the lead forms, /indique, the
   * blog's newsletter box): the page's action answers the form's limit message without reading the form or
   * storing anything. Rendered once per page and sent as stored bytes like the desk's (issue 55, M1).
   */
  formLimited?: boolean;
  /** How long referrals are kept (REFERRAL_RETENTION_DAYS): the pages that promise it say this figure. */
  referralRetentionDays: number;
  /** How long leads are kept (LEAD_RETENTION_DAYS): the privacy policy says this figure. */
  leadRetentionDays: number;
  /** How long sign-ups are kept after delivery (SIGN_UP_RETENTION_DAYS): the privacy policy says it. */
  signUpRetentionDays: number;
  /**
   * /indique's form posted without scripts (issue 39): the same checks, limit and store as
   * `POST /api/referrals`, for this request's address.
   */
  submitReferral: (input: Record<string, unknown>) => Promise<ReferralSubmission>;
  /**
   * A lead form posted without scripts (issue 39; the *_PAGE_PATH constants): the same checks, limit and store as
   * `POST /api/leads/:kind`, for this request's address.
   */
  submitLead: (kind: LeadKind, input: Record<string, unknown>) => Promise<LeadSubmission>;
  /** The blog's newsletter box, posted to /blog: its checks, hourly limit and store, for this address. */
  subscribeToNewsletter: (input: Record<string, unknown>) => Promise<NewsletterSubmission>;
  /**
   * 'Avise-me quando acabar' (issue 58): the desk's offer under 'Há uma falha conhecida na sua região', for
   * this request's address (its checks, the leads' hourly limit, the store); absent in API-only tests.
   */
  subscribeToOutage?: (
    input: Record<string, unknown>,
    request: OutageRequestContext,
  ) => Promise<OutageSubscription>;
  /** Which ways the site can tell a subscriber a failure ended (e-mail, WhatsApp): the offer shows those. */
  outageChannels?: () => Promise<{ email: boolean; whatsapp: boolean }>;
  /** The provider's ERP for the subscriber pages (decision 0037); absent: they explain the portal. */
  subscriberDesk?: SubscriberDesk;
  /** 'Minha conta' (issue 67): sign-in by code, sessions and the account's data, over the same ERP. */
  subscriberAccount?: SubscriberAccount;
  /** The desk's self-service requests (issue 67): cancel, due day, address, Wi-Fi, plan. */
  subscriberRequests?: RequestPages;
  /** 'Sistema de gestão' of the console's Configurações (the loader checks the role first). */
  erpConsole?: () => Promise<ErpConsoleState>;
  /** 'Contrate online' (issue 56): the steps /contrate posts to itself; absent in API-only tests. */
  signUp?: SignUpPages;
  /** The Contratações tab's list (the loader checks the role first): personal fields opened with the key. */
  signUpConsole?: (filters: SignUpFilters) => Promise<{
    signUps: AdminSignUp[];
    assignees: { id: string; name: string }[];
    erp: boolean;
  }>;
  /** The Solicitações tab's list (the loader checks the role first): personal fields opened with the key. */
  subscriberRequestConsole?: (filters: SubscriberRequestFilters) => Promise<AdminSubscriberRequest[]>;
  /** Viability at an address (issue 56, decision 0066): the sources 'Cobertura' orders, then the CEP ranges. */
  viability?: ViabilityService;
};

export type RenderRequest = (request: Request, context: AppContext) => Promise<Response>;
