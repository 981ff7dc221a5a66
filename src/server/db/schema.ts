import { relations, sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  type PgColumn,
  type PgColumnBuilderBase,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { Attribution } from "../../domain/attribution";
import {
  BANNER_COLORS,
  type BannerColor,
  BUSINESS_PLAN_TYPE,
  MAX_CAMERA_COUNT,
  PLAN_TYPES,
  type PlanType,
  STREAMING_BANNER_SERVICES,
  type StreamingGuideId,
} from "../../domain/catalogue";
import { CONSENT_CHOICES } from "../../domain/consent";
import { ARTICLE_STATUSES, type ArticleStatus, type PageKey, type PublishedPage } from "../../domain/content";
import type { CoverageAreaFormat, CoverageAreaGeometry } from "../../domain/coverage-areas";
import { ERP_ADAPTERS } from "../../domain/erp";
import { SLOT_STATES } from "../../domain/install-slots";
import { CALLBACK_PERIODS, STORED_LEAD_KINDS } from "../../domain/lead";
import { LEAD_STATUSES } from "../../domain/lead-console";
import {
  NETWORK_NOTICE_KINDS,
  NETWORK_NOTICE_SOURCES,
  type NetworkNoticeKind,
  type NetworkNoticeSource,
  type NetworkNoticeUpdate,
} from "../../domain/network-status";
import {
  CONTRACT_MODALITIES,
  type ContractModality,
  DEFAULT_DATA_ALLOWANCE,
  DEFAULT_TERMINATION_FINE_RULE,
  EQUIPMENT_PROVISIONS,
  type EquipmentProvision,
  MAX_BUSINESS_LOYALTY_MONTHS,
  MAX_LOYALTY_MONTHS,
  MAX_PROMO_MONTHS,
  MIN_READJUSTMENT_MONTHS,
  OFFER_END_REASONS,
  OFFER_KINDS,
  type OfferEndReason,
  type OfferField,
  type OfferKind,
  READJUSTMENT_INDEXES,
  type ReadjustmentIndex,
  TECHNOLOGIES,
  type Technology,
} from "../../domain/offer";
import {
  DEFAULT_DUE_DAYS,
  INSTALL_PERIODS,
  type InstallPeriod,
  SIGN_UP_DOCUMENT_KINDS,
  SIGN_UP_STATUSES,
} from "../../domain/sign-up";
import { STAFF_ROLES, type StaffRole } from "../../domain/staff-roles";
import type { BrazilianState } from "../../domain/states";
import {
  SUBSCRIBER_REQUEST_KINDS,
  SUBSCRIBER_REQUEST_STATES,
  SUBSCRIBER_REQUEST_VIAS,
} from "../../domain/subscriber-request";
import type { OfferSnapshot, PublicCity } from "../../domain/types";
import {
  DEFAULT_BOX_DISTANCE_METERS,
  type OrderableViabilitySource,
  VIABILITY_STATUSES,
} from "../../domain/viability";

// A column holding one of the domain's lists is typed as that list ($type, TypeScript only), and checked
// by the database (the `check` constraints): the rows then match src/domain/types.ts, which
// entity-shapes.typecheck.ts pins.

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(", "));

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** An image's intrinsic size (pages reserve its box, so nothing shifts) and its alternative text. */
const imageMeta = {
  imageWidth: integer("image_width"),
  imageHeight: integer("image_height"),
  imageAlt: text("image_alt").notNull().default(""),
};

const id = () => integer("id").primaryKey().generatedAlwaysAsIdentity();

/**
 * PostgreSQL's bytes. Never selected as a column: the drivers would turn it into a Uint8Array through a
 * hex string (slowly, on PGlite); queries read and write it as base64 (`encode`/`decode`).
 */
const bytea = customType<{ data: string; driverData: string }>({ dataType: () => "bytea" });
const isActive = () => boolean("is_active").notNull().default(true);
const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: "number" });
const price = () => money("price").notNull();
const cameraCount = () => integer("camera_count").notNull().default(0);
const streamings = () => text("streamings").array().notNull().default(sql`'{}'::text[]`);

/**
 * The offer's fields (the Etiqueta Padrão's items), the same on plans and business plans: the columns of
 * `offerFields` in src/domain/offer-schema.ts. Fields a draft may leave empty are nullable or default to
 * ''; `missingOfferFields` decides what an active plan needs.
 */
const offerColumns = () => ({
  contractModality: text("contract_modality").$type<ContractModality>().notNull().default("pos-pago"),
  digitalOnly: boolean("digital_only").notNull().default(false),
  anatelCode: text("anatel_code"),
  technology: text("technology").$type<Technology>().notNull().default("fibra"),
  downloadMbps: integer("download_mbps"),
  uploadMbps: integer("upload_mbps"),
  dataAllowance: text("data_allowance").notNull().default(DEFAULT_DATA_ALLOWANCE),
  wifiEquipment: text("wifi_equipment").notNull().default(""),
  equipmentProvision: text("equipment_provision").$type<EquipmentProvision>().notNull().default("comodato"),
  usageNotes: text("usage_notes"),
  promoPrice: money("promo_price"),
  promoMonths: integer("promo_months"),
  installationFee: money("installation_fee").notNull().default(0),
  otherFees: text("other_fees"),
  /** A combo's services one a line with their prices alone ('Telefone fixo: R$ 29,90'), for the label. */
  componentPrices: text("component_prices"),
  paymentTerms: text("payment_terms").notNull().default(""),
  loyaltyMonths: integer("loyalty_months").notNull().default(0),
  /** What the fidelização gives the customer, in reais: the early-cancellation fine is a share of it. */
  loyaltyBenefit: money("loyalty_benefit"),
  terminationFineRule: text("termination_fine_rule").notNull().default(DEFAULT_TERMINATION_FINE_RULE),
  readjustmentIndex: text("readjustment_index").$type<ReadjustmentIndex>().notNull().default("IPCA"),
  readjustmentMonths: integer("readjustment_months").notNull().default(MIN_READJUSTMENT_MONTHS),
  salesStartsOn: date("sales_starts_on", { mode: "string" }),
  salesEndsOn: date("sales_ends_on", { mode: "string" }),
});

type OfferColumns = { [K in keyof ReturnType<typeof offerColumns>]: PgColumn } & { price: PgColumn };

/** What the database promises of an offer's fields, on either table (`maxLoyalty`: 12 or 36 months). */
const offerChecks = (table: string, t: OfferColumns, maxLoyalty: number) => [
  check(`${table}_technology_known`, sql`${t.technology} in (${inList(TECHNOLOGIES)})`),
  check(
    `${table}_equipment_provision_known`,
    sql`${t.equipmentProvision} in (${inList(EQUIPMENT_PROVISIONS)})`,
  ),
  check(`${table}_contract_modality_known`, sql`${t.contractModality} in (${inList(CONTRACT_MODALITIES)})`),
  check(
    `${table}_readjustment_index_known`,
    sql`${t.readjustmentIndex} in (${inList(READJUSTMENT_INDEXES)})`,
  ),
  check(`${table}_speeds_positive`, sql`${t.downloadMbps} > 0 and ${t.uploadMbps} > 0`),
  check(`${table}_promo_complete`, sql`(${t.promoPrice} is null) = (${t.promoMonths} is null)`),
  check(
    `${table}_promo_below_price`,
    sql`${t.promoPrice} >= 0 and ${t.promoPrice} < ${t.price} and ${t.promoMonths} between 1 and ${sql.raw(String(MAX_PROMO_MONTHS))}`,
  ),
  check(`${table}_installation_fee_non_negative`, sql`${t.installationFee} >= 0`),
  check(
    `${table}_loyalty_months_range`,
    sql`${t.loyaltyMonths} between 0 and ${sql.raw(String(maxLoyalty))}`,
  ),
  check(
    `${table}_readjustment_after_a_year`,
    sql`${t.readjustmentMonths} >= ${sql.raw(String(MIN_READJUSTMENT_MONTHS))}`,
  ),
  check(`${table}_sales_period_order`, sql`${t.salesEndsOn} >= ${t.salesStartsOn}`),
];

export const cities = pgTable(
  "cities",
  {
    id: id(),
    name: text("name").notNull(),
    /** nameKey(name) from src/domain, written with every name: 'vitória' and 'Vitória' are one city. */
    nameKey: text("name_key").notNull(),
    state: text("state").$type<BrazilianState>().notNull(),
    isActive: isActive(),
    ...timestamps,
  },
  (t) => [
    check("cities_name_length", sql`char_length(${t.name}) >= 3`),
    check("cities_state_length", sql`char_length(${t.state}) >= 2`),
    unique("cities_name_key_state_unique").on(t.nameKey, t.state),
  ],
);

