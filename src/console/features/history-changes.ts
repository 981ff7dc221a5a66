import {
  ARTICLE_STATUS_LABELS,
  type AuditEntry,
  type AuditNames,
  CONTRACT_MODALITY_LABELS,
  cameraCountLabel,
  EQUIPMENT_PROVISION_LABELS,
  formatDate,
  formatDay,
  formatPrice,
  formatSiteMoment,
  LEAD_KIND_LABELS,
  LEAD_STATUS_LABELS,
  NETWORK_NOTICE_KIND_LABELS,
  OFFER_FIELD_LABELS,
  READJUSTMENT_INDEX_LABELS,
  REFERRAL_STATUS_LABELS,
  SIGN_UP_DOCUMENT_LABELS,
  SIGN_UP_STATUS_LABELS,
  SLOT_STATE_LABELS,
  STAFF_ROLE_LABELS,
  SUBSCRIBER_REQUEST_KIND_LABELS,
  SUBSCRIBER_REQUEST_STATE_LABELS,
  SUBSCRIBER_REQUEST_VIA_LABELS,
  speedLabel,
  TECHNOLOGY_LABELS,
  VIABILITY_SOURCE_LABELS,
  type ViabilitySource,
  WEEKDAY_LABELS,
} from "../../domain";
import type { AuditedEntity } from "../../domain/entities";
import { ERP_ADAPTER_LABELS } from "../../domain/erp";

import { COLOR_LABELS } from "./banners-tab";
import { SETTINGS_GROUPS } from "./settings-tab";
import { SERVICE_LABELS } from "./streaming-banners-tab";

// What the Histórico shows of an entry: the record's name, and each field that changed with the label
// its tab's form gives it and the value as the tab shows it ('Preço: R$ 89,90 → R$ 90,90').

/** One line of an entry: a field, what it was and what it became (absent for a creation or a delete). */
export type FieldChange = { label: string; before?: string; after?: string };

type Field = { label: string; show?: (value: unknown, names: AuditNames) => string };

const yesNo = (value: unknown) => (value ? "Sim" : "Não");
const list = (value: unknown) =>
  Array.isArray(value) && value.length > 0 ? value.map(String).join(", ") : "—";
const price = (value: unknown) => (typeof value === "number" ? formatPrice(value) : String(value));
const date = (value: unknown) => (typeof value === "string" ? formatDate(value) : "—");
const labelled = (labels: Record<string, string>) => (value: unknown) =>
  labels[String(value)] ?? String(value);
const named = (table: keyof AuditNames, noun: string) => (value: unknown, names: AuditNames) =>
  names[table][String(value)] ?? `${noun} nº ${String(value)} (removido)`;
const moment = (value: unknown) =>
  typeof value === "string" && value ? formatSiteMoment(new Date(value)) : "—";
const image = (value: unknown) => (value ? "Imagem enviada" : "Imagem padrão");

const months = (value: unknown) => (Number(value) === 1 ? "1 mês" : `${Number(value)} meses`);
const speed = (value: unknown) => speedLabel(Number(value)) || "—";
const day = (value: unknown) => (typeof value === "string" && value ? formatDay(value) : "—");

