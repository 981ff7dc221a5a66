// The editor's toolbar: what each button writes into the Markdown body, around or in place of the selection.

export const MARKDOWN_TOOLS = ["heading", "bold", "link", "list", "quote", "table"] as const;
export type MarkdownTool = (typeof MARKDOWN_TOOLS)[number];

export const MARKDOWN_TOOL_LABELS: Record<MarkdownTool, string> = {
  heading: "Título de seção",
  bold: "Negrito",
  link: "Link",
  list: "Lista",
  quote: "Citação",
  table: "Tabela",
};

export type Edit = { text: string; selectionStart: number; selectionEnd: number };

const TABLE = "| Coluna 1 | Coluna 2 |\n| --- | --- |\n| Valor | Valor |";

/** Each line of `block` with `prefix` before it. */
const prefixLines = (block: string, prefix: string) =>
  block
    .split("\n")
    .map((line) => `${prefix}${line}`)
    .join("\n");

/** An image as the upload endpoint answered it, with the alternative text staff gave it. */
export type BodyImage = { url: string; alt: string; width: number | null; height: number | null };

/**
 * `![alt](url#WxH)`: the alternative text on one line with the brackets that would end it escaped, and
 * the size the upload reported in the address's fragment, which the renderer turns into width and height
 * (the browser never sends a fragment, so the address still names the file).
 */
export function markdownImage({ url, alt, width, height }: BodyImage): string {
  const text = alt
    .replace(/\s+/g, " ")
    .trim()
    .replace(/([\\[\]])/g, "\\$1");
  return `![${text}](${url}${width && height ? `#${width}x${height}` : ""})`;
}

/** A blank line needed before a block that does not start the body or follow one. */
const blockBreak = (before: string) =>
  before === "" || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";

/**
 * The body with `image` in place of the selection [start, end), as a paragraph of its own, and the caret
 * at the start of the paragraph after it, where the writer goes on.
 */
export function insertImage(text: string, start: number, end: number, image: BodyImage): Edit {
  const before = text.slice(0, start);
  const after = text.slice(end).replace(/^[ \t]*\n*/, "");
  const inserted = `${blockBreak(before)}${markdownImage(image)}\n\n`;
  const caret = before.length + inserted.length;
  return { text: `${before}${inserted}${after}`, selectionStart: caret, selectionEnd: caret };
}

/**
 * The body after `tool` is applied to the selection [start, end) of `text`, and what to select next: the
 * words a writer types over (the link's address, a placeholder), or the selection itself, now formatted.
 * A block (heading, list, quote, table) starts on a line of its own.
 */
export function applyMarkdownTool(text: string, start: number, end: number, tool: MarkdownTool): Edit {
  const selected = text.slice(start, end);
  const before = text.slice(0, start);
  const after = text.slice(end);
  // A block needs a blank line before it when it does not start the body or a line.
  const lineBreak = blockBreak(before);
  const inline = (open: string, close: string, placeholder: string) => {
    const inner = selected || placeholder;
    const from = start + open.length;
    return {
      text: `${before}${open}${inner}${close}${after}`,
      selectionStart: from,
      selectionEnd: from + inner.length,
    };
  };
  const block = (inserted: string, selectFrom: number, selectLength: number) => {
    const from = before.length + lineBreak.length + selectFrom;
    return {
      text: `${before}${lineBreak}${inserted}${after}`,
      selectionStart: from,
      selectionEnd: from + selectLength,
    };
  };
  switch (tool) {
    case "bold":
      return inline("**", "**", "texto em negrito");
    case "link": {
      const label = selected || "texto do link";
      const inserted = `[${label}](https://)`;
      const from = start + label.length + 3;
      return {
        text: `${before}${inserted}${after}`,
        selectionStart: from,
        selectionEnd: from + "https://".length,
      };
    }
    case "heading": {
      const inner = selected.replace(/\n+/g, " ") || "Título da seção";
      return block(`## ${inner}`, 3, inner.length);
    }
    case "list": {
      const inner = selected || "Item";
      const inserted = prefixLines(inner, "- ");
      return selected ? block(inserted, 0, inserted.length) : block(inserted, 2, inner.length);
    }
    case "quote": {
      const inner = selected || "Citação";
      const inserted = prefixLines(inner, "> ");
      return selected ? block(inserted, 0, inserted.length) : block(inserted, 2, inner.length);
    }
    case "table":
      return block(`${TABLE}\n`, 2, "Coluna 1".length);
  }
}
