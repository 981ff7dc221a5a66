// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, expect, it, vi } from "vitest";
import { type PublicCity, type PublicPlan, packCities } from "../../../domain";
import { useCity, VisitCity } from "../../components/city/city-context";
import { forgetPageCityStore, SITE_DATA_ID } from "../../stores/visit-city";
import { PlansSection } from "../plans/plans-section";
import { AskCityModal, CityModal } from "./city-modal";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // Each test is a new visit: the last one's city is not kept (decision 0045).
  sessionStorage.clear();
  localStorage.clear();
  document.getElementById(SITE_DATA_ID)?.remove();
});

const cities: PublicCity[] = [
  { id: 1, name: "Vitória", state: "ES" },
  { id: 2, name: "Serra", state: "ES" },
];

const plan = (id: number, price: number, cameraCount: number): PublicPlan => ({
  id,
  name: `Plano ${id}`,
  speed: "500 Mega",
  downloadMbps: 500,
  uploadMbps: 250,
  price,
  promoPrice: null,
  promoMonths: null,
  installationFee: 0,
  loyaltyMonths: 0,
  equipment: "Roteador Wi-Fi 6 em comodato",
  offerCode: `RIT-P${id}-V1`,
  type: "Internet",
  streamings: [],
  cameraCount,
  badge: null,
});

function Page() {
  const { city } = useCity();
  return (
    <>
      <PlansSection whatsappNumber="5527999990000" />
      <CityModal open={!city} whatsappNumber="5527999990000" />
    </>
  );
}

/**
 * A page of islands as the browser gets it: the layout's data script with the cities, then the islands, which
 * share the page's store (a new one per test, as a new page load makes).
 */
async function renderPage(list: PublicCity[] | null, more?: ReactNode, page: ReactNode = <Page />) {
  for (const stale of document.querySelectorAll(`#${SITE_DATA_ID}`)) stale.remove();
  const data = document.createElement("script");
  data.type = "application/json";
  data.id = SITE_DATA_ID;
  data.textContent = JSON.stringify({ cities: list && packCities(list) });
  document.body.append(data);
  forgetPageCityStore();
  // Inside act, so the page's effects have run before the test clicks: the plans section registers its
  // gate in one, and a click before it would set the city at once instead of waiting for the plans.
  await act(async () => {
    render(
      <VisitCity>
        {page}
        {more}
      </VisitCity>,
    );
  });
  await screen.findByRole("dialog");
}

it("filters cities, then loads the chosen city's plans in one request and closes", async () => {
  let answer: (value: Response) => void = () => {};
  const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
  vi.stubGlobal("fetch", fetchMock);
  await renderPage(cities);

  expect(
    screen.getByText("Para ver os planos disponíveis, selecione sua cidade no menu superior."),
  ).toBeTruthy();
  const search = screen.getByRole("searchbox", { name: "Buscar cidade" });
  // A polite status line, tied to the search field, says how many cities match.
  const status = screen.getByRole("status");
  expect(search.getAttribute("aria-describedby")).toBe(status.id);
  fireEvent.change(search, { target: { value: "zzz" } });
  expect(status.textContent).toBe('Nenhuma cidade encontrada com "zzz"');
  fireEvent.change(search, { target: { value: "SER" } });
  expect(status.textContent).toBe("1 cidade encontrada");
  expect(screen.queryByRole("button", { name: "Vitória - ES" })).toBeNull();
  fireEvent.change(search, { target: { value: "" } });
  expect(status.textContent).toBe("");
  fireEvent.change(search, { target: { value: "SER" } });

  fireEvent.click(screen.getByRole("button", { name: "Serra - ES" }));
  expect(fetchMock).toHaveBeenCalledWith("/api/cities/2/plans", expect.anything());
  expect(screen.getAllByTestId("plan-skeleton")).toHaveLength(4);
  expect(screen.getByRole("dialog")).toBeTruthy();

  await act(async () => {
    answer(new Response(JSON.stringify({ plans: [plan(1, 120, 0), plan(2, 90, 0), plan(3, 150, 2)] })));
  });
  expect(await screen.findByRole("heading", { name: "Planos para Serra" })).toBeTruthy();
  expect(screen.queryByRole("dialog")).toBeNull();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const cards = await screen.findAllByRole("article");
  const names = cards.map((card) => within(card).getByRole("heading").textContent);
  expect(names).toEqual(["Plano 2", "Plano 1"]);
});

