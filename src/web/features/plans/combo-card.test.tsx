// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub, useLoaderData } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { PublicPlan } from "../../../domain";
import { ComboCard } from "./combos-section";

afterEach(cleanup);

/** What the stub shows while its loader runs (React Router warns when a route with a loader has none). */
function Loading() {
  return null;
}

const combo = (name: string): PublicPlan => ({
  id: 3,
  name,
  speed: "750 Mb/s",
  price: 129.9,
  type: "Combo",
  streamings: [{ name: "Max", iconUrl: null }],
  cameraCount: 0,
  badge: null,
});

function ComboRoute() {
  const { plan, cityName } = useLoaderData() as { plan: PublicPlan; cityName?: string };
  return <ComboCard plan={plan} index={1} whatsappNumber="5527999990000" cityName={cityName} />;
}

async function salesText(plan: PublicPlan, cityName?: string) {
  const Stub = createRoutesStub([
    { path: "/", Component: ComboRoute, loader: () => ({ plan, cityName }), HydrateFallback: Loading },
  ]);
  render(<Stub />);
  const card = await screen.findByRole("article", { name: plan.name });
  const chat = within(card)
    .getAllByRole("link")
    .find((link) => link.getAttribute("href")?.startsWith("https://wa.me/"));
  const href = chat?.getAttribute("href") ?? "";
  return new URL(href).searchParams.get("text");
}

describe("ComboCard's chat message", () => {
  it("names a combo called 'Combo …' once, not 'o combo Combo …'", async () => {
    expect(await salesText(combo("Combo 750 Mega + Streaming"), "Vitória")).toBe(
      "Olá! Quero assinar o Combo 750 Mega + Streaming em Vitória.",
    );
  });

  it("says 'o combo' before a name that does not", async () => {
    expect(await salesText(combo("Super 750"))).toBe("Olá! Quero assinar o combo Super 750.");
  });
});
