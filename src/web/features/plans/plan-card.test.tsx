// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub, useLoaderData } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { PublicPlan } from "../../../domain";
import { PlanCard } from "./plan-card";

afterEach(cleanup);

/** What the stub shows while its loader runs (React Router warns when a route with a loader has none). */
function Loading() {
  return null;
}

const plan: PublicPlan = {
  id: 7,
  name: "Fibra 350 Mega",
  speed: "350 Mb/s",
  price: 1289.9,
  type: "Internet",
  streamings: [
    { name: "Looke", iconUrl: "/images/streaming/looke.svg" },
    { name: "Netflix", iconUrl: null },
  ],
  cameraCount: 5,
  badge: null,
};

function CardRoute() {
  const card = useLoaderData() as PublicPlan;
  return <PlanCard plan={card} index={0} whatsappNumber="5527999990000" />;
}

async function renderCard(card: PublicPlan) {
  const Stub = createRoutesStub([
    { path: "/", Component: CardRoute, loader: () => card, HydrateFallback: Loading },
  ]);
  render(<Stub />);
  return screen.findByRole("article", { name: card.name });
}

describe("PlanCard", () => {
  it("shows the price as integer, comma and two decimals per month, read as one phrase", async () => {
    const card = await renderCard(plan);
    const price = within(card).getByTestId("plan-price");
    const [spoken, shown] = Array.from(price.children);
    expect(spoken?.textContent).toBe("R$ 1.289,90 por mês");
    expect(spoken?.getAttribute("aria-hidden")).toBeNull();
    // The styled pieces ('R$', '1.289', ',90', '/mês') are hidden from assistive technology.
    expect(shown?.textContent).toBe("R$1.289,90/mês");
    expect(shown?.getAttribute("aria-hidden")).toBe("true");
  });

  it("shows the default badge for a 350 plan and the camera text", async () => {
    const card = await renderCard(plan);
    expect(within(card).getByText("MELHOR OFERTA")).toBeTruthy();
    expect(within(card).getByText("5+ câmeras incluídas")).toBeTruthy();
    expect(within(card).getByText("Instalação gratuita")).toBeTruthy();
  });

  it("shows no badge or camera text where none applies", async () => {
    const card = await renderCard({ ...plan, name: "Fibra 600", cameraCount: 0 });
    expect(within(card).queryByText("MELHOR OFERTA")).toBeNull();
    expect(within(card).queryByText(/câmera/)).toBeNull();
  });

  it("links a streaming icon to its guide only where a guide exists", async () => {
    const card = await renderCard(plan);
    expect(within(card).getByRole("link", { name: "Looke: como ativar" }).getAttribute("href")).toBe(
      "/streaming/looke",
    );
    expect(within(card).getByRole("img", { name: "Netflix" })).toBeTruthy();
    expect(within(card).queryByRole("link", { name: /Netflix/ })).toBeNull();
  });

  it("sends the visitor to sales on WhatsApp, naming the plan", async () => {
    const card = await renderCard(plan);
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
});

it("offers no sales button until a WhatsApp number is configured", async () => {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: NoNumberRoute,
      loader: () => ({ ...plan, name: "Fibra 600" }),
      HydrateFallback: Loading,
    },
  ]);
  render(<Stub />);
  const card = await screen.findByRole("article", { name: "Fibra 600" });
  expect(within(card).queryByRole("link", { name: /Assinar/ })).toBeNull();
  expect(within(card).getByRole("button", { name: "Ver detalhes de Fibra 600" })).toBeTruthy();
});

function NoNumberRoute() {
  const card = useLoaderData() as PublicPlan;
  return <PlanCard plan={card} index={0} whatsappNumber="" />;
}
