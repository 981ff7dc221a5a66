import type { ColumnDef } from "@tanstack/react-table";
import { useId, useMemo, useState } from "react";
import {
  type AdminLead,
  CALLBACK_PERIOD_LABELS,
  coverageDemand,
  formatCnpj,
  formatPhone,
  isInLeadView,
  isLeadOverdue,
  LEAD_KIND_LABELS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  LEAD_VIEW_LABELS,
  LEAD_VIEWS,
  type LeadAssignee,
  type LeadFilters,
  type LeadKind,
  type LeadStatus,
  type LeadView,
  leadAddress,
  leadDeliveryLabel,
  leadGreeting,
  leadPlace,
  leadSearchFields,
  leadWhatsappNumber,
  matchesLeadFilters,
  STORED_LEAD_KINDS,
} from "../../domain";
import { Button } from "../../ui/components/button";
import { Input } from "../../ui/components/input";
import { Label } from "../../ui/components/label";
import { NativeSelect } from "../../ui/components/native-select";
import { telLink, whatsappLink } from "../../ui/lib/contact";
import { adminApi } from "../kit/admin-client";
import { column, originColumn } from "../kit/columns";
import { DataTable, STICKY_ACTIONS } from "../kit/data-table";
import { dateTime } from "../kit/dates";
import { DeliveryCell } from "../kit/delivery-cell";
import { EraseRowButton } from "../kit/erase-row-button";
import { ExportCsvButton } from "../kit/export-csv-button";
import { TabSection } from "../kit/tab-section";
import { useMutation } from "../kit/use-mutation";
import { ENTITY_TEXTS } from "./entity-texts";

// The console's Contatos tab (decision 0026): every lead of the site's three forms, worked by Atendimento.
// Search, filters by type and status, coverage requests counted by city, status changes, another delivery,
// erasure and the CSV export; every write is audited on the server, without the person's data.

/** Who to talk to: the person (and the company, for a business request) and how to reach them. */
function Contact({ lead }: { lead: AdminLead }) {
  return (
    <div className="flex min-w-48 flex-col">
      <span className="font-semibold">{lead.name}</span>
      {lead.companyName && (
        <span>
          {lead.companyName}
          {lead.cnpj && (
            <span className="block text-muted-foreground tabular-nums">CNPJ {formatCnpj(lead.cnpj)}</span>
          )}
        </span>
      )}
      {/* An 'Aviso de falha' may carry only an e-mail (issue 58): no phone to call. */}
      {lead.phone && (
        <>
          <a
            href={telLink(lead.phone)}
            className="inline-flex min-h-11 items-center text-primary underline-offset-4 tabular-nums hover:underline"
            aria-label={`Ligar para ${lead.name}: ${formatPhone(lead.phone)}`}
          >
            {formatPhone(lead.phone)}
          </a>
          <a
            href={whatsappLink(leadWhatsappNumber(lead.phone), leadGreeting(lead))}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-1 text-primary underline-offset-4 hover:underline"
            aria-label={`Abrir no WhatsApp: conversa com ${lead.name} (abre em nova aba)`}
          >
            Abrir no WhatsApp
          </a>
        </>
      )}
      {lead.email && <span className="break-all text-muted-foreground">{lead.email}</span>}
    </div>
  );
}

/** 'Responsável' and 'Retornar em', saved together; a day past on an open lead is marked 'Atrasado'. */
function FollowUp({ lead, assignees, today }: { lead: AdminLead; assignees: LeadAssignee[]; today: string }) {
  const { run, pending } = useMutation();
  const id = useId();
  const [assigneeId, setAssigneeId] = useState(lead.assigneeId ?? "");
  const [followUpOn, setFollowUpOn] = useState(lead.followUpOn ?? "");
  const changed = assigneeId !== (lead.assigneeId ?? "") || followUpOn !== (lead.followUpOn ?? "");
  const known = assignees.some((person) => person.id === lead.assigneeId);
  return (
    <form
      className="flex min-w-44 flex-col gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        if (pending || !changed) return;
        void run(
          () =>
            adminApi.leads.setFollowUp(lead, {
              assigneeId: assigneeId || null,
              followUpOn: followUpOn || null,
            }),
          { success: "Retorno do contato salvo", failure: "Erro ao salvar o retorno do contato" },
        );
      }}
    >
      <label htmlFor={`${id}-who`} className="text-xs font-medium text-muted-foreground">
        Responsável
      </label>
      <NativeSelect
        id={`${id}-who`}
        value={assigneeId}
        onChange={(event) => setAssigneeId(event.target.value)}
        aria-label={`Responsável pelo contato de ${lead.name}`}
      >
        <option value="">Ninguém</option>
        {lead.assigneeId && !known && <option value={lead.assigneeId}>Pessoa sem acesso a Contatos</option>}
        {assignees.map((person) => (
          <option key={person.id} value={person.id}>
            {person.name}
          </option>
        ))}
      </NativeSelect>
      <label htmlFor={`${id}-when`} className="text-xs font-medium text-muted-foreground">
        Retornar em
      </label>
      <Input
        id={`${id}-when`}
        type="date"
        value={followUpOn}
        onChange={(event) => setFollowUpOn(event.target.value)}
        aria-label={`Retornar em: contato de ${lead.name}`}
      />
      {isLeadOverdue(lead, today) && <span className="text-xs font-semibold text-destructive">Atrasado</span>}
      {changed && (
        <Button type="submit" size="sm-touch" variant="outline" busy={pending}>
          Salvar retorno
        </Button>
      )}
    </form>
  );
}

