import { PencilIcon, PlusIcon, SearchIcon, Trash2Icon } from "lucide-react";
import { useMemo, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import {
  type AdminPlan,
  cameraCountLabel,
  formatDate,
  formatPrice,
  matchesSearch,
  nextSort,
  type SortState,
  sortRecords,
} from "../../../domain";
import type { PlanInput } from "../../../domain/schemas";
import { Alert } from "../../components/ui/alert";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "../../components/ui/alert-dialog";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Switch } from "../../components/ui/switch";
import { Table, TableBody, TableCell, TableHeader, TableRow } from "../../components/ui/table";
import { notify } from "../../lib/toast";
import { adminRequest, describeFailure, type Failure } from "./admin-api";
import { PlanFormDialog, saveFailureTitle } from "./plan-form-dialog";
import { SortableHead } from "./sortable-head";

type Column = "name" | "speed" | "price" | "type" | "streamings" | "cameraCount" | "isActive" | "createdAt";

const COLUMNS: { key: Column; label: string }[] = [
  { key: "name", label: "Nome" },
  { key: "speed", label: "Velocidade" },
  { key: "price", label: "Preço" },
  { key: "type", label: "Tipo" },
  { key: "streamings", label: "Streamings" },
  { key: "cameraCount", label: "Câmeras" },
  { key: "isActive", label: "Ativo" },
  { key: "createdAt", label: "Criado em" },
];

/** Raises the §8 toast pair and returns it, so the page can keep it in view after the toast. */
function failed(title: string, error: unknown): Failure {
  const failure = describeFailure(title, error);
  notify.error(failure.title, failure.message);
  return failure;
}

/** Puts the focus back on `target` when it is still in the page, else on `fallback`. */
function focusBack(target: HTMLElement | null, fallback: HTMLElement | null) {
  (target?.isConnected ? target : fallback)?.focus();
}