/** A plan's fields, with the offer form's labels (OFFER_FIELD_LABELS) and values as the form shows them. */
const PLAN_FIELDS: Record<string, Field> = {
  name: { label: OFFER_FIELD_LABELS.name },
  // Entries from before the offer model held the speed as a text.
  speed: { label: "Velocidade" },
  type: { label: OFFER_FIELD_LABELS.type },
  contractModality: {
    label: OFFER_FIELD_LABELS.contractModality,
    show: labelled(CONTRACT_MODALITY_LABELS),
  },
  anatelCode: { label: OFFER_FIELD_LABELS.anatelCode },
  cameraCount: { label: OFFER_FIELD_LABELS.cameraCount, show: (value) => cameraCountLabel(Number(value)) },
  badge: { label: OFFER_FIELD_LABELS.badge },
  streamings: { label: OFFER_FIELD_LABELS.streamings, show: list },
  digitalOnly: { label: OFFER_FIELD_LABELS.digitalOnly, show: yesNo },
  technology: { label: OFFER_FIELD_LABELS.technology, show: labelled(TECHNOLOGY_LABELS) },
  downloadMbps: { label: OFFER_FIELD_LABELS.downloadMbps, show: speed },
  uploadMbps: { label: OFFER_FIELD_LABELS.uploadMbps, show: speed },
  dataAllowance: { label: OFFER_FIELD_LABELS.dataAllowance },
  wifiEquipment: { label: OFFER_FIELD_LABELS.wifiEquipment },
  equipmentProvision: {
    label: OFFER_FIELD_LABELS.equipmentProvision,
    show: labelled(EQUIPMENT_PROVISION_LABELS),
  },
  usageNotes: { label: OFFER_FIELD_LABELS.usageNotes },
  price: { label: OFFER_FIELD_LABELS.price, show: price },
  promoPrice: { label: OFFER_FIELD_LABELS.promoPrice, show: price },
  promoMonths: { label: OFFER_FIELD_LABELS.promoMonths, show: months },
  installationFee: { label: OFFER_FIELD_LABELS.installationFee, show: price },
  otherFees: { label: OFFER_FIELD_LABELS.otherFees },
  componentPrices: { label: OFFER_FIELD_LABELS.componentPrices },
  paymentTerms: { label: OFFER_FIELD_LABELS.paymentTerms },
  loyaltyMonths: { label: OFFER_FIELD_LABELS.loyaltyMonths, show: months },
  loyaltyBenefit: { label: OFFER_FIELD_LABELS.loyaltyBenefit, show: price },
  terminationFineRule: { label: OFFER_FIELD_LABELS.terminationFineRule },
  readjustmentIndex: {
    label: OFFER_FIELD_LABELS.readjustmentIndex,
    show: labelled(READJUSTMENT_INDEX_LABELS),
  },
  readjustmentMonths: { label: OFFER_FIELD_LABELS.readjustmentMonths, show: months },
  salesStartsOn: { label: OFFER_FIELD_LABELS.salesStartsOn, show: day },
  salesEndsOn: { label: OFFER_FIELD_LABELS.salesEndsOn, show: day },
  isActive: { label: "Ativo", show: yesNo },
};

const BANNER_FIELDS: Record<string, Field> = {
  title: { label: "Título" },
  description: { label: "Descrição" },
  bgColor: { label: "Cor de fundo", show: labelled(COLOR_LABELS) },
  imageUrl: { label: "Imagem", show: image },
  imageAlt: { label: "Texto alternativo da imagem" },
  displayOrder: { label: "Ordem de exibição" },
  isActive: { label: "Ativo", show: yesNo },
  publishAt: { label: "Publicar em", show: moment },
  unpublishAt: { label: "Despublicar em", show: moment },
};

/** 'Faixas de CEP: 29000-001 a 29099-999; 29100-001 a 29129-999', as the form wrote them. */
const cepRanges = (value: unknown) => {
  const ranges = Array.isArray(value) ? (value as { start?: unknown; end?: unknown }[]) : [];
  return ranges.length === 0 ? "Nenhuma" : ranges.map((range) => `${range.start} a ${range.end}`).join("; ");
};

const associationFields = (key: string, table: keyof AuditNames, label: string): Record<string, Field> => ({
  [key]: { label, show: named(table, label) },
  cityId: { label: "Cidade", show: named("cities", "Cidade") },
  cityIds: {
    label: "Cidades",
    show: (value, names) =>
      (Array.isArray(value) ? value : []).map((id) => named("cities", "Cidade")(id, names)).join(", "),
  },
  created: { label: "Criadas", show: String },
  existing: { label: "Já existiam", show: String },
  isActive: { label: "Ativa", show: yesNo },
  // 'Preço nesta cidade' (decision 0040); '—' is the plan's own price.
  price: { label: "Preço nesta cidade", show: price },
  promoPrice: { label: "Preço promocional nesta cidade", show: price },
  promoMonths: { label: "Meses com preço promocional", show: String },
});

/** What an article and an editable page share (decisions 0036, 0041), with their forms' labels. */
const CONTENT_FIELDS: Record<string, Field> = {
  title: { label: "Título" },
  body: { label: "Texto" },
  imageUrl: { label: "Imagem de capa", show: (value) => (value ? String(value) : "Sem imagem") },
  imageAlt: { label: "Texto alternativo da imagem" },
};

/**
 * Each section's fields, with the labels of its form; fields not listed (ids, versions) are not shown. One
 * entry for every entity the audit log keeps (src/domain/entities.ts): a new one is a type error here until
 * its fields are written.
 */
