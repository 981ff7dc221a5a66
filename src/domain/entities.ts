import type { ConsoleArea } from "./staff-roles";

// The site's entities as the server and the console both name them (issue 55, point 8): one entry per
// entity, under the name the audit log, the change feed and the server's registry (src/server/entities/)
// give it. The server's registry holds what only the server needs (tables, caches, Lixeira, restores,
// backups) and is typed by these names; the console derives its tab menu, the Histórico's sections and the
// records its texts must cover from these entries. Adding an entity here is what makes every one of those
// lists ask for it: TypeScript fails where a list keyed by these names misses it, and the registries' tests
// (src/server/entities/entities.test.ts, src/console/features/console-entities.test.ts) fail otherwise.

/** A console tab: the route /intranet/<path>, its label in the menu, and the area whose roles see it. */
export type ConsoleTab = { path: string; label: string; area: ConsoleArea };

export type EntityDescription = {
  /** Its own tab in the console, in the menu's order (the order of this list). */
  tab?: ConsoleTab;
  /**
   * The Histórico's 'Seção' for its entries: set for every entity whose changes the audit log keeps (the
   * server's `audit` calls are typed by it), and none other.
   */
  section?: string;
  /**
   * Its records' list in the console: "records" when staff add, edit and remove them (a tab's full texts,
   * SPEC §8), "rows" when they only read and work them (a table's texts).
   */
  list?: "records" | "rows";
};

export const ENTITY_DESCRIPTIONS = {
  plans: {
    tab: { path: "planos", label: "Planos", area: "catalogue" },
    section: "Planos",
    list: "records",
  },
  cities: {
    tab: { path: "cidades", label: "Cidades", area: "catalogue" },
    section: "Cidades",
    list: "records",
  },
  /** Edited in the Cidades tab ('Faixas de CEP'). */
  city_cep_ranges: { section: "Faixas de CEP" },
  plan_cities: {
    tab: { path: "planos-cidades", label: "Planos por Cidade", area: "catalogue" },
    section: "Planos por Cidade",
    list: "records",
  },
  business_plans: {
    tab: { path: "planos-empresariais", label: "Planos Empresariais", area: "catalogue" },
    section: "Planos Empresariais",
    list: "records",
  },
  business_plan_cities: {
    tab: { path: "planos-empresariais-cidades", label: "Planos Empresariais por Cidade", area: "catalogue" },
    section: "Planos Empresariais por Cidade",
    list: "records",
  },
  /** Written with a plan's change; listed under the plan's 'Versões'. */
  offer_versions: {},
  banners: {
    tab: { path: "banners", label: "Banners", area: "marketing" },
    section: "Banners",
    list: "records",
  },
  /** The Banners tab's 'Mostrar legendas nos banners'. */
  banner_settings: { section: "Configuração dos banners" },
  streaming_banners: {
    tab: { path: "banners-streaming", label: "Banners Streaming", area: "marketing" },
    section: "Banners Streaming",
    list: "records",
  },
  articles: {
    tab: { path: "blog", label: "Blog", area: "marketing" },
    section: "Blog",
    list: "records",
  },
  pages: {
    tab: { path: "paginas", label: "Páginas", area: "marketing" },
    section: "Páginas",
    list: "records",
  },
  /** The Blog tab's newsletter list. */
  newsletter_subscribers: { section: "Newsletter", list: "rows" },
  streaming_services: {
    tab: { path: "streaming", label: "Streaming", area: "catalogue" },
    section: "Streaming",
    list: "records",
  },
  uploads: {},
  referrals: {
    tab: { path: "indicacoes", label: "Indicações", area: "referrals" },
    section: "Indicações",
    list: "rows",
  },
  leads: {
    tab: { path: "contatos", label: "Contatos", area: "leads" },
    section: "Contatos",
    list: "rows",
  },
  network_notices: {
    tab: { path: "status-rede", label: "Status da rede", area: "network" },
    section: "Status da rede",
    list: "records",
  },
  erp_prospects: {},
  site_settings: {
    tab: { path: "configuracoes", label: "Configurações", area: "settings" },
    section: "Configurações",
  },
  /** The Configurações tab's 'Sistema de gestão'. */
  erp_settings: { section: "Sistema de gestão" },
  audit_log: { tab: { path: "historico", label: "Histórico", area: "history" } },
  trash: { tab: { path: "lixeira", label: "Lixeira", area: "history" } },
  staff: { tab: { path: "equipe", label: "Equipe", area: "team" }, section: "Equipe" },
  sign_ins: {},
  /** 'Minha conta' (issue 67): subscribers' sessions and sign-in codes. */
  subscriber_sessions: {},
  /** The subscriber desk's proofs (issue 66): a visit's lookup, ended by 'Sair' or its expiry. */
  desk_proofs: {},
  cdn_purges: {},
  key_fingerprints: {},
  /** 'Contratações': the 'Contrate online' sign-ups (issue 56). */
  sign_ups: {
    tab: { path: "contratacoes", label: "Contratações", area: "signups" },
    section: "Contratações",
    list: "rows",
  },
  /** The sign-ups' photos, read through the Contratações tab. */
  sign_up_documents: {},
  /** Each city's installation windows (issue 68, point 3), kept under Contratações. */
  install_schedules: { section: "Janelas de instalação" },
  /** 'Solicitações': the subscriber desk's self-service requests (issue 67). */
  subscriber_requests: {
    tab: { path: "solicitacoes", label: "Solicitações", area: "requests" },
    section: "Solicitações",
    list: "rows",
  },
  /** Staff replies to a request, written through the Solicitações tab. */
  subscriber_request_replies: {},
  // Viability at an address (issue 56): the Configurações tab's 'Cobertura'.
  coverage_settings: { section: "Cobertura" },
  coverage_areas: { section: "Áreas de cobertura" },
  // Issue 57: Configurações → 'Marketing e avisos', and its outbox.
  marketing_settings: { section: "Marketing e avisos" },
  marketing_deliveries: {},
  /** The Painel's traffic counts: comercial and marketing open the console on it (console's tabs.ts). */
  traffic_counts: { tab: { path: "painel", label: "Painel", area: "dashboard" } },
  // Issue 57.
  /** The cookie banner's answers, counted per day, version and choice (no one's identity). */
  consent_counts: {},
  /** The tag IDs Marketing sets under Banners: written as a site_settings update (its audit entry). */
  tag_settings: {},
} as const satisfies Record<string, EntityDescription>;

