import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { SiteSettings } from "../../../domain";
import type { Subscriber } from "../../../server/erp/contract";
import type { SubscriberDesk } from "../../../server/erp/desk";
import type { AppContext } from "../../../server/http/app-context";
import type { RequestPages, RequestSubmission } from "../../../server/http/request-pages";
import type { SignUpPages } from "../../../server/http/sign-up-pages";
import * as views from "./request-html.server";
import { type RequestAnswer, type RequestKindPage, requestAction } from "./request-pages.server";

// The desk's self-service pages' steps (issue 67, point 3) as the server answers their posts: a form with a
// mistake, a wrong proof asked again, a contract that is not the visitor's, a plan's new fidelização not
// accepted — each answers the page again with its pt-BR message and submits nothing; the right ones submit
// once. The ERP and the store are stand-ins here: desk-requests.test.ts takes them through the server.

const MARIA: Subscriber = {
  id: "101",
  firstName: "Maria",
  kind: "person",
  birthDate: undefined,
  contracts: [{ id: "501", label: "Fibra 500 Mega", blocked: false, installationCep: "29100000" }],
  onFile: { email: "maria.souza@gmail.com" },
};
const PROOF = { documento: "529.982.247-25", nascimento: "1985-03-14" };
const settings = { companyName: "Provedor", whatsappNumber: "", subscriberPortalUrl: "" } as SiteSettings;

function world(options: { covered?: boolean } = {}) {
  const submitted: RequestSubmission[] = [];
  const lookups: unknown[] = [];
  const desk = {
    capabilities: { openTicket: true },
    isLimited: () => false,
    proof: async (subscriber: Subscriber) => ({
      value: "prova",
      expires: Date.now() + 60_000,
      proof: { id: 1, subscriber },
    }),
    // Every step a proof opens takes one of its ERP calls: plenty here.
    spend: () => true,
    identify: async (lookup: { document?: unknown; birthDate?: unknown }) => {
      lookups.push(lookup);
      return lookup.document === PROOF.documento && lookup.birthDate === PROOF.nascimento
        ? { kind: "found" as const, subscriber: MARIA }
        : { kind: "not_found" as const };
    },
  } as unknown as SubscriberDesk;
  const pages: RequestPages = {
    cancelView: async () => ({
      consequences: {
        fine: 180,
        fineText: "Multa por cancelamento antecipado: R$ 180,00.",
        equipmentText: "O roteador é da empresa e precisa ser devolvido.",
      },
      offerCode: "RIT-P1-V1",
    }),
    retentionOffer: async () => "3 meses com 50% de desconto.",
    dueDays: async () => [5, 10, 15],
    offer: async (code) =>
      code === "RIT-P2-V1"
        ? ({
            code,
            status: "current",
            offer: {
              name: "Fibra 1 Giga",
              price: 149.9,
              promoPrice: null,
              promoMonths: null,
              downloadMbps: 1000,
              uploadMbps: 500,
              loyaltyMonths: 12,
              loyaltyBenefit: 360,
            },
          } as unknown as Awaited<ReturnType<RequestPages["offer"]>>)
        : undefined,
    submit: async (request) => {
      submitted.push(request);
      return {
        outcome: "stored",
        protocol: "SL-20261128-ABC123",
        emailQueued: true,
        via: "ticket",
        reference: "2026112600001",
        queued: false,
      };
    },
  };
  const signUp = {
    checkAddress: async (form: FormData) =>
      options.covered === false
        ? {
            outcome: "uncovered",
            address: { cep: form.get("cep"), number: form.get("number"), complement: "" },
          }
        : {
            outcome: "covered",
            address: { cep: form.get("cep"), number: form.get("number"), complement: "" },
            viability: { status: "atendido", source: "ranges", detail: "", cityId: 3 },
            city: { id: 3, name: "Vila Velha", state: "ES" },
            plans: [
              {
                name: "Fibra 1 Giga",
                offerCode: "RIT-P2-V1",
                price: 149.9,
                promoPrice: null,
                speed: "1 Giga",
                loyaltyMonths: 12,
              },
            ],
            found: { street: "Rua das Palmeiras", district: "Centro" },
          },
  } as unknown as SignUpPages;
  const context = {
    catalogue: { siteSettings: async () => settings },
    clientIp: "10.0.0.9",
    subscriberDesk: desk,
    subscriberRequests: pages,
    signUp,
  } as unknown as AppContext;
  const post = (kind: RequestKindPage, fields: Record<string, string>, proof: string | null = "prova") =>
    requestAction(
      kind,
      new Request("http://localhost/", { method: "POST", body: new URLSearchParams(fields) }),
      context,
      { proof: proof === "prova" ? { id: 1, subscriber: MARIA } : undefined },
    );
  return { post, submitted, lookups };
}

const errorsOf = (answer: RequestAnswer) => ("errors" in answer ? answer.errors : {});

