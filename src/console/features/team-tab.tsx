import type { ColumnDef } from "@tanstack/react-table";
import { type FormEvent, useEffect, useState } from "react";
import { formatDate, STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole, twoFactorRequired } from "../../domain";
import { type SellerAlerts, sellerAlertsInputSchema } from "../../domain/marketing";
import {
  type AdminStaffMember,
  type AdminStaffSession,
  PASSWORD_LINK_PATH,
  staffInputSchema,
} from "../../domain/schemas";
import { Button } from "../../ui/components/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../ui/components/dialog";
import { Icon } from "../../ui/components/icon";
import { Input } from "../../ui/components/input";
import { Label } from "../../ui/components/label";
import { NativeSelect } from "../../ui/components/native-select";
import { Switch } from "../../ui/components/switch";
import { notify } from "../../ui/lib/toast";
import { adminApi } from "../kit/admin-client";
import { CheckList } from "../kit/check-list";
import { column } from "../kit/columns";
import { DataTable } from "../kit/data-table";
import { TabSection } from "../kit/tab-section";
import { useMutation } from "../kit/use-mutation";

// Equipe (issue 22, decision 0022): the administrador's tab for staff accounts.

type LinkShown = { name: string; email: string; token: string; expiresAt: string };

/** The one-time link, shown once: copy it and send it to the person. */
function LinkDialog({ link, onClose }: { link: LinkShown | null; onClose: () => void }) {
  const url = link ? `${window.location.origin}${PASSWORD_LINK_PATH}#${link.token}` : "";
  return (
    <Dialog open={link !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent width="xl">
        <DialogHeader>
          <DialogTitle>Link para definir a senha</DialogTitle>
          <DialogDescription>
            Envie este link a {link?.name} ({link?.email}). Ele vale até{" "}
            {link ? new Date(link.expiresAt).toLocaleString("pt-BR") : ""} e serve uma única vez. Ele não será
            mostrado de novo: se se perder, use 'Redefinir senha'.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Label htmlFor="password-link" className="sr-only">
            Link para definir a senha
          </Label>
          <Input id="password-link" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
          <Button
            onClick={async () => {
              try {
                await navigator.clipboard.writeText(url);
                notify.success("Link copiado");
              } catch {
                notify.error("Erro ao copiar o link", "Selecione o link e copie-o com Ctrl+C.");
              }
            }}
          >
            <Icon name="copy" />
            Copiar link
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

type AddErrors = Partial<Record<"name" | "email" | "role", string>>;

function AddMemberDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (link: LinkShown) => void;
}) {
  const write = useMutation();
  const [errors, setErrors] = useState<AddErrors>({});
  useEffect(() => {
    if (open) setErrors({});
  }, [open]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (write.pending) return;
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form));
    const checked = staffInputSchema.safeParse(values);
    if (!checked.success) {
      const found: AddErrors = {};
      for (const issue of checked.error.issues) {
        const key = issue.path[0] as keyof AddErrors;
        found[key] ??= issue.message;
      }
      setErrors(found);
      form.querySelector<HTMLElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
      return;
    }
    const outcome = await write.run(() => adminApi.staff.create(checked.data), {
      success: "Pessoa adicionada à equipe",
      failure: "Erro ao adicionar pessoa",
    });
    if (outcome.ok) {
      onOpenChange(false);
      onCreated({ name: outcome.data.member.name, email: outcome.data.member.email, ...outcome.data.link });
    } else if (Object.keys(outcome.fields).length > 0) setErrors(outcome.fields as AddErrors);
  };

  const field = (name: keyof AddErrors) =>
    errors[name] ? { "aria-invalid": true, "aria-describedby": `staff-${name}-error` } : {};
  const message = (name: keyof AddErrors) =>
    errors[name] && (
      <p id={`staff-${name}-error`} className="text-sm text-destructive">
        {errors[name]}
      </p>
    );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Adicionar pessoa</DialogTitle>
          <DialogDescription>
            A conta é criada sem senha: você recebe um link, válido por 24 horas, para a pessoa definir a
            dela.
          </DialogDescription>
        </DialogHeader>
        <form noValidate className="flex flex-col gap-4" onSubmit={onSubmit}>
          <div className="flex flex-col gap-2">
            <Label htmlFor="staff-name">Nome</Label>
            <Input id="staff-name" name="name" autoComplete="off" {...field("name")} />
            {message("name")}
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="staff-email">E-mail</Label>
            <Input id="staff-email" name="email" type="email" autoComplete="off" {...field("email")} />
            {message("email")}
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="staff-role">Perfil</Label>
            <NativeSelect id="staff-role" name="role" defaultValue="" {...field("role")}>
              <option value="" disabled>
                Selecione o perfil
              </option>
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {STAFF_ROLE_LABELS[role]}
                </option>
              ))}
            </NativeSelect>
            {message("role")}
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancelar
            </Button>
            <Button type="submit" busy={write.pending}>
              Adicionar pessoa
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** A member's open sessions, each with 'Encerrar'. */
function SessionsDialog({ member, onClose }: { member: AdminStaffMember | null; onClose: () => void }) {
  const write = useMutation();
  const [sessions, setSessions] = useState<AdminStaffSession[] | null>(null);
  const [failed, setFailed] = useState(false);
  const memberId = member?.id;
  useEffect(() => {
    setSessions(null);
    setFailed(false);
    if (!memberId) return;
    let current = true;
    adminApi.staff
      .sessions(memberId)
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const body = await response.json();
        if (current) setSessions(body.sessions);
      })
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [memberId]);

  return (
    <Dialog open={member !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent width="xl">
        <DialogHeader>
          <DialogTitle>Sessões de {member?.email}</DialogTitle>
          <DialogDescription>Cada navegador em que a pessoa entrou e que ainda não saiu.</DialogDescription>
        </DialogHeader>
        {failed && <p role="alert">Não foi possível carregar as sessões. Feche e tente novamente.</p>}
        {sessions === null && !failed && <p aria-live="polite">Carregando sessões...</p>}
        {sessions?.length === 0 && <p>Nenhuma sessão aberta.</p>}
        {sessions && sessions.length > 0 && (
          <ul className="flex flex-col divide-y">
            {sessions.map((session) => (
              <li key={session.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span>
                  Desde {new Date(session.createdAt).toLocaleString("pt-BR")}, último uso{" "}
                  {new Date(session.updatedAt).toLocaleString("pt-BR")}
                  <span className="block text-xs text-muted-foreground">
                    {session.ipAddress ?? "endereço desconhecido"} ·{" "}
                    {session.userAgent || "navegador desconhecido"}
                  </span>
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  busy={write.pending}
                  onClick={async () => {
                    if (!memberId) return;
                    const outcome = await write.run(() => adminApi.staff.endSession(memberId, session.id), {
                      success: "Sessão encerrada",
                      failure: "Erro ao encerrar a sessão",
                    });
                    if (outcome.ok) setSessions((all) => all?.filter((s) => s.id !== session.id) ?? null);
                  }}
                >
                  Encerrar
                </Button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}

export type AlertCity = { id: number; name: string; state: string };

/**
 * A seller's alerts of new leads (issue 57): e-mail at their account's address, WhatsApp at their number,
 * and the cities whose leads they take. The administrador sets them here, beside the role that makes a
 * seller, because which seller takes which city is the team's organisation, not each seller's choice.
 */
function AlertsDialog({
  member,
  cities,
  onClose,
}: {
  member: AdminStaffMember | null;
  cities: AlertCity[];
  onClose: () => void;
}) {
  const write = useMutation();
  const [alerts, setAlerts] = useState<SellerAlerts | null>(null);
  const [error, setError] = useState<Partial<Record<"whatsapp" | "cityIds", string>>>({});
  useEffect(() => {
    setAlerts(member ? { ...member.alerts, cityIds: [...member.alerts.cityIds] } : null);
    setError({});
  }, [member]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!member || !alerts || write.pending) return;
    const checked = sellerAlertsInputSchema.safeParse(alerts);
    if (!checked.success) {
      const found: typeof error = {};
      for (const issue of checked.error.issues) {
        const key = issue.path[0] as keyof typeof error;
        found[key] ??= issue.message;
      }
      setError(found);
      if (found.whatsapp) document.getElementById("alerts-whatsapp")?.focus();
      return;
    }
    const outcome = await write.run(() => adminApi.staff.setAlerts(member.id, alerts), {
      success: `Avisos de ${member.email} salvos`,
      failure: "Erro ao salvar os avisos",
    });
    if (outcome.ok) onClose();
    else if (Object.keys(outcome.fields).length > 0) setError(outcome.fields);
  };

  const toggleCity = (key: string, on: boolean) =>
    setAlerts((current) =>
      current
        ? {
            ...current,
            cityIds: on
              ? [...current.cityIds, Number(key)]
              : current.cityIds.filter((id) => id !== Number(key)),
          }
        : current,
    );

  return (
    <Dialog open={member !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent width="xl">
        <DialogHeader>
          <DialogTitle className="pr-8">Avisos de novos contatos de {member?.name}</DialogTitle>
          <DialogDescription>
            Um contato de uma cidade marcada avisa só os vendedores dela; os das outras cidades avisam todos
            os vendedores. O servidor de e-mail e o número de WhatsApp que enviam os avisos ficam em
            Configurações › Marketing e avisos.
          </DialogDescription>
        </DialogHeader>
        {alerts && member && (
          <form noValidate className="flex flex-col gap-4" onSubmit={onSubmit}>
            <div className="flex items-center gap-3">
              <Switch
                id="alerts-email"
                checked={alerts.email}
                onCheckedChange={(email) => setAlerts({ ...alerts, email })}
              />
              <Label htmlFor="alerts-email" className="block min-w-0">
                Avisar por e-mail (<span className="break-all">{member.email}</span>)
              </Label>
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="alerts-whatsapp">WhatsApp</Label>
              <Input
                id="alerts-whatsapp"
                inputMode="tel"
                autoComplete="off"
                placeholder="5527999990000"
                value={alerts.whatsapp}
                onChange={(event) => setAlerts({ ...alerts, whatsapp: event.target.value })}
                aria-describedby={
                  error.whatsapp ? "alerts-whatsapp-help alerts-whatsapp-error" : "alerts-whatsapp-help"
                }
                aria-invalid={error.whatsapp ? true : undefined}
              />
              <p id="alerts-whatsapp-help" className="text-sm text-muted-foreground">
                Com DDI e DDD (por exemplo 5527999990000). Em branco, a pessoa não é avisada por WhatsApp.
              </p>
              {error.whatsapp && (
                <p id="alerts-whatsapp-error" className="text-sm text-destructive">
                  {error.whatsapp}
                </p>
              )}
            </div>
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-medium">Cidades do vendedor</legend>
              <p className="text-sm text-muted-foreground">
                Nenhuma marcada: recebe os contatos das cidades que não têm vendedor.
              </p>
              {cities.length === 0 ? (
                <p className="text-sm">Nenhuma cidade cadastrada.</p>
              ) : (
                <CheckList
                  className="grid grid-cols-1 gap-x-2 sm:grid-cols-2"
                  items={cities.map((city) => ({
                    key: String(city.id),
                    label: `${city.name} - ${city.state}`,
                    checked: alerts.cityIds.includes(city.id),
                  }))}
                  onToggle={toggleCity}
                />
              )}
              {error.cityIds && <p className="text-sm text-destructive">{error.cityIds}</p>}
            </fieldset>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="outline" onClick={onClose}>
                Cancelar
              </Button>
              <Button type="submit" busy={write.pending}>
                Salvar avisos
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** What a seller's alerts are, in a few words under the button. */
function AlertsSummary({ alerts }: { alerts: SellerAlerts }) {
  const channels =
    alerts.email && alerts.whatsapp
      ? "E-mail e WhatsApp"
      : alerts.email
        ? "E-mail"
        : alerts.whatsapp
          ? "WhatsApp"
          : "Nenhum aviso";
  const cities =
    alerts.cityIds.length === 0
      ? "cidades sem vendedor"
      : alerts.cityIds.length === 1
        ? "1 cidade"
        : `${alerts.cityIds.length} cidades`;
  return (
    <span className="block text-xs text-muted-foreground">
      {channels} · {cities}
    </span>
  );
}

export function TeamTab({
  staff,
  me,
  cities,
}: {
  staff: AdminStaffMember[];
  me: string;
  cities: AlertCity[];
}) {
  const write = useMutation();
  const [adding, setAdding] = useState(false);
  const [link, setLink] = useState<LinkShown | null>(null);
  const [resetting, setResetting] = useState<AdminStaffMember | null>(null);
  const [resettingTwoFactor, setResettingTwoFactor] = useState<AdminStaffMember | null>(null);
  const [viewing, setViewing] = useState<AdminStaffMember | null>(null);
  const [alerting, setAlerting] = useState<AdminStaffMember | null>(null);

  // biome-ignore lint/suspicious/noExplicitAny: TanStack's column value type differs per column.
  const columns: ColumnDef<AdminStaffMember, any>[] = [
    column<AdminStaffMember, string>("name", "Nome", (row) => row.name, { className: "font-semibold" }),
    column<AdminStaffMember, string>("email", "E-mail", (row) => row.email),
    column<AdminStaffMember, string>("role", "Perfil", (row) => STAFF_ROLE_LABELS[row.role], {
      show: (row) => (
        <div className="w-40">
          <NativeSelect
            aria-label={`Perfil de ${row.email}`}
            value={row.role}
            disabled={row.id === me}
            onChange={(event) => {
              const role = event.target.value as StaffRole;
              void write.run(() => adminApi.staff.setRole(row.id, role), {
                success: `Perfil de ${row.email}: ${STAFF_ROLE_LABELS[role]}`,
                failure: "Erro ao mudar o perfil",
              });
            }}
          >
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {STAFF_ROLE_LABELS[role]}
              </option>
            ))}
          </NativeSelect>
        </div>
      ),
    }),
    column<AdminStaffMember, boolean>("disabledAt", "Ativa", (row) => row.disabledAt === null, {
      show: (row) => (
        <Switch
          aria-label={`Conta de ${row.email} ativa`}
          checked={row.disabledAt === null}
          disabled={row.id === me}
          onCheckedChange={(active) =>
            void write.run(() => adminApi.staff.setDisabled(row.id, !active), {
              success: active ? "Conta reativada" : "Conta desativada; as sessões dela foram encerradas",
              failure: active ? "Erro ao reativar a conta" : "Erro ao desativar a conta",
            })
          }
        />
      ),
    }),
    column<AdminStaffMember, boolean>("twoFactorEnabled", "Duas etapas", (row) => row.twoFactorEnabled, {
      show: (row) =>
        row.twoFactorEnabled ? (
          <div className="flex flex-col items-start gap-1">
            <span className="inline-flex items-center gap-1 text-sm">
              <Icon name="shield-check" className="size-4 shrink-0 text-primary" />
              Ativada
            </span>
            {/* One's own is reset by another administrador: the server refuses it too. */}
            {row.id !== me && (
              <Button variant="ghost" size="xs" onClick={() => setResettingTwoFactor(row)}>
                <Icon name="rotate-ccw" />
                Redefinir
                <span className="sr-only"> verificação em duas etapas de {row.email}</span>
              </Button>
            )}
          </div>
        ) : (
          <span className="text-sm text-muted-foreground">
            {twoFactorRequired(row.role) ? "Pendente (obrigatória)" : "Desativada"}
          </span>
        ),
      className: "whitespace-nowrap",
    }),
    column<AdminStaffMember, number>("activeSessions", "Sessões", (row) => row.activeSessions, {
      show: (row) => (
        <Button variant="outline" size="sm" onClick={() => setViewing(row)}>
          {row.activeSessions === 1 ? "1 sessão" : `${row.activeSessions} sessões`}
          <span className="sr-only"> de {row.email}</span>
        </Button>
      ),
    }),
    column<AdminStaffMember, boolean>("alerts", "Avisos", (row) => row.role === "comercial", {
      show: (row) =>
        row.role === "comercial" ? (
          <div className="flex flex-col items-start gap-1 max-md:items-end max-md:text-right">
            <Button variant="outline" size="sm" onClick={() => setAlerting(row)}>
              <Icon name="bell" />
              Avisos
              <span className="sr-only"> de {row.email}</span>
            </Button>
            <AlertsSummary alerts={row.alerts} />
          </div>
        ) : (
          <span className="text-sm text-muted-foreground">Só perfil Comercial</span>
        ),
    }),
    column<AdminStaffMember, string>("createdAt", "Criada em", (row) => row.createdAt, {
      show: (row) => formatDate(row.createdAt),
      className: "whitespace-nowrap tabular-nums",
    }),
    {
      id: "actions",
      header: () => <span className="block text-right">Ações</span>,
      enableSorting: false,
      cell: ({ row }) => (
        <div className="flex justify-end">
          <Button variant="ghost" size="sm" onClick={() => setResetting(row.original)}>
            <Icon name="key-round" />
            Redefinir senha
            <span className="sr-only"> de {row.original.email}</span>
          </Button>
        </div>
      ),
    },
  ];

  return (
    <TabSection title="Equipe">
      <p className="text-sm text-muted-foreground">
        Cada pessoa usa só a parte do console do seu perfil: Administrador (tudo), Comercial (planos, cidades
        e streaming), Marketing (banners) e Atendimento (indicações). A verificação em duas etapas é
        obrigatória para administradores e opcional para os outros perfis; cada pessoa a ativa em 'Minha
        conta'. Em 'Avisos', cada vendedor (perfil Comercial) recebe os novos contatos por e-mail e por
        WhatsApp, de todas as cidades ou só das suas.
      </p>
      <DataTable
        rows={staff}
        columns={columns}
        searchFields={(row) => [row.name, row.email, STAFF_ROLE_LABELS[row.role]]}
        initialSort={{ id: "name" }}
        texts={{
          search: "Buscar na equipe",
          empty: "Nenhuma pessoa na equipe",
          emptySearch: "Nenhuma pessoa encontrada para a pesquisa",
          count: (shown, total) => `${shown} de ${total} ${total === 1 ? "pessoa" : "pessoas"}`,
        }}
        rowTestId="staff-row"
        getRowId={(row) => row.id}
        toolbar={
          <Button onClick={() => setAdding(true)}>
            <Icon name="plus" />
            Adicionar pessoa
          </Button>
        }
      />
      <AddMemberDialog open={adding} onOpenChange={setAdding} onCreated={setLink} />
      <LinkDialog link={link} onClose={() => setLink(null)} />
      <SessionsDialog member={viewing} onClose={() => setViewing(null)} />
      <AlertsDialog member={alerting} cities={cities} onClose={() => setAlerting(null)} />
      <Dialog
        open={resettingTwoFactor !== null}
        onOpenChange={(open) => !open && setResettingTwoFactor(null)}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Redefinir a verificação em duas etapas de {resettingTwoFactor?.email}?</DialogTitle>
            <DialogDescription>
              Para quem perdeu o celular ou o aplicativo autenticador. O aplicativo e os códigos de
              recuperação atuais deixam de funcionar e todas as sessões da pessoa são encerradas. Até ela
              ativar a verificação de novo, a senha basta para entrar
              {resettingTwoFactor && twoFactorRequired(resettingTwoFactor.role)
                ? ": como administrador, ela precisará ativá-la logo ao entrar, antes de usar o console"
                : ""}
              . Faça isto só quando a pessoa estiver pronta para entrar.
            </DialogDescription>
          </DialogHeader>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setResettingTwoFactor(null)}>
              Cancelar
            </Button>
            <Button
              busy={write.pending}
              onClick={async () => {
                const target = resettingTwoFactor;
                if (!target) return;
                await write.run(() => adminApi.staff.resetTwoFactor(target.id), {
                  success: "Verificação em duas etapas redefinida; as sessões foram encerradas",
                  failure: "Erro ao redefinir a verificação em duas etapas",
                });
                setResettingTwoFactor(null);
              }}
            >
              Redefinir verificação
            </Button>
          </div>
        </DialogContent>
      </Dialog>
      <Dialog open={resetting !== null} onOpenChange={(open) => !open && setResetting(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Redefinir a senha de {resetting?.email}?</DialogTitle>
            <DialogDescription>
              A senha atual deixa de funcionar e todas as sessões da pessoa são encerradas. Você recebe um
              novo link, válido por 24 horas, para ela definir outra.
            </DialogDescription>
          </DialogHeader>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setResetting(null)}>
              Cancelar
            </Button>
            <Button
              busy={write.pending}
              onClick={async () => {
                const target = resetting;
                if (!target) return;
                const outcome = await write.run(() => adminApi.staff.resetPassword(target.id), {
                  success: "Senha redefinida; as sessões foram encerradas",
                  failure: "Erro ao redefinir a senha",
                });
                setResetting(null);
                if (outcome.ok) setLink({ name: target.name, email: target.email, ...outcome.data.link });
              }}
            >
              Redefinir senha
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </TabSection>
  );
}
