import { useMemo, useState } from "react";
import type { TrashItem } from "../../domain";
import { sectionOf } from "../../domain/entities";
import { Button } from "../../ui/components/button";
import { adminApi } from "../kit/admin-client";
import { column, field } from "../kit/columns";
import { DataTable } from "../kit/data-table";
import { dateTime } from "../kit/dates";
import { TabSection } from "../kit/tab-section";
import { associationsText, restoredText } from "../kit/texts";
import { FormFailure } from "../kit/use-entity-form";
import { type MutationFailure, useMutation } from "../kit/use-mutation";

const DATE = new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeZone: "America/Sao_Paulo" });

/** The Lixeira: what was deleted in the last 30 days, each restorable with its associations. */
export function TrashTab({ items }: { items: TrashItem[] }) {
  const { run } = useMutation();
  const [busy, setBusy] = useState<number | null>(null);
  const [failure, setFailure] = useState<MutationFailure | null>(null);
  const columns = useMemo(
    () => [
      field<TrashItem, "label">("label", "Registro", { className: "min-w-40 font-semibold" }),
      column<TrashItem, string>("deletedAt", "Removido em", (row) => row.deletedAt, {
        show: (row) => dateTime(row.deletedAt),
        className: "whitespace-nowrap tabular-nums",
      }),
      field<TrashItem, "deletedBy">("deletedBy", "Por"),
      column<TrashItem, string>("entity", "Seção", (row) => sectionOf(row.entity)),
      column<TrashItem, number>("associations", "Associações", (row) => row.associations, {
        show: (row) => associationsText(row.associations),
        className: "whitespace-nowrap",
      }),
      column<TrashItem, string>("expiresAt", "Apagado em", (row) => row.expiresAt, {
        show: (row) => DATE.format(new Date(row.expiresAt)),
        className: "whitespace-nowrap tabular-nums",
      }),
      {
        id: "restore",
        header: () => <span className="sr-only">Ações</span>,
        enableSorting: false,
        cell: ({ row }: { row: { original: TrashItem } }) => (
          <Button
            variant="outline"
            size="sm-touch"
            aria-label={`Restaurar ${row.original.label}`}
            aria-busy={busy === row.original.id || undefined}
            onClick={async () => {
              if (busy !== null) return;
              setBusy(row.original.id);
              setFailure(null);
              try {
                const outcome = await run(() => adminApi.trash.restore(row.original.id), {
                  success: (body) => restoredText(body.result),
                  failure: "Erro ao restaurar",
                });
                if (!outcome.ok) setFailure(outcome);
              } finally {
                setBusy(null);
              }
            }}
          >
            {busy === row.original.id ? "Restaurando..." : "Restaurar"}
          </Button>
        ),
      },
    ],
    [busy, run],
  );
  return (
    <TabSection title="Lixeira">
      <p className="text-sm text-muted-foreground">
        O que foi removido nos últimos 30 dias. Restaurar devolve o registro como estava, com as associações
        que saíram junto; depois de 30 dias ele é apagado de vez.
      </p>
      <FormFailure failure={failure} title="Erro ao restaurar" takeFocus={false} />
      <DataTable
        rows={items}
        columns={columns}
        searchFields={(row) => [row.label, sectionOf(row.entity), row.deletedBy]}
        initialSort={{ id: "deletedAt", desc: true }}
        texts={{
          search: "Buscar na lixeira",
          empty: "A lixeira está vazia",
          emptySearch: "Nenhum item encontrado para a pesquisa",
          count: (shown, total) => `${shown} de ${total} ${total === 1 ? "item" : "itens"}`,
        }}
        rowTestId="trash-row"
        getRowId={(row) => String(row.id)}
      />
    </TabSection>
  );
}
