import type { ColumnDef } from "@tanstack/react-table";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { useRevalidator } from "react-router";
import type { z } from "zod";
import type { DeleteImpact } from "../../domain";
import { Button } from "../../ui/components/button";
import { Icon } from "../../ui/components/icon";
import { Switch } from "../../ui/components/switch";
import type { ToastAction } from "../../ui/lib/toast";
import { adminApi } from "./admin-client";
import type { ResponseLike } from "./api";
import { ConfirmDelete } from "./confirm-delete";
import { DataTable, type SearchFields, STICKY_ACTIONS } from "./data-table";
import { EntityFormDialog } from "./entity-form-dialog";
import { TabSection } from "./tab-section";
import { associationsNote, type EntityTexts, restoredText } from "./texts";
import { FormFailure } from "./use-entity-form";
import { type MutationFailure, useMutation } from "./use-mutation";

export type EntityRow = { id: number; updatedAt: string; isActive?: boolean };

export type EntityForm<T, TValues extends FieldValues, TOut> = {
  schema: z.ZodType<TOut, TValues>;
  /** A new record's values; a function when they depend on the moment the form opens (today's date). */
  empty: TValues | (() => TValues);
  /** Omitted when the tab only adds (associations, streaming services). */
  toValues?: (row: T) => TValues;
  /** 'Duplicar' in each row: the add form opens with these values (a copy of the row, as a new record). */
  duplicate?: (row: T) => TValues;
  /** `row`: the record being edited; null when adding (a duplicate included). */
  fields: (form: UseFormReturn<TValues, unknown, TOut>, row: T | null) => ReactNode;
  /** A long form's dialog may be wider. */
  width?: "xl" | "4xl";
};

/**
 * The entity's calls (an `adminApi` entry). What it offers decides the tab's flows: `create` adds the
 * add button, `update` the edit action, `setActive` the switch, `remove` the delete action, and `impact`
 * the count of associations said before a delete.
 */
export type EntityApi<T, TOut> = {
  create?: (values: TOut) => Promise<ResponseLike>;
  update?: (row: T, values: TOut) => Promise<ResponseLike>;
  setActive?: (row: T, isActive: boolean) => Promise<ResponseLike>;
  remove?: (row: T) => Promise<ResponseLike>;
  impact?: (row: T) => Promise<DeleteImpact | undefined>;
};

type Props<T extends EntityRow, TValues extends FieldValues, TOut> = {
  /** Every text the tab shows (features/intranet/entity-texts.ts). */
  texts: EntityTexts;
  rows: readonly T[];
  // biome-ignore lint/suspicious/noExplicitAny: TanStack's column value type differs per column.
  columns: ColumnDef<T, any>[];
  searchFields: SearchFields<T>;
  initialSort: { id: string; desc?: boolean };
  /** The record's name in labels and messages: 'Editar Fibra 600 Mega'. */
  label: (row: T) => string;
  api: EntityApi<T, TOut>;
  form?: EntityForm<T, TValues, TOut>;
  /** What the associations removed with a record link to: 'cidades' (default) or 'planos'. */
  impactNoun?: "cidades" | "planos";
  /** More controls beside the add button. */
  toolbar?: ReactNode;
  /** More actions in each row, before 'Duplicar', 'Editar' and 'Remover'. */
  rowActions?: (row: T) => ReactNode;
  /** Shown between the heading and the table. */
  children?: ReactNode;
  rowTestId?: string;
};

/**
 * 'Desfazer' in a delete's toast: the Lixeira's restore of the item the delete answered with (a record the
 * Lixeira keeps; a delete that answers none offers no undo).
 */
function undoAction(body: unknown, run: ReturnType<typeof useMutation>["run"]): ToastAction | undefined {
  const itemId = (body as { trashItemId?: unknown } | undefined)?.trashItemId;
  if (typeof itemId !== "number") return undefined;
  return {
    label: "Desfazer",
    onClick: () => {
      void run(() => adminApi.trash.restore(itemId), {
        success: (answer) => restoredText(answer.result),
        failure: "Erro ao restaurar",
      });
    },
  };
}

