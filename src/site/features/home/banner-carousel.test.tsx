// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import type { PublicBanner, PublicBanners } from "../../../domain";
import { BannerCarousel } from "./banner-carousel";

const notifyError = vi.fn();
vi.mock("../../../ui/lib/toast", () => ({ notify: { error: (...args: unknown[]) => notifyError(...args) } }));

const banner = (id: number, overrides: Partial<PublicBanner> = {}): PublicBanner => ({
  id,
  title: `Banner ${id}`,
  description: `Descrição ${id}`,
  imageUrl: `/images/banners/${id}.svg`,
  imageWidth: null,
  imageHeight: null,
  imageAlt: "",
  bgColor: "white",
  offer: null,
  ...overrides,
});

beforeEach(() => {
  notifyError.mockReset();
  window.matchMedia = (() => ({ matches: false })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * The images the browser was asked for: a far slide's address waits in data-carousel-src, its `src` an empty
 * inline image (an `<img>` needs one to be valid HTML).
 */
const requested = () =>
  screen
    .getAllByRole("img", { hidden: true })
    .filter((img) => !img.hasAttribute("data-carousel-src") && !img.getAttribute("src")?.startsWith("data:"))
    .map((img) => img.getAttribute("alt"));

it("shows each banner's title and description over its image when captions are on", () => {
  render(
    <BannerCarousel
      initial={{ showCaptions: true, banners: [banner(1, { bgColor: "dark-blue" }), banner(2)] }}
    />,
  );
  expect(screen.getByText("Banner 1")).toBeTruthy();
  expect(screen.getByText("Descrição 1")).toBeTruthy();
  expect(screen.getByText("Banner 1").parentElement?.className).toContain("bg-blue-950 text-white");
});

it("shows the images alone when captions are off, each still named by its alt text", () => {
  render(
    <BannerCarousel
      initial={{ showCaptions: false, banners: [banner(1, { imageAlt: "Família vendo TV" }), banner(2)] }}
    />,
  );
  expect(screen.queryByText("Descrição 1")).toBeNull();
  // The first image is the page's largest paint: fetched first, never lazily.
  const [first] = screen.getAllByRole("img", { hidden: true });
  expect(first?.getAttribute("alt")).toBe("Família vendo TV");
  expect(first?.getAttribute("fetchpriority")).toBe("high");
  expect(first?.getAttribute("loading")).toBe("eager");
  // The others load once the visitor reaches for the carousel.
  expect(requested()).toEqual(["Família vendo TV"]);
  fireEvent.pointerEnter(screen.getByRole("region", { name: "Destaques" }));
  expect(requested()).toEqual(["Família vendo TV", "Banner 2"]);
  expect(screen.getAllByRole("img", { hidden: true })[1]?.getAttribute("loading")).toBe("lazy");
});

it("loads no other banner image until the visitor may soon see it", () => {
  vi.useFakeTimers();
  try {
    render(<BannerCarousel initial={{ showCaptions: false, banners: [banner(1), banner(2), banner(3)] }} />);
    expect(requested()).toEqual(["Banner 1"]);
    // A second before the first slide's turn ends, the next one's image is asked for; not the one after.
    act(() => vi.advanceTimersByTime(3_900));
    expect(requested()).toEqual(["Banner 1"]);
    act(() => vi.advanceTimersByTime(100));
    expect(requested()).toEqual(["Banner 1", "Banner 2"]);
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole("group", { name: "2 de 3" }).getAttribute("aria-hidden")).toBe("false");
    expect(requested()).toEqual(["Banner 1", "Banner 2"]);
    act(() => vi.advanceTimersByTime(4_000));
    expect(requested()).toEqual(["Banner 1", "Banner 2", "Banner 3"]);
  } finally {
    vi.useRealTimers();
  }
});

it("reserves the image's own size when the banner records one", () => {
  render(
    <BannerCarousel
      initial={{ showCaptions: false, banners: [banner(1, { imageWidth: 1600, imageHeight: 500 })] }}
    />,
  );
  const image = screen.getByRole("img");
  expect(image.getAttribute("width")).toBe("1600");
  expect(image.getAttribute("height")).toBe("500");
});

it("says so when there is no banner", () => {
  render(<BannerCarousel initial={{ showCaptions: true, banners: [] }} />);
  expect(screen.getByRole("status").textContent).toBe("Nenhum banner disponível");
});

it("asks the API when the server could not read the banners, showing 'Carregando banners...' meanwhile", async () => {
  const body: PublicBanners = { showCaptions: true, banners: [banner(7)] };
  let answer: (response: Response) => void = () => {};
  const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
  vi.stubGlobal("fetch", fetchMock);
  render(<BannerCarousel initial={null} />);
  expect(screen.getByRole("status").textContent).toBe("Carregando banners...");
  expect(fetchMock).toHaveBeenCalledWith("/api/banners", expect.anything());
  answer(new Response(JSON.stringify(body), { status: 200 }));
  await waitFor(() => expect(screen.getByText("Banner 7")).toBeTruthy());
  expect(notifyError).not.toHaveBeenCalled();
});

it("raises the banner error toast when the API fails too", async () => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response("{}", { status: 500 })),
  );
  vi.spyOn(console, "error").mockImplementation(() => {});
  render(<BannerCarousel initial={null} />);
  await waitFor(() =>
    expect(notifyError).toHaveBeenCalledWith(
      "Erro ao carregar banners",
      "Não foi possível carregar os banners do site.",
    ),
  );
  expect(screen.queryByText("Carregando banners...")).toBeNull();
});

