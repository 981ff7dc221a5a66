import { describe, expect, it } from "vitest";
import type { SiteSettings } from "../../../domain";
import { SUBSCRIBER_MESSAGES } from "../../../domain/subscriber";
import type { SubscriberDesk } from "../../../server/erp/desk";
import type { AppContext } from "../../../server/http/app-context";
import type { DeskVisit } from "./desk.server";
import { deskAnswer, deskForm } from "./desk-html.server";

// The desk's forms and answers as the Astro pages show them (templates/desk-page.astro puts this HTML in
// the page): the second proof a company gives is the field the server reads, and an address the server
// found past its lookups gets 'Muitas consultas…' without its form being read (issue 55, M1 and L-CNPJ).

const PAGES = ["segundaVia", "desbloqueio", "suporte"] as const;

type Lookup = Parameters<SubscriberDesk["identify"]>[0];

/** A desk that can do every task and finds no one; it keeps the lookups it was asked. */
function fakeDesk() {
  const lookups: Lookup[] = [];
  const desk = {
    capabilities: { openInvoices: true, trustUnlock: true, openTicket: true },
    isLimited: () => false,
    // No visit carries the desk's proof here: every page asks.
    proven: () => undefined,
    identify: async (lookup: Lookup) => {
      lookups.push(lookup);
      return { kind: "not_found" as const };
    },
  } as unknown as SubscriberDesk;
  return { desk, lookups };
}

const settings = { companyName: "Provedor", whatsappNumber: "", subscriberPortalUrl: "" } as SiteSettings;

function context(desk: SubscriberDesk, extra: Partial<AppContext> = {}): AppContext {
  return {
    catalogue: {
      siteSettings: async () => settings,
      activeCities: async () => [],
      networkNotices: async () => [],
    },
    subscriberDesk: desk,
    clientIp: "203.0.113.9",
    ...extra,
  } as unknown as AppContext;
}

const post = (fields: Record<string, string>) =>
  new Request("http://localhost/cliente/segunda-via", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });

/** A visit without the desk's proof cookie: every page asks. */
const NO_PROOF: DeskVisit = { proof: undefined };

describe("the subscriber desk's HTML", () => {
  it("asks a company for 'Número do contrato (CNPJ)', the field the desk reads as its second proof", async () => {
    const { desk, lookups } = fakeDesk();
    for (const page of PAGES) {
      const html = (await deskForm(page, context(desk), NO_PROOF)) ?? "";
      const field = /<label[^>]*for="([^"]+)"[^>]*>Número do contrato \(CNPJ\)<\/label>/.exec(html);
      expect(field, page).not.toBeNull();
      expect(html, page).toMatch(new RegExp(`<input[^>]*id="${field![1]}"[^>]*name="numero-contrato"`));
      expect(html, page).toContain("para CNPJ, o número de um dos contratos da empresa");
    }

    const answer = await deskAnswer(
      "segundaVia",
      post({ documento: "11.222.333/0001-81", nascimento: "", "numero-contrato": "502" }),
      context(desk),
      NO_PROOF,
    );
    expect(lookups).toEqual([{ document: "11.222.333/0001-81", birthDate: "", contract: "502" }]);
    expect(answer).toContain(SUBSCRIBER_MESSAGES.notFound);
  });

  it("answers 'Muitas consultas…' to a limited address on every desk page, reading no form", async () => {
    const { desk, lookups } = fakeDesk();
    for (const page of PAGES) {
      // The server renders this answer from a neutral request whose body is empty (pages.ts, deskLimited).
      const neutral = new Request("http://localhost/", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "",
      });
      const html = await deskAnswer(page, neutral, context(desk, { subscriberLimited: true }), NO_PROOF);
      expect(html, page).toContain("Muitas consultas seguidas. Aguarde alguns minutos e tente de novo.");
      // The message takes the focus once the page's script runs, and the form is there to try again later.
      expect(html, page).toMatch(/<div[^>]*data-form-error=""[^>]*>/);
      expect(html, page).toContain('name="documento"');
    }
    expect(lookups).toEqual([]);
  });
});

describe("the desk's documents and 'Minha internet caiu' (issue 58)", () => {
  it("says calmly what an ERP does not offer: no contract PDF, no notas fiscais", async () => {
    const { documentosHtml } = await import("./desk-html.server");
    const html = documentosHtml(
      {
        step: "documents",
        firstName: "Maria",
        contracts: [{ label: "Fibra", pdfToken: undefined }],
        fiscal: undefined,
      },
      settings,
      { firstName: "Maria" },
    );
    expect(html).toContain("Maria, o contrato em PDF ainda não está disponível pelo site");
    expect(html).toContain("As notas fiscais ainda não estão disponíveis pelo site");
    expect(html).not.toContain("Baixar");
  });

  it("puts the steps done and the lights seen in the ticket's text, in the words the form showed", async () => {
    const { internetTicketText } = await import("./desk.server");
    expect(
      internetTicketText(
        {
          steps: ["reiniciar", "cabo"],
          lights: "los",
          phone: "27999990000",
          text: "  Caiu às 7h. ",
          city: "1",
        },
        "Vila Velha - ES",
      ),
    ).toBe(
      [
        "Minha internet caiu (verificação guiada pelo site).",
        "",
        "Passos feitos:",
        "- Desliguei a ONU e o roteador da tomada, esperei 30 segundos e liguei de novo",
        "- Testei com um cabo de rede ligado direto no computador",
        "",
        "Luzes da ONU: LOS vermelha, acesa ou piscando",
        "",
        "Relato: Caiu às 7h.",
        "",
        "Cidade informada: Vila Velha - ES",
      ].join("\n"),
    );
  });

  it("opens no ticket without the visit's proof: the guided check follows the lookup", async () => {
    const { desk } = fakeDesk();
    const opened: unknown[] = [];
    (desk as unknown as { ticket: unknown }).ticket = async (...args: unknown[]) => {
      opened.push(args);
      return { protocol: "1" };
    };
    const request = new Request("http://localhost/cliente/minha-internet-caiu", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ etapa: "chamado", telefone: "27999990000", passo: "cabo" }).toString(),
    });
    const html = await deskAnswer("internet", request, context(desk), { proof: undefined });
    expect(html).toContain("A consulta expirou");
    expect(html).toContain("CPF ou CNPJ do titular");
    expect(opened).toEqual([]);
  });
});
