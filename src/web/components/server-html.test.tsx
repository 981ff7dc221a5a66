// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createContext, useContext } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ServerRenderContext } from "../lib/server-render";
import { hashHtml, ServerHtml, type ServerHtmlValue } from "./server-html";

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

const HtmlValue = createContext<ServerHtmlValue>("");
const ShownHtml = () => <ServerHtml html={useContext(HtmlValue)} />;
const HtmlStub = createRoutesStub([{ path: "/", Component: ShownHtml }]);
const Page = ({ html }: { html: ServerHtmlValue }) => (
  <HtmlValue.Provider value={html}>
    <HtmlStub initialEntries={["/"]} />
  </HtmlValue.Provider>
);

describe("a reference to markup the document holds (a page's first load)", () => {
  const FOOTER = '<p>Rodapé <a href="/faq">Perguntas frequentes</a></p>';
  const reference: ServerHtmlValue = { inDocument: "0", hash: hashHtml(FOOTER) };
  it("renders the stored string on the server and keeps it through hydration, then through the same string", async () => {
    const container = document.createElement("div");
    // The server's build: the store entry.server.tsx hands over.
    vi.stubEnv("SSR", true);
    container.innerHTML = renderToString(
      <ServerRenderContext.Provider
        value={{ themeScript: "", pageScript: null, documentHtml: new Map([["0", FOOTER]]) }}
      >
        <Page html={reference} />
      </ServerRenderContext.Provider>,
    );
    vi.unstubAllEnvs();
    document.body.append(container);
    const paragraph = container.querySelector("p");
    expect(paragraph?.textContent).toBe("Rodapé Perguntas frequentes");

    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Page html={reference} />);
    });
    expect(container.querySelector("p")).toBe(paragraph);
    // A navigation's data brings the string itself: the same markup, so the same nodes.
    await act(async () => root!.render(<Page html={FOOTER} />));
    expect(container.querySelector("p")).toBe(paragraph);
    // Other markup replaces it.
    await act(async () => root!.render(<Page html="<p>Outro rodapé</p>" />));
    expect(container.querySelector("p")?.textContent).toBe("Outro rodapé");
    await act(async () => root!.unmount());
    container.remove();
  });
});
