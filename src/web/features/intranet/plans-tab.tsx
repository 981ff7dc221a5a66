import { PencilIcon, PlusIcon, SearchIcon, Trash2Icon } from "lucide-react";
import { useMemo, useState } from "react";
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
import { AdminApiError, adminRequest } from "./admin-api";
import { PlanFormDialog } from "./plan-form-dialog";
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

/** Raises the §8 toast pair: the action's title, with the server's message when it sent one. */
function failed(title: string, error: unknown) {
  const message =
    error instanceof AdminApiError && error.message ? error.message : "Tente novamente em instantes.";
  notify.error(title, message);
}

export function PlansTab({ plans }: { plans: AdminPlan[] }) {
  const revalidator = useRevalidator();
  const [query, setQuery] = useState("");
  const [sort, setSort] = useState<SortState<Column>>({ key: "price", direction: "asc" });
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<AdminPlan | null>(null);
  const [deleting, setDeleting] = useState<AdminPlan | null>(null);
  const [toggling, setToggling] = useState<number | null>(null);

  const visible = useMemo(() => {
    const found = plans.filter((plan) =>
      matchesSearch([plan.name, plan.speed, plan.type, plan.streamings], query),
    );
    return sortRecords(found, sort);
  }, [plans, query, sort]);

  const openForm = (plan: AdminPlan | null) => {
    setEditing(plan);
    setFormOpen(true);
  };

  const save = async (values: PlanInput) => {
    try {
      if (editing) {
        await adminRequest("PUT", `/plans/${editing.id}`, values);
        notify.success("Plano atualizado com sucesso");
      } else {
        await adminRequest("POST", "/plans", values);
        notify.success("Plano adicionado com sucesso");
      }
      await revalidator.revalidate();
    } catch (error) {
      failed(editing ? "Erro ao atualizar plano" : "Erro ao adicionar plano", error);
      throw error;
    }
  };

  const toggleActive = async (plan: AdminPlan, isActive: boolean) => {
    setToggling(plan.id);
    try {
      await adminRequest("PATCH", `/plans/${plan.id}/status`, { isActive });
      notify.success(isActive ? "Plano ativado" : "Plano desativado");
      await revalidator.revalidate();
    } catch (error) {
      failed("Erro ao atualizar status do plano", error);
    } finally {
      setToggling(null);
    }
  };

  const remove = async (plan: AdminPlan) => {
    try {
      await adminRequest("DELETE", `/plans/${plan.id}`);
      notify.success("Plano removido com sucesso");
      await revalidator.revalidate();
    } catch (error) {
      failed("Erro ao remover plano", error);
    } finally {
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
          <Button onClick={() => openForm(null)}>
            <PlusIcon aria-hidden />
            Adicionar plano
          </Button>
        </div>
      </div>

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
                <Switch
                  checked={plan.isActive}
                  disabled={toggling === plan.id}
                  onCheckedChange={(checked) => toggleActive(plan, checked)}
                  aria-label={`${plan.isActive ? "Desativar" : "Ativar"} ${plan.name}`}
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
                    onClick={() => setDeleting(plan)}
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

      <PlanFormDialog open={formOpen} onOpenChange={setFormOpen} plan={editing} onSubmit={save} />

      <AlertDialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <AlertDialogContent>
          <AlertDialogTitle>Remover plano?</AlertDialogTitle>
          <AlertDialogDescription>
            O plano {deleting?.name} será removido de todas as cidades. Esta ação não pode ser desfeita.
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancelar</AlertDialogCancel>
            <AlertDialogAction onClick={() => deleting && remove(deleting)}>Remover</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