/**
 * A city's installation windows (issue 68, point 3; decision 0084): the weekdays its team installs on, how
 * many installations each period takes, and its days off. A city without a row has
 * DEFAULT_INSTALL_SCHEDULE. Not personal: staff set it, 'Contrate online' reads it.
 */
export const installSchedules = pgTable(
  "install_schedules",
  {
    cityId: integer("city_id")
      .primaryKey()
      .references(() => cities.id, { onDelete: "cascade" }),
    weekdays: jsonb("weekdays").$type<number[]>().notNull(),
    morningCapacity: integer("morning_capacity").notNull(),
    afternoonCapacity: integer("afternoon_capacity").notNull(),
    daysOff: jsonb("days_off").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    ...timestamps,
  },
  (t) => [
    check("install_schedules_morning_check", sql`${t.morningCapacity} between 0 and 50`),
    check("install_schedules_afternoon_check", sql`${t.afternoonCapacity} between 0 and 50`),
  ],
);

/**
 * The CEPs each city covers, as ranges of 8-digit numbers (29000-001 → 29000001), several per city. No
 * two ranges overlap, whatever their cities: the migration adds an exclusion constraint
 * (`city_cep_ranges_no_overlap`, GiST on int4range) that Drizzle cannot declare, so a CEP names one city.
 */
export const cityCepRanges = pgTable(
  "city_cep_ranges",
  {
    id: id(),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "cascade" }),
    cepStart: integer("cep_start").notNull(),
    cepEnd: integer("cep_end").notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    check(
      "city_cep_ranges_bounds",
      sql`${t.cepStart} between 1000000 and ${t.cepEnd} and ${t.cepEnd} <= 99999999`,
    ),
    index("city_cep_ranges_city_idx").on(t.cityId),
  ],
);

export const plans = pgTable(
  "plans",
  {
    id: id(),
    name: text("name").notNull(),
    price: price(),
    type: text("type").$type<PlanType>().notNull(),
    streamings: streamings(),
    cameraCount: cameraCount(),
    badge: text("badge"),
    ...offerColumns(),
    isActive: isActive(),
    ...timestamps,
  },
  (t) => [
    ...offerChecks("plans", t, MAX_LOYALTY_MONTHS),
    check("plans_price_non_negative", sql`${t.price} >= 0`),
    check(
      "plans_camera_count_range",
      sql`${t.cameraCount} between 0 and ${sql.raw(String(MAX_CAMERA_COUNT))}`,
    ),
    check("plans_type_known", sql`${t.type} in (${inList(PLAN_TYPES)})`),
    check("plans_name_length", sql`char_length(${t.name}) >= 3`),
  ],
);

/**
 * A kind of plan sold in a city (plan_cities, business_plan_cities; decision 0038): one pair each, unique,
 * created active, going with its plan or its city. `plan` is the one column that differs, its key and name.
 */
function planCityLinks<Name extends string, Key extends string, Plan extends PgColumnBuilderBase>(
  name: Name,
  plan: Record<Key, Plan>,
) {
  const [planKey] = Object.keys(plan) as [Key];
  return pgTable(
    name,
    {
      id: id(),
      ...plan,
      cityId: integer("city_id")
        .notNull()
        .references(() => cities.id, { onDelete: "cascade" }),
      isActive: isActive(),
      /**
       * 'Preço nesta cidade' (decision 0040): the plan's own price and promotion in this city, all null for
       * the plan's. A distinct price is its own offer (offer_versions.variant).
       */
      price: money("price"),
      promoPrice: money("promo_price"),
      promoMonths: integer("promo_months"),
      ...timestamps,
    },
    (t) => [
      unique(`${name}_plan_city_unique`).on(t[planKey as keyof typeof t] as PgColumn, t.cityId),
      index(`${name}_city_idx`).on(t.cityId),
      check(`${name}_promo_complete`, sql`(${t.promoPrice} is null) = (${t.promoMonths} is null)`),
      check(
        `${name}_promo_needs_price`,
        sql`${t.promoPrice} is null or (${t.price} is not null and ${t.promoPrice} >= 0 and ${t.promoPrice} < ${t.price} and ${t.promoMonths} between 1 and ${sql.raw(String(MAX_PROMO_MONTHS))})`,
      ),
      check(`${name}_price_non_negative`, sql`${t.price} is null or ${t.price} >= 0`),
    ],
  );
}

export const planCities = planCityLinks("plan_cities", {
  planId: integer("plan_id")
    .notNull()
    .references(() => plans.id, { onDelete: "cascade" }),
});

/**
 * A banner's 'Publicar em' and 'Despublicar em' (decision 0041): the schedule job switches `is_active` at
 * each moment and clears it, so a moment acts once (jobs/content-schedule.ts).
 */
const bannerSchedule = () => ({
  publishAt: timestamp("publish_at", { withTimezone: true }),
  unpublishAt: timestamp("unpublish_at", { withTimezone: true }),
});

