// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, expect, it } from "vitest";
import { ServerHtml } from "./server-html";

afterEach(cleanup);

const HTML = [
  '<a href="/faq">Perguntas frequentes</a>',
  '<a href="/faq" target="_blank">Em nova janela</a>',
  '<a href="#conteudo">Ir para o conteúdo</a>',
  '<a href="https://wa.me/5527999990000">WhatsApp</a>',
  '<a href="/faq"><strong>Dentro do link</strong></a>',
].join("");

const Home = () => <ServerHtml html={HTML} />;
const Faq = () => <h1>Página de perguntas</h1>;

function renderPage() {
  const Stub = createRoutesStub([
    { path: "/", Component: Home },
    { path: "/faq", Component: Faq },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

/** Whether the app took over the click (true) or left it to the browser, which is then stopped here. */
function takenOver(element: Element, init?: MouseEventInit): boolean {
  let prevented = false;
  window.addEventListener(
    "click",
    (event) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    },
    { once: true },
  );
  fireEvent.click(element, init);
  return prevented;
}

it("shows the server's markup and follows a plain click on a link to this site inside the app", async () => {
  renderPage();
  expect(takenOver(screen.getByText("Dentro do link"))).toBe(true);
  expect(await screen.findByRole("heading", { name: "Página de perguntas" })).toBeTruthy();
});

it("leaves modified clicks, new windows, in-page anchors and other sites to the browser", () => {
  renderPage();
  expect(takenOver(screen.getByText("Perguntas frequentes"), { ctrlKey: true })).toBe(false);
  expect(takenOver(screen.getByText("Perguntas frequentes"), { button: 1 })).toBe(false);
  expect(takenOver(screen.getByText("Em nova janela"))).toBe(false);
  expect(takenOver(screen.getByText("Ir para o conteúdo"))).toBe(false);
  expect(takenOver(screen.getByText("WhatsApp"))).toBe(false);
  expect(screen.queryByRole("heading", { name: "Página de perguntas" })).toBeNull();
});