describe("the self-service pages' confirmation", () => {
  it("cancels after the proof asked again, with the consequences in the request", async () => {
    const { post, submitted } = world();
    const answer = await post("cancel", {
      etapa: "confirmar",
      contrato: "501",
      motivo: "preco",
      telefone: "(27) 99999-0000",
      ...PROOF,
    });
    expect(answer).toMatchObject({ step: "done", protocol: "SL-20261128-ABC123" });
    expect(submitted).toHaveLength(1);
    expect(submitted[0]).toMatchObject({ kind: "cancel", phone: "27999990000" });
    expect(submitted[0]!.details).toEqual([
      "Motivo: O preço está alto.",
      "Multa por cancelamento antecipado: R$ 180,00.",
      "O roteador é da empresa e precisa ser devolvido.",
    ]);
    // The e-mail on file comes from the proof made now.
    expect(submitted[0]!.subscriber.onFile?.email).toBe("maria.souza@gmail.com");
  });

  it("asks the proof again and submits nothing when it does not match", async () => {
    const { post, submitted } = world();
    const answer = await post("cancel", {
      etapa: "confirmar",
      contrato: "501",
      telefone: "27999990000",
      ...PROOF,
      nascimento: "1990-01-01",
    });
    expect(answer).toMatchObject({
      step: "form",
      message: "Confirme os seus dados para continuar: eles não conferem com os do titular.",
    });
    expect(submitted).toEqual([]);
  });

  it("answers a mistake before asking the ERP anything, and keeps what was typed", async () => {
    const { post, submitted, lookups } = world();
    const answer = await post("cancel", {
      etapa: "confirmar",
      contrato: "501",
      telefone: "123",
      motivo: "preco",
      ...PROOF,
    });
    expect(errorsOf(answer)).toEqual({ telefone: "Digite um telefone com DDD para falarmos com você." });
    expect(answer).toMatchObject({ values: { motivo: "preco", telefone: "123" } });
    // The proof's fields are not shown again.
    expect(JSON.stringify(answer)).not.toContain("1985-03-14");
    expect(lookups).toEqual([]);
    expect(submitted).toEqual([]);
  });

  it("refuses a contract that is not the visitor's", async () => {
    const { post, submitted } = world();
    const answer = await post("due_day", {
      etapa: "confirmar",
      contrato: "999",
      dia: "10",
      telefone: "27999990000",
    });
    expect(errorsOf(answer)).toEqual({ contrato: "Escolha o contrato." });
    expect(submitted).toEqual([]);
  });

  it("changes the due day to a day of the list, without asking the proof again", async () => {
    const { post, submitted, lookups } = world();
    const wrong = await post("due_day", {
      etapa: "confirmar",
      contrato: "501",
      dia: "31",
      telefone: "27999990000",
    });
    expect(errorsOf(wrong)).toEqual({ dia: "Escolha um dos dias de vencimento da lista." });
    expect(submitted).toEqual([]);
    const answer = await post("due_day", {
      etapa: "confirmar",
      contrato: "501",
      dia: "10",
      telefone: "27999990000",
    });
    expect(answer.step).toBe("done");
    expect(submitted[0]).toMatchObject({ kind: "due_day", details: ["Novo dia de vencimento: 10."] });
    expect(lookups).toEqual([]);
  });

  it("checks the Wi-Fi per band, never shows a password again, and sends it once", async () => {
    const { post, submitted } = world();
    const empty = await post("wifi", {
      etapa: "confirmar",
      contrato: "501",
      telefone: "27999990000",
      ...PROOF,
    });
    expect(errorsOf(empty)).toEqual({
      form: "Informe um novo nome ou uma nova senha para pelo menos uma das redes.",
    });
    const bad = await post("wifi", {
      etapa: "confirmar",
      contrato: "501",
      telefone: "27999990000",
      "2g-ssid": "Casa da Mãe",
      "2g-password": "curta",
      ...PROOF,
    });
    expect(errorsOf(bad)).toEqual({
      "2g-ssid": "Use de 1 a 32 caracteres: letras sem acento, números, espaço e . _ - @ # +",
      "2g-password": "A senha precisa ter de 8 a 63 caracteres, sem acentos.",
    });
    expect(JSON.stringify(bad)).not.toContain("curta");
    expect(submitted).toEqual([]);
    const answer = await post("wifi", {
      etapa: "confirmar",
      contrato: "501",
      telefone: "27999990000",
      "2g-ssid": "Casa da Maria",
      "2g-password": "uma senha boa!",
      "5g-password": "outra senha 5g",
      ...PROOF,
    });
    expect(answer.step).toBe("done");
    expect(submitted[0]!.wifi).toEqual({
      "2g": { ssid: "Casa da Maria", password: "uma senha boa!" },
      "5g": { password: "outra senha 5g" },
    });
    expect(submitted[0]!.details.join(" ")).not.toMatch(/uma senha boa|outra senha/);
  });

  it("changes the plan only to one sold at the installation address, the new fidelização accepted", async () => {
    const { post, submitted } = world();
    const plans = await post("plan", { etapa: "endereco", contrato: "501", number: "120" });
    expect(plans).toMatchObject({
      step: "plans",
      address: { cep: "29100000", number: "120" },
      plans: [{ code: "RIT-P2-V1", name: "Fibra 1 Giga", loyalty: "Fidelidade de 12 meses" }],
    });
    const unknown = await post("plan", {
      etapa: "plano",
      contrato: "501",
      number: "120",
      oferta: "RIT-P9-V9",
    });
    expect(unknown).toMatchObject({
      step: "form",
      message: "Escolha um dos planos vendidos no seu endereço.",
    });
    const base = {
      etapa: "confirmar",
      contrato: "501",
      number: "120",
      oferta: "RIT-P2-V1",
      telefone: "27999990000",
      ...PROOF,
    };
    const unaccepted = await post("plan", base);
    expect(unaccepted).toMatchObject({
      step: "plan-confirm",
      errors: {
        "aceito-fidelizacao":
          "Para trocar para um plano com fidelização, marque que você aceita a nova fidelização.",
      },
    });
    expect(submitted).toEqual([]);
    const answer = await post("plan", { ...base, "aceito-fidelizacao": "sim" });
    expect(answer.step).toBe("done");
    expect(submitted[0]!.details).toEqual([
      "Novo plano: Fibra 1 Giga (oferta RIT-P2-V1), R$ 149,90 por mês.",
      "O cliente aceitou a nova fidelização de 12 meses.",
    ]);
  });

  it("does not take an address change to an address not served", async () => {
    const { post, submitted } = world({ covered: false });
    const checked = await post("address", {
      etapa: "endereco",
      contrato: "501",
      cep: "29100-500",
      number: "9",
    });
    expect(checked).toMatchObject({ step: "address-checked", covered: false });
    const answer = await post("address", {
      etapa: "confirmar",
      contrato: "501",
      cep: "29100-500",
      number: "9",
      street: "Rua A",
      district: "Centro",
      telefone: "27999990000",
      ...PROOF,
    });
    expect(answer).toMatchObject({
      step: "form",
      message: "Ainda não atendemos o novo endereço: a mudança não pode ser pedida por aqui.",
    });
    expect(submitted).toEqual([]);
  });

  it("takes the offer to stay instead of cancelling, never in the way", async () => {
    const { post, submitted } = world();
    const answer = await post("cancel", {
      etapa: "oferta",
      contrato: "501",
      "oferta-telefone": "27999990000",
    });
    expect(answer).toMatchObject({ step: "done", kind: "retention" });
    expect(submitted[0]!.details).toEqual([
      "O cliente desistiu de cancelar e aceitou a oferta: 3 meses com 50% de desconto.",
    ]);
  });

  it("asks for the identification again once the visit's proof ended", async () => {
    const { post, submitted } = world();
    const answer = await post(
      "cancel",
      { etapa: "confirmar", contrato: "501", telefone: "27999990000", ...PROOF },
      null,
    );
    expect(answer).toEqual({ step: "expired" });
    expect(submitted).toEqual([]);
  });
});