type Descriptions = typeof ENTITY_DESCRIPTIONS;
/** An entity's name: its table's, as the audit log and the change feed write it (`staff` for the accounts). */
export type EntityName = keyof Descriptions;
/** The entities whose changes the audit log keeps, each with its Histórico section. */
export type AuditedEntity = {
  [K in EntityName]: Descriptions[K] extends { section: string } ? K : never;
}[EntityName];
/** The entities staff add, edit and remove in a tab's list. */
export type RecordsEntity = {
  [K in EntityName]: Descriptions[K] extends { list: "records" } ? K : never;
}[EntityName];
/** The entities the console lists for staff to read and work, not to edit. */
export type RowsEntity = {
  [K in EntityName]: Descriptions[K] extends { list: "rows" } ? K : never;
}[EntityName];

const entries = Object.entries(ENTITY_DESCRIPTIONS) as [EntityName, EntityDescription][];

/** Every entity's name, in the console's order. */
export const ENTITY_NAMES: readonly EntityName[] = entries.map(([name]) => name);

/** The entities the audit log keeps changes of. */
export const AUDITED_ENTITIES: readonly AuditedEntity[] = entries
  .filter(([, entity]) => entity.section !== undefined)
  .map(([name]) => name as AuditedEntity);

/** The entities listed in the console, by the kind of list. */
export const LISTED_ENTITIES = {
  records: entries.filter(([, entity]) => entity.list === "records").map(([name]) => name as RecordsEntity),
  rows: entries.filter(([, entity]) => entity.list === "rows").map(([name]) => name as RowsEntity),
};

/** The console's tabs, in the order of the menu. */
export const CONSOLE_TABS: readonly ConsoleTab[] = entries.flatMap(([, entity]) =>
  entity.tab ? [entity.tab] : [],
);

/** The Histórico's section of an entry; a name no entry knows (an old entry's) as it was written. */
export function sectionOf(entity: string): string {
  const described = (ENTITY_DESCRIPTIONS as Record<string, EntityDescription>)[entity];
  return described?.section ?? entity;
}
