// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, expect, it } from "vitest";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogTitle,
} from "./alert-dialog";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "./dialog";

afterEach(cleanup);

function Details({ dismissible, busy = false }: { dismissible?: boolean; busy?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Dialog open={open} onOpenChange={(next) => (next || !busy) && setOpen(next)}>
        <DialogTrigger>Ver detalhes</DialogTrigger>
        <DialogContent dismissible={dismissible}>
          <DialogTitle>Fibra 500</DialogTitle>
          <DialogDescription>500 Mb/s</DialogDescription>
          <a href="/combos">Combos</a>
        </DialogContent>
      </Dialog>
      <button type="button">depois</button>
    </>
  );
}

it("opens modal, named by its title and description, with the focus on its first control", () => {
  render(<Details />);
  const trigger = screen.getByRole("button", { name: "Ver detalhes" });
  expect(trigger.getAttribute("aria-expanded")).toBe("false");
  fireEvent.click(trigger);
  const dialog = document.querySelector("dialog")!;
  expect(dialog.open).toBe(true);
  expect(trigger.getAttribute("aria-controls")).toBe(dialog.id);
  expect(document.getElementById(dialog.getAttribute("aria-labelledby")!)?.textContent).toBe("Fibra 500");
  expect(document.getElementById(dialog.getAttribute("aria-describedby")!)?.textContent).toBe("500 Mb/s");
  expect(document.activeElement?.textContent).toBe("Combos");
});

it("closes on Escape and gives the focus back to its trigger once the page has rendered", () => {
  render(<Details />);
  const trigger = screen.getByRole("button", { name: "Ver detalhes" });
  fireEvent.click(trigger);
  fireEvent.keyDown(document.activeElement!, { key: "Escape" });
  expect(document.querySelector("dialog")).toBeNull();
  expect(document.activeElement).toBe(trigger);
});

it("stays open on Escape and on a click beside it when it is not dismissible, or while its owner is busy", () => {
  for (const props of [{ dismissible: false }, { busy: true }]) {
    render(<Details {...props} />);
    fireEvent.click(screen.getByRole("button", { name: "Ver detalhes" }));
    const dialog = document.querySelector("dialog")!;
    fireEvent.keyDown(dialog, { key: "Escape" });
    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);
    expect(document.querySelector("dialog")?.open).toBe(true);
    cleanup();
  }
});

it("closes on a press that starts and ends on the backdrop, not on one that ends there", () => {
  render(<Details />);
  fireEvent.click(screen.getByRole("button", { name: "Ver detalhes" }));
  const dialog = document.querySelector("dialog")!;
  // A text selection dragged from the panel out to the backdrop.
  fireEvent.pointerDown(screen.getByText("Fibra 500"));
  fireEvent.click(dialog);
  expect(document.querySelector("dialog")).not.toBeNull();
  fireEvent.pointerDown(dialog);
  fireEvent.click(dialog);
  expect(document.querySelector("dialog")).toBeNull();
});

function Nested() {
  return (
    <Dialog>
      <DialogTrigger>Editar artigo</DialogTrigger>
      <DialogContent>
        <DialogTitle>Artigo</DialogTitle>
        <Dialog>
          <DialogTrigger>Imagem</DialogTrigger>
          <DialogContent>
            <DialogTitle>Inserir imagem</DialogTitle>
            <input aria-label="Texto alternativo" />
          </DialogContent>
        </Dialog>
      </DialogContent>
    </Dialog>
  );
}

it("closes only the dialog Escape was pressed in, and keeps Tab inside it, when one is opened over another", () => {
  render(<Nested />);
  fireEvent.click(screen.getByRole("button", { name: "Editar artigo" }));
  const inner = screen.getByRole("button", { name: "Imagem" });
  fireEvent.click(inner);
  expect(document.querySelectorAll("dialog")).toHaveLength(2);
  const field = screen.getByRole("textbox", { name: "Texto alternativo" });
  field.focus();
  fireEvent.keyDown(field, { key: "Tab" });
  // Wrapped within 'Inserir imagem' (its 'Fechar'), not pulled back to the article's first control.
  expect(document.activeElement?.closest("dialog")).toBe(field.closest("dialog"));
  fireEvent.keyDown(document.activeElement!, { key: "Escape" });
  expect(document.querySelectorAll("dialog")).toHaveLength(1);
  expect(document.activeElement).toBe(inner);
});

it("wraps Tab from its last control to its first, and Shift+Tab the other way", () => {
  render(<Details />);
  fireEvent.click(screen.getByRole("button", { name: "Ver detalhes" }));
  const first = screen.getByRole("link", { name: "Combos" });
  const last = screen.getByRole("button", { name: "Fechar" });
  last.focus();
  expect(fireEvent.keyDown(last, { key: "Tab" })).toBe(false);
  expect(document.activeElement).toBe(first);
  expect(fireEvent.keyDown(first, { key: "Tab", shiftKey: true })).toBe(false);
  expect(document.activeElement).toBe(last);
  // Between the ends the browser moves the focus itself.
  first.focus();
  expect(fireEvent.keyDown(first, { key: "Tab" })).toBe(true);
});

function Confirm({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          document.getElementById("elsewhere")?.focus();
        }}
      >
        <AlertDialogTitle>Remover cidade?</AlertDialogTitle>
        <AlertDialogCancel>Cancelar</AlertDialogCancel>
        <AlertDialogAction onClick={onConfirm}>Remover</AlertDialogAction>
      </AlertDialogContent>
      <button id="elsewhere" type="button">
        Adicionar cidade
      </button>
    </AlertDialog>
  );
}

it("makes a confirmation an alertdialog that starts on Cancelar and ignores clicks beside it", async () => {
  let confirmed = 0;
  render(<Confirm onConfirm={() => confirmed++} />);
  const dialog = await screen.findByRole("alertdialog", { name: "Remover cidade?" });
  expect(document.activeElement?.textContent).toBe("Cancelar");
  fireEvent.pointerDown(dialog);
  fireEvent.click(dialog);
  expect(dialog.isConnected).toBe(true);
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Remover" }));
  });
  expect(confirmed).toBe(1);
  expect(document.querySelector("dialog")).toBeNull();
  // onCloseAutoFocus took the focus where it wanted it.
  expect(document.activeElement?.id).toBe("elsewhere");
});
