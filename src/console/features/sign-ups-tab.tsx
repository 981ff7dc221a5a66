import type { ColumnDef } from "@tanstack/react-table";
import { useId } from "react";
import {
  formatCep,
  formatCpf,
  formatPhone,
  formatPrice,
  SIGN_UP_DOCUMENT_LABELS,
  SIGN_UP_STATUS_LABELS,
  SIGN_UP_STATUSES,
  type SignUpStatus,
  SLOT_STATE_LABELS,
  signUpGreeting,
} from "../../domain";
// A type-only import: the list's shape as the server sends it.
import type { AdminSignUp } from "../../server/services/sign-ups";
import { Button } from "../../ui/components/button";
import { Input } from "../../ui/components/input";
import { Label } from "../../ui/components/label";
import { NativeSelect } from "../../ui/components/native-select";
import { telLink, whatsappLink } from "../../ui/lib/contact";
import { adminApi } from "../kit/admin-client";
import { column, originColumn } from "../kit/columns";
import { DataTable } from "../kit/data-table";
import { dateTime } from "../kit/dates";
import { DeliveryCell } from "../kit/delivery-cell";
import { ExportCsvButton } from "../kit/export-csv-button";
import { TabSection } from "../kit/tab-section";
import { useMutation } from "../kit/use-mutation";
import { ENTITY_TEXTS } from "./entity-texts";

// The console's Contratações tab (issue 56): the 'Contrate online' sign-ups, worked by comercial and
// administradores. Filters by city, plan and day (in the address: they hold no one's data), the situation,
// the seller, call or WhatsApp in one tap, the photos (through the console's API only), another delivery
// and the CSV; every write and every photo opened is audited on the server, without the person's data.

type Option = { id: number | string; name: string };

function Person({ signUp }: { signUp: AdminSignUp }) {
  return (
    <div className="flex min-w-52 flex-col">
      <span className="font-semibold">{signUp.name}</span>
      <span className="text-muted-foreground tabular-nums">CPF {formatCpf(signUp.cpf)}</span>
      <a
        href={telLink(signUp.whatsapp)}
        className="inline-flex min-h-11 items-center text-primary underline-offset-4 tabular-nums hover:underline"
        aria-label={`Ligar para ${signUp.name}: ${formatPhone(signUp.whatsapp)}`}
      >
        {formatPhone(signUp.whatsapp)}
      </a>
      <a
        href={whatsappLink(`55${signUp.whatsapp}`, signUpGreeting(signUp.name, signUp.protocol))}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center text-primary underline-offset-4 hover:underline"
        aria-label={`Abrir no WhatsApp: conversa com ${signUp.name} (abre em nova aba)`}
      >
        Abrir no WhatsApp
      </a>
      <span className="break-all text-muted-foreground">{signUp.email}</span>
    </div>
  );
}

function Order({ signUp }: { signUp: AdminSignUp }) {
  return (
    <div className="flex min-w-56 flex-col gap-0.5">
      <span className="font-semibold">{signUp.planName}</span>
      {signUp.offerCode && <span className="text-muted-foreground">Oferta {signUp.offerCode}</span>}
      <span>
        {formatPrice(signUp.price)} por mês · vencimento dia {signUp.dueDay}
      </span>
      <span className="text-muted-foreground">
        {signUp.address}, {signUp.cityName}
        {signUp.uf ? ` - ${signUp.uf}` : ""}, CEP {formatCep(signUp.cep)}
      </span>
      <span className="text-muted-foreground">Viabilidade: {signUp.viability}</span>
      <span className="text-xs text-muted-foreground">Instalação: {signUp.windows.join("; ")}</span>
      {signUp.documents.map((kind) => (
        <a
          key={kind}
          // The console's API, with the staff session: never a public address.
          href={`/api/admin/sign-ups/${signUp.id}/documents/${kind}`}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center text-primary underline-offset-4 hover:underline"
        >
          Ver {SIGN_UP_DOCUMENT_LABELS[kind].toLowerCase()}
        </a>
      ))}
    </div>
  );
}

