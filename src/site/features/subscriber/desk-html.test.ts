import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { SiteSettings } from "../../../domain";
import { SUBSCRIBER_MESSAGES } from "../../../domain/subscriber";
import type { SubscriberDesk } from "../../../server/erp/desk";
import type { AppContext } from "../../../server/http/app-context";
import type { DeskVisit } from "./desk.server";
import * as desk from "./desk-html.server";

// The desk's views as the page's HTML, for assertions on what the visitor is sent.
const deskForm = async (...args: Parameters<typeof desk.deskForm>) => {
  const view = await desk.deskForm(...args);
  return view && renderToStaticMarkup(view);
};
const deskAnswer = async (...args: Parameters<typeof desk.deskAnswer>) =>
  renderToStaticMarkup(await desk.deskAnswer(...args));

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
    proven: async () => undefined,
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
/** A visit whose proof (the desk's record, issue 66) names Maria. */
const MARIAS_PROOF: DeskVisit = {
  proof: {
    id: 7,
    subscriber: { id: "1", firstName: "Maria", kind: "person", birthDate: undefined, contracts: [] },
  },
};

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
    const html = renderToStaticMarkup(
      desk.documentosHtml(
        {
          step: "documents",
          firstName: "Maria",
          contracts: [{ label: "Fibra", pdfToken: undefined }],
          fiscal: undefined,
        },
        settings,
        { firstName: "Maria" },
      ),
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

describe("'Avise-me quando acabar' under a known failure (issue 58)", () => {
  const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
  const inTwoHours = new Date(Date.now() + 7_200_000).toISOString();
  const failure = {
    id: 41,
    kind: "incidente",
    title: "Rompimento de fibra no Centro",
    description: "",
    cities: [{ id: 7, name: "Vila Velha", state: "ES", slug: "vila-velha-es" }],
    neighbourhoods: [],
    startsAt: hourAgo,
    expectedEndAt: inTwoHours,
    resolvedAt: null,
    resolution: "",
    updates: [],
    updatedAt: hourAgo,
  };
  type Asked = { input: Record<string, unknown>; request: { noticeIds: number[]; city: unknown } };

  function outageContext(
    desk: SubscriberDesk,
    channels = { email: true, whatsapp: true },
    outcome: "stored" | "invalid" = "stored",
  ) {
    const asked: Asked[] = [];
    const ctx = context(desk, {
      catalogue: {
        siteSettings: async () => settings,
        activeCities: async () => [{ id: 7, name: "Vila Velha", state: "ES" }],
        networkNotices: async () => [failure],
      },
      outageChannels: async () => channels,
      subscribeToOutage: async (input: Record<string, unknown>, request: unknown) => {
        asked.push({ input, request } as Asked);
        return outcome === "stored"
          ? { outcome: "stored" }
          : { outcome: "invalid", errors: { consent: "Marque o consentimento." } };
      },
    } as unknown as Partial<AppContext>);
    return { ctx, asked };
  }

  const form = (fields: Record<string, string>, path = "/suporte") =>
    new Request(`http://localhost${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });

  const ticket = {
    documento: "123.456.789-09",
    nascimento: "1980-01-01",
    telefone: "(27) 99999-0000",
    mensagem: "Estou sem internet desde cedo.",
    cidade: "7",
  };

  it("offers it before a ticket, as a plain form with the WhatsApp the ticket gave and the consent's purpose", async () => {
    const { desk, lookups } = fakeDesk();
    const { ctx } = outageContext(desk);
    const html = await deskAnswer("suporte", form(ticket), ctx, NO_PROOF);
    expect(html).toContain("Há uma falha conhecida na sua região");
    expect(html).toContain("Avise-me quando acabar");
    const offer = html.slice(html.indexOf("data-outage-offer"));
    expect(offer).toMatch(
      /^[^<]*<h3[^>]*>Avise-me quando acabar<\/h3><p>[^<]*<\/p><form[^>]*action="\/suporte#abrir-chamado" method="post"><input type="hidden" name="etapa" value="aviso"\/>/,
    );
    expect(html).toMatch(/<input[^>]*name="aviso-whatsapp"[^>]*value="\(27\) 99999-0000"/);
    expect(html).toMatch(/<input[^>]*name="aviso-email"/);
    expect(html).toMatch(/<input[^>]*type="checkbox"[^>]*name="aviso-consentimento"/);
    expect(html).toContain("Finalidade: avisar você, uma única vez, quando esta falha for resolvida.");
    // Asked before any lookup: nothing of the CPF was checked.
    expect(lookups).toEqual([]);
  });

  it("asks only the ways the site can send, and offers nothing when it can send none", async () => {
    const { desk } = fakeDesk();
    const emailOnly = await deskAnswer(
      "suporte",
      form(ticket),
      outageContext(desk, { email: true, whatsapp: false }).ctx,
      NO_PROOF,
    );
    expect(emailOnly).toMatch(/name="aviso-email"/);
    expect(emailOnly).not.toMatch(/name="aviso-whatsapp"/);
    const none = await deskAnswer(
      "suporte",
      form(ticket),
      outageContext(desk, { email: false, whatsapp: false }).ctx,
      NO_PROOF,
    );
    expect(none).toContain("Há uma falha conhecida na sua região");
    expect(none).not.toContain("Avise-me quando acabar");
  });

  it("stores it for the city's failure and answers 'Pronto', keeping the ticket form as it was", async () => {
    const { desk, lookups } = fakeDesk();
    const { ctx, asked } = outageContext(desk);
    const html = await deskAnswer(
      "suporte",
      form({
        ...ticket,
        etapa: "aviso",
        "aviso-email": "maria@example.com",
        "aviso-whatsapp": "",
        "aviso-consentimento": "sim",
      }),
      ctx,
      NO_PROOF,
    );
    expect(asked).toEqual([
      {
        input: { email: "maria@example.com", whatsapp: "", consent: true },
        request: { noticeIds: [41], name: undefined, city: { name: "Vila Velha", state: "ES" } },
      },
    ]);
    expect(html).toContain("Pronto! Vamos avisar você quando esta falha acabar.");
    expect(html).toContain("Abrir chamado mesmo assim");
    expect(html).toMatch(/<input[^>]*name="documento"[^>]*value="123.456.789-09"/);
    expect(lookups).toEqual([]);
  });

  it("shows the form's mistakes with what was typed, on 'Minha internet caiu' too", async () => {
    const { desk } = fakeDesk();
    const { ctx, asked } = outageContext(desk, { email: true, whatsapp: true }, "invalid");
    const html = await deskAnswer(
      "internet",
      form(
        {
          etapa: "aviso",
          cidade: "7",
          telefone: "27999990000",
          passo: "cabo",
          "aviso-email": "maria@example.com",
        },
        "/cliente/minha-internet-caiu",
      ),
      ctx,
      // The guided check follows the proof: this visit has one.
      MARIAS_PROOF,
    );
    expect(html).toContain("Marque o consentimento.");
    expect(asked[0]?.request).toMatchObject({ noticeIds: [41], name: "Maria" });
    expect(html).toMatch(/<input[^>]*name="aviso-email"[^>]*value="maria@example.com"/);
    // The guided check's form keeps the step ticked.
    expect(html).toMatch(/<input type="checkbox"[^>]*name="passo" checked="" value="cabo"/);
    expect(html).toContain('action="/cliente/minha-internet-caiu#verificacao"');
  });
});

describe("a desk page opened with the visit's proof (issue 66, L12)", () => {
  it("takes one of the proof's ERP calls per page; past them, 'Muitas consultas…' and no ERP call", async () => {
    let calls = 0;
    let left = 2;
    const desk = {
      capabilities: { openInvoices: true, trustUnlock: false, openTicket: true },
      isLimited: () => false,
      spend: () => left-- > 0,
      invoices: async () => {
        calls += 1;
        return [];
      },
      contracts: () => [],
    } as unknown as SubscriberDesk;
    const pages = [];
    for (let open = 0; open < 3; open += 1)
      pages.push((await deskForm("segundaVia", context(desk), MARIAS_PROOF)) ?? "");
    expect(calls).toBe(2);
    expect(pages[0]).not.toContain(SUBSCRIBER_MESSAGES.rateLimited);
    expect(pages[2]).toContain(SUBSCRIBER_MESSAGES.rateLimited);
  });
});
