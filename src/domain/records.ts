// Console tables: search and sort, shared by every tab.

export type SortDirection = "asc" | "desc";
export type SortState<K extends string> = { key: K; direction: SortDirection };

type Searchable = string | number | boolean | null | undefined | readonly string[];

/** Lower case without accents: 'vitoria' finds 'Vitória', as staff type in a hurry. */
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("pt-BR");

/**
 * Whether every word of the query is found (case- and accent-insensitive substring) in at least one of the
 * fields, so 'fibra 500 vitória' finds the row whose plan is 'Fibra 500' and whose city is 'Vitória'.
 */
export function matchesSearch(fields: readonly Searchable[], query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const texts = fields.flatMap((field) =>
    field === null || field === undefined
      ? []
      : Array.isArray(field)
        ? field.map(fold)
        : [fold(String(field))],
  );
  return words.every((word) => texts.some((text) => text.includes(word)));
}

/** Ascending pt-BR order of two cell values: numbers by value, text by locale, empty values last. */
export function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (typeof a === "boolean" && typeof b === "boolean") return a ? -1 : 1;
  const textA = Array.isArray(a) ? a.join(", ") : String(a);
  const textB = Array.isArray(b) ? b.join(", ") : String(b);
  return textA.localeCompare(textB, "pt-BR", { sensitivity: "base", numeric: true });
}

export function sortRecords<T, K extends keyof T & string>(rows: readonly T[], sort: SortState<K>): T[] {
  const sign = sort.direction === "asc" ? 1 : -1;
  return [...rows].sort((a, b) => sign * compareValues(a[sort.key], b[sort.key]));
}

/** Clicking the sorted column flips its direction; another column starts ascending. */
export function nextSort<K extends string>(current: SortState<K>, key: K): SortState<K> {
  if (current.key !== key) return { key, direction: "asc" };
  return { key, direction: current.direction === "asc" ? "desc" : "asc" };
}

const DATE_FORMAT = new Intl.DateTimeFormat("pt-BR", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: "America/Sao_Paulo",
});

/** '22/11/2026', the same on the server and in the browser. */
export function formatDate(iso: string): string {
  return DATE_FORMAT.format(new Date(iso));
}
