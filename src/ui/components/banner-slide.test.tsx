// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { bannerOffer, type PublicBanner } from "../../domain";
import { BannerSlide } from "./banner-slide";

afterEach(cleanup);

const banner = (overrides: Partial<PublicBanner> = {}): PublicBanner => ({
  id: 1,
  title: "Internet fibra de verdade",
  description: "Fibra óptica até a sua casa.",
  imageUrl: "/images/banners/oferta-fibra.svg",
  imageWidth: 1200,
  imageHeight: 400,
  imageAlt: "Roteador Wi-Fi",
  bgColor: "dark-blue",
  offer: bannerOffer({ name: "Fibra 500 Mega", price: 99.9 }, "", "5527999990000"),
  ...overrides,
});

it("shows the plan's price and a button that opens the sales chat naming the plan, in a new tab", () => {
  render(<BannerSlide banner={banner()} showCaptions />);
  expect(screen.getByText("Fibra 500 Mega por", { exact: false }).textContent).toBe(
    // Issue 68: the price carries its conditions in the same block.
    "Fibra 500 Mega por R$\u00a099,90/mês · Sem fidelidade",
  );
  const buy = screen.getByRole("link", {
    name: /^Quero este plano Fibra 500 Mega \(abre em nova janela\)$/,
  });
  expect(buy.getAttribute("target")).toBe("_blank");
  expect(buy.getAttribute("rel")).toBe("noopener noreferrer");
  const link = new URL(buy.getAttribute("href")!);
  expect(link.hostname).toBe("wa.me");
  expect(link.searchParams.get("text")).toBe("Olá! Quero assinar o plano Fibra 500 Mega.");
});

it("shows the price without a button when the site has no sales number, and neither without an offer", () => {
  const { unmount } = render(
    <BannerSlide
      banner={banner({ offer: bannerOffer({ name: "Fibra 500 Mega", price: 99.9 }, "", "") })}
      showCaptions
    />,
  );
  expect(screen.getByText(/R\$\s99,90\/mês/)).toBeTruthy();
  expect(screen.queryByRole("link")).toBeNull();
  unmount();
  render(<BannerSlide banner={banner({ offer: null })} showCaptions />);
  expect(screen.queryByRole("link")).toBeNull();
  expect(screen.queryByText(/\/mês/)).toBeNull();
});

it("shows only the image when captions are off", () => {
  render(<BannerSlide banner={banner()} showCaptions={false} />);
  expect(screen.queryByRole("link")).toBeNull();
  expect(screen.getByRole("img").getAttribute("alt")).toBe("Roteador Wi-Fi");
});
