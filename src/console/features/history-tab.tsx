import { useMemo, useState } from "react";
import { Form, Link, useRevalidator, useSubmit } from "react-router";
import type { AuditEntry, AuditNames, AuditPage } from "../../domain";
import { sectionOf } from "../../domain/entities";
import { Alert } from "../../ui/components/alert";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "../../ui/components/alert-dialog";
import { Button } from "../../ui/components/button";
import { Input } from "../../ui/components/input";
import { Label } from "../../ui/components/label";
import { NativeSelect } from "../../ui/components/native-select";
import { adminApi } from "../kit/admin-client";
import { column } from "../kit/columns";
import { DataTable } from "../kit/data-table";
import { TabSection } from "../kit/tab-section";
import { FormFailure } from "../kit/use-entity-form";
import { type MutationFailure, useMutation } from "../kit/use-mutation";
import { describeChanges, type FieldChange, importCount, importLines, recordName } from "./history-changes";

const DATE_TIME = new Intl.DateTimeFormat("pt-BR", {
  dateStyle: "short",
  timeStyle: "medium",
  timeZone: "America/Sao_Paulo",
});

const ACTION_LABELS: Record<string, string> = {
  create: "Criação",
  update: "Alteração",
  delete: "Remoção",
  status: "Ativação/desativação",
  bulk_create: "Criação em lote",
  restore: "Restauração da Lixeira",
  import: "Importação de planilha",
  import_undo: "Importação desfeita",
  contacted: "Marcada como contatada",
  retry: "Nova tentativa de entrega",
  reveal_cpf: "Visualização de CPF",
  export: "Exportação",
  sales_status: "Mudança de situação",
  password_reset: "Senha redefinida",
  session_end: "Sessão encerrada",
  two_factor_reset: "Verificação em duas etapas redefinida",
  two_factor_enabled: "Verificação em duas etapas ativada",
  two_factor_disabled: "Verificação em duas etapas desativada",
};

/** The section an entry belongs to, as staff know it (the registry of entities, src/domain/entities.ts). */
const entityLabel = sectionOf;
const pageCount = (audit: AuditPage) => Math.max(1, Math.ceil(audit.total / audit.pageSize));
const NO_NAMES: AuditNames = { plans: {}, businessPlans: {}, cities: {} };
const NO_PEOPLE: Record<string, string> = {};
const NO_RESTORABLE: Record<number, string> = {};

function Change({ change }: { change: FieldChange }) {
  return (
    <li>
      <span className="font-semibold">{change.label}:</span>{" "}
      {change.before !== undefined && change.after !== undefined ? (
        <>
          {change.before} → {change.after}
        </>
      ) : (
        (change.after ?? change.before)
      )}
    </li>
  );
}

/** An import lists its changes as its preview said them; a long list is folded away. */
function ImportLines({ lines }: { lines: string[] }) {
  const items = (
    <ul className="flex flex-col gap-1 break-words">
      {lines.map((line, index) => (
        // The same sentence may stand twice (two rows of one city), so its place is its key.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list never changes order.
        <li key={index}>{line}</li>
      ))}
    </ul>
  );
  if (lines.length <= 3) return items;
  return (
    <details>
      <summary className="cursor-pointer text-primary">Ver as {lines.length} alterações</summary>
      <div className="mt-2 sm:min-w-64">{items}</div>
    </details>
  );
}

/** A change lists what differs; a creation or a delete keeps its values folded away. */
function Changes({ entry, names }: { entry: AuditEntry; names: AuditNames }) {
  const lines = importLines(entry);
  if (lines) return <ImportLines lines={lines} />;
  const changes = describeChanges(entry, names);
  if (changes.length === 0) return <span className="text-muted-foreground">—</span>;
  const items = (
    <ul className="flex flex-col gap-1 break-words">
      {changes.map((change) => (
        <Change key={change.label} change={change} />
      ))}
    </ul>
  );
  if (changes.every((change) => change.before !== undefined && change.after !== undefined)) return items;
  return (
    <details>
      <summary className="cursor-pointer text-primary">Ver valores</summary>
      <div className="mt-2 sm:min-w-64">{items}</div>
    </details>
  );
}