export const banners = pgTable(
  "banners",
  {
    id: id(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    imageUrl: text("image_url").notNull(),
    ...imageMeta,
    bgColor: text("bg_color").$type<BannerColor>().notNull().default("white"),
    displayOrder: integer("display_order").notNull().default(0),
    isActive: isActive(),
    /**
     * The plan the banner sells: the slide shows its name and current price and a button to it. A plan
     * removed leaves the banner without an offer (set null), never pointing at nothing.
     */
    planId: integer("plan_id").references(() => plans.id, { onDelete: "set null" }),
    /** The offer button's text; empty means 'Quero este plano'. */
    buttonLabel: text("button_label").notNull().default(""),
    ...bannerSchedule(),
    ...timestamps,
  },
  (t) => [
    check("banners_bg_color_known", sql`${t.bgColor} in (${inList(BANNER_COLORS)})`),
    check("banners_schedule_order", sql`${t.unpublishAt} > ${t.publishAt}`),
  ],
);

/** A single row (id 1): site-wide banner display settings. */
export const bannerSettings = pgTable(
  "banner_settings",
  {
    id: integer("id").primaryKey().default(1),
    showCaptions: boolean("show_captions").notNull().default(true),
    updatedAt: timestamps.updatedAt,
  },
  (t) => [check("banner_settings_single_row", sql`${t.id} = 1`)],
);

export const streamingBanners = pgTable(
  "streaming_banners",
  {
    id: id(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    imageUrl: text("image_url").notNull(),
    ...imageMeta,
    bgColor: text("bg_color").notNull().default("#ffffff"),
    streamingService: text("streaming_service").$type<StreamingGuideId>().notNull(),
    displayOrder: integer("display_order").notNull().default(0),
    isActive: isActive(),
    ...bannerSchedule(),
    ...timestamps,
  },
  (t) => [
    check("streaming_banners_schedule_order", sql`${t.unpublishAt} > ${t.publishAt}`),
    check(
      "streaming_banners_service_known",
      sql`${t.streamingService} in (${inList(STREAMING_BANNER_SERVICES)})`,
    ),
    index("streaming_banners_service_idx").on(t.streamingService, t.displayOrder),
  ],
);

/**
 * 'Status da rede' (issue 58): an incident or a planned work, for some cities (`city_ids`; a city deleted
 * since simply drops out of what visitors see) and optionally some of their bairros. Published with the
 * banners' schedule (`is_active`, 'Publicar em', 'Despublicar em'). `updates` holds the dated updates
 * staff added, oldest first. A notice imported from the ERP's maintenance list keeps its id there
 * (`source`, `external_id`): the import finds it again instead of adding it twice.
 */
export const networkNotices = pgTable(
  "network_notices",
  {
    id: id(),
    kind: text("kind").$type<NetworkNoticeKind>().notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    cityIds: integer("city_ids").array().notNull().default(sql`'{}'::integer[]`),
    neighbourhoods: text("neighbourhoods").array().notNull().default(sql`'{}'::text[]`),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    expectedEndAt: timestamp("expected_end_at", { withTimezone: true }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolution: text("resolution").notNull().default(""),
    updates: jsonb("updates").$type<NetworkNoticeUpdate[]>().notNull().default(sql`'[]'::jsonb`),
    source: text("source").$type<NetworkNoticeSource>().notNull().default("console"),
    externalId: text("external_id"),
    isActive: isActive(),
    ...bannerSchedule(),
    ...timestamps,
  },
  (t) => [
    check("network_notices_kind_known", sql`${t.kind} in (${inList(NETWORK_NOTICE_KINDS)})`),
    check("network_notices_source_known", sql`${t.source} in (${inList(NETWORK_NOTICE_SOURCES)})`),
    check("network_notices_end_after_start", sql`${t.expectedEndAt} > ${t.startsAt}`),
    check("network_notices_schedule_order", sql`${t.unpublishAt} > ${t.publishAt}`),
    uniqueIndex("network_notices_external_key").on(t.source, t.externalId),
    index("network_notices_starts_idx").on(t.startsAt),
  ],
);

export const streamingServices = pgTable(
  "streaming_services",
  {
    id: id(),
    name: text("name").notNull(),
    /** nameKey(name) from src/domain: 'max' and 'Max' are one service. */
    nameKey: text("name_key").notNull().unique("streaming_services_name_key_unique"),
    iconUrl: text("icon_url"),
    isActive: isActive(),
    ...timestamps,
  },
  (t) => [check("streaming_services_name_length", sql`char_length(${t.name}) >= 2`)],
);

export const businessPlans = pgTable(
  "business_plans",
  {
    id: id(),
    name: text("name").notNull(),
    price: price(),
    type: text("type").$type<typeof BUSINESS_PLAN_TYPE>().notNull().default(BUSINESS_PLAN_TYPE),
    features: text("features").array().notNull(),
    badge: text("badge"),
    popular: boolean("popular").notNull().default(false),
    streamings: streamings(),
    cameraCount: cameraCount(),
    ...offerColumns(),
    isActive: isActive(),
    ...timestamps,
  },
  (t) => [
    ...offerChecks("business_plans", t, MAX_BUSINESS_LOYALTY_MONTHS),
    check("business_plans_price_non_negative", sql`${t.price} >= 0`),
    check(
      "business_plans_camera_count_range",
      sql`${t.cameraCount} between 0 and ${sql.raw(String(MAX_CAMERA_COUNT))}`,
    ),
    check("business_plans_type_fixed", sql`${t.type} = '${sql.raw(BUSINESS_PLAN_TYPE)}'`),
    check("business_plans_features_present", sql`cardinality(${t.features}) > 0`),
  ],
);

export const businessPlanCities = planCityLinks("business_plan_cities", {
  businessPlanId: integer("business_plan_id")
    .notNull()
    .references(() => businessPlans.id, { onDelete: "cascade" }),
});

/**
 * The public repository of offers (RGC art. 22): every published version of a plan or business plan, its
 * label's fields frozen (`offer`) under its own code. A version opens when a plan goes on sale or its
 * label changes, and closes (`ended_at`, `end_reason`, and the cities it was sold in) when the label
 * changes again or the plan goes off sale. Rows are never edited but to close them, nor deleted: a
 * trigger (migration 0010) refuses anything else. No foreign key to the plan, which may be removed
 * while its versions stay (decision 0024).
 */
export const offerVersions = pgTable(
  "offer_versions",
  {
    id: id(),
    kind: text("kind").$type<OfferKind>().notNull(),
    planId: integer("plan_id").notNull(),
    /** '' for the plan's own price; a city price's key ('R8990', offerVariantKey) for a variant of it. */
    variant: text("variant").notNull().default(""),
    version: integer("version").notNull(),
    /** 'RIT-P12-V3' (offerCode in src/domain/offer.ts). */
    code: text("code").notNull(),
    offer: jsonb("offer").$type<OfferSnapshot>().notNull(),
    /** The label's fields that differ from the version before. */
    changes: text("changes").array().$type<OfferField[]>().notNull().default(sql`'{}'::text[]`),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    endReason: text("end_reason").$type<OfferEndReason>(),
    /** The cities it was sold in when it closed (an open version's are the plan's cities of the day). */
    cities: jsonb("cities").$type<PublicCity[]>(),
  },
  (t) => [
    unique("offer_versions_code_unique").on(t.code),
    unique("offer_versions_plan_version_unique").on(t.kind, t.planId, t.variant, t.version),
    uniqueIndex("offer_versions_one_open").on(t.kind, t.planId, t.variant).where(sql`${t.endedAt} is null`),
    check("offer_versions_kind_known", sql`${t.kind} in (${inList(OFFER_KINDS)})`),
    check("offer_versions_end_reason_known", sql`${t.endReason} in (${inList(OFFER_END_REASONS)})`),
    check(
      "offer_versions_closed_whole",
      sql`(${t.endedAt} is null) = (${t.endReason} is null) and (${t.endedAt} is null) = (${t.cities} is null)`,
    ),
    check("offer_versions_version_positive", sql`${t.version} >= 1`),
  ],
);

/** A single row (id 1): the operator's identity and contacts, shown across the public site. */
export const siteSettings = pgTable(
  "site_settings",
  {
    id: integer("id").primaryKey().default(1),
    companyName: text("company_name").notNull(),
    cnpj: text("cnpj").notNull(),
    address: text("address").notNull(),
    salesPhone: text("sales_phone").notNull(),
    whatsappNumber: text("whatsapp_number").notNull(),
    subscriberPortalUrl: text("subscriber_portal_url").notNull(),
    jobsUrl: text("jobs_url").notNull(),
    // Contacts and texts the public pages show; empty means "not shown".
    salesEmail: text("sales_email").notNull().default(""),
    supportEmail: text("support_email").notNull().default(""),
    /** The LGPD encarregado's contact, named by the privacy policy. */
    privacyEmail: text("privacy_email").notNull().default(""),
    businessHours: text("business_hours").notNull().default(""),
    /**
     * The home statistics strip: the provider's own claims (clients, channels), each hidden while empty,
     * and the label of the cities figure, which is counted (withCoverageFigure).
     */
    statClientsValue: text("stat_clients_value").notNull().default(""),
    statClientsLabel: text("stat_clients_label").notNull().default(""),
    statCitiesLabel: text("stat_cities_label").notNull().default(""),
    statChannelsValue: text("stat_channels_value").notNull().default(""),
    statChannelsLabel: text("stat_channels_label").notNull().default(""),
    facebookUrl: text("facebook_url").notNull().default(""),
    instagramUrl: text("instagram_url").notNull().default(""),
    youtubeUrl: text("youtube_url").notNull().default(""),
    linkedinUrl: text("linkedin_url").notNull().default(""),
    /** Consumer channels: SAC, ouvidoria, a free-call (0800) number. */
    sacPhone: text("sac_phone").notNull().default(""),
    ombudsmanPhone: text("ombudsman_phone").notNull().default(""),
    ombudsmanEmail: text("ombudsman_email").notNull().default(""),
    freeCallPhone: text("free_call_phone").notNull().default(""),
    /** The customer app in the stores, for badges. */
    googlePlayUrl: text("google_play_url").notNull().default(""),
    appStoreUrl: text("app_store_url").notNull().default(""),
    /** The speed test /suporte links (SIMET's, in the demo). */
    speedTestUrl: text("speed_test_url").notNull().default(""),
    /** The LGPD encarregado's name, which the privacy policy gives (LGPD art. 41 §1). */
    privacyOfficerName: text("privacy_officer_name").notNull().default(""),
    /** The SAC channel that answers 24 hours a day, 7 days a week (Decree 11.034 art. 4). */
    sac24hChannel: text("sac_24h_channel").notNull().default(""),
    /** Trust links in the footer: the company's Reclame Aqui page and its Google reviews. */
    reclameAquiUrl: text("reclame_aqui_url").notNull().default(""),
    googleReviewsUrl: text("google_reviews_url").notNull().default(""),
    /** The scores shown beside those links ('8,7', '4,6') and the day each was read (issue 59). */
    reclameAquiScore: text("reclame_aqui_score").notNull().default(""),
    reclameAquiScoreOn: text("reclame_aqui_score_on").notNull().default(""),
    googleRating: text("google_rating").notNull().default(""),
    googleReviewCount: text("google_review_count").notNull().default(""),
    googleRatingOn: text("google_rating_on").notNull().default(""),
    /** The Procon of each served state the anti-fraud page links: { ES: 'https://procon.es.gov.br/' }. */
    proconUrls: jsonb("procon_urls").$type<Record<string, string>>().notNull().default({}),
    /** /parceiros' how-it-works video (YouTube or Vimeo) and /streamings' login-help guide. */
    partnerVideoUrl: text("partner_video_url").notNull().default(""),
    streamingHelpUrl: text("streaming_help_url").notNull().default(""),
    /** Issue 67: the cancellation page's offer to stay (a text); empty: none. */
    retentionOffer: text("retention_offer").notNull().default(""),
    /**
     * Link previews and the home-screen icon (issue 57): the brand's colour ('#2d4fc4'; empty: the theme's
     * blue) and the picture a shared link of a page without its own shows (empty: one drawn with the
     * company's name).
     */
    brandColor: text("brand_color").notNull().default(""),
    shareImageUrl: text("share_image_url").notNull().default(""),
    // Issue 57: tag IDs, each loaded only after the visitor's consent; empty means not loaded.
    /** Google Tag Manager's container ('GTM-XXXXXXX'). */
    gtmId: text("gtm_id").notNull().default(""),
    /** Google Analytics 4's measurement ID ('G-XXXXXXXXXX'). */
    ga4Id: text("ga4_id").notNull().default(""),
    /** Meta Pixel's numeric ID. */
    metaPixelId: text("meta_pixel_id").notNull().default(""),
    /**
     * Issue 68: every price's 'Assinar' leads to 'Contrate online' (/contrate); off, to the sales WhatsApp as
     * before. On by default: the CEP ranges always answer a viability check (decision 0080).
     */
    onlineSales: boolean("online_sales").notNull().default(true),
    updatedAt: timestamps.updatedAt,
  },
  (t) => [
    check("site_settings_single_row", sql`${t.id} = 1`),
    // Empty until the operator fills it in: the site then shows no WhatsApp buttons.
    check(
      "site_settings_whatsapp_digits",
      sql`${t.whatsappNumber} = '' or ${t.whatsappNumber} ~ '^[0-9]{10,15}$'`,
    ),
  ],
);

// better-auth tables. Property names are the ones better-auth expects; columns stay snake_case.

export const authUser = pgTable(
  "auth_user",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    /**
     * What the staff member may do in the console (src/domain/staff-roles.ts). Accounts made before roles
     * existed could do everything: they stay administradores.
     */
    role: text("role").$type<StaffRole>().notNull().default("administrador"),
    /** Set by an administrador in Equipe: the account cannot sign in, and its sessions were ended. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    /**
     * better-auth's two-factor plugin: sign-in asks for a code from an authenticator app (decision 0025).
     * Set once the first code confirms the enrolment; required of administradores.
     */
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    check(
      "auth_user_role",
      sql`${t.role} in (${sql.raw(STAFF_ROLES.map((role) => `'${role}'`).join(", "))})`,
    ),
  ],
);

export const authSession = pgTable(
  "auth_session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => authUser.id, { onDelete: "cascade" }),
    // Whether this session itself passed the second factor (a sign-in's code, or the enrolment's first
    // code): the account's flag alone says nothing about a session opened before it was turned on.
    twoFactorVerified: boolean("two_factor_verified").notNull().default(false),
    ...timestamps,
  },
  (t) => [index("auth_session_user_idx").on(t.userId)],
);

export const authAccount = pgTable(
  "auth_account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => authUser.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    ...timestamps,
  },
  (t) => [index("auth_account_user_idx").on(t.userId)],
);

