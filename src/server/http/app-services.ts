import { type Catalogue, createCatalogue } from "../catalogue";
import { changesOf } from "../changes";
import { DEFAULT_DESK_LOOKUPS_PER_MINUTE } from "../config";
import type { CepAddressLookup } from "../coverage/cep-address";
import type { Geocoder } from "../coverage/geocoder";
import { createViabilityService, type ViabilityService } from "../coverage/viability";
import { createSubscriberAccount, type SubscriberAccount } from "../erp/account";
import { erpConsoleState } from "../erp/console-state";
import type { ErpAdapter } from "../erp/contract";
import { createSubscriberDesk, type SubscriberDesk } from "../erp/desk";
import { createGenieAcs, type DeviceManager } from "../erp/genieacs";
import { createErpRuntime, type ErpRuntime, fixedErp } from "../erp/runtime";
import { erpTakesSignUps } from "../erp/sign-ups";
import { createFieldCipher, type FieldCipher, resolveFieldKey } from "../field-cipher";
import { encodeSignUpDocument } from "../images/document-image";
import { createMetrics, type Metrics } from "../metrics";
import { ConsentTally } from "../services/consent";
import { submitLead } from "../services/leads";
import { subscribeToNewsletter } from "../services/newsletter";
import { outageChannels, subscribeToOutage } from "../services/outage-leads";
import { submitReferral } from "../services/referrals";
import { listSignUpAssignees, listSignUps } from "../services/sign-ups";
import { listSubscriberRequests } from "../services/subscriber-requests";
import { dataDirStorage } from "../storage/create-storage";
import type { FileStorage } from "../storage/storage";
import type { AppDeps } from "./app";
import type { PagesDeps } from "./pages";
import {
  DESK_PROOF_CALLS,
  GEOCODER_QUERIES,
  LEADS_PER_HOUR,
  NEWSLETTER_SIGNUPS_PER_HOUR,
  REFERRALS_PER_HOUR,
  SUBSCRIBER_LOOKUPS_PER_ADDRESS,
  SUBSCRIBER_LOOKUPS_PER_DOCUMENT,
} from "./rate-limits";
import { createRequestPages } from "./request-pages";
import { createSignUpPages } from "./sign-up-pages";
import { TokenBuckets } from "./token-buckets";

// The services the app's routes and pages use, made once by the composition root (serve.ts, or a test's
// `createTestApp`) and handed to `createApp`, which only wires them to routes.

/** What the services are made from: the process's resources, and any service a caller made already. */
export type ServiceDeps = Pick<AppDeps, "config" | "database" | "auth" | "logger"> & {
  /** The cached public catalogue; made from `database` when absent. */
  catalogue?: Catalogue;
  /** Where uploaded images go; files under `DATA_DIR/uploads` when absent (serve.ts passes STORAGE_URL's). */
  storage?: FileStorage;
  /**
   * Seals personal data (the Runtime's, from bootstrap). Absent in tests, where the key kept in `dataDir`
   * stands in, as it does on a server without REFERRAL_ENCRYPTION_KEY.
   */
  fieldCipher?: FieldCipher;
  /** This process's Prometheus metrics (/metrics); made here when absent. */
  metrics?: Metrics;
  /** The provider's ERP (ERP_ADAPTER; decision 0037): the subscriber pages use it; absent, they explain the portal. */
  erp?: ErpAdapter;
  /**
   * Which ERP is in use, read again when the console saves one (serve.ts makes it, to share it with the
   * delivery worker); absent, made here from `erp`, else from ERP_ADAPTER and the console's settings.
   */
  erpRuntime?: ErpRuntime;
  /** Viability's geocoder (issue 56): a local fake in tests; absent, the one 'Cobertura' sets. */
  geocoder?: Geocoder;
  /** The CEP service that prefills 'Contrate online' (issue 56): a local fake in tests; absent, the one 'Cobertura' sets. */
  cepAddress?: CepAddressLookup;
  /** GenieACS for the desk's Wi-Fi change (issue 67): a local fake in tests; absent, GENIEACS_URL's. */
  devices?: DeviceManager;
  /** The cookie banner's answers added up before their write (issue 66, L7); absent, one is made. */
  consentTally?: ConsentTally;
  /** Where 'Minha conta' reaches the WhatsApp Cloud API; absent, Meta's. */
  whatsappUrl?: string;
  /** Told when a referral is stored, so the delivery worker posts it at once. */
  onReferralStored?: () => void;
  /** Told when a lead is stored, so the delivery worker posts it at once. */
  onLeadStored?: () => void;
  /** Told when a sign-up is confirmed for an ERP that takes them (issue 56), so the worker sends it at once. */
  onSignUpStored?: () => void;
  /** Told when a desk request's e-mail is queued (issue 67), so the worker sends it at once. */
  onRequestStored?: () => void;
};