/** A console tab: a heading, the table, and the add, edit, status and delete flows. */
export function EntityTab<T extends EntityRow, TValues extends FieldValues, TOut>({
  texts,
  rows,
  columns,
  searchFields,
  initialSort,
  label,
  api,
  form,
  impactNoun,
  toolbar,
  rowActions,
  children,
  rowTestId,
}: Props<T, TValues, TOut>) {
  const revalidator = useRevalidator();
  const write = useMutation();
  const status = useMutation();
  const undo = useMutation();
  const [formOpen, setFormOpen] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);
  // The add form's starting values: empty, or a copy of a row ('Duplicar'), fixed when the form opens.
  const [start, setStart] = useState<{ values: TValues; key: string; copyOf?: string } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [toggling, setToggling] = useState<number | null>(null);
  const [consequence, setConsequence] = useState<string | undefined>();
  // A failed switch or delete stays above the table until the next attempt (the toast goes).
  const [failure, setFailure] = useState<{ title: string; outcome: MutationFailure } | null>(null);
  const { create, update, setActive, remove } = api;
  // Read through a ref: the tab may pass a new object every render, and only a new record asks again.
  const impactOf = useRef(api.impact);
  impactOf.current = api.impact;
  useEffect(() => {
    setConsequence(undefined);
    if (!deleting || !impactOf.current) return;
    let current = true;
    impactOf
      .current(deleting)
      .then(
        (impact) =>
          current &&
          impact &&
          setConsequence(associationsNote(impact.planCities + impact.businessPlanCities, impactNoun)),
      )
      // Unknown: the confirmation still names the record itself.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [deleting, impactNoun]);
  const editing = editingId === null ? null : (rows.find((row) => row.id === editingId) ?? null);
  // Dialogs here have no trigger of their own: the focus goes back to what opened them, if still there.
  const opener = useRef<HTMLElement | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const rememberOpener = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  const focusBack = (event: Event) => {
    event.preventDefault();
    const target = () => (opener.current?.isConnected ? opener.current : addButton.current);
    target()?.focus();
    // The closing dialog may still hand the focus back to the page after this: check once it has.
    setTimeout(() => {
      if (document.activeElement === document.body || document.activeElement === null) target()?.focus();
    }, 50);
  };

  const openForm = (row: T | null) => {
    rememberOpener();
    setEditingId(row?.id ?? null);
    if (!row && form) {
      const values = typeof form.empty === "function" ? form.empty() : form.empty;
      setStart({ values, key: `new@${Date.now()}` });
    }
    setFormOpen(true);
  };

  const openCopy = (row: T) => {
    if (!form?.duplicate) return;
    rememberOpener();
    setEditingId(null);
    setStart({ values: form.duplicate(row), key: `copy:${row.id}@${Date.now()}`, copyOf: label(row) });
    setFormOpen(true);
  };

  // The cells read what changes through `live`, so the columns keep their identity and a row's controls
  // are not remounted on every render (which would drop the keyboard focus from a switch or a button).
  const live = useRef({
    setActive,
    label,
    texts,
    toggling,
    status,
    openForm,
    openCopy,
    rememberOpener,
    rowActions,
  });
  live.current = {
    setActive,
    label,
    texts,
    toggling,
    status,
    openForm,
    openCopy,
    rememberOpener,
    rowActions,
  };
  const hasSwitch = setActive !== undefined;
  const hasEdit = form !== undefined && update !== undefined;
  const hasCopy = form?.duplicate !== undefined && create !== undefined;
  const hasExtra = rowActions !== undefined;
  const hasActions = hasEdit || remove !== undefined || hasCopy || hasExtra;
  const hasRemove = remove !== undefined;
  const allColumns = useMemo(() => {
    // biome-ignore lint/suspicious/noExplicitAny: as above.
    const extra: ColumnDef<T, any>[] = [];
    if (hasSwitch)
      extra.push({
        id: "isActive",
        header: "Ativo",
        accessorFn: (row) => row.isActive,
        cell: ({ row }) => {
          const { texts, label, toggling, status, setActive } = live.current;
          return (
            // A fixed name; the checked state says whether it is on. Busy, not disabled, so the focus stays.
            <Switch
              checked={Boolean(row.original.isActive)}
              aria-busy={toggling === row.original.id || undefined}
              aria-label={texts.activeLabel(label(row.original))}
              onCheckedChange={async (checked) => {
                if (live.current.toggling !== null || !setActive) return;
                setToggling(row.original.id);
                try {
                  setFailure(null);
                  const outcome = await status.run(() => setActive(row.original, checked), {
                    success: checked ? texts.activated : texts.deactivated,
                    failure: texts.statusFailed,
                  });
                  if (!outcome.ok) setFailure({ title: texts.statusFailed, outcome });
                } finally {
                  setToggling(null);
                }
              }}
            />
          );
        },
      });
    if (hasActions)
      extra.push({
        id: "actions",
        header: () => <span className="block text-right">Ações</span>,
        enableSorting: false,
        // Pinned to the right edge, so a wide table (Planos at 1366 px) still shows its actions.
        meta: STICKY_ACTIONS,
        cell: ({ row }) => {
          const { label, openForm, openCopy, rememberOpener, rowActions } = live.current;
          return (
            <div className="flex justify-end gap-1">
              {rowActions?.(row.original)}
              {hasCopy && (
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => openCopy(row.original)}
                  aria-label={`Duplicar ${label(row.original)}`}
                >
                  <Icon name="copy" />
                </Button>
              )}
              {hasEdit && (
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => openForm(row.original)}
                  aria-label={`Editar ${label(row.original)}`}
                >
                  <Icon name="pencil" />
                </Button>
              )}
              {hasRemove && (
                <Button
                  variant="ghost"
                  size="icon"
                  className="text-destructive"
                  onClick={() => {
                    rememberOpener();
                    setDeleting(row.original);
                  }}
                  aria-label={`Remover ${label(row.original)}`}
                >
                  <Icon name="trash-2" />
                </Button>
              )}
            </div>
          );
        },
      });
    return [...columns, ...extra];
  }, [columns, hasSwitch, hasActions, hasEdit, hasRemove, hasCopy]);

  return (
    <TabSection title={texts.heading}>
      {children}
      <FormFailure
        failure={failure?.outcome ?? null}
        title={failure?.title ?? ""}
        takeFocus={false}
        onReload={async () => {
          await revalidator.revalidate();
          setFailure(null);
        }}
      />
      <DataTable
        rows={rows}
        columns={allColumns}
        searchFields={searchFields}
        initialSort={initialSort}
        texts={texts}
        rowTestId={rowTestId}
        getRowId={(row) => String(row.id)}
        toolbar={
          <>
            {toolbar}
            {form && create && (
              <Button ref={addButton} onClick={() => openForm(null)}>
                <Icon name="plus" />
                {texts.add}
              </Button>
            )}
          </>
        }
      />

      {form && (
        <EntityFormDialog
          open={formOpen}
          onOpenChange={setFormOpen}
          title={editing ? texts.edit : texts.add}
          description={
            editing
              ? texts.editDescription(label(editing))
              : start?.copyOf
                ? `Cópia de ${start.copyOf}, como um novo rascunho: altere o que for diferente e salve.`
                : texts.addDescription
          }
          submitLabel={editing ? "Salvar alterações" : texts.add}
          schema={form.schema}
          values={
            editing && form.toValues
              ? form.toValues(editing)
              : (start?.values ?? (typeof form.empty === "function" ? form.empty() : form.empty))
          }
          resetKey={editing ? `${editing.id}@${editing.updatedAt}` : (start?.key ?? "new")}
          failureTitle={editing ? texts.updateFailed : texts.addFailed}
          onSubmit={(values) => {
            if (editing && update) {
              const target = editing;
              return write.run(() => update(target, values), {
                success: texts.updated,
                failure: texts.updateFailed,
              });
            }
            return write.run(() => create!(values), { success: texts.added, failure: texts.addFailed });
          }}
          onReload={async () => {
            await revalidator.revalidate();
          }}
          onCloseAutoFocus={focusBack}
          width={form.width}
        >
          {(instance) => form.fields(instance, editing)}
        </EntityFormDialog>
      )}

      {remove && (
        <ConfirmDelete
          toTrash
          open={deleting !== null}
          onOpenChange={(open) => !open && setDeleting(null)}
          title={texts.removeTitle}
          description={deleting ? texts.removeDescription(label(deleting)) : ""}
          consequence={consequence}
          onCloseAutoFocus={focusBack}
          onConfirm={async () => {
            if (!deleting) return false;
            const target = deleting;
            setFailure(null);
            const outcome = await write.run(() => remove(target), {
              success: "Movido para a Lixeira",
              description: texts.removed,
              failure: texts.removeFailed,
              action: (body) => undoAction(body, undo.run),
            });
            if (!outcome.ok) setFailure({ title: texts.removeFailed, outcome });
            // The opener ('Remover' in the removed row) goes with the row, perhaps only after the dialog
            // has closed (React may commit the reloaded list later on a busy machine): the focus goes to
            // the add button at once rather than to a button about to disappear.
            else opener.current = null;
            return outcome.ok;
          }}
        />
      )}
    </TabSection>
  );
}
