import { describe, expect, it } from "vitest";
import { applyMarkdownTool, insertImage, markdownImage } from "./markdown-toolbar";

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

describe("insertImage", () => {
  const image = { url: "/uploads/banners/ab12-1600.webp", alt: "Roteador", width: 1600, height: 900 };

  it("puts the image in a paragraph of its own at the caret, with its size, and the caret after it", () => {
    const text = "Antes da foto. Depois da foto.";
    const at = "Antes da foto. ".length;
    const edit = insertImage(text, at, at, image);
    expect(edit.text).toBe(
      "Antes da foto. \n\n![Roteador](/uploads/banners/ab12-1600.webp#1600x900)\n\nDepois da foto.",
    );
    expect(edit.text.slice(edit.selectionStart)).toBe("Depois da foto.");
    expect(edit.selectionEnd).toBe(edit.selectionStart);
  });

  it("replaces the selection, and leaves a blank line to go on writing at the end of the body", () => {
    const edit = insertImage("Título\n\nFOTO", 8, 12, { ...image, width: null, height: null });
    expect(edit.text).toBe("Título\n\n![Roteador](/uploads/banners/ab12-1600.webp)\n\n");
    expect(edit.selectionStart).toBe(edit.text.length);
  });

  it("keeps the alternative text on one line and its brackets from ending it", () => {
    expect(markdownImage({ ...image, alt: "  Mapa [novo]\nda rede \\ ES " })).toBe(
      "![Mapa \\[novo\\] da rede \\\\ ES](/uploads/banners/ab12-1600.webp#1600x900)",
    );
  });
});