/** A lead's marker ('sem viabilidade': the waiting list of 'Contrate online'), as a badge. */
function TagBadge({ tag }: { tag: string }) {
  return (
    <span
      className="inline-flex items-center rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-foreground"
      data-testid="lead-tag"
    >
      {tag}
    </span>
  );
}

/**
 * What the visitor asked about: the place, and for a callback the plan, address and period; a lead of
 * the waiting list (issue 56) shows its marker and the address that had no viability.
 */
function Request({ lead }: { lead: AdminLead }) {
  const place = leadPlace(lead);
  const address = leadAddress(lead);
  return (
    <div className="flex min-w-48 flex-col gap-0.5">
      <span className="font-semibold">{LEAD_KIND_LABELS[lead.kind]}</span>
      {/* A line of its own, so the badge follows the cell's alignment (right on a phone's card). */}
      {lead.tag && (
        <span>
          <TagBadge tag={lead.tag} />
        </span>
      )}
      {lead.kind === "callback" ? (
        <>
          <span>Plano {lead.planName}</span>
          {lead.offerCode && <span className="text-muted-foreground">Oferta {lead.offerCode}</span>}
          <span className="text-muted-foreground">{address}</span>
          {lead.period && <span>Ligar de {CALLBACK_PERIOD_LABELS[lead.period].toLowerCase()}</span>}
          {lead.city && <span className="text-muted-foreground">Página de {lead.city}</span>}
        </>
      ) : lead.tag && lead.houseNumber ? (
        <>
          <span>{address}</span>
          {lead.city && (
            <span className="text-muted-foreground">{lead.uf ? `${lead.city} - ${lead.uf}` : lead.city}</span>
          )}
        </>
      ) : (
        place && <span className="text-muted-foreground">{place}</span>
      )}
    </div>
  );
}

/** The status, changed in place; the server records who moved it and when. */
function Status({ lead }: { lead: AdminLead }) {
  const { run, pending } = useMutation();
  const id = useId();
  return (
    <div className="flex min-w-40 flex-col gap-1">
      <label htmlFor={id} className="sr-only">
        Situação do contato de {lead.name}
      </label>
      <NativeSelect
        id={id}
        value={lead.status}
        aria-busy={pending || undefined}
        onChange={(event) => {
          if (pending) return;
          const status = event.target.value as LeadStatus;
          void run(() => adminApi.leads.setStatus(lead, status), {
            success: `Contato marcado como "${LEAD_STATUS_LABELS[status]}"`,
            failure: "Erro ao mudar a situação do contato",
          });
        }}
      >
        {LEAD_STATUSES.map((status) => (
          <option key={status} value={status}>
            {LEAD_STATUS_LABELS[status]}
          </option>
        ))}
      </NativeSelect>
      {lead.statusChangedAt && (
        <span className="text-xs text-muted-foreground">
          {dateTime(lead.statusChangedAt)}
          {lead.statusChangedBy && <span className="block break-all">por {lead.statusChangedBy}</span>}
        </span>
      )}
    </div>
  );
}

