import { describe, expect, it } from "vitest";
import { cityFromSlug } from "./city-slug";
import {
  checkBusinessRequest,
  checkCallbackRequest,
  checkCoverageRequest,
  checkOutageSubscription,
  LEAD_MESSAGES,
} from "./lead";
import {
  type AdminLead,
  coverageDemand,
  isLeadOverdue,
  leadAddress,
  leadGreeting,
  leadPlace,
  leadSearchFields,
  leadWhatsappNumber,
  matchesLeadFilters,
  WAITING_LIST_TAG,
  withCepCity,
} from "./lead-console";
import { matchesSearch } from "./records";

const coverage = {
  name: "  Ana   Souza ",
  phone: "(19) 9 8888-7777",
  city: " Campinas ",
  uf: "sp",
  cep: "",
  consent: true,
};

const callback = {
  name: "Bruno Lima",
  phone: "27 3322-1100",
  cep: "29.100-000",
  houseNumber: "120a",
  period: "afternoon",
  planId: 7,
  planName: "Fibra 500 Mega",
  offerCode: "",
  cityName: "Vila Velha - ES",
};

const business = {
  cnpj: "11.222.333/0001-81",
  companyName: "Padaria Pão Quente Ltda",
  contactName: "Carla Dias",
  phone: "(27) 3030-4040",
  email: "Carla@PaoQuente.com.br",
  city: "Serra",
};

describe("checkCoverageRequest", () => {
  it("tidies and keeps a request with city and state", () => {
    expect(checkCoverageRequest(coverage)).toEqual({
      ok: true,
      values: { name: "Ana Souza", phone: "19988887777", city: "Campinas", uf: "SP", cep: null },
    });
  });

  it("takes a CEP instead of the city, or both", () => {
    expect(checkCoverageRequest({ ...coverage, city: "", uf: "", cep: "13010-000" })).toEqual({
      ok: true,
      values: { name: "Ana Souza", phone: "19988887777", city: null, uf: null, cep: "13010000" },
    });
    const both = checkCoverageRequest({ ...coverage, cep: "13010000" });
    expect(both.ok && both.values).toMatchObject({ city: "Campinas", uf: "SP", cep: "13010000" });
  });

  it("says what is missing, field by field", () => {
    expect(checkCoverageRequest({})).toEqual({
      ok: false,
      errors: {
        name: LEAD_MESSAGES.name,
        phone: LEAD_MESSAGES.phone,
        city: LEAD_MESSAGES.cityOrCep,
        consent: LEAD_MESSAGES.consent,
      },
    });
    expect(checkCoverageRequest({ ...coverage, uf: "" })).toEqual({
      ok: false,
      errors: { uf: LEAD_MESSAGES.uf },
    });
    expect(checkCoverageRequest({ ...coverage, uf: "XX" })).toEqual({
      ok: false,
      errors: { uf: LEAD_MESSAGES.uf },
    });
    expect(checkCoverageRequest({ ...coverage, city: "" })).toEqual({
      ok: false,
      errors: { city: LEAD_MESSAGES.city },
    });
    expect(checkCoverageRequest({ ...coverage, city: "", uf: "", cep: "1301" })).toEqual({
      ok: false,
      errors: { cep: LEAD_MESSAGES.cep },
    });
    expect(checkCoverageRequest({ ...coverage, consent: false })).toEqual({
      ok: false,
      errors: { consent: LEAD_MESSAGES.consent },
    });
    expect(checkCoverageRequest({ ...coverage, consent: "true" }).ok).toBe(true);
    expect(checkCoverageRequest({ ...coverage, name: "x".repeat(101) })).toEqual({
      ok: false,
      errors: { name: LEAD_MESSAGES.nameTooLong },
    });
    expect(checkCoverageRequest({ ...coverage, city: "Cam\u0000pinas" })).toMatchObject({
      ok: false,
      errors: { city: "A cidade não pode conter caracteres de controle." },
    });
  });

  it("takes nothing but text from a hostile body", () => {
    const check = checkCoverageRequest({ name: ["Ana"], phone: 27999998888, city: {}, uf: null, consent: 1 });
    expect(check.ok).toBe(false);
    expect(checkCoverageRequest(null).ok).toBe(false);
    expect(checkCoverageRequest("Ana").ok).toBe(false);
  });
});

