import {
  type AuditEntry,
  type AuditNames,
  cameraCountLabel,
  formatDate,
  formatPrice,
  REFERRAL_STATUS_LABELS,
} from "../../../domain";
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
const image = (value: unknown) => (value ? "Imagem enviada" : "Imagem padrão");

const PLAN_FIELDS: Record<string, Field> = {
  name: { label: "Nome" },
  speed: { label: "Velocidade" },
  price: { label: "Preço", show: price },
  type: { label: "Tipo" },
  streamings: { label: "Streamings", show: list },
  cameraCount: { label: "Câmeras", show: (value) => cameraCountLabel(Number(value)) },
  badge: { label: "Selo" },
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
});

/** Each section's fields, with the labels of its form; fields not listed (ids, versions) are not shown. */
const FIELDS: Record<string, Record<string, Field>> = {
  plans: PLAN_FIELDS,
  business_plans: {
    ...PLAN_FIELDS,
    features: { label: "Recursos", show: list },
    popular: { label: "Destaque (mais vendido)", show: yesNo },
  },
  cities: { name: { label: "Nome" }, state: { label: "Estado" }, isActive: { label: "Ativa", show: yesNo } },
  plan_cities: associationFields("planId", "plans", "Plano"),
  business_plan_cities: associationFields("businessPlanId", "businessPlans", "Plano empresarial"),
  banners: BANNER_FIELDS,
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
  site_settings: Object.fromEntries(
    SETTINGS_GROUPS.flatMap((group) => group.fields).map((field) => [field.name, { label: field.label }]),
  ),
  banner_settings: { showCaptions: { label: "Mostrar legendas nos banners", show: yesNo } },
  referrals: {
    status: { label: "Entrega", show: labelled(REFERRAL_STATUS_LABELS) },
    attempts: { label: "Tentativas de entrega", show: String },
    contactedAt: { label: "Contatado em", show: date },
    contactedBy: { label: "Contatado por" },
    side: { label: "CPF visto", show: labelled({ referrer: "do indicador", friend: "do amigo" }) },
    rows: { label: "Linhas exportadas", show: String },
    filtered: { label: "Com pesquisa", show: yesNo },
  },
};

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const blank = (value: unknown) =>
  value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0);

function show(field: Field, value: unknown, names: AuditNames): string {
  if (field.show && value !== null && value !== undefined) return field.show(value, names);
  return blank(value) ? "—" : String(value);
}

/**
 * The fields of an entry worth reading: on a change, only those whose value differs; on a creation or a
 * delete, every field that had a value.
 */
export function describeChanges(entry: AuditEntry, names: AuditNames): FieldChange[] {
  const fields = FIELDS[entry.entity] ?? {};
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
      const fields = FIELDS[entry.entity]!;
      const planKey = entry.entity === "plan_cities" ? "planId" : "businessPlanId";
      const plan = show(fields[planKey]!, values[planKey], names);
      if (entry.action === "bulk_create") return plan;
      return `${plan} em ${show(fields.cityId!, values.cityId, names)}`;
    }
    case "site_settings":
      return "Dados da empresa";
    case "banner_settings":
      return "Legendas dos banners";
    case "referrals":
      return entry.entityId ? `Indicação nº ${entry.entityId}` : "Lista de indicações";
    default:
      return text(values.name) ?? text(values.title) ?? (entry.entityId ? `nº ${entry.entityId}` : "—");
  }
}