it("keeps the chosen city for the visit: the next page load opens on its plans, without the modal", async () => {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ plans: [plan(1, 120, 0)] })));
  vi.stubGlobal("fetch", fetchMock);
  await renderPage(cities);
  fireEvent.click(screen.getByRole("button", { name: "Serra - ES" }));
  expect(await screen.findByRole("heading", { name: "Planos para Serra" })).toBeTruthy();
  // Kept by an effect after the commit that shows the heading: React may run it a moment later.
  await waitFor(() => expect(sessionStorage.getItem("vitrine:cidade")).toBe("2|Serra - ES"));
  cleanup();

  // The next page of the visit: the city is there as it hydrates, no modal asks, the focus stays put.
  await act(async () => {
    forgetPageCityStore();
    render(
      <VisitCity>
        <Page />
      </VisitCity>,
    );
  });
  expect(await screen.findByRole("heading", { name: "Planos para Serra" })).toBeTruthy();
  expect(screen.queryByRole("dialog")).toBeNull();
  expect(fetchMock).toHaveBeenLastCalledWith("/api/cities/2/plans", expect.anything());

  // A city the catalogue no longer lists is not restored: the modal asks.
  cleanup();
  sessionStorage.setItem("vitrine:cidade", "99|Longe - SP");
  await renderPage(cities);
  expect(screen.getByRole("dialog")).toBeTruthy();
});

it("keeps the modal open with the error in it when the plans cannot be loaded", async () => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response("{}", { status: 500 })),
  );
  vi.spyOn(console, "error").mockImplementation(() => {});
  await renderPage(cities);
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Vitória - ES" }));
  });
  expect(screen.getByRole("dialog")).toBeTruthy();
  expect(screen.getByRole("button", { name: "Vitória - ES" }).hasAttribute("disabled")).toBe(false);
  // The toast goes after a few seconds; the message stays in the modal until the next try.
  // In the modal itself (a browser makes the page behind inert; happy-dom does not, so look inside).
  expect(within(screen.getByRole("dialog")).getByRole("alert").textContent).toContain(
    "Não foi possível carregar os planos",
  );
});

it("keeps the city buttons focusable while the plans load: busy, not disabled", async () => {
  vi.stubGlobal(
    "fetch",
    vi.fn(() => new Promise<Response>(() => {})),
  );
  await renderPage(cities);
  const button = screen.getByRole("button", { name: "Vitória - ES" });
  button.focus();
  fireEvent.click(button);
  expect(button.hasAttribute("disabled")).toBe(false);
  expect(button.getAttribute("aria-disabled")).toBe("true");
  expect(document.activeElement).toBe(button);
});

it("says so when the cities could not be loaded", async () => {
  await renderPage(null);
  expect(screen.getByText("Não foi possível carregar as cidades")).toBeTruthy();
  expect(screen.getByRole("button", { name: "Tentar novamente" })).toBeTruthy();
});

function Switcher() {
  const { selectCity } = useCity();
  return (
    <>
      <button type="button" onClick={() => selectCity(cities[1]!)}>
        trocar para Serra
      </button>
      <PlansSection whatsappNumber="5527999990000" />
    </>
  );
}

