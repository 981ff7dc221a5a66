// Console tables: search and sort, shared by every tab.

export type SortDirection = "asc" | "desc";
export type SortState<K extends string> = { key: K; direction: SortDirection };

type Searchable = string | number | boolean | null | undefined | readonly string[];

const fold = (text: string) => text.toLocaleLowerCase("pt-BR");

/** Case-insensitive substring search across the given fields. */
export function matchesSearch(fields: readonly Searchable[], query: string): boolean {
  const needle = fold(query.trim());
  if (!needle) return true;
  return fields.some((field) => {
    if (field === null || field === undefined) return false;
    const text = Array.isArray(field) ? field.join(" ") : String(field);
    return fold(text).includes(needle);
  });
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