// The page's view as the HTML the visitor is sent.
const requestHtml = (...args: Parameters<typeof views.requestHtml>) =>
  renderToStaticMarkup(views.requestHtml(...args));

describe("the self-service pages' HTML", () => {
  it("asks the proof again on the sensitive confirmations only", () => {
    const form = (kind: RequestKindPage) =>
      requestHtml(
        kind,
        {
          step: "form",
          firstName: "Maria",
          contracts: [{ id: "501", label: "Fibra" }],
          values: {},
          errors: {},
          dueDays: [5],
          cancel: { views: {}, retentionOffer: "" },
        },
        settings,
        { firstName: "Maria" },
      );
    expect(form("wifi")).toContain("Confirme que é você");
    expect(form("cancel")).toContain("Confirme que é você");
    expect(form("due_day")).not.toContain("Confirme que é você");
    // Plain forms posting to the page itself.
    expect(form("due_day")).toMatch(/<form[^>]* action="\/cliente\/vencimento" method="post"/);
  });

  it("says the protocol and where it went", () => {
    const html = requestHtml(
      "wifi",
      {
        step: "done",
        kind: "wifi",
        protocol: "SL-20261128-ABC123",
        emailQueued: true,
        via: "route",
        reference: undefined,
        queued: false,
      },
      settings,
      { firstName: "Maria" },
    );
    expect(html).toContain("SL-20261128-ABC123");
    expect(html).toContain("a nova configuração foi enviada ao seu roteador");
    expect(html).toContain("Enviamos o protocolo para o e-mail do seu cadastro.");
  });
});
