import { type Attribution, matchesAttributionFilter } from "./attribution";
import { type CityCepRange, findCepRange, findCityIdByCepPrefix, formatCep, parseCep } from "./cep";
import { formatCnpj } from "./cnpj";
import type { CallbackPeriod, StoredLeadKind } from "./lead";
import { offerDay } from "./offer";
import { formatPhone } from "./referral";
import { REFERRAL_STATUS_LABELS, type ReferralDeliveryStatus } from "./referral-console";

// What the console's 'Contatos' tab and its CSV export show of a lead. The server filters the export
// with the same fields and filters as the tab, so the file holds exactly the rows on screen.

/** Where sales stand with a lead; every lead starts 'new'. */
export const LEAD_STATUSES = ["new", "in_progress", "converted", "not_interested"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "Novo",
  in_progress: "Em atendimento",
  converted: "Convertido",
  not_interested: "Sem interesse",
};

export const LEAD_KIND_LABELS: Record<StoredLeadKind, string> = {
  coverage: "Avise-me quando chegar",
  callback: "Prefiro que me liguem",
  business: "Proposta para empresa",
  outage: "Aviso de falha",
};

export type LeadDeliveryStatus = ReferralDeliveryStatus;

export type AdminLead = {
  id: number;
  kind: StoredLeadKind;
  /** The person (for a business request, the contact). */
  name: string;
  phone: string;
  email: string | null;
  city: string | null;
  uf: string | null;
  cep: string | null;
  houseNumber: string | null;
  /**
   * A marker set where the lead was stored: 'sem viabilidade' for the waiting list of 'Contrate online'
   * (issue 56: an address the network does not reach, with its CEP and number). Null for the forms' leads.
   */
  tag: string | null;
  period: CallbackPeriod | null;
  planId: number | null;
  planName: string | null;
  offerCode: string | null;
  cnpj: string | null;
  companyName: string | null;
  /** When the visitor ticked the consent line (coverage requests). */
  consentedAt: string | null;
  status: LeadStatus;
  statusChangedAt: string | null;
  statusChangedBy: string | null;
  delivery: LeadDeliveryStatus;
  attempts: number;
  deliveredAt: string | null;
  /** 'Responsável': the staff member (account id) who calls the person back. */
  assigneeId: string | null;
  /** 'Retornar em': the Brasília day to call back, 'AAAA-MM-DD'. */
  followUpOn: string | null;
  createdAt: string;
  updatedAt: string;
  /**
   * For a lead that gave only a CEP: 'city' when the console placed it by the CEP (city and uf are that
   * city's), 'outside' when no served city holds the CEP ('fora da área'); absent otherwise.
   */
  cepPlace?: "city" | "outside";
  /** The visit's first touch (utm_*, gclid, fbclid, landing path; issue 57), or null. */
  attribution: Attribution | null;
};

/** A staff member who may be a lead's 'Responsável'. */
export type LeadAssignee = { id: string; name: string };

/** Statuses that close a lead: no call back is due any more. */
const CLOSED_STATUSES: readonly LeadStatus[] = ["converted", "not_interested"];

/** A call back whose day has passed (`today`: the Brasília day) while the lead is still open. */
export function isLeadOverdue(lead: Pick<AdminLead, "followUpOn" | "status">, today: string): boolean {
  return lead.followUpOn !== null && lead.followUpOn < today && !CLOSED_STATUSES.includes(lead.status);
}

/**
 * The opening message of 'Abrir no WhatsApp': the person by first name and what they asked about (the
 * plan of a callback, the city of a coverage request, the company of a business request).
 */
export function leadGreeting(
  lead: Pick<AdminLead, "kind" | "name" | "planName" | "city" | "uf" | "companyName">,
): string {
  const first = lead.name.trim().split(/\s+/)[0] ?? lead.name;
  if (lead.kind === "callback" && lead.planName)
    return `Olá, ${first}! Aqui é da equipe de vendas. Você pediu que entrássemos em contato sobre o plano ${lead.planName}. Podemos conversar agora?`;
  if (lead.kind === "business" && lead.companyName)
    return `Olá, ${first}! Aqui é da equipe de vendas. Recebemos o pedido de proposta para a ${lead.companyName}. Podemos conversar agora?`;
  if (lead.kind === "coverage" && lead.city)
    return `Olá, ${first}! Aqui é da equipe de vendas. Você pediu para ser avisado quando a nossa internet chegasse a ${lead.city}${lead.uf ? ` - ${lead.uf}` : ""}. Podemos conversar?`;
  if (lead.kind === "outage")
    return `Olá, ${first}! Aqui é do atendimento, sobre a falha na rede da sua região que você pediu para acompanhar no nosso site.`;
  return `Olá, ${first}! Aqui é da equipe de vendas, sobre o seu pedido no nosso site. Podemos conversar agora?`;
}

