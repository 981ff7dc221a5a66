// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { Carousel } from "./carousel";

const SLIDES = [<p key="a">Alfa</p>, <p key="b">Beta</p>, <p key="c">Gama</p>];

function setReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes("reduce"),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  vi.useFakeTimers();
  setReducedMotion(false);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The slide a visitor sees: the one not hidden from assistive technology. */
const shown = () =>
  screen.getAllByRole("group", { hidden: true }).find((slide) => slide.getAttribute("aria-hidden") !== "true")
    ?.textContent;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

it("is a named carousel whose hidden slides are inert", () => {
  render(<Carousel label="Destaques" slides={SLIDES} />);
  const region = screen.getByRole("region", { name: "Destaques" });
  expect(region.getAttribute("aria-roledescription")).toBe("carrossel");
  const groups = screen.getAllByRole("group", { hidden: true });
  expect(groups.map((g) => g.getAttribute("aria-label"))).toEqual(["1 de 3", "2 de 3", "3 de 3"]);
  expect(groups[0]?.getAttribute("aria-roledescription")).toBe("slide");
  expect(groups[1]?.hasAttribute("inert")).toBe(true);
  expect(groups[0]?.hasAttribute("inert")).toBe(false);
});

it("advances every interval and wraps to the first slide", () => {
  render(<Carousel label="Destaques" slides={SLIDES} autoplayMs={5000} />);
  expect(shown()).toBe("Alfa");
  advance(4999);
  expect(shown()).toBe("Alfa");
  advance(1);
  expect(shown()).toBe("Beta");
  advance(5000);
  expect(shown()).toBe("Gama");
  advance(5000);
  expect(shown()).toBe("Alfa");
});

it("wraps previous and next when asked, and disables them at the ends otherwise", () => {
  const { unmount } = render(<Carousel label="Destaques" slides={SLIDES} />);
  fireEvent.click(screen.getByRole("button", { name: "Slide anterior" }));
  expect(shown()).toBe("Gama");
  fireEvent.click(screen.getByRole("button", { name: "Próximo slide" }));
  expect(shown()).toBe("Alfa");
  unmount();

  render(<Carousel label="Guia" slides={SLIDES} wrap={false} />);
  const previous = screen.getByRole("button", { name: "Slide anterior" }) as HTMLButtonElement;
  const next = screen.getByRole("button", { name: "Próximo slide" }) as HTMLButtonElement;
  expect(previous.disabled).toBe(true);
  fireEvent.click(next);
  fireEvent.click(next);
  expect(shown()).toBe("Gama");
  expect(next.disabled).toBe(true);
  expect(previous.disabled).toBe(false);
});

it("jumps on a dot click and holds autoplay 5 s more before resuming", () => {
  render(<Carousel label="Destaques" slides={SLIDES} autoplayMs={5000} />);
  advance(2000);
  fireEvent.click(screen.getByRole("button", { name: "Ir para o slide 3 de 3" }));
  expect(shown()).toBe("Gama");
  expect(screen.getByRole("button", { name: "Ir para o slide 3 de 3" }).getAttribute("aria-current")).toBe(
    "true",
  );
  advance(9999);
  expect(shown()).toBe("Gama");
  advance(1);
  expect(shown()).toBe("Alfa");
  advance(5000);
  expect(shown()).toBe("Beta");
});

it("pauses and resumes with its control", () => {
  render(<Carousel label="Destaques" slides={SLIDES} autoplayMs={5000} />);
  fireEvent.click(screen.getByRole("button", { name: "Pausar rotação automática" }));
  advance(20000);
  expect(shown()).toBe("Alfa");
  fireEvent.click(screen.getByRole("button", { name: "Retomar rotação automática" }));
  advance(5000);
  expect(shown()).toBe("Beta");
});

it("does not rotate for visitors who prefer reduced motion", () => {
  setReducedMotion(true);
  render(<Carousel label="Destaques" slides={SLIDES} autoplayMs={5000} />);
  advance(20000);
  expect(shown()).toBe("Alfa");
  expect(screen.getByRole("button", { name: "Retomar rotação automática" })).toBeTruthy();
});

it("shows a single slide without controls", () => {
  render(<Carousel label="Destaques" slides={[<p key="a">Só</p>]} autoplayMs={5000} />);
  expect(shown()).toBe("Só");
  expect(screen.queryByRole("button")).toBeNull();
});