describe("checkCallbackRequest", () => {
  it("keeps the plan, the period and a tidy address", () => {
    expect(checkCallbackRequest(callback)).toEqual({
      ok: true,
      values: {
        name: "Bruno Lima",
        phone: "2733221100",
        cep: "29100000",
        houseNumber: "120A",
        period: "afternoon",
        planId: 7,
        planName: "Fibra 500 Mega",
        offerCode: null,
        cityName: "Vila Velha - ES",
      },
    });
    const withOffer = checkCallbackRequest({ ...callback, offerCode: "BLACK-2026", planId: "7" });
    expect(withOffer.ok && withOffer.values).toMatchObject({ offerCode: "BLACK-2026", planId: 7 });
    expect(checkCallbackRequest({ ...callback, houseNumber: "s/n" }).ok).toBe(true);
  });

  it("says what is wrong, field by field", () => {
    expect(checkCallbackRequest({})).toEqual({
      ok: false,
      errors: {
        name: LEAD_MESSAGES.name,
        phone: LEAD_MESSAGES.phone,
        cep: LEAD_MESSAGES.cep,
        houseNumber: LEAD_MESSAGES.houseNumber,
        period: LEAD_MESSAGES.period,
        plan: LEAD_MESSAGES.plan,
      },
    });
    expect(checkCallbackRequest({ ...callback, period: "madrugada" })).toEqual({
      ok: false,
      errors: { period: LEAD_MESSAGES.period },
    });
    for (const planId of [0, -1, 1.5, "01a", 2 ** 31, null]) {
      expect(checkCallbackRequest({ ...callback, planId }), String(planId)).toEqual({
        ok: false,
        errors: { plan: LEAD_MESSAGES.plan },
      });
    }
    expect(checkCallbackRequest({ ...callback, offerCode: "<script>" })).toEqual({
      ok: false,
      errors: { offerCode: LEAD_MESSAGES.offerCode },
    });
    expect(checkCallbackRequest({ ...callback, houseNumber: "123456789012" })).toEqual({
      ok: false,
      errors: { houseNumber: LEAD_MESSAGES.houseNumber },
    });
  });
});

describe("checkBusinessRequest", () => {
  it("keeps the CNPJ without punctuation and the e-mail in lower case", () => {
    expect(checkBusinessRequest(business)).toEqual({
      ok: true,
      values: {
        cnpj: "11222333000181",
        companyName: "Padaria Pão Quente Ltda",
        contactName: "Carla Dias",
        phone: "2730304040",
        email: "carla@paoquente.com.br",
        city: "Serra",
      },
    });
  });

  it("refuses a CNPJ whose check digits are wrong, and says what else is wrong", () => {
    expect(checkBusinessRequest({ ...business, cnpj: "11.222.333/0001-82" })).toEqual({
      ok: false,
      errors: { cnpj: LEAD_MESSAGES.cnpj },
    });
    expect(checkBusinessRequest({})).toEqual({
      ok: false,
      errors: {
        cnpj: LEAD_MESSAGES.cnpj,
        companyName: LEAD_MESSAGES.companyName,
        contactName: LEAD_MESSAGES.contactName,
        phone: LEAD_MESSAGES.phone,
        email: LEAD_MESSAGES.email,
        city: LEAD_MESSAGES.businessCity,
      },
    });
  });
});

describe("cityFromSlug", () => {
  it("reads the city and state a city page's address names", () => {
    expect(cityFromSlug("campinas-sp")).toEqual({ city: "Campinas", uf: "SP" });
    expect(cityFromSlug("sao-jose-dos-campos-sp")).toEqual({ city: "Sao Jose dos Campos", uf: "SP" });
    expect(cityFromSlug("Rio-De-Janeiro-rj")).toEqual({ city: "Rio de Janeiro", uf: "RJ" });
  });

  it("names nothing when the address has no state or no city", () => {
    expect(cityFromSlug("campinas")).toBeUndefined();
    expect(cityFromSlug("campinas-xx")).toBeUndefined();
    expect(cityFromSlug("sp")).toBeUndefined();
    expect(cityFromSlug("")).toBeUndefined();
    expect(cityFromSlug("cam%20pinas-sp")).toBeUndefined();
  });
});

const lead = (values: Partial<AdminLead>): AdminLead => ({
  id: 1,
  kind: "coverage",
  name: "Ana Souza",
  phone: "19988887777",
  email: null,
  city: "Campinas",
  uf: "SP",
  cep: null,
  houseNumber: null,
  tag: null,
  period: null,
  planId: null,
  planName: null,
  offerCode: null,
  cnpj: null,
  companyName: null,
  consentedAt: "2026-11-20T12:00:00.000Z",
  status: "new",
  statusChangedAt: null,
  statusChangedBy: null,
  delivery: "pending",
  attempts: 0,
  deliveredAt: null,
  assigneeId: null,
  followUpOn: null,
  createdAt: "2026-11-20T12:00:00.000Z",
  updatedAt: "2026-11-20T12:00:00.000Z",
  attribution: null,
  ...values,
});

