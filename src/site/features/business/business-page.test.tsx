// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { SiteSettings } from "../../../domain";
import { BusinessContacts } from "./business-page";

afterEach(cleanup);

const settings = (fields: Partial<SiteSettings>) =>
  ({
    companyName: "Provedor",
    salesPhone: "",
    whatsappNumber: "",
    salesEmail: "",
    supportEmail: "",
    freeCallPhone: "",
    ...fields,
  }) as SiteSettings;

const card = (title: string) => screen.getByRole("heading", { name: title }).closest("li")!;

describe("BusinessContacts", () => {
  it("promises a free call only over the free-call number", () => {
    render(
      <BusinessContacts
        settings={settings({ salesPhone: "(27) 3000-0000", freeCallPhone: "0800 123 4567" })}
      />,
    );
    const free = within(card("Ligue grátis")).getByRole("link", { name: "0800 123 4567" });
    expect(free.getAttribute("href")).toBe("tel:08001234567");
    expect(screen.queryByText("(27) 3000-0000")).toBeNull();
  });

  it("shows the regular sales line without the word 'grátis' when there is no free-call number", () => {
    render(<BusinessContacts settings={settings({ salesPhone: "(27) 3000-0000" })} />);
    expect(screen.queryByText(/grátis/i)).toBeNull();
    expect(within(card("Telefone")).getByRole("link", { name: "(27) 3000-0000" }).getAttribute("href")).toBe(
      "tel:2730000000",
    );
  });

  it("shows no phone card at all without either number", () => {
    render(<BusinessContacts settings={settings({ salesEmail: "vendas@provedor.example" })} />);
    expect(screen.queryByRole("heading", { name: /Ligue|Telefone/ })).toBeNull();
  });
});
