import type { ColumnDef } from "@tanstack/react-table";
import { useId, useState } from "react";
import {
  formatPhone,
  SUBSCRIBER_REQUEST_KIND_LABELS,
  SUBSCRIBER_REQUEST_KINDS,
  SUBSCRIBER_REQUEST_STATE_LABELS,
  SUBSCRIBER_REQUEST_STATES,
  type SubscriberRequestKind,
  type SubscriberRequestState,
} from "../../domain";
import type { SubscriberRequestFiltersInput } from "../../domain/schemas";
// A type-only import: the list's shape as the server sends it.
import type { AdminSubscriberRequest } from "../../server/services/subscriber-requests";
import { Button } from "../../ui/components/button";
import { Input } from "../../ui/components/input";
import { Label } from "../../ui/components/label";
import { NativeSelect } from "../../ui/components/native-select";
import { telLink } from "../../ui/lib/contact";
import { adminApi } from "../kit/admin-client";
import { column } from "../kit/columns";
import { DataTable } from "../kit/data-table";
import { dateTime } from "../kit/dates";
import { ExportCsvButton } from "../kit/export-csv-button";
import { TabSection } from "../kit/tab-section";
import { useMutation } from "../kit/use-mutation";
import { ENTITY_TEXTS } from "./entity-texts";

// The console's Solicitações tab (issue 67, point 4): the subscriber desk's self-service requests —
// cancellations, due days, addresses, Wi-Fi and plans — worked by atendimento and administradores. Filters by
// kind, state, city and period (in the address: they hold no one's data), the state, a reply the
// subscriber gets by e-mail, another try at the ERP for one it did not take, and the CSV; every write is
// audited on the server, without the subscriber's data.

type Option = { id: number | string; name: string };
type Filters = { tipo: string; situacao: string; cidade: string; de: string; ate: string };

function Subscriber({ request }: { request: AdminSubscriberRequest }) {
  return (
    <div className="flex min-w-48 flex-col">
      <span className="font-semibold">{request.name}</span>
      <a
        href={telLink(request.phone)}
        className="inline-flex min-h-11 items-center text-primary underline-offset-4 tabular-nums hover:underline"
        aria-label={`Ligar para ${request.name}: ${formatPhone(request.phone)}`}
      >
        {formatPhone(request.phone)}
      </a>
      {request.email && <span className="break-all text-muted-foreground">{request.email}</span>}
      <span className="text-muted-foreground">{request.contractLabel}</span>
      {request.cityName && <span className="text-muted-foreground">{request.cityName}</span>}
    </div>
  );
}