/** The person's WhatsApp number: Brazil's country code before the area code and number. */
export const leadWhatsappNumber = (phone: string) => `55${phone.replace(/\D/g, "")}`;

/** 'Falhou (3 tentativas)', as the Indicações tab says it. */
export function leadDeliveryLabel(lead: Pick<AdminLead, "delivery" | "attempts">): string {
  const label = REFERRAL_STATUS_LABELS[lead.delivery];
  if (lead.delivery === "delivered" || lead.attempts === 0) return label;
  return `${label} (${lead.attempts} ${lead.attempts === 1 ? "tentativa" : "tentativas"})`;
}

/**
 * 'Campinas - SP', 'CEP 13010-000', 'Campinas - SP, CEP 13010-000', 'CEP 13010-000 (fora da área)' for a
 * CEP no served city holds; empty when the lead names no place.
 */
export function leadPlace(lead: Pick<AdminLead, "city" | "uf" | "cep" | "cepPlace">): string {
  const city = lead.city ? (lead.uf ? `${lead.city} - ${lead.uf}` : lead.city) : "";
  const cep = lead.cep
    ? `CEP ${formatCep(lead.cep)}${lead.cepPlace === "outside" ? " (fora da área)" : ""}`
    : "";
  return [city, cep].filter(Boolean).join(", ");
}

/**
 * Every field the tab's search looks in: names, company, contact data (phones as digits and as shown,
 * CNPJ and CEP both ways), place, plan, offer code and the labels of kind and status.
 */
export function leadSearchFields(lead: AdminLead): string[] {
  return [
    lead.name,
    lead.phone,
    formatPhone(lead.phone),
    lead.email ?? "",
    lead.companyName ?? "",
    lead.cnpj ?? "",
    lead.cnpj ? formatCnpj(lead.cnpj) : "",
    lead.city ?? "",
    lead.uf ?? "",
    lead.cep ?? "",
    lead.cep ? formatCep(lead.cep) : "",
    lead.planName ?? "",
    lead.offerCode ?? "",
    LEAD_KIND_LABELS[lead.kind],
    LEAD_STATUS_LABELS[lead.status],
    lead.tag ?? "",
    lead.attribution?.source ?? "",
    lead.attribution?.campaign ?? "",
  ];
}

/**
 * The tab's quick views (issue 59): 'Hoje' (a call back due today), 'Atrasados' (a call back whose day has
 * passed) and 'Sem responsável', each among open leads; 'Novos hoje' (issue 68), every lead that arrived
 * today (Brasília's day), whatever became of it since.
 */
export const LEAD_VIEWS = ["new_today", "today", "overdue", "unassigned"] as const;
export type LeadView = (typeof LEAD_VIEWS)[number];
export const LEAD_VIEW_LABELS: Record<LeadView, string> = {
  new_today: "Novos hoje",
  today: "Hoje",
  overdue: "Atrasados",
  unassigned: "Sem responsável",
};

/** The marker of the waiting list of 'Contrate online' (issue 56). */
export const WAITING_LIST_TAG = "sem viabilidade";

/** 'CEP 29010-000, nº 42 apto 3': the address a lead was checked at; empty when it gave neither. */
export function leadAddress(lead: Pick<AdminLead, "cep" | "houseNumber">): string {
  return [lead.cep && `CEP ${formatCep(lead.cep)}`, lead.houseNumber && `nº ${lead.houseNumber}`]
    .filter(Boolean)
    .join(", ");
}

export type LeadFilters = {
  kind?: StoredLeadKind;
  /** The lead's marker ('sem viabilidade'); empty means any. */
  tag?: string;
  status?: LeadStatus;
  view?: LeadView;
  /** The first touch's utm_source and utm_campaign (issue 57): equal ignoring case; empty means any. */
  source?: string;
  campaign?: string;
};

/** Whether a lead is in a quick view; `today` is the Brasília day ('AAAA-MM-DD'). */
export function isInLeadView(
  lead: Pick<AdminLead, "followUpOn" | "status" | "assigneeId"> & { createdAt?: string },
  view: LeadView,
  today: string,
): boolean {
  if (view === "new_today")
    return lead.createdAt !== undefined && offerDay(new Date(lead.createdAt)) === today;
  if (CLOSED_STATUSES.includes(lead.status)) return false;
  if (view === "today") return lead.followUpOn === today;
  if (view === "overdue") return isLeadOverdue(lead, today);
  return lead.assigneeId === null;
}

