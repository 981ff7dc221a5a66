// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./root";

afterEach(cleanup);

type Props = Parameters<typeof ErrorBoundary>[0];
const show = (error: unknown) => render(<ErrorBoundary {...({ error, params: {} } as unknown as Props)} />);

describe("the router's last-resort error page", () => {
  it("shows SPEC §8's 'Unexpected Application Error!' with a pt-BR explanation, no detail, and a way home", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    show(new Error("conexão recusada: senha=segredo"));
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Unexpected Application Error!");
    expect(document.body.textContent).toContain("Ocorreu um erro inesperado");
    expect(document.body.textContent).not.toContain("segredo");
    expect(screen.getByRole("link", { name: "Voltar para a página inicial" }).getAttribute("href")).toBe("/");
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it("gives a 404 thrown by a loader the not-found page's text", () => {
    // What React Router hands the boundary for `throw data(null, { status: 404 })`.
    show({ status: 404, statusText: "Not Found", internal: false, data: null });
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Página não encontrada");
  });

  it("tells a visitor over the search limit, in Portuguese, to wait and try again", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    show({ status: 429, statusText: "Too Many Requests", internal: false, data: null });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Muitas buscas em pouco tempo");
    expect(document.body.textContent).toContain("Aguarde alguns segundos e tente novamente.");
    expect(screen.getByRole("link", { name: "Voltar para a página inicial" }).getAttribute("href")).toBe("/");
    // An expected answer, not a fault: nothing for the error log.
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
  });
});