/** The record's current version, when this entry can be restored (the server says which can). */
const versionOf = (entry: AuditEntry, restorable: Record<number, string>) => restorable[entry.id];

/** A spreadsheet import is undone as one step (decision 0040); any other entry restores its record. */
const isImport = (entry: AuditEntry) => entry.action === "import";

/** The author by name; an account removed since by the e-mail the entry kept. */
const authorOf = (entry: AuditEntry, people: Record<string, string>) =>
  people[entry.actorEmail] ?? entry.actorEmail;

function historyColumns(
  names: AuditNames,
  people: Record<string, string>,
  restorable: Record<number, string>,
  onRestore: (entry: AuditEntry) => void,
) {
  return [
    column<AuditEntry, string>("createdAt", "Quando", (row) => row.createdAt, {
      show: (row) => DATE_TIME.format(new Date(row.createdAt)),
      className: "whitespace-nowrap tabular-nums",
    }),
    column<AuditEntry, string>("actor", "Quem", (row) => authorOf(row, people)),
    column<AuditEntry, string>("action", "Ação", (row) => ACTION_LABELS[row.action] ?? row.action),
    column<AuditEntry, string>("entity", "Seção", (row) => entityLabel(row.entity)),
    column<AuditEntry, string>("record", "Registro", (row) => recordName(row, names), {
      className: "min-w-40 font-semibold",
    }),
    {
      id: "changes",
      header: "Alterações",
      enableSorting: false,
      cell: ({ row }: { row: { original: AuditEntry } }) => <Changes entry={row.original} names={names} />,
      meta: { cellClassName: "min-w-56 max-w-md" },
    },
    {
      id: "restore",
      header: () => <span className="sr-only">Ações</span>,
      enableSorting: false,
      cell: ({ row }: { row: { original: AuditEntry } }) =>
        versionOf(row.original, restorable) ? (
          <Button
            variant="outline"
            size="sm-touch"
            aria-label={`${isImport(row.original) ? "Desfazer importação" : "Restaurar esta versão"}: ${recordName(row.original, names)}, ${DATE_TIME.format(new Date(row.original.createdAt))}`}
            onClick={() => onRestore(row.original)}
          >
            {isImport(row.original) ? "Desfazer importação" : "Restaurar esta versão"}
          </Button>
        ) : null,
    },
  ];
}

type Filters = { entity: string; actor: string; from: string; to: string };

type Props = {
  /** Null when the filters were refused; `refusal` then says why. */
  audit: AuditPage | null;
  filters: Filters;
  refusal: string | null;
};