/** The tab's filters; absent means any. */
export function matchesLeadFilters(
  lead: Pick<AdminLead, "kind" | "status" | "followUpOn" | "assigneeId"> & {
    createdAt?: string;
    attribution?: Attribution | null;
    tag?: string | null;
  },
  filters: LeadFilters,
  today: string,
): boolean {
  return (
    (!filters.kind || lead.kind === filters.kind) &&
    (!filters.status || lead.status === filters.status) &&
    (!filters.tag || lead.tag === filters.tag) &&
    (!filters.view || isInLeadView(lead, filters.view, today)) &&
    matchesAttributionFilter(lead.attribution?.source, filters.source) &&
    matchesAttributionFilter(lead.attribution?.campaign, filters.campaign)
  );
}

/** A city with its CEP ranges, as a lead that gave only a CEP is placed by (listCepCities). */
export type CepCity = CityCepRange & { name: string; uf: string };

/**
 * Where a lead that gave only a CEP is: the city whose range (or, for a town's generic CEP, whose
 * first five digits) holds it, or 'outside' when no served city does ('fora da área'). Null when the lead
 * names its city or gave no CEP. `sorted` as for findCepRange.
 */
export function leadCepCity(
  lead: Pick<AdminLead, "city" | "cep">,
  sorted: readonly CepCity[],
): { city: string; uf: string } | "outside" | null {
  if (lead.city || !lead.cep) return null;
  const cep = parseCep(lead.cep);
  if (cep === undefined) return "outside";
  const range = findCepRange(sorted, cep);
  const cityId = range?.cityId ?? findCityIdByCepPrefix(sorted, cep);
  const city = sorted.find((row) => row.cityId === cityId);
  return city ? { city: city.name, uf: city.uf } : "outside";
}

/** A lead with the city its CEP gives, when it named none: what the tab, its demand count and its CSV show. */
export function withCepCity<T extends Pick<AdminLead, "city" | "uf" | "cep" | "cepPlace">>(
  lead: T,
  sorted: readonly CepCity[],
): T {
  const place = leadCepCity(lead, sorted);
  if (place === null) return lead;
  if (place === "outside") return { ...lead, cepPlace: "outside" };
  return { ...lead, city: place.city, uf: place.uf, cepPlace: "city" };
}

export type CoverageDemand = { place: string; city: string | null; uf: string | null; requests: number };

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLocaleLowerCase("pt-BR")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/**
 * Where demand is: coverage requests counted by city and state, most requested first. 'campinas',
 * 'Campinas' and 'Campínas' are one city (the spelling shown is the most used one, capitalised on a tie); requests that gave
 * only a CEP count under its city when withCepCity placed them, the others together under 'Só o CEP, fora
 * da área'.
 */
export function coverageDemand(leads: readonly Pick<AdminLead, "kind" | "city" | "uf">[]): CoverageDemand[] {
  const groups = new Map<string, { uf: string | null; spellings: Map<string, number>; requests: number }>();
  for (const lead of leads) {
    if (lead.kind !== "coverage") continue;
    const key = lead.city ? `${fold(lead.city)}|${lead.uf ?? ""}` : "";
    const group = groups.get(key) ?? { uf: lead.uf, spellings: new Map<string, number>(), requests: 0 };
    group.requests += 1;
    if (lead.city) group.spellings.set(lead.city, (group.spellings.get(lead.city) ?? 0) + 1);
    groups.set(key, group);
  }
  return [...groups.entries()]
    .map(([key, group]) => {
      if (key === "")
        return { place: "Só o CEP, fora da área", city: null, uf: null, requests: group.requests };
      // The most used spelling; on a tie, one written with a capital, then the first in pt-BR order.
      const capital = (text: string) => Number(text.charAt(0) !== text.charAt(0).toLocaleUpperCase("pt-BR"));
      const city = [...group.spellings.entries()].sort(
        (a, b) => b[1] - a[1] || capital(a[0]) - capital(b[0]) || a[0].localeCompare(b[0], "pt-BR"),
      )[0]![0];
      return {
        place: group.uf ? `${city} - ${group.uf}` : city,
        city,
        uf: group.uf,
        requests: group.requests,
      };
    })
    .sort(
      (a, b) =>
        b.requests - a.requests ||
        Number(a.city === null) - Number(b.city === null) ||
        a.place.localeCompare(b.place, "pt-BR"),
    );
}
