// @vitest-environment happy-dom
import nodeConsole from "node:console";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { EMPTY_SITE_SETTINGS, type PublicPage, type SiteSettings } from "../../../domain";
import { AboutPage } from "./about-page";
import { CookiesPage } from "./cookies-page";
import { CustomerPortalPage, JobsPage } from "./framed-pages";
import { PrivacyPolicyPage } from "./privacy-policy-page";
import { SelfServicePage } from "./self-service";
import { ServiceCentrePage, SupportPage } from "./service-pages";

afterEach(cleanup);

const OTHER_PROVIDER: SiteSettings = {
  ...EMPTY_SITE_SETTINGS,
  companyName: "Conecta Serra Net",
  cnpj: "98.765.432/0001-10",
  address: "Rua das Flores, 42 - Centro, Santa Teresa - ES",
  salesPhone: "(27) 3259-1234",
  whatsappNumber: "5527988881234",
  subscriberPortalUrl: "https://central.conectaserra.example/login",
  jobsUrl: "https://conectaserra.vagas.example/",
  salesEmail: "comercial@conectaserra.example",
  supportEmail: "ajuda@conectaserra.example",
  privacyEmail: "dpo@conectaserra.example",
  businessHours: "Todos os dias, das 7h às 22h",
  statClientsValue: "12 mil",
  statClientsLabel: "assinantes",
};

/** An editable page as the loader hands it (decision 0041); its texts are the console's business. */
const PAGE: PublicPage = {
  key: "quem-somos",
  title: "Quem somos",
  lead: "A Conecta Serra Net é um provedor regional de internet.",
  seoTitle: "Quem somos",
  seoDescription: "Conheça o provedor.",
  imageUrl: "",
  imageWidth: null,
  imageHeight: null,
  imageAlt: "",
  html: "<h2>Nossa história</h2>\n<p>Nascemos para conectar quem mora longe.</p>\n",
};

const UNSET: SiteSettings = { ...EMPTY_SITE_SETTINGS, companyName: "Provedor Novo" };

let current: ReactNode = null;
function Current() {
  return current;
}
const Stub = createRoutesStub([{ path: "*", Component: Current }]);

/**
 * happy-dom loads no page into an <iframe>, and says so for each on Node's console (the one Vitest gave
 * it): expected where a framed page renders its frame. Any other message still fails the test.
 */
function silenceFrameNotices() {
  const original = nodeConsole.error;
  const notices = vi.spyOn(nodeConsole, "error").mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes("Failed to load iframe page")) original.apply(nodeConsole, args);
  });
  onTestFinished(() => notices.mockRestore());
}

function show(node: ReactNode, path = "/") {
  current = node;
  render(<Stub initialEntries={[path]} />);
}

