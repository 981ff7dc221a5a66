import type { ColumnDef } from "@tanstack/react-table";
import { useState } from "react";
import { type AdminNewsletterSubscriber, formatSiteMoment } from "../../../domain";
import { Button } from "../../components/ui/button";
import { Icon } from "../../components/ui/icon";
import { notify } from "../../lib/toast";
import { NEWSLETTER_TEXTS } from "./entity-texts";
import { adminApi } from "./kit/admin-client";
import { column } from "./kit/columns";
import { ConfirmDelete } from "./kit/confirm-delete";
import { DataTable, STICKY_ACTIONS } from "./kit/data-table";
import { saveDownload, useStaffCall } from "./kit/staff-call";
import { useMutation } from "./kit/use-mutation";

/** A subscriber asked to be erased (LGPD): the address goes for good, the audit keeps only its id. */
function RemoveSubscriber({ subscriber }: { subscriber: AdminNewsletterSubscriber }) {
  const { run } = useMutation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="text-destructive"
        aria-label={`Remover ${subscriber.email}`}
        onClick={() => setOpen(true)}
      >
        <Icon name="trash-2" />
      </Button>
      <ConfirmDelete
        open={open}
        onOpenChange={setOpen}
        title="Remover inscrito"
        description={`O e-mail ${subscriber.email} sai da lista e é apagado de vez, como num pedido de exclusão de dados pessoais.`}
        onConfirm={async () => {
          const outcome = await run(() => adminApi.newsletter.remove(subscriber), {
            success: "Inscrito removido com sucesso",
            failure: "Erro ao remover inscrito",
          });
          return outcome.ok;
        }}
      />
    </>
  );
}

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
        <RemoveSubscriber subscriber={row.original} />
      </div>
    ),
  },
];

/**
 * The blog's newsletter list, below the articles: the provider sends the newsletter with its own e-mail
 * tool from the exported CSV.
 */
export function NewsletterSection({ subscribers }: { subscribers: AdminNewsletterSubscriber[] }) {
  const [exporting, setExporting] = useState(false);
  const call = useStaffCall();

  const exportCsv = async () => {
    if (exporting) return;
    setExporting(true);
    try {
      const response = await call(() => adminApi.newsletter.exportCsv(), "Erro ao exportar CSV");
      if (!response) return;
      await saveDownload(response, "newsletter.csv");
      notify.success("CSV exportado");
    } finally {
      setExporting(false);
    }
  };

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
        texts={NEWSLETTER_TEXTS}
        toolbar={
          <Button variant="outline" busy={exporting} onClick={exportCsv}>
            <Icon name="download" />
            Exportar CSV
          </Button>
        }
        rowTestId="newsletter-row"
        getRowId={(row) => String(row.id)}
      />
    </section>
  );
}