function Work({ signUp, assignees }: { signUp: AdminSignUp; assignees: Option[] }) {
  const { run, pending } = useMutation();
  const id = useId();
  return (
    <div className="flex min-w-44 flex-col gap-1">
      <span className="text-sm font-semibold" data-testid="sign-up-status">
        {signUp.statusLabel}
      </span>
      <label htmlFor={`${id}-status`} className="text-xs font-medium text-muted-foreground">
        Situação
      </label>
      <NativeSelect
        id={`${id}-status`}
        value={signUp.status}
        aria-busy={pending || undefined}
        onChange={(event) => {
          if (pending) return;
          const status = event.target.value as SignUpStatus;
          void run(() => adminApi.signUps.setStatus(signUp, status), {
            success: `Contratação marcada como "${SIGN_UP_STATUS_LABELS[status]}"`,
            failure: "Erro ao mudar a situação da contratação",
          });
        }}
      >
        {SIGN_UP_STATUSES.map((status) => (
          <option key={status} value={status}>
            {SIGN_UP_STATUS_LABELS[status]}
          </option>
        ))}
      </NativeSelect>
      {/* Issue 68: the installation slot it holds, until someone confirms or releases it. */}
      {signUp.slot && (
        <div className="flex flex-col gap-1 rounded-md border p-2" data-testid="sign-up-slot">
          <span className="text-xs">
            Horário: {signUp.slot.text} · <strong>{SLOT_STATE_LABELS[signUp.slot.state]}</strong>
          </span>
          {signUp.slot.state !== "released" && (
            <div className="flex flex-wrap gap-2">
              {signUp.slot.state === "held" && (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={pending}
                  onClick={() =>
                    void run(() => adminApi.signUps.setSlot(signUp, "confirmed"), {
                      success: `Horário de ${signUp.name} confirmado`,
                      failure: "Erro ao confirmar o horário",
                    })
                  }
                >
                  Confirmar horário
                </Button>
              )}
              <Button
                size="sm"
                variant="outline"
                disabled={pending}
                onClick={() =>
                  void run(() => adminApi.signUps.setSlot(signUp, "released"), {
                    success: `Horário de ${signUp.name} liberado para outras contratações`,
                    failure: "Erro ao liberar o horário",
                  })
                }
              >
                Liberar horário
              </Button>
            </div>
          )}
        </div>
      )}
      <label htmlFor={`${id}-who`} className="text-xs font-medium text-muted-foreground">
        Vendedor responsável
      </label>
      <NativeSelect
        id={`${id}-who`}
        value={signUp.assigneeId ?? ""}
        aria-busy={pending || undefined}
        onChange={(event) => {
          if (pending) return;
          void run(() => adminApi.signUps.assign(signUp, event.target.value || null), {
            success: "Responsável pela contratação salvo",
            failure: "Erro ao salvar o responsável pela contratação",
          });
        }}
      >
        <option value="">Ninguém</option>
        {assignees.map((person) => (
          <option key={person.id} value={person.id}>
            {person.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

const deliveryLabel = (row: AdminSignUp, erp: boolean) =>
  row.delivery === "delivered"
    ? "Enviada ao sistema de gestão"
    : row.delivery === "failed"
      ? `Falhou${row.deliveryError ? ` (${row.deliveryError})` : ""}`
      : erp
        ? row.attempts > 0
          ? `Tentando de novo (${row.attempts} ${row.attempts === 1 ? "tentativa" : "tentativas"})`
          : "Enviando"
        : "Aguardando no console (sem sistema de gestão)";

const columns = (assignees: Option[], erp: boolean): ColumnDef<AdminSignUp, string>[] => [
  column<AdminSignUp, string>("createdAt", "Data", (row) => row.createdAt, {
    show: (row) => (
      <span className="flex flex-col">
        <span>{dateTime(row.createdAt)}</span>
        <span className="text-xs text-muted-foreground">{row.protocol}</span>
        {/* Issue 68: the same CPF's later sign-ups update the first one's record in the ERP. */}
        {row.repeatOf && (
          <span
            className="mt-1 w-fit rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-950 dark:bg-amber-950 dark:text-amber-100"
            data-testid="sign-up-repeat"
          >
            mesmo CPF de {row.repeatOf}
          </span>
        )}
      </span>
    ),
    className: "whitespace-nowrap tabular-nums",
  }),
  column<AdminSignUp, string>("name", "Cliente", (row) => row.name, {
    show: (row) => <Person signUp={row} />,
  }),
  column<AdminSignUp, string>("planName", "Pedido", (row) => row.planName, {
    show: (row) => <Order signUp={row} />,
  }),
  originColumn<AdminSignUp>(),
  column<AdminSignUp, string>("status", "Situação", (row) => row.statusLabel, {
    show: (row) => <Work signUp={row} assignees={assignees} />,
  }),
  column<AdminSignUp, string>("delivery", "Entrega", (row) => row.delivery, {
    show: (row) => (
      <DeliveryCell
        status={row.delivery}
        label={deliveryLabel(row, erp)}
        retryName={`Tentar novamente o envio da contratação de ${row.name}`}
        retry={() => adminApi.signUps.retry(row)}
      />
    ),
  }),
];

export function SignUpsTab({
  signUps,
  assignees,
  erp,
  filters,
  cities,
  plans,
}: {
  signUps: AdminSignUp[];
  assignees: Option[];
  erp: boolean;
  filters: { cidade: string; plano: string; de: string; ate: string };
  cities: Option[];
  plans: Option[];
}) {
  const query = {
    ...(filters.cidade ? { cityId: filters.cidade } : {}),
    ...(filters.plano ? { planId: filters.plano } : {}),
    ...(filters.de ? { from: filters.de } : {}),
    ...(filters.ate ? { to: filters.ate } : {}),
  };
  return (
    <TabSection title="Contratações">
      <p className="max-w-prose text-sm text-muted-foreground">
        Contratações feitas no site pelo “Contrate online”. Cada uma é guardada antes de o cliente receber o
        protocolo e enviada ao sistema de gestão como pré-cadastro. Documentos e dados são apagados
        automaticamente depois do prazo de guarda.
      </p>
      {/* A plain GET form: the filters are in the address, so a filtered list can be reloaded or shared. */}
      <form method="get" className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <div className="flex flex-col gap-2">
          <Label htmlFor="sign-ups-city">Cidade</Label>
          <NativeSelect id="sign-ups-city" name="cidade" defaultValue={filters.cidade}>
            <option value="">Todas</option>
            {cities.map((city) => (
              <option key={city.id} value={city.id}>
                {city.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="sign-ups-plan">Plano</Label>
          <NativeSelect id="sign-ups-plan" name="plano" defaultValue={filters.plano}>
            <option value="">Todos</option>
            {plans.map((plan) => (
              <option key={plan.id} value={plan.id}>
                {plan.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="sign-ups-from">De</Label>
          <Input id="sign-ups-from" name="de" type="date" defaultValue={filters.de} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="sign-ups-to">Até</Label>
          <Input id="sign-ups-to" name="ate" type="date" defaultValue={filters.ate} />
        </div>
        <Button type="submit" variant="outline">
          Filtrar
        </Button>
      </form>
      <DataTable
        rows={signUps}
        columns={columns(assignees, erp)}
        searchFields={(row) => [row.name, row.protocol, row.email, row.whatsapp, row.planName, row.cityName]}
        initialSort={{ id: "createdAt", desc: true }}
        texts={ENTITY_TEXTS.sign_ups}
        toolbar={
          <ExportCsvButton request={() => adminApi.signUps.exportCsv(query)} fileName="contratacoes.csv" />
        }
        rowTestId="sign-up-row"
        getRowId={(row) => String(row.id)}
      />
    </TabSection>
  );
}
