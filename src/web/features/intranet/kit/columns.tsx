import type { ColumnDef } from "@tanstack/react-table";
import { formatDate } from "../../../../domain";

/** A column of one field, sortable, shown as text (or as `show` renders it). */
export function column<T, K extends keyof T & string>(
  key: K,
  header: string,
  options: { show?: (row: T) => React.ReactNode; className?: string } = {},
): ColumnDef<T, T[K]> {
  return {
    id: key,
    accessorFn: (row) => row[key],
    header,
    cell: ({ row }) => (options.show ? options.show(row.original) : String(row.original[key] ?? "—")),
    meta: { cellClassName: options.className },
  };
}

/** 'Criado em': the record's creation date in pt-BR, sorted by the date itself. */
export function createdColumn<T extends { createdAt: string }>(): ColumnDef<T, string> {
  return column<T, "createdAt">("createdAt" as "createdAt" & keyof T & string, "Criado em", {
    show: (row) => formatDate(row.createdAt),
    className: "whitespace-nowrap tabular-nums",
  }) as ColumnDef<T, string>;
}
