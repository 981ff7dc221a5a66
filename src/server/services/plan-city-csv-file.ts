import { setImmediate as nextTurn } from "node:timers/promises";
import { type CsvError, parse } from "csv-parse";
import { parse as parseSync } from "csv-parse/sync";
import {
  type CityPrice,
  formatPrice,
  nameKey,
  offerVariantKey,
  type PriceTerms,
  parsePrice,
  termsInCity,
} from "../../domain";
import { cityPriceInputSchema } from "../../domain/schemas";
import { ServiceError } from "./console-writes";

// The plan × city spreadsheet as an import reads it (decision 0040; issue 55, L-CSV): its text (UTF-8 with
// or without a BOM, or Windows-1252 as Excel's 'CSV' saves it on a pt-BR Windows), its separator (';', ','
// or a tab, whichever its header line's columns are split by), its rows, read by csv-parse (quotes, doubled
// quotes, line breaks in a cell), and what each row asks of the matrix or why it is refused. Parsing is
// done a slice at a time, the event loop served between slices and every few milliseconds of checks, and
// stops at the most rows a matrix can have: a made-up file of 40,000 rows once held every cached page for
// 4.6 s. The matrix's reads and writes are plan-city-csv.ts'.

/** The columns of the spreadsheet, as the export writes them and the import looks for them. */
export const MATRIX_HEADER = [
  "Plano",
  "Cidade",
  "UF",
  "Ativo",
  "Preço",
  "Preço promocional",
  "Meses promocionais",
] as const;

/** A header or a yes/no cell as compared: no accents, lower case, words only. */
export const headerKey = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z]+/g, " ")
    .trim();

const HEADER_KEYS = new Set(MATRIX_HEADER.map(headerKey));
const SEPARATORS = [";", ",", "\t"] as const;
/** Characters parsed between two turns of the event loop: a few milliseconds of csv-parse's work. */
const SLICE_CHARS = 32 * 1024;
/** Rows a matrix's file may hold beyond its plans × cities pairs: lines naming what it does not have. */
export const MATRIX_SPARE_ROWS = 1_000;

export const CSV_MESSAGES = {
  unreadable: "Não foi possível ler o arquivo como CSV. Exporte a matriz para ver o modelo.",
  tooManyRows: (rows: number, most: number) =>
    `O arquivo tem ${rows.toLocaleString("pt-BR")} linhas ou mais, além do que esta matriz pode ter (${most.toLocaleString("pt-BR")}: um par de plano e cidade por linha). Confira se é a planilha certa; nada foi lido.`,
} as const;

/** The file's text: UTF-8 (a BOM dropped), or Windows-1252 when the bytes are not UTF-8 (Excel's 'CSV'). */
export function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/** The separator the header line is split by: the one that finds the most of the matrix's columns. */
export function detectSeparator(text: string): (typeof SEPARATORS)[number] {
  // The header line, read with each candidate (a quoted header cell may hold another candidate).
  const head = text.slice(0, 4096);
  let best: { separator: (typeof SEPARATORS)[number]; known: number; cells: number } = {
    separator: ";",
    known: -1,
    cells: 0,
  };
  for (const separator of SEPARATORS) {
    let cells: string[];
    try {
      [cells = []] = parseSync(head, {
        delimiter: separator,
        to_line: 1,
        relax_quotes: true,
        relax_column_count: true,
        bom: true,
      }) as string[][];
    } catch {
      continue;
    }
    const known = cells.filter((cell) => HEADER_KEYS.has(headerKey(cell))).length;
    if (known > best.known || (known === best.known && cells.length > best.cells))
      best = { separator, known, cells: cells.length };
  }
  return best.separator;
}

/**
 * The file's rows of cells (blank lines left out), the header first. At most `maxRows` rows besides the
 * header: past that the file is refused in pt-BR before the rest is read. Never holds the event loop for
 * more than a slice of the file.
 */