describe("information pages take the company from the settings", () => {
  it("the privacy policy names the controller, its CNPJ and address, and the encarregado's e-mail", () => {
    show(
      <PrivacyPolicyPage
        page={{
          ...PAGE,
          key: "politica-privacidade",
          title: "Política de privacidade",
          html: "<h2>Seus direitos</h2>\n<p>Pelo art. 18 da LGPD, você pode pedir a qualquer momento:</p>\n",
        }}
        settings={{ ...OTHER_PROVIDER, privacyOfficerName: "Joana Prado" }}
      />,
    );
    expect(document.body.textContent).toContain(
      "O nosso encarregado pelo tratamento de dados pessoais é Joana Prado.",
    );
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(document.body.textContent).toContain(
      "O controlador dos dados tratados neste site é a Conecta Serra Net, inscrita no CNPJ sob o nº 98.765.432/0001-10, com sede em Rua das Flores, 42 - Centro, Santa Teresa - ES.",
    );
    const dpo = screen.getAllByRole("link", { name: "dpo@conectaserra.example" });
    expect(dpo[0]?.getAttribute("href")).toMatch(/^mailto:dpo@conectaserra\.example\?subject=/);
    // The settings' sections come before the prose staff edit (decision 0041).
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      "Quem é o controlador",
      "Encarregado pelo tratamento de dados (DPO)",
      "Seus direitos",
      // Issue 57: after the prose, drawn from the settings.
      "Origem da visita e ferramentas de medição",
    ]);
    expect(document.body.textContent).toContain("art. 18 da LGPD");
  });

  it("the service centre lists phone, WhatsApp, e-mails and hours, and hides what is not set", () => {
    show(<ServiceCentrePage settings={OTHER_PROVIDER} />);
    expect(screen.getByRole("link", { name: "(27) 3259-1234" }).getAttribute("href")).toBe("tel:2732591234");
    const chat = screen.getByRole("link", { name: /Conversar pelo WhatsApp/ });
    expect(chat.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/5527988881234\?text=/);
    expect(chat.getAttribute("target")).toBe("_blank");
    expect(document.body.textContent).toContain("Todos os dias, das 7h às 22h");
    expect(screen.getByRole("heading", { name: "Ouvidoria" })).toBeTruthy();

    cleanup();
    show(<ServiceCentrePage settings={UNSET} />);
    expect(screen.queryByRole("link", { name: /WhatsApp/ })).toBeNull();
    expect(screen.queryByText("Telefone")).toBeNull();
    expect(document.body.textContent).toContain("Os canais de contato serão publicados aqui em breve.");
  });

  it("the support page links the speed test only when the settings name one", () => {
    show(
      <SupportPage settings={{ ...OTHER_PROVIDER, speedTestUrl: "https://medidor.conectaserra.example/" }} />,
    );
    const test = screen.getByRole("link", { name: /Testar a velocidade agora/ });
    expect(test.getAttribute("href")).toBe("https://medidor.conectaserra.example/");
    expect(test.getAttribute("target")).toBe("_blank");
    expect(test.textContent).toContain("(abre em nova janela)");
    expect(document.body.textContent).toContain("O teste abre em medidor.conectaserra.example.");

    cleanup();
    show(<SupportPage settings={OTHER_PROVIDER} />);
    expect(screen.queryByRole("heading", { name: "Teste de velocidade" })).toBeNull();
    expect(screen.queryByRole("link", { name: /Testar a velocidade/ })).toBeNull();
  });

  it("the service centre names the SAC and the ouvidoria's own channels when they are set", () => {
    show(
      <ServiceCentrePage
        settings={{
          ...OTHER_PROVIDER,
          sacPhone: "0800 123 4567",
          ombudsmanPhone: "(27) 3259-0000",
          ombudsmanEmail: "ouvidoria@conectaserra.example",
        }}
      />,
    );
    expect(screen.getByText("SAC (ligação gratuita)")).toBeTruthy();
    expect(screen.getByRole("link", { name: "0800 123 4567" }).getAttribute("href")).toBe("tel:08001234567");
    const ombudsman = screen.getByRole("heading", { name: "Ouvidoria" }).parentElement!;
    expect(ombudsman.textContent).toContain(
      "Fale com a ouvidoria pelo telefone (27) 3259-0000 ou pelo e-mail",
    );
    expect(ombudsman.textContent).not.toContain("ajuda@conectaserra.example");
  });

  it("'Quem somos' shows only the figures that are set", () => {
    show(<AboutPage page={PAGE} settings={OTHER_PROVIDER} />);
    const figures = screen.getByRole("heading", { name: "Em números" }).parentElement!;
    expect(
      within(figures)
        .getAllByRole("definition")
        .map((dd) => dd.textContent),
    ).toEqual(["12 mil"]);
    cleanup();
    show(<AboutPage page={PAGE} settings={UNSET} />);
    expect(screen.queryByRole("heading", { name: "Em números" })).toBeNull();
    expect(document.body.textContent).not.toContain("CNPJ");
  });

  it("an editable page shows its title, lead and stored body; the cookie policy adds what each category loads", () => {
    show(<CookiesPage page={{ ...PAGE, title: "Política de cookies" }} settings={UNSET} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Política de cookies");
    expect(document.body.textContent).toContain("A Conecta Serra Net é um provedor regional de internet.");
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Nossa história",
      "Cookies por categoria",
    ]);
    // Issue 57: without a tag ID, no analysis or marketing cookie and no banner.
    expect(document.body.textContent).toContain("não mostra aviso de cookies");
    expect(document.body.textContent).not.toContain("Google Tag Manager");
    cleanup();
    show(
      <CookiesPage
        page={{ ...PAGE, title: "Política de cookies" }}
        settings={{ ...UNSET, gtmId: "GTM-AB12CD3", metaPixelId: "123456789012345" }}
      />,
    );
    expect(screen.getByRole("heading", { level: 3, name: "Análise" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3, name: "Marketing" })).toBeTruthy();
    expect(document.body.textContent).toContain("Meta Pixel (Facebook e Instagram)");
    expect(document.body.textContent).not.toContain("Google Analytics 4");
  });
});

