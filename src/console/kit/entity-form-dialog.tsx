import type { ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { Button } from "../../ui/components/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../ui/components/dialog";
import { Form } from "../../ui/components/form";
import { FormFailure, useEntityForm } from "./use-entity-form";
import type { MutationOutcome } from "./use-mutation";

type Props<TValues extends FieldValues, TOut> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  submitLabel: string;
  schema: z.ZodType<TOut, TValues>;
  values: TValues;
  /** When this changes while open (another record, or the same one reloaded) the form starts over. */
  resetKey: string;
  onSubmit: (values: TOut) => Promise<MutationOutcome>;
  /** Offered after a 409: reads the record again, so the form can start over from what is stored now. */
  onReload?: () => Promise<void>;
  /** The failure's title, for the message that stays in the form after the toast has gone. */
  failureTitle: string;
  children: (form: UseFormReturn<TValues, unknown, TOut>) => ReactNode;
  /** Where the focus goes once closed. */
  onCloseAutoFocus?: (event: Event) => void;
  /** The dialog's widest width: the plans' long offer forms take more room, a few fields less. */
  width?: "lg" | "xl" | "4xl";
  /**
   * A write of its own beside 'Cancelar' (the city price's 'Usar o preço do plano'), told whether the
   * form's save is under way.
   */
  footerAction?: (submitting: boolean) => ReactNode;
};

/** Add and edit forms: shadcn's Form on react-hook-form with the shared schema, and the write's outcome. */
export function EntityFormDialog<TValues extends FieldValues, TOut>({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  schema,
  values,
  resetKey,
  onSubmit,
  onReload,
  failureTitle,
  children,
  onCloseAutoFocus,
  width = "xl",
  footerAction,
}: Props<TValues, TOut>) {
  const { form, submit, failure, submitting } = useEntityForm({
    schema,
    values,
    resetKey,
    active: open,
    onSubmit,
    onSuccess: () => onOpenChange(false),
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !submitting && onOpenChange(next)}>
      <DialogContent width={width} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form
            noValidate
            onSubmit={(event) => {
              if (submitting) event.preventDefault();
              else void submit(event);
            }}
            className="grid gap-4 sm:grid-cols-2"
          >
            <FormFailure
              failure={failure}
              title={failureTitle}
              onReload={onReload}
              className="sm:col-span-2"
            />
            {children(form)}
            <DialogFooter className="sm:col-span-2">
              {footerAction?.(submitting)}
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancelar
              </Button>
              <Button type="submit" busy={submitting}>
                {submitting ? "Salvando..." : submitLabel}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