export async function readCsvRows(bytes: Uint8Array, maxRows: number): Promise<string[][]> {
  const text = decodeCsv(bytes);
  const parser = parse({
    delimiter: detectSeparator(text),
    bom: true,
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
  });
  const rows: string[][] = [];
  let failed: CsvError | Error | undefined;
  parser.on("data", (row: string[]) => rows.push(row));
  parser.on("error", (error) => {
    failed = error;
  });
  for (let at = 0; at < text.length && !failed; at += SLICE_CHARS) {
    parser.write(text.slice(at, at + SLICE_CHARS));
    if (rows.length > maxRows + 1) {
      parser.destroy();
      throw new ServiceError(422, "validation_failed", CSV_MESSAGES.tooManyRows(rows.length - 1, maxRows));
    }
    await nextTurn();
  }
  if (!failed) {
    const ended = new Promise<void>((resolve) => parser.once("end", resolve).once("error", () => resolve()));
    parser.end();
    await ended;
  }
  if (failed) throw new ServiceError(422, "validation_failed", CSV_MESSAGES.unreadable);
  if (rows.length > maxRows + 1)
    throw new ServiceError(422, "validation_failed", CSV_MESSAGES.tooManyRows(rows.length - 1, maxRows));
  return rows;
}

/**
 * Serves the event loop once `budgetMs` have passed since it last did: called between rows of a long
 * check, so other requests wait at most that long.
 */
export function breather(budgetMs = 20): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < budgetMs) return;
    await nextTurn();
    since = performance.now();
  };
}

// ---- What each row asks of the matrix ----

export type PlanRow = { id: number; name: string; updatedAt: Date } & PriceTerms;
export type Pair = CityPrice & {
  id: number;
  planId: number;
  cityId: number;
  isActive: boolean;
  updatedAt: Date;
};
export type CityRow = { id: number; name: string; state: string; updatedAt: Date };

/** The matrix as an import reads it (plan-city-csv.ts' readMatrix): its version is `token`. */
export type Matrix = { plans: PlanRow[]; cities: CityRow[]; pairs: Pair[]; token: string };

const COLUMNS = {
  plan: "plano",
  city: "cidade",
  state: "uf",
  active: "ativo",
  price: "preco",
  promoPrice: "preco promocional",
  promoMonths: "meses promocionais",
} as const;

const YES = new Set(["sim", "s", "1", "ativo", "true", "verdadeiro", "x"]);
const NO = new Set(["nao", "n", "0", "inativo", "false", "falso"]);