describe("portal and jobs", () => {
  it("self-service pages send the subscriber to the portal in a new tab", () => {
    show(<SelfServicePage task="segundaVia" settings={OTHER_PROVIDER} />);
    expect(screen.getAllByRole("listitem").length).toBeGreaterThanOrEqual(2);
    const portal = screen.getByRole("link", { name: /Acessar o portal do assinante/ });
    expect(portal.getAttribute("href")).toBe("https://central.conectaserra.example/login");
    expect(portal.getAttribute("target")).toBe("_blank");
    expect(portal.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("without a portal address, self-service and /cliente point to the service centre", () => {
    show(<SelfServicePage task="desbloqueio" settings={UNSET} />);
    expect(screen.queryByRole("link", { name: /Acessar o portal/ })).toBeNull();
    expect(screen.getByRole("link", { name: "central de atendimento" }).getAttribute("href")).toBe(
      "/central-atendimento",
    );
    cleanup();
    show(<CustomerPortalPage settings={UNSET} open />);
    expect(document.querySelector("iframe")).toBeNull();
    expect(screen.getByRole("alert").textContent).toContain(
      "O portal do assinante ainda não está disponível",
    );
    expect(screen.getByRole("link", { name: /Voltar ao site/ }).getAttribute("href")).toBe("/");
  });

  it("/cliente frames the portal only when asked, with a title, a sandbox and a new-tab fallback", async () => {
    silenceFrameNotices();
    show(<CustomerPortalPage settings={OTHER_PROVIDER} open={false} />);
    expect(document.querySelector("iframe")).toBeNull();
    expect(screen.getByRole("link", { name: "Abrir o portal do assinante" }).getAttribute("href")).toBe(
      "?portal=aberto",
    );
    cleanup();
    show(<CustomerPortalPage settings={OTHER_PROVIDER} open />);
    // Put in after the next paint (frame-loader.ts), not by the render.
    expect(document.querySelector("iframe")).toBeNull();
    const frame = await waitFor(() => {
      const found = document.querySelector("iframe");
      if (!found) throw new Error("no frame yet");
      return found;
    });
    expect(frame.getAttribute("src")).toBe("https://central.conectaserra.example/login");
    expect(frame.getAttribute("title")).toBe("Portal do assinante da Conecta Serra Net");
    expect(frame.getAttribute("sandbox")).toContain("allow-scripts");
    expect(frame.getAttribute("sandbox")).not.toContain("allow-top-navigation");
    expect(screen.getByRole("link", { name: /Abrir em nova aba/ }).getAttribute("target")).toBe("_blank");
  });

  it("/trabalhe-conosco frames the job listing, or says it is not set", () => {
    silenceFrameNotices();
    show(<JobsPage settings={OTHER_PROVIDER} />);
    // A third party's site: nothing of it loads before the visitor asks.
    expect(document.querySelector("iframe")).toBeNull();
    expect(
      screen.getByText(/As vagas ficam em outro site \(conectaserra\.vagas\.example\), fora deste/),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Carregar as vagas (site de terceiros)" }));
    expect(document.querySelector("iframe")?.getAttribute("src")).toBe("https://conectaserra.vagas.example/");
    expect(screen.getByRole("link", { name: /Voltar para a página inicial/ }).getAttribute("href")).toBe("/");
    cleanup();
    show(<JobsPage settings={{ ...UNSET, jobsUrl: "javascript:alert(1)" }} />);
    expect(document.querySelector("iframe")).toBeNull();
    expect(screen.getByRole("alert").textContent).toContain("A lista de vagas ainda não está disponível");
  });
});
