// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { applyAccessibility, FONT_SIZE_KEY, HIGH_CONTRAST_KEY } from "./accessibility";
import { useTheme } from "./theme";
import { themeScript } from "./theme-script";
import { DARK_MODE_KEY } from "./theme-toggle";

const root = document.documentElement;
// The same constant string the server puts in <head>, run the way the browser runs it.
const runHeadScript = () => new Function(themeScript)();

afterEach(() => {
  localStorage.clear();
  root.removeAttribute("style");
  root.className = "";
});

describe("the head script", () => {
  it("applies the stored font size and high contrast before the app starts", () => {
    localStorage.setItem(FONT_SIZE_KEY, "large");
    localStorage.setItem(HIGH_CONTRAST_KEY, "true");
    localStorage.setItem("darkMode", "true");
    runHeadScript();
    expect(root.style.fontSize).toBe("18px");
    expect(root.style.filter).toBe("contrast(150%) brightness(1.2)");
    expect(root.classList.contains("dark")).toBe(true);
  });

  it("marks a stored light choice, so a dark system's preference does not take over the stylesheet", () => {
    localStorage.setItem(DARK_MODE_KEY, "false");
    runHeadScript();
    expect(root.classList.contains("light")).toBe(true);
    expect(root.classList.contains("dark")).toBe(false);
  });

  it("leaves the stylesheet's values alone for 'normal', no contrast or an unknown stored value", () => {
    localStorage.setItem(FONT_SIZE_KEY, "enorme");
    localStorage.setItem(HIGH_CONTRAST_KEY, "false");
    runHeadScript();
    expect(root.style.fontSize).toBe("");
    expect(root.style.filter).toBe("");
  });
});

it("applyAccessibility sets and clears the root's font size and filter", () => {
  applyAccessibility("small", true);
  expect(root.style.fontSize).toBe("14px");
  expect(root.style.filter).toBe("contrast(150%) brightness(1.2)");
  applyAccessibility("normal", false);
  expect(root.style.fontSize).toBe("");
  expect(root.style.filter).toBe("");
});

function Switch() {
  const { dark, toggle } = useTheme();
  return (
    <button type="button" onClick={toggle}>
      {dark ? "escuro" : "claro"}
    </button>
  );
}

const Reader = () => <p>{useTheme().dark ? "toaster escuro" : "toaster claro"}</p>;

describe("useTheme", () => {
  afterEach(cleanup);

  it("follows the class the head script set, and a toggle updates every reader and stores the choice", () => {
    root.classList.add("dark");
    render(
      <>
        <Switch />
        <Reader />
      </>,
    );
    expect(screen.getByRole("button").textContent).toBe("escuro");
    fireEvent.click(screen.getByRole("button"));
    expect(root.classList.contains("dark")).toBe(false);
    expect(root.classList.contains("light")).toBe(true);
    expect(screen.getByRole("button").textContent).toBe("claro");
    expect(screen.getByText("toaster claro")).toBeTruthy();
    expect(localStorage.getItem(DARK_MODE_KEY)).toBe("false");
  });
});