/** A cell as typed, an apostrophe an export put before a formula-like text dropped. */
const cellText = (value: string | undefined) => (value ?? "").trim().replace(/^'(?=[=+\-@])/, "");

/** A typed value as a refusal's reason quotes it: a long cell shortened, so the preview stays small. */
const quoted = (value: string) => (value.length > 60 ? `${value.slice(0, 60)}…` : value);

const termsText = ({ price, promoPrice, promoMonths }: PriceTerms) =>
  promoPrice !== null && promoMonths !== null
    ? `${formatPrice(price)} (${formatPrice(promoPrice)} por ${promoMonths} ${promoMonths === 1 ? "mês" : "meses"})`
    : formatPrice(price);

/** What one row asks for a pair, once read and checked. */
type Wanted = { line: number; plan: PlanRow; city: CityRow; pair?: Pair; isActive: boolean; own: CityPrice };

export const NO_CITY_PRICE: CityPrice = { price: null, promoPrice: null, promoMonths: null };

function planOf(matrix: Matrix) {
  const byName = new Map<string, PlanRow[]>();
  for (const plan of matrix.plans)
    byName.set(nameKey(plan.name), [...(byName.get(nameKey(plan.name)) ?? []), plan]);
  return byName;
}

/**
 * Reads the file against the matrix as it is: the pairs it changes, and the rows it refuses. A file of more
 * rows than the matrix has pairs (and some spare) is refused before it is read through; the rows are
 * checked with the event loop served every few milliseconds (issue 55, L-CSV).
 */
export async function readImport(matrix: Matrix, bytes: Uint8Array) {
  const mostRows = matrix.plans.length * matrix.cities.length + MATRIX_SPARE_ROWS;
  const rows = (await readCsvRows(bytes, mostRows)).filter((cells) =>
    cells.some((cell) => cell.trim() !== ""),
  );
  const pause = breather();
  const refused: { line: number; reason: string }[] = [];
  const wanted: Wanted[] = [];
  const header = (rows[0] ?? []).map(headerKey);
  const at = Object.fromEntries(
    Object.entries(COLUMNS).map(([key, name]) => [key, header.indexOf(name)]),
  ) as Record<keyof typeof COLUMNS, number>;
  const missing = (["plan", "city", "state", "active", "price"] as const).filter((key) => at[key] < 0);
  if (rows.length === 0 || missing.length > 0)
    throw new ServiceError(
      422,
      "validation_failed",
      `O arquivo não tem as colunas ${MATRIX_HEADER.join(";")} na primeira linha. Exporte a matriz para ver o modelo.`,
    );
  const plansByName = planOf(matrix);
  const cityByKey = new Map(matrix.cities.map((city) => [`${nameKey(city.name)}|${city.state}`, city]));
  const pairByKey = new Map(matrix.pairs.map((pair) => [`${pair.planId}:${pair.cityId}`, pair]));
  const seen = new Map<string, number>();
  /** Reads one row into `wanted`, or says why it is refused. */
  const readRow = (cells: string[], line: number): string | undefined => {
    const get = (key: keyof typeof COLUMNS) => (at[key] < 0 ? "" : cellText(cells[at[key]]));
    const planName = get("plan");
    const found = plansByName.get(nameKey(planName)) ?? [];
    if (!planName) return "Informe o plano.";
    if (found.length === 0) return `Plano ${quoted(planName)} não encontrado.`;
    if (found.length > 1) return `Há mais de um plano chamado ${quoted(planName)}: renomeie um deles.`;
    const plan = found[0]!;
    const state = get("state").toUpperCase();
    const city = cityByKey.get(`${nameKey(get("city"))}|${state}`);
    if (!get("city") || !state) return "Informe a cidade e a UF.";
    if (!city) return `Cidade ${quoted(get("city"))} - ${quoted(state)} não encontrada.`;
    const active = headerKey(get("active"));
    if (!YES.has(active) && !NO.has(active))
      return `Ativo deve ser sim ou não (linha com ${quoted(get("active")) || "vazio"}).`;
    const key = `${plan.id}:${city.id}`;
    const earlier = seen.get(key);
    if (earlier) return `${plan.name} em ${city.name} já está na linha ${earlier}.`;
    seen.set(key, line);
    const priceText = get("price");
    const terms = cityPriceInputSchema.safeParse({
      price: priceText,
      promoPrice: get("promoPrice"),
      promoMonths: get("promoMonths"),
    });
    if (!terms.success) return terms.error.issues.map((issue) => issue.message).join("; ");
    if (priceText && Number.isNaN(parsePrice(priceText)))
      return "Preço deve ser um número válido (ex.: 89,90).";
    // The plan's own terms written in the file are no price of the city's own.
    const own =
      terms.data.price === null || offerVariantKey(terms.data, plan) === "" ? NO_CITY_PRICE : terms.data;
    wanted.push({ line, plan, city, pair: pairByKey.get(key), isActive: YES.has(active), own });
  };
  for (const [index, cells] of rows.slice(1).entries()) {
    const reason = readRow(cells, index + 2);
    if (reason) refused.push({ line: index + 2, reason });
    await pause();
  }
  const changes: { line: number; text: string }[] = [];
  const writes = wanted.filter((row) => {
    const { line, plan, city, pair, isActive, own } = row;
    const before: CityPrice = pair ?? NO_CITY_PRICE;
    const priceChanged = offerVariantKey(before, plan) !== offerVariantKey(own, plan);
    const texts: string[] = [];
    if (!pair)
      texts.push(
        isActive
          ? `${city.name}: passa a vender ${plan.name}${own.price === null ? "" : ` por ${termsText(termsInCity(own, plan))}`}`
          : `${city.name}: ${plan.name} associado, inativo`,
      );
    else {
      if (pair.isActive !== isActive)
        texts.push(
          isActive
            ? `${city.name}: volta a vender ${plan.name}`
            : `${city.name}: deixa de vender ${plan.name}`,
        );
      if (priceChanged)
        texts.push(
          `${city.name}: ${plan.name} ${termsText(termsInCity(before, plan))} → ${termsText(termsInCity(own, plan))}`,
        );
    }
    for (const text of texts) changes.push({ line, text });
    return texts.length > 0;
  });
  return { rows: rows.length - 1, changes, refused, writes };
}
