import type { ReactNode } from "react";
import { Button } from "../../ui/components/button";

/**
 * A list's footer: its count on the left and, past one page, 'Anterior' · 'Página N de M' · 'Próxima'
 * (the data table's and the matrix's, once written twice). `page` counts from 0.
 */
export function PagedFooter({
  count,
  label,
  page,
  pageCount,
  onPage,
}: {
  /** 'Mostrando 50 de 120 planos': read out when it changes. */
  count: ReactNode;
  /** The navigation's name: 'Páginas da tabela'. */
  label: string;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {count}
      </p>
      {pageCount > 1 && (
        <nav aria-label={label} className="flex items-center gap-2 text-sm">
          <Button variant="outline" size="sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
            Anterior
          </Button>
          <span aria-live="polite">
            Página {page + 1} de {pageCount}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={page === pageCount - 1}
            onClick={() => onPage(page + 1)}
          >
            Próxima
          </Button>
        </nav>
      )}
    </div>
  );
}
