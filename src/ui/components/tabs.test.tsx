// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, expect, it, vi } from "vitest";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

afterEach(cleanup);

function Example() {
  return (
    <Tabs defaultValue="b">
      <TabsList aria-label="Tipo de plano">
        <TabsTrigger value="a">Alfa</TabsTrigger>
        <TabsTrigger value="b">Beta</TabsTrigger>
        <TabsTrigger value="c">Gama</TabsTrigger>
      </TabsList>
      <TabsContent value="a">Painel alfa</TabsContent>
      <TabsContent value="b">Painel beta</TabsContent>
      <TabsContent value="c">Painel gama</TabsContent>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole("tab", { name });
const selectedTab = () => screen.getAllByRole("tab").find((t) => t.getAttribute("aria-selected") === "true");

it("marks up tabs and panels as WAI-ARIA tabs, with only the selected tab in the Tab order", () => {
  render(<Example />);
  expect(screen.getByRole("tablist", { name: "Tipo de plano" }).getAttribute("aria-orientation")).toBe(
    "horizontal",
  );
  expect(tab("Beta").getAttribute("aria-selected")).toBe("true");
  expect(tab("Beta").getAttribute("data-state")).toBe("active");
  expect(tab("Beta").tabIndex).toBe(0);
  expect(tab("Alfa").getAttribute("aria-selected")).toBe("false");
  expect(tab("Alfa").getAttribute("data-state")).toBe("inactive");
  expect(tab("Alfa").tabIndex).toBe(-1);

  const panel = screen.getByRole("tabpanel");
  expect(panel.textContent).toBe("Painel beta");
  expect(panel.tabIndex).toBe(0);
  expect(tab("Beta").getAttribute("aria-controls")).toBe(panel.id);
  expect(panel.getAttribute("aria-labelledby")).toBe(tab("Beta").id);
  expect(screen.getByRole("tabpanel", { name: "Beta" })).toBe(panel);
});

it("moves and selects with Left/Right (wrapping), Home and End", () => {
  render(<Example />);
  tab("Beta").focus();
  const press = (key: string) => fireEvent.keyDown(document.activeElement as Element, { key });

  press("ArrowRight");
  expect(document.activeElement).toBe(tab("Gama"));
  expect(selectedTab()).toBe(tab("Gama"));
  expect(screen.getByRole("tabpanel").textContent).toBe("Painel gama");
  press("ArrowRight");
  expect(document.activeElement).toBe(tab("Alfa"));
  press("ArrowLeft");
  expect(document.activeElement).toBe(tab("Gama"));
  press("Home");
  expect(document.activeElement).toBe(tab("Alfa"));
  expect(tab("Alfa").tabIndex).toBe(0);
  expect(tab("Gama").tabIndex).toBe(-1);
  press("End");
  expect(selectedTab()).toBe(tab("Gama"));

  // Up/Down belong to vertical tabs.
  press("ArrowDown");
  expect(document.activeElement).toBe(tab("Gama"));
});

it("selects a tab on click", () => {
  render(<Example />);
  fireEvent.click(tab("Alfa"));
  expect(selectedTab()).toBe(tab("Alfa"));
  expect(screen.getByRole("tabpanel").textContent).toBe("Painel alfa");
});

it("hydrates the server's markup without a mismatch", async () => {
  const html = renderToString(<Example />);
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  const serverIds = [...container.querySelectorAll("[id]")].map((element) => element.id);
  const errors = vi.fn();
  await act(async () => {
    hydrateRoot(container, <Example />, { onRecoverableError: errors });
  });
  expect(errors).not.toHaveBeenCalled();
  expect([...container.querySelectorAll("[id]")].map((element) => element.id)).toEqual(serverIds);
  expect(serverIds).toHaveLength(6);
  container.remove();
});
