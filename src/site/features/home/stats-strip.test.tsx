// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import type { SiteSettings } from "../../../domain";
import { StatsStrip } from "./stats-strip";

afterEach(cleanup);

const settings = (overrides: Partial<SiteSettings>) =>
  ({
    statClientsValue: "2 mil",
    statClientsLabel: "assinantes",
    statCitiesValue: "12",
    statCitiesLabel: "cidades atendidas",
    statChannelsValue: "80+",
    statChannelsLabel: "canais",
    ...overrides,
  }) as SiteSettings;

it("shows the figures from the site settings", () => {
  render(<StatsStrip settings={settings({})} />);
  const terms = screen.getAllByRole("term").map((term) => term.textContent);
  const values = screen.getAllByRole("definition").map((value) => value.textContent);
  expect(terms).toEqual(["assinantes", "cidades atendidas", "canais"]);
  expect(values).toEqual(["2 mil", "12", "80+"]);
});

it("hides a figure whose value is empty, and the whole strip when all are", () => {
  const { unmount } = render(<StatsStrip settings={settings({ statChannelsValue: " " })} />);
  expect(screen.queryByText("canais")).toBeNull();
  expect(screen.getAllByRole("definition")).toHaveLength(2);
  unmount();
  render(
    <StatsStrip settings={settings({ statClientsValue: "", statCitiesValue: "", statChannelsValue: "" })} />,
  );
  expect(screen.queryByRole("region", { name: "Números" })).toBeNull();
});