export const authVerification = pgTable(
  "auth_verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index("auth_verification_identifier_idx").on(t.identifier)],
);

/**
 * better-auth's two-factor plugin: one row per enrolled (or enrolling, `verified` false) account. The TOTP
 * secret and the backup codes are encrypted by better-auth with the auth secret (never stored in clear).
 * `failed_verification_count` and `locked_until` are the plugin's own lockout, turned off here: failed
 * codes count toward the sign-in waits instead (services/sign-in-failures.ts).
 */
export const authTwoFactor = pgTable("auth_two_factor", {
  id: text("id").primaryKey(),
  secret: text("secret").notNull(),
  backupCodes: text("backup_codes").notNull(),
  userId: text("user_id")
    .notNull()
    .unique()
    .references(() => authUser.id, { onDelete: "cascade" }),
  verified: boolean("verified").notNull().default(true),
  failedVerificationCount: integer("failed_verification_count").notNull().default(0),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});

export const authRateLimit = pgTable("auth_rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/**
 * Sign-in attempts counted per account and client address (`address_key`: a keyed hash of the address,
 * or '*' for the account as a whole, whatever the address). Keyed by a hash of the normalised e-mail, so
 * guesses at unknown addresses store no submitted text. An attempt is counted before its password is
 * checked, in the one statement that also checks `next_attempt_at` (services/sign-in-failures.ts).
 */
export const signInFailures = pgTable(
  "sign_in_failures",
  {
    accountKey: text("account_key").notNull(),
    addressKey: text("address_key").notNull(),
    /** Failed attempts in the current run; a run ends after a day without failures. */
    failures: integer("failures").notNull(),
    /** The first failure of the current run. */
    windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
    lastFailureAt: timestamp("last_failure_at", { withTimezone: true }),
    /** No attempt is checked before this instant: the wait grows with the failures. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    /** The right password came from this address: it is spared the account-wide wait for a while. */
    lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.accountKey, t.addressKey] })],
);

/**
 * One row per secret that every server on this database must hold the same of: `referral-key` (it
 * decrypts the CPFs) and `auth-secret` (it signs session cookies). The first start records an HMAC of a
 * fixed label under the secret, never the secret; a server holding another refuses to start
 * (`src/server/services/key-fingerprints.ts`).
 */
