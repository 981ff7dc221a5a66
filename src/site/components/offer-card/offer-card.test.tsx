// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub, useLoaderData } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { type PublicBusinessPlan, type PublicPlan, speedLabel } from "../../../domain";
import { useLeadRequestState } from "../../stores/lead-requests";
import { badgeOf, OfferCard, type OfferVariant, rowBadges } from "./offer-card";
import { OnlineSales } from "./online-sales";

afterEach(cleanup);

/** What the stub shows while its loader runs (React Router warns when a route with a loader has none). */
function Loading() {
  return null;
}

/** The offer's numbers a card reads, as the public JSON sends them. */
const terms = (downloadMbps: number, price: number) => ({
  speed: speedLabel(downloadMbps),
  downloadMbps,
  uploadMbps: downloadMbps / 2,
  price,
  promoPrice: null,
  promoMonths: null,
  installationFee: 0,
  loyaltyMonths: 0,
  equipment: "Roteador Wi-Fi 6 em comodato",
  offerCode: "RIT-P7-V1",
});

const plan: PublicPlan = {
  id: 7,
  name: "Fibra 350 Mega",
  ...terms(350, 1289.9),
  type: "Internet",
  streamings: [
    { name: "Looke", iconUrl: "/images/streaming/looke.svg" },
    { name: "Netflix", iconUrl: null },
    { name: "Max", iconUrl: null },
    { name: "Deezer", iconUrl: null },
  ],
  cameraCount: 5,
  badge: null,
};

const combo = (name: string): PublicPlan => ({
  id: 3,
  name,
  ...terms(750, 129.9),
  type: "Combo",
  streamings: [
    { name: "Max", iconUrl: null },
    { name: "Paramount+", iconUrl: null },
  ],
  cameraCount: 0,
  badge: null,
});

const business: PublicBusinessPlan = {
  id: 9,
  name: "Empresa 500 Mega",
  ...terms(500, 149.9),
  features: ["Suporte 24/7", "IP público fixo"],
  badge: null,
  popular: true,
  streamings: [],
  cameraCount: 0,
};

type Props = {
  variant: OfferVariant;
  plan: PublicPlan | PublicBusinessPlan;
  index?: number;
  badge?: string | null;
  whatsappNumber?: string;
  cityName?: string;
};

function CardRoute() {
  const { whatsappNumber = "5527999990000", badge, ...props } = useLoaderData() as Props;
  // Alone, a card shows the badge its variant's rule gives it at its place; a row may say otherwise.
  const own = badge === undefined ? badgeOf(props.variant, props.plan, props.index ?? 0) : badge;
  return <OfferCard {...props} badge={own} whatsappNumber={whatsappNumber} />;
}

async function renderCard(props: Props) {
  const Stub = createRoutesStub([
    { path: "/", Component: CardRoute, loader: () => props, HydrateFallback: Loading },
  ]);
  render(<Stub />);
  return screen.findByRole("article", { name: props.plan.name });
}

const chatMessage = (link: HTMLElement) => new URL(link.getAttribute("href") ?? "").searchParams.get("text");

