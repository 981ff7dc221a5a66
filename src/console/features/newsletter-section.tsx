import type { ColumnDef } from "@tanstack/react-table";
import { type AdminNewsletterSubscriber, formatSiteMoment } from "../../domain";
import { adminApi } from "../kit/admin-client";
import { column } from "../kit/columns";
import { DataTable, STICKY_ACTIONS } from "../kit/data-table";
import { EraseRowButton } from "../kit/erase-row-button";
import { ExportCsvButton } from "../kit/export-csv-button";
import { ENTITY_TEXTS } from "./entity-texts";

const COLUMNS: ColumnDef<AdminNewsletterSubscriber, string>[] = [
  column<AdminNewsletterSubscriber, string>("email", "E-mail", (row) => row.email, {
    className: "break-all font-semibold",
  }),
  column<AdminNewsletterSubscriber, string>("consentedAt", "Inscrito em", (row) => row.consentedAt, {
    show: (row) => formatSiteMoment(new Date(row.consentedAt)),
    className: "whitespace-nowrap tabular-nums",
  }),
  {
    id: "actions",
    header: () => <span className="block text-right">Ações</span>,
    enableSorting: false,
    meta: STICKY_ACTIONS,
    cell: ({ row }) => (
      <div className="flex justify-end">
        {/* A subscriber asked to be erased (LGPD): the address goes for good, the audit keeps only its id. */}
        <EraseRowButton
          label={`Remover ${row.original.email}`}
          title="Remover inscrito"
          description={`O e-mail ${row.original.email} sai da lista e é apagado de vez, como num pedido de exclusão de dados pessoais.`}
          remove={() => adminApi.newsletter.remove(row.original)}
          success="Inscrito removido com sucesso"
          failure="Erro ao remover inscrito"
        />
      </div>
    ),
  },
];

/**
 * The blog's newsletter list, below the articles: the provider sends the newsletter with its own e-mail
 * tool from the exported CSV.
 */
export function NewsletterSection({ subscribers }: { subscribers: AdminNewsletterSubscriber[] }) {
  return (
    <section aria-labelledby="newsletter-heading" className="mt-10 flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="newsletter-heading" className="text-xl font-bold">
          Newsletter
        </h2>
        <p className="text-sm text-muted-foreground">
          Inscritos pela caixa de newsletter do blog. Exporte a lista para a sua ferramenta de e-mail. Quem
          quiser sair usa a página /newsletter/cancelar ou pede à equipe, que remove o e-mail aqui.
        </p>
      </div>
      <DataTable
        rows={subscribers}
        columns={COLUMNS}
        searchFields={(row) => [row.email]}
        initialSort={{ id: "consentedAt", desc: true }}
        texts={ENTITY_TEXTS.newsletter_subscribers}
        toolbar={
          <ExportCsvButton request={() => adminApi.newsletter.exportCsv()} fileName="newsletter.csv" />
        }
        rowTestId="newsletter-row"
        getRowId={(row) => String(row.id)}
      />
    </section>
  );
}
