import type { Attribution } from "../../domain/attribution";
import type { Database } from "../db/client";
import { leads } from "../db/schema";

// The test people of the lead pipeline's tests, and a lead stored the way POST /api/leads/… stores one.

export const COVERAGE_LEAD = {
  kind: "coverage" as const,
  name: "Leocádia Fontoura",
  phone: "19981237654",
  city: "Indaiatuba",
  uf: "SP" as const,
  cep: "13330250",
};
export const CALLBACK_LEAD = {
  kind: "callback" as const,
  name: "Teodoro Amaral",
  phone: "2733219876",
  cep: "29101010",
  houseNumber: "77B",
  period: "evening" as const,
  planId: 12,
  planName: "Fibra 750 Mega",
  offerCode: "VERAO-26",
  city: "Vila Velha - ES",
};
export const BUSINESS_LEAD = {
  kind: "business" as const,
  name: "Quitéria Bastos",
  phone: "27997651234",
  email: "quiteria@fornobastos.com.br",
  cnpj: "11222333000181",
  companyName: "Forno Bastos Ltda",
  city: "Cariacica",
};

/** The three lead forms' bodies as the public pages send them to POST /api/leads/… . */
export const LEAD_FORM_BODIES = {
  COVERAGE: {
    name: "Rosana Teixeira",
    phone: "(19) 9 8123-4567",
    city: "Campinas",
    uf: "SP",
    cep: "",
    consent: true,
    website: "",
  },
  CALLBACK: {
    name: "Otávio Brandão",
    phone: "27 3344-7788",
    cep: "29101-010",
    houseNumber: "455",
    period: "evening",
    planId: 3,
    planName: "Fibra 500 Mega",
    offerCode: "",
    cityName: "Vila Velha - ES",
    website: "",
  },
  BUSINESS: {
    cnpj: "11.222.333/0001-81",
    companyName: "Oficina Sobral Ltda",
    contactName: "Wagner Sobral",
    phone: "(27) 9 9712-3434",
    email: "Wagner@OficinaSobral.com.br",
    city: "Serra",
    website: "",
  },
};

/** Every way the test people's data could show up in a log line. */
export const LEAD_PERSONAL_VALUES = [
  ...[COVERAGE_LEAD, CALLBACK_LEAD, BUSINESS_LEAD].flatMap((lead) => [lead.name, lead.phone]),
  "(19) 9 8123-7654",
  "9 8123-7654",
  "(27) 3321-9876",
  "3321-9876",
  "(27) 9 9765-1234",
  "9765-1234",
  "Leocádia",
  "Teodoro",
  "Quitéria",
  "quiteria@",
  "fornobastos",
  "Forno Bastos",
  "11.222.333/0001-81",
  "11222333000181",
  "13330250",
  "13330-250",
  "29101010",
  "29101-010",
  "Indaiatuba",
];

type LeadValues = typeof COVERAGE_LEAD | typeof CALLBACK_LEAD | typeof BUSINESS_LEAD;

/** Stores a lead the way the public routes do (a made-up client key). */
export async function insertLead(
  database: Database,
  lead: LeadValues = COVERAGE_LEAD,
  values: { createdAt?: Date; nextAttemptAt?: Date; attribution?: Attribution | null } = {},
): Promise<number> {
  const [row] = await database.db
    .insert(leads)
    .values({
      ...lead,
      consentedAt: lead.kind === "coverage" ? new Date() : null,
      clientKey: "test-client-key",
      ...values,
    })
    .returning({ id: leads.id });
  if (!row) throw new Error("insert returned nothing");
  return row.id;
}