const FIELDS: { [K in AuditedEntity]: Record<string, Field> } = {
  plans: PLAN_FIELDS,
  business_plans: {
    ...PLAN_FIELDS,
    features: { label: OFFER_FIELD_LABELS.features, show: list },
    popular: { label: OFFER_FIELD_LABELS.popular, show: yesNo },
  },
  cities: { name: { label: "Nome" }, state: { label: "Estado" }, isActive: { label: "Ativa", show: yesNo } },
  plan_cities: associationFields("planId", "plans", "Plano"),
  business_plan_cities: associationFields("businessPlanId", "businessPlans", "Plano empresarial"),
  city_cep_ranges: { ranges: { label: "Faixas de CEP", show: cepRanges } },
  banners: {
    ...BANNER_FIELDS,
    planId: { label: "Plano em oferta", show: named("plans", "Plano") },
    buttonLabel: { label: "Texto do botão" },
  },
  streaming_banners: {
    ...BANNER_FIELDS,
    bgColor: { label: "Cor de fundo" },
    streamingService: { label: "Serviço", show: labelled(SERVICE_LABELS) },
  },
  streaming_services: {
    name: { label: "Nome" },
    iconUrl: { label: "Ícone", show: (value) => (value ? "Ícone enviado" : "Sem ícone") },
    isActive: { label: "Ativo", show: yesNo },
  },
  site_settings: {
    ...Object.fromEntries(
      SETTINGS_GROUPS.flatMap((group) => group.fields).map((field) => [field.name, { label: field.label }]),
    ),
    // Link previews (issue 57): the share image has its own field in the form.
    brandColor: { label: "Cor da marca" },
    shareImageUrl: {
      label: "Imagem de compartilhamento",
      show: (value) => (value ? "Imagem enviada" : "Sem imagem"),
    },
  },
  banner_settings: { showCaptions: { label: "Mostrar legendas nos banners", show: yesNo } },
  // The credential is never in the entry: only whether it changed (decision 0037).
  erp_settings: {
    adapter: { label: "Sistema", show: labelled(ERP_ADAPTER_LABELS) },
    url: { label: "Endereço do sistema" },
    allowHttp: { label: "Permitir endereço http://", show: yesNo },
    credentialChanged: { label: "Credencial alterada", show: yesNo },
  },
  // Issue 57: which channels are on and whether a secret changed; never a secret (decision 0068).
  marketing_settings: {
    rdstation: { label: "RD Station ativo", show: yesNo },
    email: { label: "Avisos por e-mail ativos", show: yesNo },
    whatsapp: { label: "Avisos por WhatsApp ativos", show: yesNo },
    smtpHost: { label: "Servidor SMTP" },
    rdstationKeyChanged: { label: "Chave do RD Station alterada", show: yesNo },
    smtpPasswordChanged: { label: "Senha do SMTP alterada", show: yesNo },
    whatsappTokenChanged: { label: "Token do WhatsApp alterado", show: yesNo },
  },
  articles: {
    ...CONTENT_FIELDS,
    slug: { label: "Endereço (slug)" },
    summary: { label: "Resumo" },
    category: { label: "Categoria" },
    authorName: { label: "Autor" },
    status: { label: "Status", show: labelled(ARTICLE_STATUS_LABELS) },
    publishAt: { label: "Publicar em", show: moment },
    unpublishAt: { label: "Despublicar em", show: moment },
  },
  pages: {
    ...CONTENT_FIELDS,
    lead: { label: "Chamada" },
    seoTitle: { label: "Título para buscadores" },
    seoDescription: { label: "Descrição para buscadores" },
    isActive: { label: "Publicada", show: yesNo },
    publishAt: { label: "Publicar em", show: moment },
    unpublishAt: { label: "Despublicar em", show: moment },
  },
  referrals: {
    status: { label: "Entrega", show: labelled(REFERRAL_STATUS_LABELS) },
    attempts: { label: "Tentativas de entrega", show: String },
    contactedAt: { label: "Contatado em", show: date },
    contactedBy: { label: "Contatado por" },
    side: { label: "CPF visto", show: labelled({ referrer: "do indicador", friend: "do amigo" }) },
    rows: { label: "Linhas exportadas", show: String },
    filtered: { label: "Com pesquisa", show: yesNo },
  },
  leads: {
    kind: { label: "Tipo", show: labelled(LEAD_KIND_LABELS) },
    status: { label: "Situação", show: labelled(LEAD_STATUS_LABELS) },
    delivery: { label: "Entrega", show: labelled(REFERRAL_STATUS_LABELS) },
    attempts: { label: "Tentativas de entrega", show: String },
    rows: { label: "Linhas exportadas", show: String },
    filtered: { label: "Com pesquisa", show: yesNo },
  },
  newsletter_subscribers: {
    rows: { label: "Linhas exportadas", show: String },
  },
  // 'Status da rede': the notice's form; its cities are listed by id, its updates as a list.
  network_notices: {
    kind: { label: "Tipo", show: labelled(NETWORK_NOTICE_KIND_LABELS) },
    title: { label: "Título" },
    description: { label: "Descrição" },
    neighbourhoods: { label: "Bairros (opcional)" },
    startsAt: { label: "Início", show: moment },
    expectedEndAt: { label: "Previsão de término", show: moment },
    resolvedAt: { label: "Resolvido em", show: moment },
    resolution: { label: "Resolução" },
    isActive: { label: "Publicado no site", show: yesNo },
    publishAt: { label: "Publicar em", show: moment },
    unpublishAt: { label: "Despublicar em", show: moment },
  },
  // The Equipe tab's form and switch; resets and two-factor changes keep the e-mail only.
  staff: {
    name: { label: "Nome" },
    email: { label: "E-mail" },
    role: { label: "Perfil", show: labelled(STAFF_ROLE_LABELS) },
    disabled: { label: "Conta ativa", show: (value) => (value ? "Não" : "Sim") },
    // A seller's 'Avisos' (issue 57).
    alertEmail: { label: "Avisar por e-mail", show: yesNo },
    alertWhatsapp: { label: "WhatsApp dos avisos", show: (value) => (value ? String(value) : "—") },
    alertCities: { label: "Cidades do vendedor", show: list },
  },
  // Contratações (issue 56): states only, never the person's data.
  sign_ups: {
    protocol: { label: "Protocolo" },
    status: { label: "Situação", show: labelled(SIGN_UP_STATUS_LABELS) },
    delivery: { label: "Entrega", show: labelled(REFERRAL_STATUS_LABELS) },
    attempts: { label: "Tentativas de entrega", show: String },
    assigneeId: { label: "Responsável" },
    kind: { label: "Documento aberto", show: labelled(SIGN_UP_DOCUMENT_LABELS) },
    rows: { label: "Linhas exportadas", show: String },
    slotState: { label: "Horário de instalação", show: labelled(SLOT_STATE_LABELS) },
  },
  // Issue 68: a city's installation windows.
  install_schedules: {
    weekdays: {
      label: "Dias da semana",
      show: (value) =>
        (Array.isArray(value) ? value : [])
          .map((day) => WEEKDAY_LABELS[Number(day)] ?? String(day))
          .join(", "),
    },
    morningCapacity: { label: "Instalações pela manhã", show: String },
    afternoonCapacity: { label: "Instalações à tarde", show: String },
    daysOff: {
      label: "Folgas",
      show: (value) => (Array.isArray(value) && value.length > 0 ? value.join(", ") : "Nenhuma"),
    },
  },
  // Solicitações (issue 67): kinds, states and where it went, never the subscriber's data.
  subscriber_requests: {
    protocol: { label: "Protocolo" },
    kind: { label: "Tipo", show: labelled(SUBSCRIBER_REQUEST_KIND_LABELS) },
    state: { label: "Situação", show: labelled(SUBSCRIBER_REQUEST_STATE_LABELS) },
    via: { label: "Sistema de gestão", show: labelled(SUBSCRIBER_REQUEST_VIA_LABELS) },
    erpError: { label: "Falha do sistema de gestão" },
    replied: { label: "Resposta enviada por e-mail", show: (value) => (value ? "Sim" : "Não") },
    rows: { label: "Linhas exportadas", show: String },
  },
  // 'Cobertura' (issue 56): the geocoder key only as 'definida' or 'nenhuma'; an area by name and count.
  coverage_settings: {
    order: {
      label: "Ordem das fontes",
      show: (value) =>
        Array.isArray(value) && value.length > 0
          ? value
              .map((source) => VIABILITY_SOURCE_LABELS[source as ViabilitySource] ?? String(source))
              .join(" → ")
          : "Só as faixas de CEP",
    },
    boxDistanceMeters: { label: "Distância máxima das caixas (m)", show: String },
    geocoderUrl: { label: "Endereço do geocodificador" },
    geocoderKey: { label: "Chave do geocodificador" },
    cepAddressUrl: { label: "Serviço de CEP" },
    tileUrl: { label: "Endereço dos mapas (tiles)" },
  },
  coverage_areas: {
    name: { label: "Nome" },
    format: { label: "Formato", show: (value) => String(value).toUpperCase() },
    polygonCount: { label: "Polígonos", show: String },
  },
};

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const blank = (value: unknown) =>
  value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0);

