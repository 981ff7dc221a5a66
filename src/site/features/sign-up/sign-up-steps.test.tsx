// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DoneStep } from "./sign-up-steps";

afterEach(cleanup);

// The confirmation of 'Contrate online' (decision 0071): the protocol and what happens next, and the
// protocol e-mail promised only when it was queued (the SMTP server is set in Configurações).

describe("DoneStep", () => {
  it("says the protocol went by e-mail when it was queued", () => {
    render(<DoneStep protocol="CT-20261128-AB12CD" emailSent />);
    expect(screen.getByTestId("protocolo").textContent).toBe("CT-20261128-AB12CD");
    expect(screen.getByText("Enviamos o protocolo para o seu e-mail.")).toBeTruthy();
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
  });

  it("promises no e-mail when none was queued", () => {
    render(<DoneStep protocol="CT-20261128-AB12CD" />);
    expect(screen.queryByText("Enviamos o protocolo para o seu e-mail.")).toBeNull();
    expect(screen.getByRole("heading", { name: "E agora?" })).toBeTruthy();
  });
});