describe("the plan card", () => {
  it("shows the price as integer, comma and two decimals per month, read as one phrase", async () => {
    const card = await renderCard({ variant: "plan", plan, index: 0 });
    const price = within(card).getByTestId("plan-price").closest("p")!;
    const [spoken, shown] = Array.from(price.children);
    expect(spoken?.textContent).toBe("R$ 1.289,90/mês");
    expect(spoken?.getAttribute("aria-hidden")).toBeNull();
    // The styled pieces ('R$', '1.289', ',90', '/mês') are hidden from assistive technology.
    expect(shown?.textContent).toBe("R$1.289,90/mês");
    expect(shown?.getAttribute("aria-hidden")).toBe("true");
  });

  it("shows the default badge for a 350 plan, the camera text and the free installation", async () => {
    const card = await renderCard({ variant: "plan", plan, index: 0 });
    expect(within(card).getByText("MELHOR OFERTA")).toBeTruthy();
    expect(within(card).getByText("5+ câmeras incluídas")).toBeTruthy();
    expect(within(card).getByText("Instalação gratuita")).toBeTruthy();
  });

  it("shows no badge or camera text where none applies", async () => {
    const card = await renderCard({ variant: "plan", plan: { ...plan, name: "Fibra 600", cameraCount: 0 } });
    expect(within(card).queryByText("MELHOR OFERTA")).toBeNull();
    expect(within(card).queryByText(/câmera/)).toBeNull();
  });

  it("names every included app beside its icon, linking to the guide only where one exists", async () => {
    const card = await renderCard({ variant: "plan", plan, index: 0 });
    const apps = within(card).getByRole("list", { name: "Streamings inclusos" });
    expect(
      within(apps)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Looke", "Netflix", "Max", "Deezer"]);
    expect(within(apps).getByRole("link", { name: "Looke: como ativar" }).getAttribute("href")).toBe(
      "/streaming/looke",
    );
    expect(within(apps).queryByRole("link", { name: /Netflix/ })).toBeNull();
  });

  it("sends the visitor to sales on WhatsApp, naming the plan", async () => {
    const card = await renderCard({ variant: "plan", plan, index: 0 });
    // The plan's name tells the repeated buttons apart; the new window is announced.
    const link = within(card).getByRole("link", {
      name: "Assinar Fibra 350 Mega (abre em nova janela)",
    });
    expect(within(card).getByRole("button", { name: "Ver detalhes de Fibra 350 Mega" })).toBeTruthy();
    expect(link.getAttribute("href")).toBe(
      `https://wa.me/5527999990000?text=${encodeURIComponent("Olá! Quero assinar o plano Fibra 350 Mega.")}`,
    );
    expect(link.getAttribute("target")).toBe("_blank");
  });

  it("offers no sales button until a WhatsApp number is configured", async () => {
    const card = await renderCard({
      variant: "plan",
      plan: { ...plan, name: "Fibra 600" },
      whatsappNumber: "",
    });
    expect(within(card).queryByRole("link", { name: /Assinar/ })).toBeNull();
    expect(within(card).getByRole("button", { name: "Ver detalhes de Fibra 600" })).toBeTruthy();
  });
});

describe("the combo card", () => {
  it("shows the speed as a number and its unit, the spec's three lines and the best-offer badge on the first", async () => {
    const card = await renderCard({ variant: "combo", plan: combo("Combo 750 Mega"), index: 0 });
    expect(card.textContent).not.toContain("Mb/s");
    expect(
      within(card).getByRole("heading", { name: "Combo 750 Mega" }).nextElementSibling?.textContent,
    ).toBe("750Mega");
    const lines = within(card).getAllByRole("list").at(-1)!.querySelectorAll("li");
    expect(Array.from(lines, (line) => line.textContent)).toEqual([
      "Internet Fibra",
      "Max",
      "Ligações Ilimitadas",
      "Instalação gratuita",
    ]);
    expect(within(card).getByText("MELHOR OFERTA")).toBeTruthy();
    expect(within(card).getByText("Paramount+")).toBeTruthy();
    expect(within(card).queryByRole("button", { name: /Ver detalhes/ })).toBeNull();
  });

  it("writes a gigabit combo's speed in Giga", async () => {
    const card = await renderCard({
      variant: "combo",
      plan: { ...combo("Combo Giga"), ...terms(1000, 199.9) },
    });
    expect(within(card).getByRole("heading", { name: "Combo Giga" }).nextElementSibling?.textContent).toBe(
      "1Giga",
    );
  });

  it("gives the badge to no later combo without 350 or 500 in its name", async () => {
    const card = await renderCard({ variant: "combo", plan: combo("Combo 750 Mega"), index: 1 });
    expect(within(card).queryByText("MELHOR OFERTA")).toBeNull();
  });

  it("names a combo called 'Combo …' once, not 'o combo Combo …', with the city", async () => {
    const card = await renderCard({
      variant: "combo",
      plan: combo("Combo 750 Mega + Streaming"),
      index: 1,
      cityName: "Vitória",
    });
    expect(chatMessage(within(card).getByRole("link", { name: /^Assinar / }))).toBe(
      "Olá! Quero assinar o Combo 750 Mega + Streaming em Vitória.",
    );
  });

  it("says 'o combo' before a name that does not", async () => {
    const card = await renderCard({ variant: "combo", plan: combo("Super 750"), index: 1 });
    expect(chatMessage(within(card).getByRole("link", { name: /^Assinar / }))).toBe(
      "Olá! Quero assinar o combo Super 750.",
    );
  });
});

describe("the business plan card", () => {
  it("lists the plan's own features and asks for 'o plano empresarial', with the same button label", async () => {
    const card = await renderCard({ variant: "business", plan: business, index: 0, cityName: "Serra - ES" });
    expect(within(card).getByText("Suporte 24/7")).toBeTruthy();
    expect(within(card).getByText("IP público fixo")).toBeTruthy();
    expect(within(card).getByText("Instalação gratuita")).toBeTruthy();
    // Only the badge staff gave it: no default badge for a 500 in the name.
    expect(within(card).queryByText("MELHOR OFERTA")).toBeNull();
    const link = within(card).getByRole("link", { name: "Assinar Empresa 500 Mega (abre em nova janela)" });
    expect(chatMessage(link)).toBe("Olá! Quero assinar o plano empresarial Empresa 500 Mega em Serra - ES.");
  });

  it("states an installation fee instead of a free installation", async () => {
    const card = await renderCard({ variant: "business", plan: { ...business, installationFee: 300 } });
    expect(within(card).getByText("Taxa de instalação de R$ 300,00")).toBeTruthy();
    expect(within(card).queryByText("Instalação gratuita")).toBeNull();
  });

  it("shows the badge staff gave it", async () => {
    const card = await renderCard({ variant: "business", plan: { ...business, badge: "MAIS CONTRATADO" } });
    expect(within(card).getByText("MAIS CONTRATADO")).toBeTruthy();
  });
});

it("a city page's card has no details dialog but the same sales button", async () => {
  const card = await renderCard({ variant: "city", plan, cityName: "Vitória - ES" });
  expect(card.getAttribute("data-testid")).toBe("offer-card");
  expect(within(card).queryByRole("button", { name: /Ver detalhes/ })).toBeNull();
  expect(chatMessage(within(card).getByRole("link", { name: /^Assinar Fibra 350 Mega/ }))).toBe(
    "Olá! Quero assinar o plano Fibra 350 Mega em Vitória - ES.",
  );
});

describe("the offer's terms beside the price", () => {
  it("says a promotion and the price after it in one phrase", async () => {
    const card = await renderCard({
      variant: "plan",
      plan: { ...plan, name: "Fibra 500 Mega", price: 99.9, promoPrice: 79.9, promoMonths: 3 },
    });
    const [spoken, shown] = Array.from(within(card).getByTestId("plan-promotion").children);
    expect(spoken?.textContent).toBe("R$ 79,90/mês nos 3 primeiros meses, depois R$ 99,90/mês");
    // The promotional price is the big figure; its period and the price after it follow beside it.
    expect(shown?.getAttribute("aria-hidden")).toBe("true");
    expect(Array.from(shown!.children, (part) => part.textContent)).toEqual([
      "R$79,90/mês",
      "nos 3 primeiros meses, depois R$ 99,90/mês",
    ]);
    // The plan's price, after the promotion, is what the lists sort by.
    expect(within(card).getByTestId("plan-price").textContent).toBe(
      "nos 3 primeiros meses, depois R$ 99,90/mês",
    );
  });

  it("says nothing of a promotion when none applies", async () => {
    const card = await renderCard({ variant: "plan", plan });
    expect(within(card).queryByTestId("plan-promotion")).toBeNull();
  });

  it("states the upload speed, the equipment and 'Sem fidelidade' for a plan without one", async () => {
    const card = await renderCard({ variant: "city", plan });
    expect(Array.from(within(card).getByTestId("plan-terms").children, (item) => item.textContent)).toEqual([
      "Upload de 175 Mega",
      "Roteador Wi-Fi 6 em comodato",
      "Sem fidelidade",
    ]);
  });

  it("states a fidelização in months", async () => {
    const card = await renderCard({
      variant: "combo",
      plan: { ...combo("Combo 750 Mega"), loyaltyMonths: 12 },
    });
    expect(within(card).getByText("Fidelidade de 12 meses")).toBeTruthy();
    expect(within(card).queryByText("Sem fidelidade")).toBeNull();
  });

  it("links to the offer's label, with its code", async () => {
    const card = await renderCard({ variant: "business", plan: business });
    const link = within(card).getByRole("link", { name: "Etiqueta da oferta Empresa 500 Mega" });
    expect(link.getAttribute("href")).toBe("/ofertas/RIT-P7-V1");
    expect(within(card).getByText(/Código RIT-P7-V1/)).toBeTruthy();
  });

  it("has no label link for an offer without a published version", async () => {
    const card = await renderCard({ variant: "plan", plan: { ...plan, offerCode: null } });
    expect(within(card).queryByRole("link", { name: /Etiqueta da oferta/ })).toBeNull();
  });
});

/** The lead requests opened while a test runs, as the page's lead form host sees them. */
const opened: unknown[] = [];
function Watch() {
  const { request } = useLeadRequestState();
  if (request) opened.push(request);
  return null;
}

describe("'Prefiro que me liguem'", () => {
  it("sits beside every variant's sales button, as a secondary action naming the plan", async () => {
    for (const [variant, offer] of [
      ["plan", plan],
      ["combo", combo("Combo 750 Mega")],
      ["business", business],
      ["city", plan],
    ] as const) {
      const card = await renderCard({ variant, plan: offer, cityName: "Vitória - ES" });
      const button = within(card).getByRole("button", { name: `Prefiro que me liguem (${offer.name})` });
      const sales = within(card).getByRole("link", { name: /^Assinar / });
      expect(sales.className).toContain("bg-accent");
      expect(button.className).not.toContain("bg-accent");
      cleanup();
    }
  });

  it("opens the callback form about the plan, its offer and the chosen city", async () => {
    opened.length = 0;
    render(<Watch />);
    const card = await renderCard({ variant: "city", plan, cityName: "Vitória - ES" });
    within(card)
      .getByRole("button", { name: /Prefiro que me liguem/ })
      .click();
    await expect
      .poll(() => opened.at(-1))
      .toMatchObject({
        kind: "callback",
        prefill: { planId: 7, planName: "Fibra 350 Mega", offerCode: "RIT-P7-V1", cityName: "Vitória - ES" },
      });
  });
});

describe("a row's badges", () => {
  const named = (id: number, name: string, badge: string | null = null): PublicPlan => ({
    ...plan,
    id,
    name,
    badge,
  });

  it("shows 'MELHOR OFERTA' once a row, on the first card the spec's rule gives it", () => {
    const row = [
      named(1, "Fibra 300"),
      named(2, "Fibra 350"),
      named(3, "Fibra 500"),
      named(4, "Fibra 750", "MAIS VENDIDO"),
    ];
    expect(rowBadges("plan", row)).toEqual([null, "MELHOR OFERTA", null, "MAIS VENDIDO"]);
    // Combos: the first is the best offer, so no later 350 or 500 repeats it.
    expect(rowBadges("combo", [named(5, "Combo 750"), named(6, "Combo 500")])).toEqual([
      "MELHOR OFERTA",
      null,
    ]);
    expect(rowBadges("plan", [named(7, "Fibra 600")])).toEqual([null]);
  });

  it("follows the row's choice over the card's own rule", async () => {
    const card = await renderCard({ variant: "plan", plan, index: 0, badge: null });
    expect(within(card).queryByText("MELHOR OFERTA")).toBeNull();
  });

  it("leaves the speed disclaimer to the row's footnote", async () => {
    const card = await renderCard({ variant: "plan", plan, index: 0 });
    expect(within(card).queryByText(/A velocidade pode variar/)).toBeNull();
  });
});

describe("with online sales on (issue 68)", () => {
  it("'Assinar' opens 'Contrate online' with the offer and the city; WhatsApp is the second button", () => {
    render(
      <OnlineSales on>
        <OfferCard
          variant="city"
          plan={plan}
          badge={null}
          whatsappNumber="5527999990000"
          cityName="Vitória - ES"
          cityId={3}
        />
      </OnlineSales>,
    );
    const sign = screen.getByRole("link", { name: "Assinar Fibra 350 Mega" });
    expect(sign.getAttribute("href")).toBe("/contrate?oferta=RIT-P7-V1&cidade=3");
    expect(sign.getAttribute("target")).toBeNull();
    const chat = screen.getByRole("link", { name: /Prefiro falar no WhatsApp \(Fibra 350 Mega\)/ });
    expect(chat.getAttribute("href")).toContain("wa.me/5527999990000");
  });

  it("keeps a business plan's 'Assinar' on the sales chat, and every card on it when online sales are off", () => {
    const { unmount } = render(
      <OnlineSales on>
        <OfferCard variant="business" plan={business} badge={null} whatsappNumber="5527999990000" />
      </OnlineSales>,
    );
    expect(screen.getByRole("link", { name: /Assinar Empresa 500 Mega/ }).getAttribute("href")).toContain(
      "wa.me",
    );
    unmount();
    render(<OfferCard variant="city" plan={plan} badge={null} whatsappNumber="5527999990000" cityId={3} />);
    expect(screen.getByRole("link", { name: /Assinar Fibra 350 Mega/ }).getAttribute("href")).toContain(
      "wa.me",
    );
    expect(screen.queryByText("Prefiro falar no WhatsApp")).toBeNull();
  });
});