describe("a lead's follow-up", () => {
  it("is overdue once its day has passed, while the lead is open", () => {
    expect(isLeadOverdue(lead({ followUpOn: "2026-11-24" }), "2026-11-25")).toBe(true);
    expect(isLeadOverdue(lead({ followUpOn: "2026-11-25" }), "2026-11-25")).toBe(false);
    expect(isLeadOverdue(lead({ followUpOn: null }), "2026-11-25")).toBe(false);
    expect(isLeadOverdue(lead({ followUpOn: "2026-11-24", status: "converted" }), "2026-11-25")).toBe(false);
    expect(isLeadOverdue(lead({ followUpOn: "2026-11-24", status: "in_progress" }), "2026-11-25")).toBe(true);
  });

  it("greets the person by first name and names the plan, the company or the city", () => {
    expect(leadGreeting(lead({ kind: "callback", name: "Maria da Silva", planName: "Fibra 500 Mega" }))).toBe(
      "Olá, Maria! Aqui é da equipe de vendas. Você pediu que entrássemos em contato sobre o plano Fibra 500 Mega. Podemos conversar agora?",
    );
    expect(leadGreeting(lead({ kind: "business", companyName: "Padaria Ipê" }))).toContain(
      "proposta para a Padaria Ipê",
    );
    expect(leadGreeting(lead({}))).toContain("chegasse a Campinas - SP");
    expect(leadWhatsappNumber("(27) 99988-7766")).toBe("5527999887766");
  });
});

describe("the console's view of leads", () => {
  it("counts coverage requests by city, one city whatever its spelling, CEP-only apart", () => {
    const demand = coverageDemand([
      lead({ city: "Campinas" }),
      lead({ city: "campinas" }),
      lead({ city: "Campínas" }),
      lead({ city: "Campinas", uf: "GO" }),
      lead({ city: null, uf: null, cep: "13010000" }),
      lead({ city: "Alegre", uf: "ES" }),
      lead({ kind: "callback", city: "Campinas" }),
    ]);
    expect(demand).toEqual([
      { place: "Campinas - SP", city: "Campinas", uf: "SP", requests: 3 },
      { place: "Alegre - ES", city: "Alegre", uf: "ES", requests: 1 },
      { place: "Campinas - GO", city: "Campinas", uf: "GO", requests: 1 },
      { place: "Só o CEP, fora da área", city: null, uf: null, requests: 1 },
    ]);
  });

  it("finds a lead by any word in any field: phone as shown, CNPJ, CEP, plan, kind and status", () => {
    const business = lead({
      kind: "business",
      name: "Carla Dias",
      phone: "2730304040",
      cnpj: "11222333000181",
      companyName: "Padaria Pão Quente",
      city: "Serra",
      uf: null,
      status: "in_progress",
    });
    const fields = leadSearchFields(business);
    expect(matchesSearch(fields, "carla padaria")).toBe(true);
    expect(matchesSearch(fields, "(27) 3030-4040")).toBe(true);
    expect(matchesSearch(fields, "11.222.333/0001-81")).toBe(true);
    expect(matchesSearch(fields, "empresa atendimento")).toBe(true);
    expect(matchesSearch(fields, "carla campinas")).toBe(false);
    const call = lead({ kind: "callback", cep: "29100000", planName: "Fibra 500 Mega", city: null });
    expect(matchesSearch(leadSearchFields(call), "29100-000 fibra 500")).toBe(true);
  });

  it("filters by kind and status, and names the place", () => {
    const today = "2026-11-28";
    expect(matchesLeadFilters(lead({}), {}, today)).toBe(true);
    expect(matchesLeadFilters(lead({}), { kind: "coverage", status: "new" }, today)).toBe(true);
    expect(matchesLeadFilters(lead({}), { kind: "business" }, today)).toBe(false);
    expect(matchesLeadFilters(lead({}), { status: "converted" }, today)).toBe(false);
    expect(leadPlace(lead({ cep: "13010000" }))).toBe("Campinas - SP, CEP 13010-000");
    expect(leadPlace(lead({ city: null, uf: null }))).toBe("");
  });

  it("finds the waiting list of Contrate online by its marker, and names the address it was checked at", () => {
    const today = "2026-11-28";
    const waiting = lead({ tag: WAITING_LIST_TAG, cep: "69900000", houseNumber: "42 apto 3" });
    const plain = lead({});
    expect(
      [waiting, plain].filter((row) => matchesLeadFilters(row, { tag: "sem viabilidade" }, today)),
    ).toEqual([waiting]);
    expect([waiting, plain].filter((row) => matchesLeadFilters(row, { tag: "" }, today))).toHaveLength(2);
    expect(matchesSearch(leadSearchFields(waiting), "sem viabilidade")).toBe(true);
    expect(leadAddress(waiting)).toBe("CEP 69900-000, nº 42 apto 3");
    expect(leadAddress(plain)).toBe("");
  });
});