/** The pages' stores and services, bound to the database and the cipher (PagesDeps' part of them). */
export type PageServices = Pick<
  PagesDeps,
  | "submitReferral"
  | "submitLead"
  | "subscribeToNewsletter"
  | "subscribeToOutage"
  | "outageChannels"
  | "subscriberDesk"
  | "subscriberAccount"
  | "subscriberRequests"
  | "subscriberRequestConsole"
  | "signUp"
  | "signUpConsole"
  | "erpConsole"
  | "viability"
>;

export type AppServices = {
  catalogue: Catalogue;
  storage: FileStorage;
  cipher: FieldCipher;
  metrics: Metrics;
  /** The ERP in use: ERP_ADAPTER's, else the console's 'Sistema de gestão', read again after each save. */
  erp: ErpRuntime;
  viability: ViabilityService;
  consentTally: ConsentTally;
  /** Whether the ERP in use takes the site's contacts as prospects (decision 0037). */
  takesProspects: () => boolean;
  /** The desk over the ERP in use (its 'Sair' route is the app's); undefined without an ERP. */
  subscriberDesk: () => SubscriberDesk | undefined;
  /** Told when the public API stores a referral or a lead, so the delivery worker posts it at once. */
  onReferralStored?: () => void;
  onLeadStored?: () => void;
  pages: PageServices;
};

/** Makes every service the app needs that the caller did not make. */
export function buildAppServices(deps: ServiceDeps): AppServices {
  const { config, database, logger } = deps;
  const { db } = database;
  const catalogue = deps.catalogue ?? createCatalogue({ database, logger }).catalogue;
  const cipher =
    deps.fieldCipher ??
    createFieldCipher(
      resolveFieldKey({
        dataDir: config.dataDir,
        referrals: { encryptionKey: undefined, relayUrl: undefined, retentionDays: 0 },
      }),
    );
  const erp: ErpRuntime =
    deps.erpRuntime ??
    (deps.erp
      ? fixedErp(deps.erp)
      : createErpRuntime({
          environment: config.erp,
          contractPrintDefault: config.erpContractPrint,
          allowPrivateAddresses: config.allowPrivateAddresses ?? false,
          allowHttp: config.erpAllowHttp ?? false,
          db,
          cipher,
          logger,
          changes: changesOf(database, logger),
        }));
  // Viability at an address (issue 56): the console's 'Testar um endereço' and the sign-up journey.
  const viability = createViabilityService({
    db,
    catalogue,
    erp: erp.current,
    cipher,
    logger,
    geocoder: deps.geocoder,
    publicUrl: config.publicUrl,
    allowHttp: config.coverageAllowHttp ?? false,
    allowPrivateAddresses: config.allowPrivateAddresses ?? false,
    geocoderQueries: new TokenBuckets(GEOCODER_QUERIES),
  });
  const takesProspects = () => erp.current()?.capabilities.createProspect === true;
  const parts = { ...deps, catalogue, cipher, erp, viability, takesProspects };
  const subscriber = subscriberServices(parts);
  return {
    catalogue,
    storage: deps.storage ?? dataDirStorage(config.dataDir),
    cipher,
    metrics: deps.metrics ?? createMetrics(),
    erp,
    viability,
    consentTally:
      deps.consentTally ??
      new ConsentTally(db, (error) => logger.warn({ err: error }, "consent counts not written")),
    takesProspects,
    subscriberDesk: subscriber.subscriberDesk,
    onReferralStored: deps.onReferralStored,
    onLeadStored: deps.onLeadStored,
    pages: {
      ...subscriber,
      ...formStores(parts),
      ...signUpServices(parts),
      viability,
    },
  };
}

type Parts = Omit<ServiceDeps, "erp" | "erpRuntime"> & {
  catalogue: Catalogue;
  cipher: FieldCipher;
  erp: ErpRuntime;
  viability: ViabilityService;
  takesProspects: () => boolean;
};

