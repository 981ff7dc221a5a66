import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  type SortingState,
  useReactTable,
} from "@tanstack/react-table";
import { type ReactNode, useMemo, useState } from "react";
import { compareValues, matchesSearch } from "../../domain";
import { Icon } from "../../ui/components/icon";
import { Input } from "../../ui/components/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../ui/components/table";
import { useTypedBeforeScripts } from "../../ui/lib/use-typed-before-scripts";
import { cn } from "../../ui/lib/utils";
import { PagedFooter } from "./pagination";

/** Rows a table shows at once; past this it pages. */
export const PAGE_SIZE = 50;

/** The fields of a row the search box looks in. */
export type SearchFields<T> = (row: T) => Parameters<typeof matchesSearch>[0];

export type DataTableTexts = {
  search: string;
  empty: string;
  emptySearch: string;
  count: (shown: number, total: number) => string;
};

type Props<T> = {
  rows: readonly T[];
  // biome-ignore lint/suspicious/noExplicitAny: TanStack's column value type differs per column.
  columns: ColumnDef<T, any>[];
  /** The fields the search box looks in (each word of the query in any of them; case and accents ignored). */
  searchFields: SearchFields<T>;
  /** The column sorted on first, ascending unless `desc`. */
  initialSort: { id: string; desc?: boolean };
  texts: DataTableTexts;
  /** Controls beside the search box (the add button). */
  toolbar?: ReactNode;
  rowTestId?: string;
  getRowId: (row: T) => string;
  /** Told the search text as it changes, for a tab whose other controls act on what is shown. */
  onSearchChange?: (query: string) => void;
};

/**
 * A console table: search, click-to-sort headers in the domain's pt-BR order, empty states, a counter, and
 * pages of PAGE_SIZE rows past that many.
 */
export function DataTable<T>({
  rows,
  columns,
  searchFields,
  initialSort,
  texts,
  toolbar,
  rowTestId,
  getRowId,
  onSearchChange,
}: Props<T>) {
  const [query, setQuery] = useState("");
  const [pageIndex, setPageIndex] = useState(0);
  const search = (typed: string) => {
    setQuery(typed);
    setPageIndex(0);
    onSearchChange?.(typed);
  };
  const searchRef = useTypedBeforeScripts(search);
  const [sorting, setSorting] = useState<SortingState>([
    { id: initialSort.id, desc: initialSort.desc ?? false },
  ]);
  const found = useMemo(
    () => rows.filter((row) => matchesSearch(searchFields(row), query)),
    [rows, searchFields, query],
  );
  const table = useReactTable({
    data: found as T[],
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    // Clicking a header: ascending first, then descending, never back to unsorted.
    sortDescFirst: false,
    enableSortingRemoval: false,
    enableMultiSort: false,
    defaultColumn: {
      sortingFn: (a, b, id) => compareValues(a.getValue(id), b.getValue(id)),
      sortUndefined: false,
    },
  });
  const sorted = table.getRowModel().rows;
  const pageCount = Math.max(1, Math.ceil(sorted.length / PAGE_SIZE));
  // A delete or a narrower search can leave the page past the end: show the last one.
  const page = Math.min(pageIndex, pageCount - 1);
  const visible = sorted.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
        <div className="relative">
          <Icon
            name="search"
            className="pointer-events-none absolute top-3 left-3 size-4 text-muted-foreground"
          />
          <Input
            type="search"
            aria-label={texts.search}
            placeholder={`${texts.search}...`}
            className="pl-9 sm:w-64"
            ref={searchRef}
            value={query}
            onChange={(event) => search(event.target.value)}
          />
        </div>
        {toolbar}
      </div>
      {/* On a phone each row is a card: its cells stacked, each under its column's name (data-label). The
          header row stays for screen readers, which still read a table. */}
      <Table wrapperClassName="max-md:overflow-visible max-md:border-0" className="max-md:block">
        <TableHeader className="max-md:sr-only">
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const label = flexRender(header.column.columnDef.header, header.getContext());
                if (!header.column.getCanSort())
                  return (
                    <TableHead key={header.id} className={header.column.columnDef.meta?.className}>
                      {label}
                    </TableHead>
                  );
                const sortIcon = !sorted ? "arrow-up-down" : sorted === "asc" ? "arrow-up" : "arrow-down";
                return (
                  <TableHead
                    key={header.id}
                    className={header.column.columnDef.meta?.className}
                    aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : "none"}
                  >
                    <button
                      type="button"
                      className="inline-flex cursor-pointer items-center gap-1 hover:text-foreground"
                      onClick={header.column.getToggleSortingHandler()}
                    >
                      {label}
                      <Icon name={sortIcon} className="size-3.5" />
                    </button>
                  </TableHead>
                );
              })}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody className="max-md:flex max-md:flex-col max-md:gap-3 max-md:[&_tr:last-child]:border">
          {visible.map((row) => (
            <TableRow
              key={row.id}
              data-testid={rowTestId}
              className="max-md:flex max-md:flex-col max-md:rounded-lg max-md:border max-md:px-3 max-md:py-2"
            >
              {row.getVisibleCells().map((cell) => (
                <TableCell
                  key={cell.id}
                  data-label={columnLabel(cell.column.columnDef)}
                  className={cn(CARD_CELL, cell.column.columnDef.meta?.cellClassName)}
                >
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {visible.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns.length} message>
                {query.trim() ? texts.emptySearch : texts.empty}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <PagedFooter
        count={texts.count(sorted.length, rows.length)}
        label="Páginas da tabela"
        page={page}
        pageCount={pageCount}
        onPage={setPageIndex}
      />
    </div>
  );
}

/** An actions column pinned to the right edge, so a wide table still shows its actions (not on a phone's cards). */
export const STICKY_ACTIONS = {
  label: "Ações",
  className: "sticky right-0 z-10 bg-muted shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.25)]",
  cellClassName:
    "sticky right-0 bg-background shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.25)] max-md:static max-md:shadow-none",
};

// A card's line: the column's name on the left, the value on the right.
const CARD_CELL =
  "max-md:flex max-md:min-h-11 max-md:items-center max-md:justify-between max-md:gap-3 max-md:px-0 max-md:py-1 max-md:text-right max-md:before:shrink-0 max-md:before:text-left max-md:before:font-semibold max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)]";

// biome-ignore lint/suspicious/noExplicitAny: as above.
function columnLabel(column: ColumnDef<any, any>): string {
  return column.meta?.label ?? (typeof column.header === "string" ? column.header : "");
}

declare module "@tanstack/react-table" {
  interface ColumnMeta<TData, TValue> {
    className?: string;
    cellClassName?: string;
    /** The name a phone's card shows beside the value, when the header is not plain text. */
    label?: string;
  }
}