const leadColumns = (assignees: LeadAssignee[], today: string): ColumnDef<AdminLead, string>[] => [
  column<AdminLead, string>("createdAt", "Data", (row) => row.createdAt, {
    show: (row) => dateTime(row.createdAt),
    className: "whitespace-nowrap tabular-nums",
  }),
  column<AdminLead, string>("name", "Contato", (row) => row.name, { show: (row) => <Contact lead={row} /> }),
  column<AdminLead, string>("kind", "Pedido", (row) => LEAD_KIND_LABELS[row.kind], {
    show: (row) => <Request lead={row} />,
  }),
  column<AdminLead, string>("status", "Situação", (row) => String(LEAD_STATUSES.indexOf(row.status)), {
    show: (row) => <Status lead={row} />,
  }),
  column<AdminLead, string>("followUpOn", "Retorno", (row) => row.followUpOn ?? "9999", {
    show: (row) => <FollowUp lead={row} assignees={assignees} today={today} />,
  }),
  originColumn<AdminLead>(),
  column<AdminLead, string>("delivery", "Entrega", (row) => leadDeliveryLabel(row), {
    show: (row) => (
      <DeliveryCell
        status={row.delivery}
        label={leadDeliveryLabel(row)}
        retryName={`Tentar novamente a entrega do contato de ${row.name}`}
        retry={() => adminApi.leads.retry(row)}
      />
    ),
  }),
  {
    id: "actions",
    header: () => <span className="block text-right">Ações</span>,
    enableSorting: false,
    meta: STICKY_ACTIONS,
    cell: ({ row }) => (
      <div className="flex justify-end">
        {/* A person asked for their data to be erased (LGPD): the lead goes, the audit keeps only its id. */}
        <EraseRowButton
          label={`Apagar dados do contato de ${row.original.name}`}
          text="Apagar dados"
          title="Apagar dados do contato"
          description={`Os dados de ${row.original.name} (${LEAD_KIND_LABELS[row.original.kind]}) serão apagados de vez, como num pedido de exclusão de dados pessoais. O histórico guarda só o número do contato.`}
          confirmLabel="Apagar dados"
          busyLabel="Apagando..."
          remove={() => adminApi.leads.remove(row.original)}
          success="Dados do contato apagados"
          failure="Erro ao apagar os dados do contato"
        />
      </div>
    ),
  },
];

/** How many cities the demand table shows before 'Mostrar todas'. */
const DEMAND_ROWS = 8;

