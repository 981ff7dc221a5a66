import type { ColumnDef } from "@tanstack/react-table";
import type { ReactNode } from "react";
import { type Attribution, attributionSummary, formatDate } from "../../domain";

type Options<T> = { show?: (row: T) => ReactNode; className?: string };

/** A sortable column of a value read from the row, shown as text (or as `show` renders it). */
export function column<T, V>(
  id: string,
  header: string,
  value: (row: T) => V,
  options: Options<T> = {},
): ColumnDef<T, V> {
  return {
    id,
    accessorFn: value,
    header,
    cell: ({ row, getValue }) => (options.show ? options.show(row.original) : String(getValue() ?? "—")),
    meta: { cellClassName: options.className },
  };
}

/** A column of one field of the row. */
export function field<T, K extends keyof T & string>(key: K, header: string, options: Options<T> = {}) {
  return column<T, T[K]>(key, header, (row) => row[key], options);
}

/** 'Criado em': the record's creation date in pt-BR, sorted by the date itself. */
export function createdColumn<T extends { createdAt: string }>() {
  return column<T, string>("createdAt", "Criado em", (row) => row.createdAt, {
    show: (row) => formatDate(row.createdAt),
    className: "whitespace-nowrap tabular-nums",
  });
}

/**
 * 'Origem' (issue 57): the visit's first touch ('instagram / black-friday') over its landing page, sorted
 * by the summary. Contatos and Contratações show it alike.
 */
export function originColumn<T extends { attribution: Attribution | null }>() {
  return column<T, string>("origin", "Origem", (row) => attributionSummary(row.attribution), {
    show: (row) =>
      row.attribution ? (
        <span className="flex flex-col">
          <span>{attributionSummary(row.attribution) || "—"}</span>
          <span className="text-xs text-muted-foreground">{row.attribution.landing}</span>
        </span>
      ) : (
        "—"
      ),
  });
}

/** 'Cidades': in how many cities a plan is sold (active pairs with an active city), sorted by that number. */
export function cityCountColumn<T extends { cityCount: number }>() {
  return column<T, number>("cityCount", "Cidades", (row) => row.cityCount, {
    show: (row) => (row.cityCount === 0 ? "Nenhuma" : row.cityCount),
    className: "whitespace-nowrap tabular-nums",
  });
}

/** 'Vitória - ES'. */
export const cityLabel = (city: { name: string; state: string }) => `${city.name} - ${city.state}`;
