// The console's CSV exports, as Excel pt-BR reads them: ';'-separated, CRLF lines, a UTF-8 BOM.

/**
 * A cell as Excel reads it: quoted when it holds a separator (';', or ',' and tab, which a spreadsheet set
 * to another list separator splits on), a quote or a line break, and a text that would start a formula
 * ('=', '+', '-', '@') defused with a leading apostrophe.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;,\t"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The file: a BOM, then one line per row, each cell as `csvCell` writes it. */
export function csvFile(rows: readonly (readonly (string | number)[])[]): string {
  return `\uFEFF${rows.map((cells) => cells.map(csvCell).join(";")).join("\r\n")}\r\n`;
}

const DATE_TIME = new Intl.DateTimeFormat("pt-BR", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "America/Sao_Paulo",
});

/** '22/11/2026, 14:05' in Brazil's time; empty for no date. */
export const csvDateTime = (value: string | null) => (value ? DATE_TIME.format(new Date(value)) : "");

/** 'indicacoes-2026-11-22.csv', dated in Brazil's time. */
export function csvFileName(prefix: string, now = new Date()): string {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(now);
  return `${prefix}-${day}.csv`;
}