/** 'Pedidos de cobertura por cidade': where visitors ask for the network to come, most requested first. */
function CoverageDemand({ leads }: { leads: readonly AdminLead[] }) {
  const demand = useMemo(() => coverageDemand(leads), [leads]);
  const [all, setAll] = useState(false);
  const shown = all ? demand : demand.slice(0, DEMAND_ROWS);
  return (
    <section aria-labelledby="demanda-titulo" className="flex flex-col gap-2 rounded-lg border p-4">
      <h3 id="demanda-titulo" className="font-bold">
        Pedidos de cobertura por cidade
      </h3>
      {demand.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nenhum pedido de cobertura ainda.</p>
      ) : (
        <>
          <table className="w-full max-w-md text-sm" data-testid="coverage-demand">
            <thead>
              <tr className="text-left text-muted-foreground">
                <th scope="col" className="py-1 font-medium">
                  Cidade
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Pedidos
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr key={row.place} className="border-t">
                  <td className="py-1">{row.place}</td>
                  <td className="py-1 text-right tabular-nums">{row.requests}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {demand.length > DEMAND_ROWS && (
            <Button variant="link" size="xs" className="self-start" onClick={() => setAll(!all)}>
              {all ? "Mostrar menos" : `Mostrar todas as ${demand.length} cidades`}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

export function LeadsTab({
  leads,
  assignees,
  today,
}: {
  leads: AdminLead[];
  assignees: LeadAssignee[];
  /** The Brasília day the page was read: what 'Atrasado' compares with. */
  today: string;
}) {
  const columns = useMemo(() => leadColumns(assignees, today), [assignees, today]);
  const overdue = useMemo(() => leads.filter((lead) => isLeadOverdue(lead, today)).length, [leads, today]);
  const [search, setSearch] = useState("");
  const [filters, setFilters] = useState<LeadFilters>({});
  const filtered = useMemo(
    () => leads.filter((lead) => matchesLeadFilters(lead, filters, today)),
    [leads, filters, today],
  );
  const origins = useMemo(() => {
    const distinct = (values: (string | undefined)[]) =>
      [...new Set(values.filter((value): value is string => Boolean(value)))].sort((a, b) =>
        a.localeCompare(b, "pt-BR"),
      );
    return {
      sources: distinct(leads.map((lead) => lead.attribution?.source)),
      campaigns: distinct(leads.map((lead) => lead.attribution?.campaign)),
      tags: distinct(leads.map((lead) => lead.tag ?? undefined)),
    };
  }, [leads]);
  const viewCounts = useMemo(
    () =>
      Object.fromEntries(
        LEAD_VIEWS.map((view) => [view, leads.filter((lead) => isInLeadView(lead, view, today)).length]),
      ) as Record<LeadView, number>,
    [leads, today],
  );

  return (
    <TabSection title="Contatos">
      <p className="max-w-prose text-sm text-muted-foreground">
        Pedidos deixados no site: “Avise-me quando chegar”, “Prefiro que me liguem”, propostas para empresas e
        a lista de espera da contratação online (marcada “sem viabilidade”, com o endereço consultado). Cada
        um é guardado antes de o visitante receber a confirmação e enviado à equipe de vendas.
      </p>
      {overdue > 0 && (
        <p className="text-sm font-semibold text-destructive" data-testid="leads-overdue">
          {overdue === 1 ? "1 contato com retorno atrasado" : `${overdue} contatos com retorno atrasado`}
        </p>
      )}
      <CoverageDemand leads={leads} />
      <fieldset className="flex flex-wrap items-center gap-2" data-testid="lead-views">
        <legend className="sr-only">Mostrar</legend>
        {[undefined, ...LEAD_VIEWS].map((view) => (
          <Button
            key={view ?? "all"}
            type="button"
            size="sm"
            variant={filters.view === view ? "default" : "outline"}
            aria-pressed={filters.view === view}
            onClick={() => setFilters({ ...filters, view })}
          >
            {view ? `${LEAD_VIEW_LABELS[view]} (${viewCounts[view]})` : "Todos"}
          </Button>
        ))}
      </fieldset>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex flex-col gap-2">
          <Label htmlFor="leads-kind">Tipo</Label>
          <NativeSelect
            id="leads-kind"
            value={filters.kind ?? ""}
            onChange={(event) =>
              setFilters({ ...filters, kind: (event.target.value || undefined) as LeadKind | undefined })
            }
          >
            <option value="">Todos</option>
            {STORED_LEAD_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {LEAD_KIND_LABELS[kind]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="leads-status">Situação</Label>
          <NativeSelect
            id="leads-status"
            value={filters.status ?? ""}
            onChange={(event) =>
              setFilters({ ...filters, status: (event.target.value || undefined) as LeadStatus | undefined })
            }
          >
            <option value="">Todas</option>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {LEAD_STATUS_LABELS[status]}
              </option>
            ))}
          </NativeSelect>
        </div>
        {/* Issue 56: the markers the leads carry ('sem viabilidade': the waiting list of Contrate online). */}
        <div className="flex flex-col gap-2">
          <Label htmlFor="leads-tag">Marcador</Label>
          <NativeSelect
            id="leads-tag"
            value={filters.tag ?? ""}
            onChange={(event) => setFilters({ ...filters, tag: event.target.value || undefined })}
          >
            <option value="">Todos</option>
            {origins.tags.map((tag) => (
              <option key={tag} value={tag}>
                {tag}
              </option>
            ))}
          </NativeSelect>
        </div>
        {/* Issue 57: the first touch's source and campaign, among those the leads carry. */}
        <div className="flex flex-col gap-2">
          <Label htmlFor="leads-source">Origem</Label>
          <NativeSelect
            id="leads-source"
            value={filters.source ?? ""}
            onChange={(event) => setFilters({ ...filters, source: event.target.value || undefined })}
          >
            <option value="">Todas</option>
            {origins.sources.map((source) => (
              <option key={source} value={source}>
                {source}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="leads-campaign">Campanha</Label>
          <NativeSelect
            id="leads-campaign"
            value={filters.campaign ?? ""}
            onChange={(event) => setFilters({ ...filters, campaign: event.target.value || undefined })}
          >
            <option value="">Todas</option>
            {origins.campaigns.map((campaign) => (
              <option key={campaign} value={campaign}>
                {campaign}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <DataTable
        rows={filtered}
        columns={columns}
        searchFields={leadSearchFields}
        initialSort={{ id: "createdAt", desc: true }}
        texts={ENTITY_TEXTS.leads}
        onSearchChange={setSearch}
        toolbar={
          // The file holds what the table shows: the server filters with the same fields and filters.
          <ExportCsvButton
            request={() => adminApi.leads.exportCsv({ search, ...filters })}
            fileName="contatos.csv"
          />
        }
        rowTestId="lead-row"
        getRowId={(row) => String(row.id)}
      />
    </TabSection>
  );
}
