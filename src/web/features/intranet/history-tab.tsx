import { Form, Link, useSubmit } from "react-router";
import type { AuditEntry, AuditPage } from "../../../domain";
import { Button } from "../../components/ui/button";
import { Label } from "../../components/ui/label";
import { NativeSelect } from "../../components/ui/native-select";
import { column, field } from "./kit/columns";
import { DataTable } from "./kit/data-table";

const DATE_TIME = new Intl.DateTimeFormat("pt-BR", {
  dateStyle: "short",
  timeStyle: "medium",
  timeZone: "America/Sao_Paulo",
});

/** The tables' names as staff know them. */
const ENTITY_LABELS: Record<string, string> = {
  plans: "Planos",
  cities: "Cidades",
  plan_cities: "Planos por Cidade",
  business_plans: "Planos Empresariais",
  business_plan_cities: "Planos Empresariais por Cidade",
  banners: "Banners",
  banner_settings: "Configuração dos banners",
  streaming_banners: "Banners Streaming",
  streaming_services: "Streaming",
  site_settings: "Configurações",
  referrals: "Indicações",
};
const ACTION_LABELS: Record<string, string> = {
  create: "Criação",
  update: "Alteração",
  delete: "Remoção",
  status: "Ativação/desativação",
  bulk_create: "Criação em lote",
  contacted: "Marcada como contatada",
  retry: "Nova tentativa de entrega",
  reveal_cpf: "Visualização de CPF",
  export: "Exportação",
};

const entityLabel = (entity: string) => ENTITY_LABELS[entity] ?? entity;

function Values({ label, value }: { label: string; value: unknown }) {
  if (value === null || value === undefined) return null;
  return (
    <div>
      <p className="font-semibold">{label}</p>
      <pre className="max-h-48 overflow-auto rounded bg-muted p-2 text-xs whitespace-pre-wrap">
        {JSON.stringify(value, null, 2)}
      </pre>
    </div>
  );
}

const COLUMNS = [
  column<AuditEntry, string>("createdAt", "Quando", (row) => row.createdAt, {
    show: (row) => DATE_TIME.format(new Date(row.createdAt)),
    className: "whitespace-nowrap tabular-nums",
  }),
  field<AuditEntry, "actorEmail">("actorEmail", "Quem"),
  column<AuditEntry, string>("action", "Ação", (row) => ACTION_LABELS[row.action] ?? row.action),
  column<AuditEntry, string>("entity", "Seção", (row) => entityLabel(row.entity)),
  field<AuditEntry, "entityId">("entityId", "Registro"),
  {
    id: "values",
    header: "Antes e depois",
    enableSorting: false,
    cell: ({ row }: { row: { original: AuditEntry } }) => (
      <details>
        <summary className="cursor-pointer text-primary">Ver valores</summary>
        <div className="mt-2 grid gap-2 sm:min-w-80">
          <Values label="Antes" value={row.original.before} />
          <Values label="Depois" value={row.original.after} />
        </div>
      </details>
    ),
  },
];

type Filters = { entity: string; actor: string };

export function HistoryTab({ audit, filters }: { audit: AuditPage; filters: Filters }) {
  const submit = useSubmit();
  const pages = Math.max(1, Math.ceil(audit.total / audit.pageSize));
  const pageLink = (page: number) => {
    const params = new URLSearchParams({ ...filters, page: String(page) });
    for (const [key, value] of [...params]) if (!value) params.delete(key);
    return `?${params}`;
  };
  return (
    <section aria-labelledby="tab-heading" className="flex flex-col gap-4">
      <h2 id="tab-heading" className="text-xl font-bold">
        Histórico
      </h2>
      <Form
        method="get"
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onChange={(event) => submit(event.currentTarget)}
      >
        <div className="flex flex-col gap-2">
          <Label htmlFor="history-entity">Seção</Label>
          <NativeSelect id="history-entity" name="entity" defaultValue={filters.entity}>
            <option value="">Todas</option>
            {audit.entities.map((entity) => (
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
            {audit.actors.map((actor) => (
              <option key={actor} value={actor}>
                {actor}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" variant="outline">
          Filtrar
        </Button>
      </Form>
      <DataTable
        rows={audit.entries}
        columns={COLUMNS}
        searchFields={(row) => [
          row.actorEmail,
          entityLabel(row.entity),
          row.entityId,
          ACTION_LABELS[row.action],
        ]}
        initialSort={{ id: "createdAt", desc: true }}
        texts={{
          search: "Buscar no histórico",
          empty: "Nenhum registro encontrado",
          emptySearch: "Nenhum registro encontrado para a pesquisa",
          count: (shown, total) => `${shown} de ${total} registros nesta página (${audit.total} no total)`,
        }}
        rowTestId="history-row"
        getRowId={(row) => String(row.id)}
      />
      {pages > 1 && (
        <nav aria-label="Páginas do histórico" className="flex items-center gap-3 text-sm">
          {audit.page > 1 && <Link to={pageLink(audit.page - 1)}>Anterior</Link>}
          <span>
            Página {audit.page} de {pages}
          </span>
          {audit.page < pages && <Link to={pageLink(audit.page + 1)}>Próxima</Link>}
        </nav>
      )}
    </section>
  );
}