/** The desk, 'Minha conta' and the self-service requests, over the ERP in use (issues 55, 58 and 67). */
function subscriberServices({ config, database, logger, catalogue, cipher, erp, ...deps }: Parts) {
  const { db } = database;
  // The site's ceiling is shared out among the processes (the kernel hands each its share of connections),
  // so the site as a whole takes about DESK_LOOKUPS_PER_MINUTE; half of it is reserved for addresses with
  // no lookup that found nobody (issue 66, M-CEILING; decision 0079).
  const siteLookups = Math.max(
    2,
    Math.ceil(
      (config.deskLookupsPerMinute ?? DEFAULT_DESK_LOOKUPS_PER_MINUTE) / (config.webConcurrency ?? 1),
    ),
  );
  const sharedLookups = Math.ceil(siteLookups / 2);
  const reservedLookups = siteLookups - sharedLookups;
  const deskLimits = {
    byAddress: new TokenBuckets(SUBSCRIBER_LOOKUPS_PER_ADDRESS),
    byDocument: new TokenBuckets(SUBSCRIBER_LOOKUPS_PER_DOCUMENT),
    site: new TokenBuckets({ capacity: sharedLookups, perSecond: sharedLookups / 60, maxKeys: 1 }),
    reserved: new TokenBuckets({ capacity: reservedLookups, perSecond: reservedLookups / 60, maxKeys: 1 }),
    byProof: new TokenBuckets(DESK_PROOF_CALLS),
  };
  // One desk and one account per adapter, made when the adapter changes; the limits outlive a change of ERP.
  const perAdapter = <T extends object>(make: (adapter: ErpAdapter) => T) => {
    const made = new WeakMap<ErpAdapter, T>();
    return (): T | undefined => {
      const adapter = erp.current();
      if (!adapter) return undefined;
      let service = made.get(adapter);
      if (!service) {
        service = make(adapter);
        made.set(adapter, service);
      }
      return service;
    };
  };
  const subscriberDesk = perAdapter<SubscriberDesk>((adapter) =>
    createSubscriberDesk({ erp: adapter, db, cipher, logger, limits: deskLimits }),
  );
  const subscriberAccount = perAdapter<SubscriberAccount>((adapter) =>
    createSubscriberAccount({
      db,
      erp: adapter,
      cipher,
      logger,
      whatsappUrl: deps.whatsappUrl,
      allowPrivateAddresses: config.allowPrivateAddresses ?? false,
      smtpAllowPlainAuth: config.smtpAllowPlainAuth ?? false,
    }),
  );
  // The desk's self-service requests (issue 67): cancel, due day, address, Wi-Fi, plan.
  const subscriberRequests = createRequestPages({
    db,
    catalogue,
    cipher,
    logger,
    announce: changesOf(database, logger).announce,
    erp: erp.current,
    devices: deps.devices ?? (config.genieAcsUrl ? createGenieAcs({ url: config.genieAcsUrl }) : undefined),
    onStored: deps.onRequestStored,
  });
  return {
    subscriberDesk,
    subscriberAccount,
    subscriberRequests,
    subscriberRequestConsole: (filters: Parameters<typeof listSubscriberRequests>[2]) =>
      listSubscriberRequests(db, cipher, filters),
    erpConsole: () =>
      erpConsoleState(db, {
        runtime: erp,
        environment: config.erp,
        contractPrintDefault: config.erpContractPrint,
        allowHttp: config.erpAllowHttp ?? false,
      }),
  } satisfies PageServices;
}

/** The public forms' stores, each telling the delivery worker of what it stored. */
function formStores({ database, cipher, takesProspects, ...deps }: Parts) {
  const { db } = database;
  return {
    submitReferral: async (input, address, attribution) => {
      const submitted = await submitReferral(
        db,
        cipher,
        input,
        address,
        { perHour: REFERRALS_PER_HOUR },
        { erpProspect: takesProspects(), attribution },
      );
      if (submitted.outcome === "stored") deps.onReferralStored?.();
      return submitted;
    },
    submitLead: async (kind, input, address, attribution) => {
      const submitted = await submitLead(
        db,
        cipher,
        kind,
        input,
        address,
        { perHour: LEADS_PER_HOUR },
        { erpProspect: takesProspects(), attribution },
      );
      if (submitted.outcome === "stored") deps.onLeadStored?.();
      return submitted;
    },
    subscribeToNewsletter: (input, address) =>
      subscribeToNewsletter(db, cipher, input, address, { perHour: NEWSLETTER_SIGNUPS_PER_HOUR }),
    subscribeToOutage: async (input, request, address) => {
      const submitted = await subscribeToOutage(db, cipher, input, request, address, {
        perHour: LEADS_PER_HOUR,
      });
      if (submitted.outcome === "stored") deps.onLeadStored?.();
      return submitted;
    },
    outageChannels: () => outageChannels(db),
  } satisfies PageServices;
}

/** 'Contrate online' (issue 56) and the Contratações tab's list. */
function signUpServices({ config, database, logger, catalogue, cipher, erp, viability, ...deps }: Parts) {
  const { db } = database;
  return {
    signUp: createSignUpPages({
      db,
      catalogue,
      cipher,
      erp: erp.current,
      logger,
      encodeDocument: encodeSignUpDocument,
      viability: (address, clientAddress) => viability.check(address, clientAddress),
      cepAddress: deps.cepAddress,
      allowHttp: config.coverageAllowHttp ?? false,
      allowPrivateAddresses: config.allowPrivateAddresses ?? false,
      // Without a visitor's address: only whether there is one (the location button).
      geocoder: (clientAddress) => viability.geocoder(clientAddress ?? ""),
      onStored: () => {
        deps.onSignUpStored?.();
        deps.onLeadStored?.();
      },
    }),
    signUpConsole: async (filters) => {
      const hasErp = erpTakesSignUps(erp.current());
      const [signUps, assignees] = await Promise.all([
        listSignUps(db, cipher, filters, hasErp),
        listSignUpAssignees(db),
      ]);
      return { signUps, assignees, erp: hasErp };
    },
  } satisfies PageServices;
}