export const keyFingerprints = pgTable("key_fingerprints", {
  name: text("name").primaryKey(),
  fingerprint: text("fingerprint").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The blog's articles (decision 0036): the Markdown staff write (`body`) and the HTML the one renderer
 * drew from it (`bodyHtml`, server/content/markdown.ts), stored together so a page never renders Markdown.
 * Visitors see `published` ones only; the schedule job moves `scheduled` ones to `published` at
 * `publishAt` and published ones to `unpublished` at `unpublishAt` (jobs/content-schedule.ts).
 */
export const articles = pgTable(
  "articles",
  {
    id: id(),
    slug: text("slug").notNull().unique("articles_slug_unique"),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    body: text("body").notNull().default(""),
    bodyHtml: text("body_html").notNull().default(""),
    imageUrl: text("image_url").notNull().default(""),
    ...imageMeta,
    category: text("category").notNull(),
    authorName: text("author_name").notNull(),
    readMinutes: integer("read_minutes").notNull().default(1),
    status: text("status").$type<ArticleStatus>().notNull().default("draft"),
    /** When it first went live: the date the site shows, and the listing's order. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    publishAt: timestamp("publish_at", { withTimezone: true }),
    unpublishAt: timestamp("unpublish_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check("articles_status_known", sql`${t.status} in (${inList(ARTICLE_STATUSES)})`),
    check("articles_schedule_order", sql`${t.unpublishAt} > ${t.publishAt}`),
    index("articles_published_idx").on(t.status, t.publishedAt),
  ],
);

/**
 * An article's former slugs: /blog/{old} answers 301 to its address now. No foreign key: an article in
 * the Lixeira keeps its old addresses for when it is restored (they answer 404 meanwhile).
 */
export const articleSlugRedirects = pgTable("article_slug_redirects", {
  slug: text("slug").primaryKey(),
  articleId: integer("article_id").notNull(),
  createdAt: timestamps.createdAt,
});

/**
 * The information pages' prose staff edit (decision 0041): one row per key of `PAGE_KEYS`, the route that
 * shows it. Like articles, the Markdown (`body`) is stored with the HTML the one renderer drew from it.
 * Forms, accordions and contact blocks drawn from the settings stay components around it.
 */
export const pages = pgTable(
  "pages",
  {
    id: id(),
    key: text("key").$type<PageKey>().notNull().unique("pages_key_unique"),
    title: text("title").notNull(),
    lead: text("lead").notNull().default(""),
    body: text("body").notNull().default(""),
    bodyHtml: text("body_html").notNull().default(""),
    seoTitle: text("seo_title").notNull(),
    seoDescription: text("seo_description").notNull(),
    imageUrl: text("image_url").notNull().default(""),
    ...imageMeta,
    /** 'Publicada': a save reaches visitors at once; off, saves wait for the next publication. */
    isActive: isActive(),
    ...bannerSchedule(),
    /**
     * What visitors read: the values of the page's last publication (decision 0041), so an unpublished page
     * keeps its last published text and a legally required page never leaves the site.
     */
    published: jsonb("published").$type<PublishedPage>(),
    ...timestamps,
  },
  // No check on the key: a page added to PAGE_KEYS needs no migration (the seed writes only known keys).
  (t) => [check("pages_schedule_order", sql`${t.unpublishAt} > ${t.publishAt}`)],
);

/** Every console write, recorded in the write's own transaction: who, when, what, before and after. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    actorId: text("actor_id").references(() => authUser.id, { onDelete: "set null" }),
    /** Kept as written, so the entry still names its author after the user is removed. */
    actorEmail: text("actor_email").notNull(),
    /** create, update, delete, status or another verb the service names. */
    action: text("action").notNull(),
    /** The table name, e.g. plans, cities, plan_cities. */
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt),
    index("audit_log_entity_idx").on(t.entity, t.entityId),
  ],
);

/**
 * The Lixeira: a console record deleted in the last 30 days, as its row was (`record`), with the
 * association rows its delete took along (`dependents`, by table), so a restore puts both back.
 */
export const trash = pgTable(
  "trash",
  {
    id: id(),
    /** The table the record came from: plans, cities, plan_cities… */
    entity: text("entity").notNull(),
    entityId: integer("entity_id").notNull(),
    /** What staff called it: its name or title, or 'plan em city' for an association. */
    label: text("label").notNull(),
    record: jsonb("record").notNull(),
    dependents: jsonb("dependents").notNull().default({}),
    deletedBy: text("deleted_by").notNull(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("trash_deleted_idx").on(t.deletedAt)],
);

export const planCitiesRelations = relations(planCities, ({ one }) => ({
  plan: one(plans, { fields: [planCities.planId], references: [plans.id] }),
  city: one(cities, { fields: [planCities.cityId], references: [cities.id] }),
}));

export const businessPlanCitiesRelations = relations(businessPlanCities, ({ one }) => ({
  businessPlan: one(businessPlans, {
    fields: [businessPlanCities.businessPlanId],
    references: [businessPlans.id],
  }),
  city: one(cities, { fields: [businessPlanCities.cityId], references: [cities.id] }),
}));

export const REFERRAL_STATUSES = ["pending", "delivered", "failed"] as const;

/**
 * Refer-a-friend submissions, stored before the visitor is told they were sent; the delivery worker
 * then posts each to the relay (when one is set) and records how it went. CPFs are encrypted at rest
 * (AES-256-GCM, `src/server/field-cipher.ts`); only their masked form is kept in clear.
 */
export const referrals = pgTable(
  "referrals",
  {
    id: id(),
    referrerName: text("referrer_name").notNull(),
    referrerPhone: text("referrer_phone").notNull(),
    referrerEmail: text("referrer_email").notNull(),
    referrerCpfEncrypted: text("referrer_cpf_encrypted").notNull(),
    /** '***.456.789-**': what the console shows and searches without decrypting. */
    referrerCpfMasked: text("referrer_cpf_masked").notNull(),
    friendName: text("friend_name").notNull(),
    friendPhone: text("friend_phone").notNull(),
    friendEmail: text("friend_email").notNull(),
    friendCpfEncrypted: text("friend_cpf_encrypted").notNull(),
    friendCpfMasked: text("friend_cpf_masked").notNull(),
    /** The visit's first touch (utm_*, gclid, fbclid, landing path; issue 57), sanitized, or null. */
    attribution: jsonb("attribution").$type<Attribution>(),
    /** A keyed hash of the sender's address, for the per-address limit: the address itself is not kept. */
    clientKey: text("client_key").notNull(),
    status: text("status", { enum: REFERRAL_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** Why the last attempt failed (status code or network error name): never the referral's data. */
    lastError: text("last_error"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    contactedAt: timestamp("contacted_at", { withTimezone: true }),
    contactedBy: text("contacted_by"),
    ...timestamps,
  },
  (t) => [
    check("referrals_status_check", sql`${t.status} in (${inList(REFERRAL_STATUSES)})`),
    index("referrals_delivery_idx").on(t.status, t.nextAttemptAt),
    index("referrals_client_idx").on(t.clientKey, t.createdAt),
    index("referrals_created_idx").on(t.createdAt),
  ],
);

/**
 * The site's lead forms (issue 20, decision 0026): 'Avise-me quando chegar' (coverage), 'Prefiro que me
 * liguem' (callback) and the business request. Stored before the visitor is told anything; the delivery
 * worker then posts each to the relay, as it does referrals. No CPF is asked for; a business request's
 * CNPJ identifies a company. `status` is where sales stand with the lead; `delivery` is the relay's side.
 */
export const leads = pgTable(
  "leads",
  {
    id: id(),
    kind: text("kind", { enum: STORED_LEAD_KINDS }).notNull(),
    /** The person; for a business request, the contact. */
    name: text("name").notNull(),
    /** Digits with the area code. */
    phone: text("phone").notNull(),
    email: text("email"),
    city: text("city"),
    uf: text("uf").$type<BrazilianState>(),
    /** Eight digits. */
    cep: text("cep"),
    houseNumber: text("house_number"),
    period: text("period", { enum: CALLBACK_PERIODS }),
    /** The plan a callback is about, as the page showed it: no reference, since the plan may go later. */
    planId: integer("plan_id"),
    planName: text("plan_name"),
    offerCode: text("offer_code"),
    /** Fourteen characters without punctuation. */
    cnpj: text("cnpj"),
    companyName: text("company_name"),
    /** When the visitor ticked the consent line (coverage requests). */
    consentedAt: timestamp("consented_at", { withTimezone: true }),
    /** The visit's first touch (utm_*, gclid, fbclid, landing path; issue 57), sanitized, or null. */
    attribution: jsonb("attribution").$type<Attribution>(),
    /** A keyed hash of the sender's address, for the per-address limit: the address itself is not kept. */
    clientKey: text("client_key").notNull(),
    status: text("status", { enum: LEAD_STATUSES }).notNull().default("new"),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }),
    statusChangedBy: text("status_changed_by"),
    delivery: text("delivery_status", { enum: REFERRAL_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** Why the last attempt failed (status code or network error name): never the lead's data. */
    lastError: text("last_error"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /** 'Responsável': who calls the person back; cleared when the account is removed. */
    assigneeId: text("assignee_id").references(() => authUser.id, { onDelete: "set null" }),
    /** 'Retornar em': the Brasília day to call back. */
    followUpOn: date("follow_up_on", { mode: "string" }),
    /** 'sem viabilidade': a waiting-list lead from 'Contrate online' at an address without fibre (issue 56). */
    tag: text("tag"),
    /**
     * 'Avise-me quando acabar' (issue 58): the network notice the subscriber asked to be told the end of
     * (an `outage` lead), and when its end was queued for them: once, when staff resolve it.
     */
    networkNoticeId: integer("network_notice_id").references(() => networkNotices.id, {
      onDelete: "set null",
    }),
    noticeNotifiedAt: timestamp("notice_notified_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check("leads_kind_check", sql`${t.kind} in (${inList(STORED_LEAD_KINDS)})`),
    check("leads_status_check", sql`${t.status} in (${inList(LEAD_STATUSES)})`),
    check("leads_delivery_status_check", sql`${t.delivery} in (${inList(REFERRAL_STATUSES)})`),
    check("leads_period_check", sql`${t.period} is null or ${t.period} in (${inList(CALLBACK_PERIODS)})`),
    index("leads_delivery_idx").on(t.delivery, t.nextAttemptAt),
    index("leads_client_idx").on(t.clientKey, t.createdAt),
    index("leads_created_idx").on(t.createdAt),
    index("leads_network_notice_idx").on(t.networkNoticeId),
  ],
);

/**
 * The blog's newsletter subscribers (issue 39): an address, when its owner agreed, and a keyed hash of the
 * sender's address for the hourly limit. One row per mailbox (lower-cased); a cancellation deletes it.
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: id(),
    email: text("email").notNull().unique(),
    consentedAt: timestamp("consented_at", { withTimezone: true }).notNull().defaultNow(),
    clientKey: text("client_key").notNull(),
    ...timestamps,
  },
  (t) => [index("newsletter_subscribers_client_idx").on(t.clientKey, t.createdAt)],
);

/**
 * The newsletter box's submissions per sender's address (a keyed hash, as the subscribers' `client_key`),
 * for its hourly limit: every submission counts, an address already on the list too, so one sender cannot
 * have the page's answer rendered without end (issue 55, M1). Rows older than the hour go as new ones come.
 */
export const newsletterAttempts = pgTable(
  "newsletter_attempts",
  {
    id: id(),
    clientKey: text("client_key").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("newsletter_attempts_client_idx").on(t.clientKey, t.at),
    index("newsletter_attempts_at_idx").on(t.at),
  ],
);

/**
 * Lead submissions that stored no row, for the leads' hourly limit per sender's address (a keyed hash, as
 * the leads' `client_key`): 'Avise-me quando acabar' asked again for a contact already waiting stores no
 * second lead, yet counts as every other submission does, so neither the answer nor the limit tells a
 * stranger who is on a failure's list (issue 66, M-AVISE). Rows older than the hour go as new ones come.
 */
export const leadAttempts = pgTable(
  "lead_attempts",
  {
    id: id(),
    clientKey: text("client_key").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("lead_attempts_client_idx").on(t.clientKey, t.at), index("lead_attempts_at_idx").on(t.at)],
);

/**
 * The subscriber desk's proofs (issue 66, L12): a right lookup opens one, and the visit's cookie
 * (`vitrine_assinante`) carries only a random token, kept here as a keyed hash. The subscriber the ERP
 * found (id, first name, contracts, masked contact) is sealed with the referral key. 'Sair' ends it
 * (`ended_at`), so a copied cookie opens nothing afterwards; the sealed buttons the desk's pages give
 * (boleto, PDFs, unlock, '2ª via por e-mail') name their proof and die with it. Rows past their end go
 * with the daily retention job.
 */
export const deskProofs = pgTable(
  "desk_proofs",
  {
    id: id(),
    tokenHash: text("token_hash").notNull().unique(),
    subscriber: text("subscriber").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("desk_proofs_expires_idx").on(t.expiresAt)],
);

/**
 * What a proof has already done once (issue 66, L12): '2ª via por e-mail' or by SMS of one invoice sends
 * one message per proof, however often its button's token is posted. Goes with its proof.
 */
export const deskProofUses = pgTable(
  "desk_proof_uses",
  {
    proofId: integer("proof_id")
      .notNull()
      .references(() => deskProofs.id, { onDelete: "cascade" }),
    use: text("use").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.proofId, t.use] })],
);

/**
 * CDN purge requests (issue 38, decision 0032): each staff write that visitors can see queues them, in
 * its own transaction, with the cache tags of what it changed (cdn/purge.ts: at most 30 a row); the
 * delivery worker posts each to CDN_PURGE_URL with the outbox's retries and lease (decision 0026), so it
 * goes out once, after the commit, even if the process stops first. Queued only with CDN_PURGE_URL set; delivered rows go after a week.
 */
export const cdnPurges = pgTable(
  "cdn_purges",
  {
    id: id(),
    tags: text("tags").array().notNull(),
    status: text("status", { enum: REFERRAL_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** Why the last attempt failed (status code or network error name). */
    lastError: text("last_error"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check("cdn_purges_status_check", sql`${t.status} in (${inList(REFERRAL_STATUSES)})`),
    check("cdn_purges_tags_present", sql`cardinality(${t.tags}) >= 1`),
    index("cdn_purges_delivery_idx").on(t.status, t.nextAttemptAt),
  ],
);

/**
 * Leads and referrals on their way to the provider's ERP as prospects (issue 36, decision 0037): one row per
 * lead or referral, queued in the transaction that stores it when an ERP that takes prospects is
 * configured, delivered by the outbox worker with the relay's retries and lease (decision 0026). The
 * idempotency key goes with each attempt, so an adapter creates one prospect however often it is retried.
 * Deleted with its lead or referral (erasure, retention); holds no personal data of its own.
 */
export const erpProspects = pgTable(
  "erp_prospects",
  {
    id: id(),
    leadId: integer("lead_id").references(() => leads.id, { onDelete: "cascade" }),
    referralId: integer("referral_id").references(() => referrals.id, { onDelete: "cascade" }),
    /** Random, made when queued: the mark the adapter looks for before it writes. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    status: text("status", { enum: REFERRAL_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** Why the last attempt failed ('ERP_TIMEOUT', 'ERP_REFUSED'): never the person's data. */
    lastError: text("last_error"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check("erp_prospects_status_check", sql`${t.status} in (${inList(REFERRAL_STATUSES)})`),
    check("erp_prospects_one_source", sql`num_nonnulls(${t.leadId}, ${t.referralId}) = 1`),
    index("erp_prospects_delivery_idx").on(t.status, t.nextAttemptAt),
    index("erp_prospects_lead_idx").on(t.leadId),
    index("erp_prospects_referral_idx").on(t.referralId),
  ],
);

/**
 * The ERP as the console's 'Sistema de gestão' sets it (one row, id 1), used when ERP_ADAPTER is unset:
 * the environment wins. The credential is sealed with the referral key (AES-256-GCM, field-cipher.ts)
 * and never sent back; `tokenHint` is its masked form for the console.
 */
export const erpSettings = pgTable(
  "erp_settings",
  {
    id: integer("id").primaryKey().default(1),
    adapter: text("adapter", { enum: ERP_ADAPTERS }).notNull(),
    url: text("url").notNull(),
    tokenEncrypted: text("token_encrypted").notNull(),
    tokenHint: text("token_hint").notNull(),
    allowHttp: boolean("allow_http").notNull().default(false),
    /** IXC only: the install's contract print resource; null: ERP_CONTRACT_PRINT's (issue 58). */
    contractPrint: text("contract_print"),
    /** SGP and Hubsoft: 'Minha conta' also takes the ERP's subscriber central password (issue 67). */
    centralSignIn: boolean("central_sign_in").notNull().default(false),
    updatedBy: text("updated_by"),
    ...timestamps,
  },
  (t) => [
    check("erp_settings_single_row", sql`${t.id} = 1`),
    check("erp_settings_adapter_check", sql`${t.adapter} in (${inList(ERP_ADAPTERS)})`),
  ],
);

/**
 * 'Contrate online' sign-ups (issue 56): stored before the visitor sees a protocol, then delivered to the
 * ERP as a pre-registration through the outbox (decision 0026's retries and lease, once per idempotency
 * key). Every personal field is in `personal`, sealed as one JSON value with the referral key (AES-256-GCM,
 * field-cipher.ts); what stays clear is what the console filters by (city, plan, day, status), what
 * the delivery needs to know about the address's viability, and the visit's first touch (what the
 * campaign's link said, no personal data). A row without `confirmedAt` is a draft
 * (the summary not yet accepted), erased after a day; a confirmed one is erased with its documents once
 * delivered longer ago than SIGN_UP_RETENTION_DAYS (or created that long ago when it never was).
 */
export const signUps = pgTable(
  "sign_ups",
  {
    id: id(),
    /** Random: the draft's key in the form's hidden field (never in a URL). */
    draftKey: text("draft_key").notNull().unique(),
    /** 'CT-20261128-7F3K9Q', set when the summary is accepted. */
    protocol: text("protocol").unique(),
    personal: text("personal").notNull(),
    cityId: integer("city_id"),
    cityName: text("city_name").notNull(),
    uf: text("uf").$type<BrazilianState>(),
    planId: integer("plan_id").notNull(),
    planName: text("plan_name").notNull(),
    offerCode: text("offer_code"),
    /** The monthly price shown in the summary (the promotion's when there is one), in reais. */
    price: money("price").notNull(),
    dueDay: integer("due_day").notNull(),
    viabilityStatus: text("viability_status", { enum: VIABILITY_STATUSES }).notNull(),
    viabilitySource: text("viability_source").notNull(),
    /** The nearest fibre box's id in the ERP (IXC's `caixa_mais_proxima`), its name and distance. */
    boxId: text("box_id"),
    boxName: text("box_name"),
    boxDistanceMeters: integer("box_distance_meters"),
    /** The visit's first touch (issue 57): the campaign parameters of the address it landed on, if any. */
    attribution: jsonb("attribution").$type<Attribution>(),
    clientKey: text("client_key").notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    status: text("status", { enum: SIGN_UP_STATUSES }).notNull().default("new"),
    statusChangedBy: text("status_changed_by"),
    assigneeId: text("assignee_id").references(() => authUser.id, { onDelete: "set null" }),
    /** Random, made when confirmed: the mark the adapter looks for before it writes. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    delivery: text("delivery_status", { enum: REFERRAL_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /**
     * An HMAC of the CPF (the referral key's, never the CPF): 'Minha conta' follows the sign-ups of the
     * CPF signed in by it (issue 67).
     */
    cpfKey: text("cpf_key"),
    /**
     * The installation slot the sign-up holds (issue 68, point 3): the first of its chosen windows with
     * room when it was accepted, in clear (a day and a period, nothing personal) so the city's slots can be
     * counted. `slotState`: held until staff confirm or release it; a released slot counts no more.
     */
    slotDate: text("slot_date"),
    slotPeriod: text("slot_period").$type<InstallPeriod>(),
    slotState: text("slot_state", { enum: SLOT_STATES }),
    ...timestamps,
  },
  (t) => [
    index("sign_ups_cpf_key_idx").on(t.cpfKey),
    index("sign_ups_slot_idx").on(t.cityId, t.slotDate),
    check(
      "sign_ups_slot_period_check",
      sql`${t.slotPeriod} is null or ${t.slotPeriod} in (${inList(INSTALL_PERIODS)})`,
    ),
    check(
      "sign_ups_slot_state_check",
      sql`${t.slotState} is null or ${t.slotState} in (${inList(SLOT_STATES)})`,
    ),
    check("sign_ups_status_check", sql`${t.status} in (${inList(SIGN_UP_STATUSES)})`),
    check("sign_ups_delivery_status_check", sql`${t.delivery} in (${inList(REFERRAL_STATUSES)})`),
    check("sign_ups_viability_check", sql`${t.viabilityStatus} in (${inList(VIABILITY_STATUSES)})`),
    index("sign_ups_delivery_idx").on(t.delivery, t.nextAttemptAt),
    index("sign_ups_client_idx").on(t.clientKey, t.createdAt),
    index("sign_ups_created_idx").on(t.createdAt),
  ],
);

/**
 * The photos a sign-up came with (a document, a proof of address): re-encoded as JPEG on the way in and
 * sealed like the sign-up's personal fields; served only to comercial and administrador through the
 * console's API, never from a public address. Deleted with their sign-up.
 */
export const signUpDocuments = pgTable(
  "sign_up_documents",
  {
    id: id(),
    signUpId: integer("sign_up_id")
      .notNull()
      .references(() => signUps.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: SIGN_UP_DOCUMENT_KINDS }).notNull(),
    /** The JPEG's bytes as base64, sealed. */
    sealed: text("sealed").notNull(),
    bytes: integer("bytes").notNull(),
    ...timestamps,
  },
  (t) => [
    check("sign_up_documents_kind_check", sql`${t.kind} in (${inList(SIGN_UP_DOCUMENT_KINDS)})`),
    unique("sign_up_documents_one_per_kind").on(t.signUpId, t.kind),
  ],
);

/**
 * 'Cobertura' (issue 56, decision 0066): the viability sources in the order they are asked,
 * how far a box may be, the geocoder (its key sealed with the referral key, like the ERP's credential) and
 * the console map's tile URL. One row, absent until saved: then only the CEP ranges answer.
 */
export const coverageSettings = pgTable(
  "coverage_settings",
  {
    id: integer("id").primaryKey().default(1),
    sourceOrder: jsonb("source_order")
      .$type<OrderableViabilitySource[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    boxDistanceMeters: integer("box_distance_meters").notNull().default(DEFAULT_BOX_DISTANCE_METERS),
    geocoderUrl: text("geocoder_url").notNull().default(""),
    geocoderKeyEncrypted: text("geocoder_key_encrypted").notNull().default(""),
    geocoderKeyHint: text("geocoder_key_hint").notNull().default(""),
    /** ViaCEP-compatible CEP service (`{url}/{cep}/json/`); empty: off (issue 56). */
    cepAddressUrl: text("cep_address_url").notNull().default(""),
    tileUrl: text("tile_url").notNull().default(""),
    /**
     * The due days 'Contrate online' offers when the ERP lists none (decision 0071): 1 to 28, each once,
     * at least one (checked by viability-schema.ts).
     */
    dueDays: integer("due_days")
      .array()
      .notNull()
      .default(sql.raw(`'{${DEFAULT_DUE_DAYS.join(",")}}'::integer[]`)),
    updatedBy: text("updated_by"),
    ...timestamps,
  },
  (t) => [check("coverage_settings_single_row", sql`${t.id} = 1`)],
);

/**
 * A coverage area uploaded in 'Cobertura' (KML, KMZ or GeoJSON): its polygons, read once at upload, kept
 * as a GeoJSON FeatureCollection of Polygons and MultiPolygons (the file itself is not kept).
 */
export const coverageAreas = pgTable("coverage_areas", {
  id: id(),
  name: text("name").notNull(),
  format: text("format").$type<CoverageAreaFormat>().notNull(),
  /**
   * The polygons as coverage/area-shape.ts encodes them (issue 66, L1; decision 0076): read as base64,
   * one area at a time, by the polygon source only.
   */
  shape: bytea("shape").notNull(),
  /** What the console's map draws: the area, or a simplified copy of it (MAX_PREVIEW_VERTICES). */
  preview: jsonb("preview").$type<CoverageAreaGeometry>().notNull(),
  polygonCount: integer("polygon_count").notNull(),
  /** Every ring's vertices: the sum over the areas is bounded (MAX_COVERAGE_TOTAL_VERTICES). */
  vertexCount: integer("vertex_count").notNull(),
  updatedBy: text("updated_by"),
  ...timestamps,
});
// --- Issue 57, points 4 and 5: RD Station, alerts, and the console's Painel. ---

/**
 * Where a lead or sign-up goes besides the relay and the ERP (decision 0068); `protocol` is the e-mail
 * a 'Contrate online' sign-up's visitor gets with their protocol (decision 0071), and `notice_email`,
 * `notice_whatsapp` tell the subscribers who asked for it that a failure ended ('Avise-me quando acabar',
 * issue 58).
 */
export const MARKETING_CHANNELS = [
  "rdstation",
  "email",
  "whatsapp",
  "protocol",
  "notice_email",
  "notice_whatsapp",
  // Issue 67: a desk request's protocol e-mail to its subscriber, and a staff reply to it.
  "request",
  "request_reply",
] as const;

/**
 * Configurações → 'Marketing e avisos' (one row, id 1): RD Station Marketing's API key, the SMTP server and
 * the addresses a new lead's e-mail alert goes to, and WhatsApp Cloud API's template alert. Every secret
 * (the RD key, the SMTP password, the WhatsApp token) is sealed with the referral key like the ERP's
 * credential and never sent back; the `*Hint` columns are their masked forms for the console.
 */
export const marketingSettings = pgTable(
  "marketing_settings",
  {
    id: integer("id").primaryKey().default(1),
    rdstationKeyEncrypted: text("rdstation_key_encrypted"),
    rdstationKeyHint: text("rdstation_key_hint"),
    smtpHost: text("smtp_host"),
    smtpPort: integer("smtp_port"),
    smtpSecure: boolean("smtp_secure").notNull().default(false),
    smtpUser: text("smtp_user"),
    smtpPasswordEncrypted: text("smtp_password_encrypted"),
    smtpPasswordHint: text("smtp_password_hint"),
    smtpFrom: text("smtp_from"),
    /** Who gets a new lead's e-mail: the sales team's addresses. */
    alertEmails: text("alert_emails").array().notNull().default(sql`'{}'::text[]`),
    whatsappPhoneNumberId: text("whatsapp_phone_number_id"),
    whatsappTokenEncrypted: text("whatsapp_token_encrypted"),
    whatsappTokenHint: text("whatsapp_token_hint"),
    whatsappTemplate: text("whatsapp_template"),
    whatsappLanguage: text("whatsapp_language"),
    /** 'Avise-me quando acabar' (issue 58): the approved template that tells a subscriber a failure ended. */
    whatsappNoticeTemplate: text("whatsapp_notice_template"),
    /**
     * 'Minha conta' (issue 67): the approved authentication template (Meta's OTP category) that carries a
     * sign-in code; unset, codes go by e-mail only.
     */
    whatsappCodeTemplate: text("whatsapp_code_template"),
    /** The sellers' WhatsApp numbers, digits with the country code. */
    alertPhones: text("alert_phones").array().notNull().default(sql`'{}'::text[]`),
    updatedBy: text("updated_by"),
    ...timestamps,
  },
  (t) => [check("marketing_settings_single_row", sql`${t.id} = 1`)],
);

/**
 * Leads and newsletter sign-ups on their way to RD Station, new leads' alerts by e-mail and WhatsApp, and a
 * confirmed sign-up's protocol e-mail to its visitor (decision 0071): one row per record and channel,
 * queued in the transaction that stores the record when that channel is set, delivered by the outbox
 * worker with the relay's retries and lease (decision 0026). Deleted with its lead or sign-up; holds no
 * personal data of its own.
 */
export const marketingDeliveries = pgTable(
  "marketing_deliveries",
  {
    id: id(),
    channel: text("channel", { enum: MARKETING_CHANNELS }).notNull(),
    /**
     * The seller an alert goes to (their address and number are read when it is sent); null for RD Station
     * and for the team's addresses of the settings, the fallback when no seller takes the channel.
     */
    staffId: text("staff_id").references(() => authUser.id, { onDelete: "cascade" }),
    leadId: integer("lead_id").references(() => leads.id, { onDelete: "cascade" }),
    subscriberId: integer("subscriber_id").references(() => newsletterSubscribers.id, {
      onDelete: "cascade",
    }),
    signUpId: integer("sign_up_id").references(() => signUps.id, { onDelete: "cascade" }),
    /** Issue 67: a desk request's protocol e-mail (`request`). */
    subscriberRequestId: integer("subscriber_request_id").references(() => subscriberRequests.id, {
      onDelete: "cascade",
    }),
    /** Issue 67: a staff reply to a desk request (`request_reply`). */
    subscriberRequestReplyId: integer("subscriber_request_reply_id").references(
      () => subscriberRequestReplies.id,
      { onDelete: "cascade" },
    ),
    status: text("status", { enum: REFERRAL_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** Why the last attempt failed ('HTTP 500', 'ECONNREFUSED'): never the person's data. */
    lastError: text("last_error"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check("marketing_deliveries_status_check", sql`${t.status} in (${inList(REFERRAL_STATUSES)})`),
    check("marketing_deliveries_channel_check", sql`${t.channel} in (${inList(MARKETING_CHANNELS)})`),
    check(
      "marketing_deliveries_one_source",
      sql`num_nonnulls(${t.leadId}, ${t.subscriberId}, ${t.signUpId}, ${t.subscriberRequestId}, ${t.subscriberRequestReplyId}) = 1`,
    ),
    index("marketing_deliveries_delivery_idx").on(t.status, t.nextAttemptAt),
    index("marketing_deliveries_lead_idx").on(t.leadId),
    index("marketing_deliveries_subscriber_idx").on(t.subscriberId),
    index("marketing_deliveries_sign_up_idx").on(t.signUpId),
    index("marketing_deliveries_staff_idx").on(t.staffId),
  ],
);

/**
 * A comercial staff member's own alerts of new leads (issue 57): by e-mail to their account's address (on
 * unless they turned it off), by WhatsApp to their number, and the cities whose leads they take. No row is
 * the defaults: e-mail on, no WhatsApp, every city. Set by an administrador in Equipe.
 */
export const sellerAlerts = pgTable(
  "seller_alerts",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => authUser.id, { onDelete: "cascade" }),
    email: boolean("email").notNull().default(true),
    /** Digits with the country code, or null. */
    whatsapp: text("whatsapp"),
    /** The cities whose leads alert this seller; none: the leads of cities no seller took. */
    cityIds: integer("city_ids").array().notNull().default(sql`'{}'::integer[]`),
    updatedBy: text("updated_by"),
    ...timestamps,
  },
  (t) => [
    check("seller_alerts_whatsapp_digits", sql`${t.whatsapp} is null or ${t.whatsapp} ~ '^[0-9]{12,15}$'`),
  ],
);

/** What the server counts per day without a cookie: public page views by path, and coverage checks. */
export const TRAFFIC_KINDS = ["view", "coverage_check"] as const;

/**
 * The Painel's traffic (decision 0068): counts per Brasília day, kind and key (a page's path; '' for a
 * coverage check), added to in batches by each process. No visitor, address or cookie is kept.
 */
export const trafficCounts = pgTable(
  "traffic_counts",
  {
    day: date("day", { mode: "string" }).notNull(),
    kind: text("kind", { enum: TRAFFIC_KINDS }).notNull(),
    key: text("key").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.kind, t.key] }),
    check("traffic_counts_kind_check", sql`${t.kind} in (${inList(TRAFFIC_KINDS)})`),
  ],
);

/**
 * The cookie banner's answers, counted (issue 57, decision 0069): per Brasília day, banner text
 * version and choice, how many visitors chose it. No id, no address, nothing of the visitor: the
 * visitor's own proof is the first-party cookie holding the choice and the version it answered.
 */
export const consentCounts = pgTable(
  "consent_counts",
  {
    day: date("day", { mode: "string" }).notNull(),
    version: text("version").notNull(),
    /** 'all', 'none', or a custom choice: 'analytics', 'marketing'. */
    choice: text("choice", { enum: CONSENT_CHOICES }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.version, t.choice] }),
    check("consent_counts_choice_check", sql`${t.choice} in (${inList(CONSENT_CHOICES)})`),
  ],
);

/**
 * 'Minha conta' sessions (issue 67, decision 0077): a sign-in by code or by the ERP's central password opens
 * one for 30 days on that device. The cookie holds a random token; the row keeps its keyed hash, so the
 * table opens no one's session. `subject` is the CPF or CNPJ and the ERP's holder record (what the desk
 * pages greet with and ask the ERP by), sealed with the referral key. 'Sair' ends the row,
 * 'Sair de todos os aparelhos' every row of its `documentKey`. Never in a backup.
 */
export const subscriberSessions = pgTable(
  "subscriber_sessions",
  {
    id: id(),
    tokenHash: text("token_hash").notNull().unique(),
    /** A keyed hash of the CPF or CNPJ: every session of one subscriber. */
    documentKey: text("document_key").notNull(),
    subject: text("subject").notNull(),
    /** How it was opened: a code sent to the contact on file, or the ERP's central password. */
    via: text("via", { enum: ["code", "password"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** When a code was last confirmed on it: sensitive actions ask for one newer than a few minutes. */
    codeConfirmedAt: timestamp("code_confirmed_at", { withTimezone: true }),
    /** When `subject` was last read again from the ERP (contracts come and go, get blocked). */
    refreshedAt: timestamp("refreshed_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    /**
     * The desk's proof record the session opened with its own lifetime (issue 66's `desk_proofs`): the desk
     * pages' buttons and limits name it, and it ends with the session.
     */
    proofId: integer("proof_id").references(() => deskProofs.id, { onDelete: "set null" }),
  },
  (t) => [
    index("subscriber_sessions_document_idx").on(t.documentKey),
    index("subscriber_sessions_expires_idx").on(t.expiresAt),
  ],
);

/**
 * 'Minha conta' codes (issue 67): one row per code asked for, by any valid CPF or CNPJ, whoever it belongs
 * to, so the limits per document and per address count the same for a stranger as for a subscriber. The
 * code form carries a random token (its keyed hash here); the code itself is kept only as a keyed hash,
 * set once the ERP named a holder and the code went to the contact on file. A row is spent by its right
 * code, ended by its eighth wrong one, and good for 10 minutes. `sessionId` is set for a code that
 * confirms an open session before a sensitive action. `kind` 'password' rows count central-password tries.
 */
export const subscriberSignIns = pgTable(
  "subscriber_sign_ins",
  {
    id: id(),
    kind: text("kind", { enum: ["code", "password"] }).notNull(),
    tokenHash: text("token_hash").unique(),
    documentKey: text("document_key").notNull(),
    clientKey: text("client_key").notNull(),
    codeHash: text("code_hash"),
    /** The holder the code went to, sealed with the CPF or CNPJ: what the session opens with. */
    subject: text("subject"),
    sessionId: integer("session_id").references(() => subscriberSessions.id, { onDelete: "cascade" }),
    wrongCodes: integer("wrong_codes").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    check("subscriber_sign_ins_kind_check", sql`${t.kind} in ('code', 'password')`),
    index("subscriber_sign_ins_document_idx").on(t.documentKey, t.createdAt),
    index("subscriber_sign_ins_client_idx").on(t.clientKey, t.createdAt),
    index("subscriber_sign_ins_created_idx").on(t.createdAt),
  ],
);

/**
 * The subscriber desk's self-service requests (issue 67): a cancellation, a due day, an address, the
 * Wi-Fi, a plan, or the retention offer a cancellation took instead, each with its protocol, where it went
 * in the ERP (`via`: its route, the device manager, a ticket, or nowhere when the ERP failed) and the
 * staff's state. Whatever names the subscriber (name, e-mail, phone, the ERP's ids, the details asked for)
 * is one JSON value sealed with the referral key; a Wi-Fi password is never kept. `subscriberKey` and
 * `clientKey` are keyed hashes (the ERP's id, the address) for the limits, never reversible.
 */
export const subscriberRequests = pgTable(
  "subscriber_requests",
  {
    id: id(),
    /** 'SL-20261128-7F3K9Q'. */
    protocol: text("protocol").notNull().unique(),
    kind: text("kind", { enum: SUBSCRIBER_REQUEST_KINDS }).notNull(),
    state: text("state", { enum: SUBSCRIBER_REQUEST_STATES }).notNull().default("received"),
    /** Null while the ERP is being asked. */
    via: text("via", { enum: SUBSCRIBER_REQUEST_VIAS }),
    /** The ERP's ticket protocol, or the device manager's task id. */
    erpReference: text("erp_reference"),
    /** Why the ERP was not reached ('ERP_TIMEOUT'): never the request's data. */
    erpError: text("erp_error"),
    personal: text("personal").notNull(),
    /** The contract's city, when its CEP names one of ours: the console filters by it. */
    cityId: integer("city_id"),
    cityName: text("city_name"),
    subscriberKey: text("subscriber_key").notNull(),
    clientKey: text("client_key").notNull(),
    stateChangedBy: text("state_changed_by"),
    ...timestamps,
  },
  (t) => [
    check("subscriber_requests_kind_check", sql`${t.kind} in (${inList(SUBSCRIBER_REQUEST_KINDS)})`),
    check("subscriber_requests_state_check", sql`${t.state} in (${inList(SUBSCRIBER_REQUEST_STATES)})`),
    check("subscriber_requests_via_check", sql`${t.via} in (${inList(SUBSCRIBER_REQUEST_VIAS)})`),
    index("subscriber_requests_created_idx").on(t.createdAt),
    index("subscriber_requests_subscriber_idx").on(t.subscriberKey, t.createdAt),
    index("subscriber_requests_client_idx").on(t.clientKey, t.createdAt),
  ],
);

/** What staff answered a request (issue 67, point 4): sealed, sent to the subscriber by e-mail. */
export const subscriberRequestReplies = pgTable(
  "subscriber_request_replies",
  {
    id: id(),
    requestId: integer("request_id")
      .notNull()
      .references(() => subscriberRequests.id, { onDelete: "cascade" }),
    sealed: text("sealed").notNull(),
    staffId: text("staff_id").references(() => authUser.id, { onDelete: "set null" }),
    /** Kept as written, so the reply still names its author after the account is removed. */
    staffName: text("staff_name").notNull(),
    ...timestamps,
  },
  (t) => [index("subscriber_request_replies_request_idx").on(t.requestId)],
);
