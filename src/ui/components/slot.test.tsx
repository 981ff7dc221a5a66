// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRef } from "react";
import { afterEach, expect, it } from "vitest";
import { Slot } from "./slot";

afterEach(cleanup);

it("renders the child with the slot's props: both handlers run, the child's first", () => {
  const calls: string[] = [];
  render(
    <Slot className="from-slot" onClick={() => calls.push("slot")} aria-label="do not win">
      <a href="/x" className="from-child" aria-label="Abrir" onClick={() => calls.push("child")}>
        Abrir
      </a>
    </Slot>,
  );
  const link = screen.getByRole("link", { name: "Abrir" });
  expect(link.className).toBe("from-slot from-child");
  fireEvent.click(link);
  expect(calls).toEqual(["child", "slot"]);
});

it("keeps the slot's handler when the child passes none, and sets both refs", () => {
  let opened = 0;
  const slotRef = createRef<HTMLElement>();
  const childRef = createRef<HTMLButtonElement>();
  render(
    <Slot ref={slotRef} onClick={() => opened++}>
      <button type="button" ref={childRef} onClick={undefined}>
        Abrir menu
      </button>
    </Slot>,
  );
  const button = screen.getByRole("button", { name: "Abrir menu" });
  fireEvent.click(button);
  expect(opened).toBe(1);
  expect(slotRef.current).toBe(button);
  expect(childRef.current).toBe(button);
  cleanup();
  expect(slotRef.current).toBeNull();
  expect(childRef.current).toBeNull();
});
