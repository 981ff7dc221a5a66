// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { Button } from "./button";

afterEach(cleanup);

it("a busy button ignores presses and does not submit, but stays enabled and keeps the focus", () => {
  const onClick = vi.fn();
  const onSubmit = vi.fn((event: Event) => event.preventDefault());
  render(
    <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
      <Button type="submit" busy onClick={onClick}>
        Salvar
      </Button>
    </form>,
  );
  const button = screen.getByRole("button", { name: "Salvar" });
  button.focus();
  fireEvent.click(button);
  expect(onClick).not.toHaveBeenCalled();
  expect(onSubmit).not.toHaveBeenCalled();
  expect(button.hasAttribute("disabled")).toBe(false);
  expect(button.getAttribute("aria-disabled")).toBe("true");
  expect(document.activeElement).toBe(button);
});

it("a button that is not busy passes presses on and submits", () => {
  const onClick = vi.fn();
  const onSubmit = vi.fn((event: Event) => event.preventDefault());
  render(
    <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
      <Button type="submit" onClick={onClick}>
        Atualizar
      </Button>
    </form>,
  );
  const button = screen.getByRole("button", { name: "Atualizar" });
  fireEvent.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(onSubmit).toHaveBeenCalledTimes(1);
  expect(button.hasAttribute("aria-disabled")).toBe(false);
});