/** An entity's fields; none for a name the registry does not know (an entry older than this version). */
const fieldsOf = (entity: string): Record<string, Field> =>
  Object.hasOwn(FIELDS, entity) ? FIELDS[entity as AuditedEntity] : {};

/** The labels the Histórico gives an entity's fields (the registry's test reads them). */
export const fieldLabels = (entity: string): string[] =>
  Object.values(fieldsOf(entity)).map((field) => field.label);

function show(field: Field, value: unknown, names: AuditNames): string {
  if (field.show && value !== null && value !== undefined) return field.show(value, names);
  return blank(value) ? "—" : String(value);
}

/** A spreadsheet import of a plan × city matrix, or its undo: one entry for many pairs (decision 0040). */
const isImport = (entry: AuditEntry) => entry.action === "import" || entry.action === "import_undo";

const count = (value: unknown) => (Number.isSafeInteger(value) ? (value as number) : 0);

/** How many pairs an import changed, or its undo put back. */
export function importCount(entry: AuditEntry): number {
  const after = asRecord(entry.after);
  return entry.action === "import_undo"
    ? count(after.undone)
    : Array.isArray(after.pairs)
      ? after.pairs.length
      : 0;
}

/**
 * An import's changes as its preview said them ('Vila Velha: Fibra 500 R$ 99,90 → R$ 89,90'); its undo's,
 * the import it undid.
 */