export function HistoryTab({ audit, filters, refusal }: Props) {
  const submit = useSubmit();
  const revalidator = useRevalidator();
  const mutation = useMutation();
  const [restoring, setRestoring] = useState<AuditEntry | null>(null);
  const [failure, setFailure] = useState<{ outcome: MutationFailure; title: string } | null>(null);
  const names = audit?.names ?? NO_NAMES;
  const restorable = audit?.restorable ?? NO_RESTORABLE;
  const people = audit?.actorNames ?? NO_PEOPLE;
  const columns = useMemo(
    () => historyColumns(names, people, restorable, setRestoring),
    [names, people, restorable],
  );
  const confirmRestore = async () => {
    const entry = restoring;
    const version = entry && versionOf(entry, restorable);
    if (!entry || !version || mutation.pending) return;
    setFailure(null);
    const texts = isImport(entry)
      ? { success: "Importação desfeita com sucesso", failure: "Erro ao desfazer importação" }
      : { success: "Versão restaurada com sucesso", failure: "Erro ao restaurar versão" };
    const outcome = await mutation.run(() => adminApi.auditLog.restore(entry.id, version), texts);
    setRestoring(null);
    if (!outcome.ok) setFailure({ outcome, title: texts.failure });
  };
  const pageLink = (page: number) => {
    const params = new URLSearchParams({ ...filters, page: String(page) });
    for (const [key, value] of [...params]) if (!value) params.delete(key);
    return `?${params}`;
  };
  return (
    <TabSection title="Histórico">
      <Form
        method="get"
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onChange={(event) => submit(event.currentTarget)}
      >
        <div className="flex flex-col gap-2">
          <Label htmlFor="history-entity">Seção</Label>
          <NativeSelect id="history-entity" name="entity" defaultValue={filters.entity}>
            <option value="">Todas</option>
            {(audit?.entities ?? []).map((entity) => (
              <option key={entity} value={entity}>
                {entityLabel(entity)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="history-actor">Usuário</Label>
          <NativeSelect id="history-actor" name="actor" defaultValue={filters.actor}>
            <option value="">Todos</option>
            {(audit?.actors ?? []).map((actor) => (
              <option key={actor} value={actor}>
                {people[actor] ?? actor}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="history-from">De</Label>
          <Input id="history-from" name="from" type="date" defaultValue={filters.from} className="sm:w-44" />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="history-to">Até</Label>
          <Input id="history-to" name="to" type="date" defaultValue={filters.to} className="sm:w-44" />
        </div>
        <Button type="submit" variant="outline">
          Filtrar
        </Button>
      </Form>
      {refusal || !audit ? (
        <Alert variant="destructive" role="alert">
          {refusal}
        </Alert>
      ) : (
        <>
          <FormFailure
            failure={failure?.outcome ?? null}
            title={failure?.title ?? "Erro ao restaurar versão"}
            onReload={async () => {
              await revalidator.revalidate();
              setFailure(null);
            }}
          />
          <DataTable
            rows={audit.entries}
            columns={columns}
            searchFields={(row) => [
              authorOf(row, people),
              row.actorEmail,
              entityLabel(row.entity),
              recordName(row, audit.names),
              ACTION_LABELS[row.action],
            ]}
            initialSort={{ id: "createdAt", desc: true }}
            texts={{
              search: "Buscar no histórico",
              empty: "Nenhum registro encontrado",
              emptySearch: "Nenhum registro encontrado para a pesquisa",
              count: (shown, total) =>
                `${shown} de ${total} registros nesta página (${audit.total} no total)`,
            }}
            rowTestId="history-row"
            getRowId={(row) => String(row.id)}
          />
          {audit.total > audit.pageSize && (
            <nav aria-label="Páginas do histórico" className="flex items-center gap-3 text-sm">
              {audit.page > 1 && <Link to={pageLink(audit.page - 1)}>Anterior</Link>}
              <span>
                Página {audit.page} de {pageCount(audit)}
              </span>
              {audit.page < pageCount(audit) && <Link to={pageLink(audit.page + 1)}>Próxima</Link>}
            </nav>
          )}
        </>
      )}
      <AlertDialog
        open={restoring !== null}
        onOpenChange={(open) => !open && !mutation.pending && setRestoring(null)}
      >
        <AlertDialogContent>
          <AlertDialogTitle>
            {restoring && isImport(restoring) ? "Desfazer importação?" : "Restaurar esta versão?"}
          </AlertDialogTitle>
          <AlertDialogDescription>
            {restoring &&
              (isImport(restoring)
                ? `${importCount(restoring) === 1 ? "A alteração" : `As ${importCount(restoring)} alterações`} da importação de planilha de ${DATE_TIME.format(new Date(restoring.createdAt))}, feita por ${authorOf(restoring, people)}, ${importCount(restoring) === 1 ? "volta ao que era" : "voltam ao que eram"} antes, de uma só vez; os pares que ela criou vão para a Lixeira. Fica registrado no Histórico.`
                : `${recordName(restoring, names)} volta aos valores de antes da alteração de ${DATE_TIME.format(new Date(restoring.createdAt))}, feita por ${authorOf(restoring, people)}. A restauração fica registrada no Histórico.`)}
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancelar</AlertDialogCancel>
            <AlertDialogAction
              variant="default"
              aria-disabled={mutation.pending || undefined}
              onClick={(event) => {
                event.preventDefault();
                void confirmRestore();
              }}
            >
              {restoring && isImport(restoring)
                ? mutation.pending
                  ? "Desfazendo..."
                  : "Desfazer importação"
                : mutation.pending
                  ? "Restaurando..."
                  : "Restaurar"}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </TabSection>
  );
}
