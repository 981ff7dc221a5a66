// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AddressStep } from "../features/sign-up/sign-up-steps";
import { bindLocateForm } from "./locate-form";

// 'Usar minha localização' on /contrate (issue 56): shown only with a geocoder and where the browser can
// locate; a tap posts the position in the form's hidden fields; a refusal shows the pt-BR message.

const original = Object.getOwnPropertyDescriptor(navigator, "geolocation");
afterEach(() => {
  cleanup();
  if (original) Object.defineProperty(navigator, "geolocation", original);
  else delete (navigator as { geolocation?: unknown }).geolocation;
  vi.restoreAllMocks();
});

function withGeolocation(getCurrentPosition: Geolocation["getCurrentPosition"] | undefined) {
  Object.defineProperty(navigator, "geolocation", {
    configurable: true,
    value: getCurrentPosition ? { getCurrentPosition } : undefined,
  });
}

describe("the location button", () => {
  it("is not rendered without a geocoder", () => {
    render(<AddressStep />);
    expect(screen.queryByText("Usar minha localização")).toBeNull();
  });

  it("stays hidden where the browser cannot locate", () => {
    withGeolocation(undefined);
    render(<AddressStep locate />);
    bindLocateForm();
    expect(document.querySelector<HTMLFormElement>("form[data-locate]")?.hidden).toBe(true);
  });

  it("posts the position in the hidden fields", () => {
    withGeolocation((success) =>
      success({ coords: { latitude: -20.3155123, longitude: -40.3128456 } } as GeolocationPosition),
    );
    render(<AddressStep locate />);
    bindLocateForm();
    const form = document.querySelector<HTMLFormElement>("form[data-locate]")!;
    expect(form.hidden).toBe(false);
    const submit = vi.spyOn(form, "requestSubmit").mockImplementation(() => {});
    fireEvent.click(screen.getByRole("button", { name: "Usar minha localização" }));
    expect(submit).toHaveBeenCalledOnce();
    const data = new FormData(form);
    expect(data.get("step")).toBe("address");
    expect(data.get("latitude")).toBe("-20.315512");
    expect(data.get("longitude")).toBe("-40.312846");
  });

  it("says so when the position is refused, and leaves the CEP form", () => {
    withGeolocation((_success, failure) =>
      failure?.({ code: 1, message: "denied" } as GeolocationPositionError),
    );
    render(<AddressStep locate />);
    bindLocateForm();
    const form = document.querySelector<HTMLFormElement>("form[data-locate]")!;
    const submit = vi.spyOn(form, "requestSubmit").mockImplementation(() => {});
    fireEvent.click(screen.getByRole("button", { name: "Usar minha localização" }));
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByRole("alert").textContent).toBe(
      "Não conseguimos obter sua localização. Informe seu CEP e número.",
    );
    expect(document.activeElement).toBe(screen.getByLabelText("CEP"));
  });
});