function Asked({ request }: { request: AdminSubscriberRequest }) {
  return (
    <div className="flex min-w-64 flex-col gap-1">
      <span className="font-semibold">{request.kindLabel}</span>
      <ul className="flex flex-col gap-0.5 text-sm">
        {request.details.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {request.replies.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium">
            {request.replies.length === 1
              ? "1 resposta enviada"
              : `${request.replies.length} respostas enviadas`}
          </summary>
          <ul className="mt-1 flex flex-col gap-2">
            {request.replies.map((reply) => (
              <li key={reply.createdAt} className="rounded-md bg-muted p-2">
                <span className="block text-xs text-muted-foreground">
                  {dateTime(reply.createdAt)} · {reply.staffName}
                </span>
                <span className="whitespace-pre-line">{reply.text}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

function ErpCell({ request }: { request: AdminSubscriberRequest }) {
  const { run, pending } = useMutation();
  return (
    <div className="flex min-w-44 flex-col gap-1 text-sm">
      <span className={request.via === "failed" ? "font-semibold text-destructive" : undefined}>
        {request.viaLabel}
        {request.erpError ? ` (${request.erpError})` : ""}
      </span>
      {request.erpReference && <span className="text-muted-foreground">Nº {request.erpReference}</span>}
      {request.canResend && (
        <Button
          variant="outline"
          size="sm"
          busy={pending}
          aria-label={`Enviar de novo ao sistema de gestão a solicitação ${request.protocol}`}
          onClick={() =>
            void run(() => adminApi.subscriberRequests.resend(request), {
              success: "Solicitação enviada de novo ao sistema de gestão",
              failure: "Erro ao enviar a solicitação ao sistema de gestão",
            })
          }
        >
          Enviar de novo
        </Button>
      )}
      {request.via === "failed" && request.kind === "wifi" && (
        <span className="text-xs text-muted-foreground">
          A senha pedida não fica guardada no site: combine a troca com o assinante.
        </span>
      )}
    </div>
  );
}

function Work({ request }: { request: AdminSubscriberRequest }) {
  const { run, pending } = useMutation();
  const id = useId();
  const [text, setText] = useState("");
  const [replyState, setReplyState] = useState<SubscriberRequestState | "">("");
  const [error, setError] = useState<string | undefined>();
  return (
    <div className="flex min-w-60 flex-col gap-2">
      <span className="text-sm font-semibold" data-testid="request-state">
        {request.stateLabel}
      </span>
      <label htmlFor={`${id}-state`} className="text-xs font-medium text-muted-foreground">
        Situação
      </label>
      <NativeSelect
        id={`${id}-state`}
        value={request.state}
        aria-busy={pending || undefined}
        onChange={(event) => {
          if (pending) return;
          const state = event.target.value as SubscriberRequestState;
          void run(() => adminApi.subscriberRequests.setState(request, state), {
            success: `Solicitação marcada como "${SUBSCRIBER_REQUEST_STATE_LABELS[state]}"`,
            failure: "Erro ao mudar a situação da solicitação",
          });
        }}
      >
        {SUBSCRIBER_REQUEST_STATES.map((state) => (
          <option key={state} value={state}>
            {SUBSCRIBER_REQUEST_STATE_LABELS[state]}
          </option>
        ))}
      </NativeSelect>
      <details>
        <summary className="cursor-pointer text-sm font-medium text-primary">Responder ao assinante</summary>
        <form
          className="mt-2 flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (pending) return;
            void run(() => adminApi.subscriberRequests.reply(request, text, replyState || undefined), {
              success: (body) =>
                body.request.emailQueued ? "Resposta enviada por e-mail ao assinante" : "Resposta registrada",
              failure: "Erro ao responder à solicitação",
            }).then((outcome) => {
              if (outcome.ok) {
                setText("");
                setReplyState("");
                setError(undefined);
              } else setError(outcome.fields.text);
            });
          }}
        >
          <label htmlFor={`${id}-reply`} className="text-xs font-medium text-muted-foreground">
            Resposta (vai por e-mail ao assinante)
          </label>
          <textarea
            id={`${id}-reply`}
            rows={3}
            maxLength={2000}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-reply-error` : undefined}
            className="w-full rounded-md border border-input bg-background px-3 py-2 text-sm"
          />
          {error && (
            <p id={`${id}-reply-error`} className="text-sm font-medium text-destructive">
              {error}
            </p>
          )}
          {!request.email && (
            <p className="text-xs text-muted-foreground">
              Sem e-mail no cadastro: a resposta fica registrada aqui, mas não é enviada.
            </p>
          )}
          <label htmlFor={`${id}-reply-state`} className="text-xs font-medium text-muted-foreground">
            Mudar a situação para
          </label>
          <NativeSelect
            id={`${id}-reply-state`}
            value={replyState}
            onChange={(event) => setReplyState(event.target.value as SubscriberRequestState | "")}
          >
            <option value="">Manter como está</option>
            {SUBSCRIBER_REQUEST_STATES.map((state) => (
              <option key={state} value={state}>
                {SUBSCRIBER_REQUEST_STATE_LABELS[state]}
              </option>
            ))}
          </NativeSelect>
          <Button type="submit" size="sm" busy={pending}>
            Enviar resposta
          </Button>
        </form>
      </details>
    </div>
  );
}

const columns: ColumnDef<AdminSubscriberRequest, string>[] = [
  column<AdminSubscriberRequest, string>("createdAt", "Data", (row) => row.createdAt, {
    show: (row) => (
      <span className="flex flex-col">
        <span>{dateTime(row.createdAt)}</span>
        <span className="text-xs text-muted-foreground">{row.protocol}</span>
      </span>
    ),
    className: "whitespace-nowrap tabular-nums",
  }),
  column<AdminSubscriberRequest, string>("kind", "Pedido", (row) => row.kindLabel, {
    show: (row) => <Asked request={row} />,
  }),
  column<AdminSubscriberRequest, string>("name", "Assinante", (row) => row.name, {
    show: (row) => <Subscriber request={row} />,
  }),
  column<AdminSubscriberRequest, string>("via", "Sistema de gestão", (row) => row.viaLabel, {
    show: (row) => <ErpCell request={row} />,
  }),
  column<AdminSubscriberRequest, string>("state", "Situação", (row) => row.stateLabel, {
    show: (row) => <Work request={row} />,
  }),
];

export function SubscriberRequestsTab({
  requests,
  filters,
  cities,
}: {
  requests: AdminSubscriberRequest[];
  filters: Filters;
  cities: Option[];
}) {
  const query: SubscriberRequestFiltersInput = {
    ...(filters.tipo ? { kind: filters.tipo as SubscriberRequestKind } : {}),
    ...(filters.situacao ? { state: filters.situacao as SubscriberRequestState } : {}),
    ...(filters.cidade ? { cityId: filters.cidade } : {}),
    ...(filters.de ? { from: filters.de } : {}),
    ...(filters.ate ? { to: filters.ate } : {}),
  };
  return (
    <TabSection title="Solicitações">
      <p className="max-w-prose text-sm text-muted-foreground">
        Pedidos feitos pelos assinantes na área do cliente do site: cancelamento, dia de vencimento, mudança
        de endereço, Wi-Fi e troca de plano. Cada um recebe um protocolo por e-mail e vai ao sistema de gestão
        pela rota dele ou como chamado; os que não chegaram lá aparecem aqui para tratar.
      </p>
      {/* A plain GET form: the filters are in the address, so a filtered list can be reloaded or shared. */}
      <form method="get" className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <div className="flex flex-col gap-2">
          <Label htmlFor="requests-kind">Tipo</Label>
          <NativeSelect id="requests-kind" name="tipo" defaultValue={filters.tipo}>
            <option value="">Todos</option>
            {SUBSCRIBER_REQUEST_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {SUBSCRIBER_REQUEST_KIND_LABELS[kind]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="requests-state">Situação</Label>
          <NativeSelect id="requests-state" name="situacao" defaultValue={filters.situacao}>
            <option value="">Todas</option>
            {SUBSCRIBER_REQUEST_STATES.map((state) => (
              <option key={state} value={state}>
                {SUBSCRIBER_REQUEST_STATE_LABELS[state]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="requests-city">Cidade</Label>
          <NativeSelect id="requests-city" name="cidade" defaultValue={filters.cidade}>
            <option value="">Todas</option>
            {cities.map((city) => (
              <option key={city.id} value={city.id}>
                {city.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="requests-from">De</Label>
          <Input id="requests-from" name="de" type="date" defaultValue={filters.de} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="requests-to">Até</Label>
          <Input id="requests-to" name="ate" type="date" defaultValue={filters.ate} />
        </div>
        <Button type="submit" variant="outline">
          Filtrar
        </Button>
      </form>
      <DataTable
        rows={requests}
        columns={columns}
        searchFields={(row) => [
          row.name,
          row.protocol,
          row.email ?? "",
          row.phone,
          row.kindLabel,
          row.cityName ?? "",
        ]}
        initialSort={{ id: "createdAt", desc: true }}
        texts={ENTITY_TEXTS.subscriber_requests}
        toolbar={
          <ExportCsvButton
            request={() => adminApi.subscriberRequests.exportCsv(query)}
            fileName="solicitacoes.csv"
          />
        }
        rowTestId="request-row"
        getRowId={(row) => String(row.id)}
      />
    </TabSection>
  );
}