export function PlansTab({ plans }: { plans: AdminPlan[] }) {
  const revalidator = useRevalidator();
  const [query, setQuery] = useState("");
  const [sort, setSort] = useState<SortState<Column>>({ key: "price", direction: "asc" });
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<AdminPlan | null>(null);
  const [deleting, setDeleting] = useState<AdminPlan | null>(null);
  const [toggling, setToggling] = useState<number | null>(null);
  const [removing, setRemoving] = useState(false);
  // A failed toggle or delete stays above the table until the next attempt.
  const [failure, setFailure] = useState<Failure | null>(null);
  // Dialogs here have no Radix trigger, so they are told where the focus goes when they close.
  const opener = useRef<HTMLElement | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const rememberOpener = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };

  const visible = useMemo(() => {
    const found = plans.filter((plan) =>
      matchesSearch([plan.name, plan.speed, plan.type, plan.streamings], query),
    );
    return sortRecords(found, sort);
  }, [plans, query, sort]);

  const openForm = (plan: AdminPlan | null) => {
    rememberOpener();
    setEditing(plan);
    setFormOpen(true);
  };

  const save = async (values: PlanInput) => {
    setFailure(null);
    try {
      if (editing) {
        await adminRequest("PUT", `/plans/${editing.id}`, {
          ...values,
          expectedUpdatedAt: editing.updatedAt,
        });
        notify.success("Plano atualizado com sucesso");
      } else {
        await adminRequest("POST", "/plans", values);
        notify.success("Plano adicionado com sucesso");
      }
      await revalidator.revalidate();
    } catch (error) {
      // The form keeps the message in view until the next try.
      failed(saveFailureTitle(editing), error);
      throw error;
    }
  };

  const toggleActive = async (plan: AdminPlan, isActive: boolean) => {
    if (toggling !== null) return;
    const control = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setToggling(plan.id);
    setFailure(null);
    try {
      await adminRequest("PATCH", `/plans/${plan.id}/status`, {
        isActive,
        expectedUpdatedAt: plan.updatedAt,
      });
      notify.success(isActive ? "Plano ativado" : "Plano desativado");
      await revalidator.revalidate();
    } catch (error) {
      setFailure(failed("Erro ao atualizar status do plano", error));
    } finally {
      setToggling(null);
      // A re-sorted row is moved in the page, which drops the focus; put it back on the switch.
      if (document.activeElement === document.body || document.activeElement === null) {
        focusBack(control, addButton.current);
      }
    }
  };

  const remove = async (plan: AdminPlan) => {
    setRemoving(true);
    setFailure(null);
    try {
      await adminRequest(
        "DELETE",
        `/plans/${plan.id}?expectedUpdatedAt=${encodeURIComponent(plan.updatedAt)}`,
      );
      notify.success("Plano removido com sucesso");
      // Its row is gone: the focus goes to a control that stays.
      opener.current = addButton.current;
      await revalidator.revalidate();
    } catch (error) {
      setFailure(failed("Erro ao remover plano", error));
    } finally {
      setRemoving(false);
      setDeleting(null);
    }
  };

  return (
    <section aria-labelledby="planos-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="planos-heading" className="text-xl font-bold">
          Planos
        </h2>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <div className="relative">
            <SearchIcon
              className="pointer-events-none absolute top-3 left-3 size-4 text-muted-foreground"
              aria-hidden
            />
            <Input
              type="search"
              aria-label="Buscar planos"
              placeholder="Buscar planos..."
              className="pl-9 sm:w-64"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
          <Button ref={addButton} onClick={() => openForm(null)}>
            <PlusIcon aria-hidden />
            Adicionar plano
          </Button>
        </div>
      </div>

      {failure && (
        <Alert variant="destructive">
          <p>
            <strong>{failure.title}.</strong> {failure.message}
          </p>
        </Alert>
      )}

      <Table>
        <TableHeader>
          <TableRow>
            {COLUMNS.map((column) => (
              <SortableHead
                key={column.key}
                column={column.key}
                label={column.label}
                sort={sort}
                onSort={(key) => setSort((current) => nextSort(current, key))}
              />
            ))}
            <th className="px-3 text-right font-semibold text-muted-foreground">Ações</th>
          </TableRow>
        </TableHeader>
        <TableBody>
          {visible.map((plan) => (
            <TableRow key={plan.id} data-testid="plan-row">
              <TableCell className="min-w-44 font-semibold">
                {plan.name}
                {plan.badge && (
                  <span className="ml-2 inline-block rounded bg-accent px-1.5 py-0.5 text-[10px] font-bold whitespace-nowrap text-accent-foreground">
                    {plan.badge}
                  </span>
                )}
              </TableCell>
              <TableCell className="whitespace-nowrap">{plan.speed}</TableCell>
              <TableCell className="whitespace-nowrap tabular-nums">{formatPrice(plan.price)}</TableCell>
              <TableCell>{plan.type}</TableCell>
              <TableCell className="max-w-56 truncate" title={plan.streamings.join(", ")}>
                {plan.streamings.join(", ") || "—"}
              </TableCell>
              <TableCell className="whitespace-nowrap">{cameraCountLabel(plan.cameraCount)}</TableCell>
              <TableCell>
                {/* A fixed name; the checked state says whether it is on. Busy, not disabled, so the
                    focus stays on it. */}
                <Switch
                  checked={plan.isActive}
                  aria-busy={toggling === plan.id || undefined}
                  onCheckedChange={(checked) => toggleActive(plan, checked)}
                  aria-label={`Plano ${plan.name} ativo`}
                />
              </TableCell>
              <TableCell className="whitespace-nowrap tabular-nums">{formatDate(plan.createdAt)}</TableCell>
              <TableCell>
                <div className="flex justify-end gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    onClick={() => openForm(plan)}
                    aria-label={`Editar ${plan.name}`}
                  >
                    <PencilIcon aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="text-destructive"
                    onClick={() => {
                      rememberOpener();
                      setDeleting(plan);
                    }}
                    aria-label={`Remover ${plan.name}`}
                  >
                    <Trash2Icon aria-hidden />
                  </Button>
                </div>
              </TableCell>
            </TableRow>
          ))}
          {visible.length === 0 && (
            <TableRow>
              <TableCell colSpan={COLUMNS.length + 1} className="py-10 text-center text-muted-foreground">
                {query.trim() ? "Nenhum plano encontrado para a pesquisa" : "Nenhum plano encontrado"}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <p className="text-xs text-muted-foreground">
        {visible.length} de {plans.length} planos
      </p>

      <PlanFormDialog
        open={formOpen}
        onOpenChange={setFormOpen}
        plan={editing}
        onSubmit={save}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          focusBack(opener.current, addButton.current);
        }}
      />

      <AlertDialog open={deleting !== null} onOpenChange={(open) => !open && !removing && setDeleting(null)}>
        <AlertDialogContent
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            focusBack(opener.current, addButton.current);
          }}
        >
          <AlertDialogTitle>Remover plano?</AlertDialogTitle>
          <AlertDialogDescription>
            O plano {deleting?.name} será removido de todas as cidades. Esta ação não pode ser desfeita.
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancelar</AlertDialogCancel>
            {/* Stays open until the plan is gone, so the focus has somewhere to return to. */}
            <AlertDialogAction
              aria-disabled={removing || undefined}
              onClick={(event) => {
                event.preventDefault();
                if (deleting && !removing) void remove(deleting);
              }}
            >
              {removing ? "Removendo..." : "Remover"}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
