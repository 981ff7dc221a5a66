import { setImmediate as nextTurn } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { decodeCsv, detectSeparator, readCsvRows } from "./plan-city-csv-file";

// The spreadsheet's file as the import reads it (issue 55, L-CSV): Excel's flavours through csv-parse,
// a ceiling of rows with a pt-BR message, and the event loop served while a large file is read.

const HEADER = "Plano;Cidade;UF;Ativo;Preço;Preço promocional;Meses promocionais";
const utf8 = (text: string) => new TextEncoder().encode(text);
const windows1252 = (text: string) =>
  Uint8Array.from([...text].map((char) => (char.charCodeAt(0) < 256 ? char.charCodeAt(0) : 63)));

describe("readCsvRows", () => {
  it("reads the separator of the header line, quotes, doubled quotes, line breaks, a BOM and Latin-1", async () => {
    const comma = `Plano,Cidade,UF,Ativo,Preço\r\n"Fibra ""500""",Vitória,ES,sim,"99,90"\r\n\r\n"Combo\nTV",Serra,ES,não,89.9\r\n`;
    expect(detectSeparator(comma)).toBe(",");
    expect(await readCsvRows(utf8(`\uFEFF${comma}`), 10)).toEqual([
      ["Plano", "Cidade", "UF", "Ativo", "Preço"],
      ['Fibra "500"', "Vitória", "ES", "sim", "99,90"],
      ["Combo\nTV", "Serra", "ES", "não", "89.9"],
    ]);
    // Excel's pt-BR 'CSV': ';', decimal comma, Windows-1252 (not UTF-8).
    const excel = windows1252(`${HEADER}\r\nFibra 500;São Mateus;ES;não;99,90;;\r\n`);
    expect(decodeCsv(excel)).toContain("São Mateus");
    expect((await readCsvRows(excel, 10))[1]).toEqual([
      "Fibra 500",
      "São Mateus",
      "ES",
      "não",
      "99,90",
      "",
      "",
    ]);
    // A tab, and a ';' inside a quoted header cell that is not the separator.
    expect(detectSeparator("Plano\tCidade\tUF\tAtivo\tPreço\n")).toBe("\t");
    expect(detectSeparator('"Plano;x",Cidade,UF,Ativo,Preço\n')).toBe(",");
  });

  it("refuses more rows than the matrix can have, in pt-BR, before reading the rest", async () => {
    const lines = Array.from({ length: 40_000 }, (_, i) => `Plano ${i};Cidade ${i};ES;sim;99,90;;`);
    const file = utf8([HEADER, ...lines].join("\r\n"));
    await expect(readCsvRows(file, 1_200)).rejects.toThrow(
      /^O arquivo tem [\d.]+ linhas ou mais, além do que esta matriz pode ter \(1\.200: um par de plano e cidade por linha\)/,
    );
    await expect(readCsvRows(utf8('Plano;Cidade\n"sem fim;x\n'), 10)).rejects.toThrow(
      "Não foi possível ler o arquivo como CSV.",
    );
  });

  it("serves the event loop while it reads a large file", async () => {
    // 1.5 MB in one quoted cell, as the probe sent it, then rows: read a slice at a time.
    const file = utf8(`${HEADER}\r\n"${"x".repeat(1_500_000)}";Serra;ES;sim;1;;\r\n`);
    let turns = 0;
    let reading = true;
    const count = async () => {
      while (reading) {
        await nextTurn();
        turns += 1;
      }
    };
    const counting = count();
    const rows = await readCsvRows(file, 10);
    reading = false;
    await counting;
    expect(rows[1]?.[0]).toHaveLength(1_500_000);
    // Other work ran between the slices: without them the count would be 0 or 1.
    expect(turns).toBeGreaterThan(10);
  });
});