describe("Contatos' quick views and CEP-only leads (issue 59)", () => {
  const today = "2026-11-28";
  it("'Hoje' holds open call backs due today, 'Atrasados' the past ones, 'Sem responsável' open leads nobody has", () => {
    const dueToday = lead({ followUpOn: today, assigneeId: "a1" });
    const late = lead({ followUpOn: "2026-11-20", assigneeId: "a1" });
    const nobody = lead({ assigneeId: null });
    const closed = lead({ followUpOn: today, assigneeId: null, status: "converted" });
    const view = (name: "today" | "overdue" | "unassigned") =>
      [dueToday, late, nobody, closed].filter((row) => matchesLeadFilters(row, { view: name }, today));
    expect(view("today")).toEqual([dueToday]);
    expect(view("overdue")).toEqual([late]);
    expect(view("unassigned")).toEqual([nobody]);
  });

  it("places a CEP-only lead in the city whose range holds it, or says 'fora da área'", () => {
    const ranges = [
      { cityId: 2, start: 29100001, end: 29129999, name: "Vila Velha", uf: "ES" },
      { cityId: 3, start: 29010001, end: 29099999, name: "Vitória", uf: "ES" },
    ].sort((a, b) => a.start - b.start);
    const vilaVelha = withCepCity(lead({ city: null, uf: null, cep: "29101010" }), ranges);
    expect(vilaVelha).toMatchObject({ city: "Vila Velha", uf: "ES", cepPlace: "city" });
    expect(leadPlace(vilaVelha)).toBe("Vila Velha - ES, CEP 29101-010");
    // A town's generic CEP, just before its first range.
    expect(withCepCity(lead({ city: null, uf: null, cep: "29100000" }), ranges).city).toBe("Vila Velha");
    const campinas = withCepCity(lead({ city: null, uf: null, cep: "13010000" }), ranges);
    expect(campinas).toMatchObject({ city: null, cepPlace: "outside" });
    expect(leadPlace(campinas)).toBe("CEP 13010-000 (fora da área)");
    // A lead that named its city keeps it.
    expect(withCepCity(lead({ city: "Serra", uf: "ES", cep: "29101010" }), ranges).city).toBe("Serra");
    expect(coverageDemand([vilaVelha, campinas])).toEqual([
      { place: "Vila Velha - ES", city: "Vila Velha", uf: "ES", requests: 1 },
      { place: "Só o CEP, fora da área", city: null, uf: null, requests: 1 },
    ]);
  });
});

describe("checkOutageSubscription ('Avise-me quando acabar', issue 58)", () => {
  const both = { email: true, whatsapp: true };
  it("takes an e-mail, a WhatsApp or both, with the consent ticked", () => {
    expect(checkOutageSubscription({ email: " Maria@Example.com ", consent: "on" }, both)).toEqual({
      ok: true,
      values: { email: "maria@example.com", phone: "" },
    });
    expect(checkOutageSubscription({ whatsapp: "+55 (27) 99999-0000", consent: true }, both)).toEqual({
      ok: true,
      values: { email: null, phone: "27999990000" },
    });
  });
  it("refuses no contact, a wrong one, no consent, and reads only the ways offered", () => {
    expect(checkOutageSubscription({ consent: true }, both)).toEqual({
      ok: false,
      errors: { contact: LEAD_MESSAGES.outageContact },
    });
    expect(checkOutageSubscription({ email: "maria@", whatsapp: "123", consent: false }, both)).toEqual({
      ok: false,
      errors: {
        email: LEAD_MESSAGES.email,
        whatsapp: LEAD_MESSAGES.outageWhatsapp,
        consent: LEAD_MESSAGES.outageConsent,
      },
    });
    // WhatsApp not set on the site: a number sent anyway is not kept.
    expect(
      checkOutageSubscription({ whatsapp: "27999990000", consent: true }, { email: true, whatsapp: false }),
    ).toEqual({ ok: false, errors: { contact: LEAD_MESSAGES.outageContact } });
  });
});
