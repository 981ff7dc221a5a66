import type { ColumnDef } from "@tanstack/react-table";
import { useState } from "react";
import {
  type AdminReferral,
  type AdminReferralPerson,
  formatPhone,
  type ReferralSide,
  referralSearchFields,
  referralStatusLabel,
} from "../../domain";
import { attributionSummary } from "../../domain/attribution";
import { Button } from "../../ui/components/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../ui/components/dialog";
import { adminApi } from "../kit/admin-client";
import { column } from "../kit/columns";
import { DataTable, STICKY_ACTIONS } from "../kit/data-table";
import { dateTime } from "../kit/dates";
import { DeliveryCell } from "../kit/delivery-cell";
import { EraseRowButton } from "../kit/erase-row-button";
import { ExportCsvButton } from "../kit/export-csv-button";
import { useStaffCall } from "../kit/staff-call";
import { TabSection } from "../kit/tab-section";
import { useMutation } from "../kit/use-mutation";
import { ENTITY_TEXTS } from "./entity-texts";

const SIDE_LABELS: Record<ReferralSide, string> = { referrer: "Indicador", friend: "Amigo" };

function Person({ person }: { person: AdminReferralPerson }) {
  return (
    <div className="flex min-w-44 flex-col">
      <span className="font-semibold">{person.name}</span>
      <span className="tabular-nums">{formatPhone(person.phone)}</span>
      <span className="break-all text-muted-foreground">{person.email}</span>
    </div>
  );
}

/** 'Ver CPF': the full CPF in a small dialog; the server writes each view to the audit log. */
function RevealCpf({ referral, side }: { referral: AdminReferral; side: ReferralSide }) {
  const call = useStaffCall();
  const [cpf, setCpf] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const person = referral[side];
  const reveal = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const response = await call(() => adminApi.referrals.revealCpf(referral, side), "Erro ao buscar CPF");
      if (response) setCpf(((await response.json()) as { cpf: string }).cpf);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={cpf !== null} onOpenChange={(open) => !open && setCpf(null)}>
      <Button
        variant="link"
        // 28 px tall: a touch target of its own, though it reads as a link beside the CPF.
        size="xs"
        busy={busy}
        aria-label={`Ver CPF de ${person.name}`}
        onClick={reveal}
      >
        Ver CPF
      </Button>
      <DialogContent width="sm">
        <DialogHeader>
          <DialogTitle>CPF de {person.name}</DialogTitle>
          <DialogDescription>
            {side === "referrer" ? "Quem indicou." : "Amigo indicado."} Esta visualização fica registrada no
            histórico.
          </DialogDescription>
        </DialogHeader>
        <p className="text-2xl font-semibold tabular-nums" data-testid="revealed-cpf">
          {cpf}
        </p>
      </DialogContent>
    </Dialog>
  );
}

function Cpfs({ referral }: { referral: AdminReferral }) {
  return (
    <dl className="grid grid-cols-[auto_auto] items-center gap-x-2 whitespace-nowrap">
      {(["referrer", "friend"] as const).map((side) => (
        <div key={side} className="contents">
          <dt className="text-muted-foreground">{SIDE_LABELS[side]}</dt>
          <dd className="flex items-center gap-2 tabular-nums">
            {referral[side].cpfMasked}
            <RevealCpf referral={referral} side={side} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Contacted({ referral }: { referral: AdminReferral }) {
  const { run, pending } = useMutation();
  if (referral.contactedAt) {
    return (
      <div className="flex flex-col">
        <span className="whitespace-nowrap">Contatado em {dateTime(referral.contactedAt)}</span>
        {referral.contactedBy && (
          <span className="break-all text-muted-foreground">por {referral.contactedBy}</span>
        )}
      </div>
    );
  }
  return (
    <Button
      variant="outline"
      size="sm"
      busy={pending}
      aria-label={`Marcar como contatado: indicação de ${referral.referrer.name} para ${referral.friend.name}`}
      onClick={() =>
        run(() => adminApi.referrals.markContacted(referral), {
          success: "Indicação marcada como contatada",
          failure: "Erro ao marcar indicação como contatada",
        })
      }
    >
      Marcar como contatado
    </Button>
  );
}

const referralName = (referral: AdminReferral) =>
  `indicação de ${referral.referrer.name} para ${referral.friend.name}`;

const COLUMNS: ColumnDef<AdminReferral, string>[] = [
  column<AdminReferral, string>("createdAt", "Data", (row) => row.createdAt, {
    show: (row) => dateTime(row.createdAt),
    className: "whitespace-nowrap tabular-nums",
  }),
  column<AdminReferral, string>("referrer", "Indicador", (row) => row.referrer.name, {
    show: (row) => <Person person={row.referrer} />,
  }),
  column<AdminReferral, string>("friend", "Amigo", (row) => row.friend.name, {
    show: (row) => <Person person={row.friend} />,
  }),
  { id: "cpfs", header: "CPFs", enableSorting: false, cell: ({ row }) => <Cpfs referral={row.original} /> },
  // Issue 57: the visit's first touch; the search finds its source and campaign.
  column<AdminReferral, string>("origin", "Origem", (row) => attributionSummary(row.attribution), {
    show: (row) => attributionSummary(row.attribution) || "—",
  }),
  column<AdminReferral, string>("status", "Entrega", (row) => referralStatusLabel(row), {
    show: (row) => (
      <DeliveryCell
        status={row.status}
        label={referralStatusLabel(row)}
        retryName={`Tentar novamente a entrega da indicação de ${row.referrer.name}`}
        retry={() => adminApi.referrals.retry(row)}
      />
    ),
  }),
  // Not yet contacted first when sorted ascending: those are the ones waiting for sales.
  column<AdminReferral, string>("contactedAt", "Contato", (row) => row.contactedAt ?? "", {
    show: (row) => <Contacted referral={row} />,
  }),
  {
    id: "actions",
    header: () => <span className="block text-right">Ações</span>,
    enableSorting: false,
    meta: STICKY_ACTIONS,
    cell: ({ row }) => (
      <div className="flex justify-end">
        {/* A person asked for their data to be erased (LGPD): the referral goes, the audit keeps only its id. */}
        <EraseRowButton
          label={`Remover ${referralName(row.original)}`}
          title="Remover indicação"
          description={`Os dados da ${referralName(row.original)} serão apagados de vez, como num pedido de exclusão de dados pessoais.`}
          remove={() => adminApi.referrals.remove(row.original)}
          success="Indicação removida com sucesso"
          failure="Erro ao remover indicação"
        />
      </div>
    ),
  },
];

export function ReferralsTab({ referrals }: { referrals: AdminReferral[] }) {
  const [search, setSearch] = useState("");

  return (
    <TabSection title="Indicações">
      <DataTable
        rows={referrals}
        columns={COLUMNS}
        searchFields={referralSearchFields}
        initialSort={{ id: "createdAt", desc: true }}
        texts={ENTITY_TEXTS.referrals}
        onSearchChange={setSearch}
        toolbar={
          // The file holds what the table shows: the server filters with the same search fields.
          <ExportCsvButton request={() => adminApi.referrals.exportCsv(search)} fileName="indicacoes.csv" />
        }
        rowTestId="referral-row"
        getRowId={(row) => String(row.id)}
      />
    </TabSection>
  );
}