it("stops rotating once the keyboard focus enters a slide, so a focused offer button never slides away", () => {
  vi.useFakeTimers();
  try {
    const offer = {
      planName: "Fibra 500 Mega",
      price: "R$ 99,90",
      label: "Quero este plano",
      whatsappNumber: "5527999990000",
      message: "Olá!",
      conditions: null,
      terms: "Sem fidelidade",
      offerCode: null,
      signUpHref: null,
    };
    render(<BannerCarousel initial={{ showCaptions: true, banners: [banner(1, { offer }), banner(2)] }} />);
    // Autoplay starts once mounted.
    expect(screen.getByRole("button", { name: "Pausar rotação automática" })).toBeTruthy();
    act(() => screen.getByRole("link", { name: /Quero este plano/ }).focus());
    expect(screen.getByRole("button", { name: "Retomar rotação automática" })).toBeTruthy();
    act(() => vi.advanceTimersByTime(15_000));
    expect(screen.getByRole("group", { name: "1 de 2" }).getAttribute("aria-hidden")).toBe("false");
    expect(document.activeElement?.textContent).toContain("Quero este plano");
  } finally {
    vi.useRealTimers();
  }
});

it("states a banner price's fidelização and links its label; with online sales 'Quero este plano' opens 'Contrate online' (issue 68)", () => {
  const offer = {
    planName: "Combo 750 Mega + Streaming",
    price: "R$ 99,00",
    label: "Quero este plano",
    whatsappNumber: "5527999990000",
    message: "Olá!",
    conditions: null,
    terms: "Fidelidade de 12 meses",
    offerCode: "RIT-P11-V1",
    signUpHref: "/contrate?oferta=RIT-P11-V1",
  };
  render(<BannerCarousel initial={{ showCaptions: true, banners: [banner(1, { offer })] }} />);
  expect(screen.getByText(/Fidelidade de 12 meses/)).toBeTruthy();
  expect(
    screen.getByRole("link", { name: "Etiqueta da oferta Combo 750 Mega + Streaming" }).getAttribute("href"),
  ).toBe("/ofertas/RIT-P11-V1");
  expect(screen.getByRole("link", { name: /Quero este plano/ }).getAttribute("href")).toBe(
    "/contrate?oferta=RIT-P11-V1",
  );
});