it("cancels the request for a city the visitor left, and shows only the last city's plans", async () => {
  const answers = new Map<string, { resolve: (value: Response) => void; signal: AbortSignal }>();
  vi.stubGlobal(
    "fetch",
    vi.fn(
      (url: string, init: RequestInit) =>
        new Promise<Response>((resolve) => answers.set(url, { resolve, signal: init.signal! })),
    ),
  );
  await renderPage(cities, <Switcher />);
  fireEvent.click(screen.getByRole("button", { name: "Vitória - ES" }));
  const vitoria = answers.get("/api/cities/1/plans")!;
  // Changed before Vitória's answer came: that request is cancelled and its late answer ignored.
  fireEvent.click(screen.getByRole("button", { name: "trocar para Serra" }));
  expect(vitoria.signal.aborted).toBe(true);
  await act(async () => {
    answers.get("/api/cities/2/plans")!.resolve(new Response(JSON.stringify({ plans: [plan(7, 80, 0)] })));
  });
  await act(async () => {
    vitoria.resolve(new Response(JSON.stringify({ plans: [plan(8, 90, 0)] })));
  });
  expect(await screen.findAllByRole("heading", { name: "Planos para Serra" })).toHaveLength(2);
  expect(
    (await screen.findAllByRole("article")).map((card) => within(card).getByRole("heading").textContent),
  ).toEqual(["Plano 7"]);
  // No raw path beside the heading ('Link desta cidade: /planos/serra-es').
  expect(screen.queryByText(/Link desta cidade|\/planos\//)).toBeNull();
});

it("masks the CEP as 00000-000 while it is typed or pasted", async () => {
  vi.stubGlobal("fetch", vi.fn());
  await renderPage(cities);
  const cep = screen.getByLabelText("Digite seu CEP") as HTMLInputElement;
  for (const [typed, shown] of [
    ["29", "29"],
    ["29100", "29100"],
    ["291000", "29100-0"],
    ["29.100-000", "29100-000"],
    ["29100-0001", "29100-000"],
    ["abc", ""],
  ]) {
    fireEvent.change(cep, { target: { value: typed } });
    expect(cep.value, typed).toBe(shown);
  }
});

it("suggests the served town whose CEP prefix matches, and chooses it with one click", async () => {
  const fetchMock = vi.fn(async (url: string) =>
    url.startsWith("/api/cep/")
      ? new Response(
          JSON.stringify({ cep: "29160000", city: null, suggestion: { id: 2, name: "Serra", state: "ES" } }),
        )
      : new Response(JSON.stringify({ plans: [plan(1, 99, 0)] })),
  );
  vi.stubGlobal("fetch", fetchMock);
  await renderPage(cities);
  fireEvent.change(screen.getByLabelText("Digite seu CEP"), { target: { value: "29160000" } });
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Buscar" }));
  });
  expect((await screen.findByText("Este CEP parece ser de Serra - ES")).getAttribute("role")).toBe("alert");
  expect(fetchMock).toHaveBeenCalledWith("/api/cep/29160000", expect.anything());
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Escolher Serra - ES" }));
  });
  expect(await screen.findByRole("heading", { name: "Planos para Serra" })).toBeTruthy();
  expect(screen.queryByRole("dialog")).toBeNull();
});

it("offers the sales chat on WhatsApp inside the modal, in a new tab", async () => {
  vi.stubGlobal("fetch", vi.fn());
  await renderPage(cities);
  const link = screen.getByRole("link", { name: /Falar no WhatsApp/ });
  expect(link.getAttribute("href")).toContain("5527999990000");
  expect(link.getAttribute("target")).toBe("_blank");
});

it("remembers the chosen city on this device only when asked", async () => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify({ plans: [plan(1, 120, 0)] }))),
  );
  await renderPage(cities);
  fireEvent.click(screen.getByRole("checkbox", { name: "Lembrar minha cidade neste aparelho" }));
  fireEvent.click(screen.getByRole("button", { name: "Serra - ES" }));
  await waitFor(() => expect(localStorage.getItem("vitrine:cidade")).toBe("2|Serra - ES"));
});

it("lets the visitor see the site without choosing a city", async () => {
  vi.stubGlobal("fetch", vi.fn());
  await renderPage(cities, null, <AskCityModal whatsappNumber="5527999990000" />);
  fireEvent.click(screen.getByRole("button", { name: "Ver o site sem escolher" }));
  expect(screen.queryByRole("dialog")).toBeNull();
  expect(sessionStorage.getItem("vitrine:cidade")).toBeNull();
});