export function importLines(entry: AuditEntry): string[] | undefined {
  const after = asRecord(entry.after);
  if (entry.action === "import_undo") {
    const at =
      typeof after.importedAt === "string" ? ` de ${formatSiteMoment(new Date(after.importedAt))}` : "";
    return [
      `Desfaz a importação${at}: ${importCount(entry)} ${importCount(entry) === 1 ? "alteração" : "alterações"}`,
    ];
  }
  if (entry.action !== "import") return undefined;
  return Array.isArray(after.changes) ? after.changes.map(String) : [];
}

/**
 * The fields of an entry worth reading: on a change, only those whose value differs; on a creation or a
 * delete, every field that had a value.
 */
export function describeChanges(entry: AuditEntry, names: AuditNames): FieldChange[] {
  if (isImport(entry)) return [];
  const fields = fieldsOf(entry.entity);
  const before = asRecord(entry.before);
  const after = asRecord(entry.after);
  const changes: FieldChange[] = [];
  for (const [key, field] of Object.entries(fields)) {
    const had = key in before;
    const has = key in after;
    if (had && has) {
      if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
      changes.push({
        label: field.label,
        before: show(field, before[key], names),
        after: show(field, after[key], names),
      });
    } else if (has && !blank(after[key])) {
      changes.push({ label: field.label, after: show(field, after[key], names) });
    } else if (had && !blank(before[key])) {
      changes.push({ label: field.label, before: show(field, before[key], names) });
    }
  }
  return changes;
}

/** The record as staff know it: its name or title, a pair of names for an association. */
export function recordName(entry: AuditEntry, names: AuditNames): string {
  const values = { ...asRecord(entry.before), ...asRecord(entry.after) };
  const text = (value: unknown) => (typeof value === "string" && value ? value : undefined);
  switch (entry.entity) {
    case "cities":
      return text(values.name) && text(values.state) ? `${values.name} - ${values.state}` : "Cidade";
    case "plan_cities":
    case "business_plan_cities": {
      if (isImport(entry)) {
        const changed = importCount(entry);
        return `${changed} ${changed === 1 ? "alteração" : "alterações"}`;
      }
      const fields = fieldsOf(entry.entity);
      const planKey = entry.entity === "plan_cities" ? "planId" : "businessPlanId";
      const plan = show(fields[planKey]!, values[planKey], names);
      if (entry.action === "bulk_create") return plan;
      return `${plan} em ${show(fields.cityId!, values.cityId, names)}`;
    }
    case "city_cep_ranges":
      return text(values.city) ?? "Cidade";
    case "site_settings":
      return "Dados da empresa";
    case "banner_settings":
      return "Legendas dos banners";
    case "erp_settings":
      return "Sistema de gestão";
    case "coverage_settings":
      return "Cobertura";
    case "marketing_settings":
      return "Marketing e avisos";
    case "referrals":
      return entry.entityId ? `Indicação nº ${entry.entityId}` : "Lista de indicações";
    case "leads":
      return entry.entityId ? `Contato nº ${entry.entityId}` : "Lista de contatos";
    case "newsletter_subscribers":
      return entry.entityId ? `Inscrito nº ${entry.entityId}` : "Lista da newsletter";
    default:
      // A staff account's resets and two-factor changes keep its e-mail, not its name.
      return (
        text(values.name) ??
        text(values.title) ??
        text(values.email) ??
        (entry.entityId ? `nº ${entry.entityId}` : "—")
      );
  }
}
