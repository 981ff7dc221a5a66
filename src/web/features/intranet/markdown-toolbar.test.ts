import { describe, expect, it } from "vitest";
import { applyMarkdownTool } from "./markdown-toolbar";

const apply = (text: string, selected: string, tool: Parameters<typeof applyMarkdownTool>[3]) => {
  const start = text.indexOf(selected);
  const edit = applyMarkdownTool(text, start, start + selected.length, tool);
  return { text: edit.text, selected: edit.text.slice(edit.selectionStart, edit.selectionEnd) };
};

describe("applyMarkdownTool", () => {
  it("wraps the selection in bold and keeps it selected", () => {
    expect(apply("Fibra rápida hoje", "rápida", "bold")).toEqual({
      text: "Fibra **rápida** hoje",
      selected: "rápida",
    });
  });

  it("writes a placeholder to type over when nothing is selected", () => {
    const edit = applyMarkdownTool("Olá ", 4, 4, "bold");
    expect(edit.text).toBe("Olá **texto em negrito**");
    expect(edit.text.slice(edit.selectionStart, edit.selectionEnd)).toBe("texto em negrito");
  });

  it("makes the selection a link and selects the address to type", () => {
    expect(apply("Veja os planos aqui", "planos", "link")).toEqual({
      text: "Veja os [planos](https://) aqui",
      selected: "https://",
    });
  });

  it("starts a heading on a line of its own, after a blank line", () => {
    expect(apply("Primeiro parágrafo.Dicas", "Dicas", "heading")).toEqual({
      text: "Primeiro parágrafo.\n\n## Dicas",
      selected: "Dicas",
    });
    expect(apply("Dicas", "Dicas", "heading").text).toBe("## Dicas");
  });

  it("turns each selected line into a list item or a quoted line", () => {
    expect(apply("Um\nDois", "Um\nDois", "list").text).toBe("- Um\n- Dois");
    expect(apply("Texto\n\nDisse ele", "Disse ele", "quote").text).toBe("Texto\n\n> Disse ele");
  });

  it("inserts a two-column table with its header row selected to rename", () => {
    const edit = applyMarkdownTool("Preços:\n", 8, 8, "table");
    expect(edit.text).toBe("Preços:\n\n| Coluna 1 | Coluna 2 |\n| --- | --- |\n| Valor | Valor |\n");
    expect(edit.text.slice(edit.selectionStart, edit.selectionEnd)).toBe("Coluna 1");
  });
});
