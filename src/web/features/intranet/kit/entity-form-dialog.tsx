import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useEffect, useRef, useState } from "react";
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import type { z } from "zod";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { Form } from "../../../components/ui/form";
import type { MutationFailure, MutationOutcome } from "./use-mutation";

type Props<TValues extends FieldValues, TOut> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  submitLabel: string;
  /** The shared zod schema: the form checks what the API will check. */
  schema: z.ZodType<TOut, TValues>;
  /** The form's starting values. */
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
  className?: string;
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
  className,
}: Props<TValues, TOut>) {
  const form = useForm<TValues, unknown, TOut>({
    resolver: zodResolver(schema),
    defaultValues: values as DefaultValues<TValues>,
  });
  const [failure, setFailure] = useState<MutationFailure | null>(null);
  const [reloading, setReloading] = useState(false);
  const failureRef = useRef<HTMLDivElement>(null);
  const latestValues = useRef(values);
  latestValues.current = values;

  // biome-ignore lint/correctness/useExhaustiveDependencies: starts over only on open and on a new record.
  useEffect(() => {
    if (!open) return;
    form.reset(latestValues.current as DefaultValues<TValues>);
    setFailure(null);
  }, [open, resetKey, form]);

  useEffect(() => {
    if (failure && Object.keys(failure.fields).length === 0) failureRef.current?.focus();
  }, [failure]);

  const submit = form.handleSubmit(async (output) => {
    setFailure(null);
    const outcome = await onSubmit(output);
    if (outcome.ok) {
      onOpenChange(false);
      return;
    }
    // Field messages from the server land under their fields, and the first of them takes the focus.
    const known = Object.keys(form.getValues());
    const fields = Object.entries(outcome.fields).filter(([field]) => known.includes(field));
    for (const [index, [field, message]] of fields.entries()) {
      form.setError(field as Path<TValues>, { message }, { shouldFocus: index === 0 });
    }
    setFailure({ ...outcome, fields: Object.fromEntries(fields) });
  });

  const submitting = form.formState.isSubmitting;

  return (
    <Dialog open={open} onOpenChange={(next) => !submitting && onOpenChange(next)}>
      <DialogContent className={className ?? "max-w-xl"} onCloseAutoFocus={onCloseAutoFocus}>
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
            {failure && (
              <Alert variant="destructive" className="flex-col sm:col-span-2" ref={failureRef} tabIndex={-1}>
                <p>
                  <strong>{failure.conflict ? "Registro alterado." : `${failureTitle}.`}</strong>{" "}
                  {failure.message}
                </p>
                {failure.conflict && onReload && (
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    busy={reloading}
                    onClick={async () => {
                      setReloading(true);
                      try {
                        await onReload();
                      } finally {
                        setReloading(false);
                      }
                    }}
                  >
                    Recarregar dados
                  </Button>
                )}
              </Alert>
            )}
            {children(form)}
            <DialogFooter className="sm:col-span-2">
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
