import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { type DefaultValues, type FieldValues, type Path, useForm } from "react-hook-form";
import type { z } from "zod";
import { Alert } from "../../ui/components/alert";
import { Button } from "../../ui/components/button";
import { useStaffSession } from "./session";
import type { MutationFailure, MutationOutcome } from "./use-mutation";

type Options<TValues extends FieldValues, TOut> = {
  /** The shared zod schema: the form checks what the API will check. */
  schema: z.ZodType<TOut, TValues>;
  values: TValues;
  /** While `active`, a change of this key (another record, or the same one reloaded) starts the form over. */
  resetKey: string;
  active: boolean;
  onSubmit: (values: TOut) => Promise<MutationOutcome>;
  onSuccess?: () => void;
};

/** A console form: react-hook-form on the shared schema, and the write's refusal applied to it. */
export function useEntityForm<TValues extends FieldValues, TOut>({
  schema,
  values,
  resetKey,
  active,
  onSubmit,
  onSuccess,
}: Options<TValues, TOut>) {
  const form = useForm<TValues, unknown, TOut>({
    resolver: zodResolver(schema),
    defaultValues: values as DefaultValues<TValues>,
  });
  const [failure, setFailure] = useState<MutationFailure | null>(null);
  const { trackUnsavedInput } = useStaffSession();
  const [formId] = useState(() => Symbol("console form"));
  const latestValues = useRef(values);
  latestValues.current = values;

  // biome-ignore lint/correctness/useExhaustiveDependencies: starts over only when opened or the record changes.
  useEffect(() => {
    if (!active) return;
    form.reset(latestValues.current as DefaultValues<TValues>);
    setFailure(null);
  }, [active, resetKey, form]);

  // A sign-out elsewhere then asks for a new sign-in over this form instead of leaving for /auth.
  const unsaved = active && form.formState.isDirty;
  useEffect(() => {
    trackUnsavedInput(formId, unsaved);
    return () => trackUnsavedInput(formId, false);
  }, [trackUnsavedInput, formId, unsaved]);

  const submit = form.handleSubmit(async (output) => {
    setFailure(null);
    const outcome = await onSubmit(output);
    if (outcome.ok) {
      onSuccess?.();
      return;
    }
    // Field messages from the server land under their fields, and the first of them takes the focus. A
    // list's field ('ranges.1.start') counts when its list is the form's.
    const known = Object.keys(form.getValues());
    const fields = Object.entries(outcome.fields).filter(([field]) => known.includes(field.split(".")[0]!));
    for (const [index, [field, message]] of fields.entries()) {
      form.setError(field as Path<TValues>, { message }, { shouldFocus: index === 0 });
    }
    setFailure({ ...outcome, fields: Object.fromEntries(fields) });
  });

  return { form, submit, failure, submitting: form.formState.isSubmitting };
}

/** The last failed save, kept in the form after its toast has gone; after a 409, a way to reload. */
export function FormFailure({
  failure,
  title,
  onReload,
  className,
  takeFocus = true,
}: {
  failure: MutationFailure | null;
  title: string;
  onReload?: () => Promise<void>;
  className?: string;
  /** False where the focus must stay on the control that failed (a switch). */
  takeFocus?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [reloading, setReloading] = useState(false);
  // No field to blame: the message itself takes the focus.
  useEffect(() => {
    if (takeFocus && failure && Object.keys(failure.fields).length === 0) ref.current?.focus();
  }, [failure, takeFocus]);
  if (!failure) return null;
  return (
    <Alert variant="destructive" className={className} ref={ref} tabIndex={-1}>
      <div className="flex flex-col items-start gap-2">
        <p>
          <strong>{failure.conflict ? "Registro alterado." : `${title}.`}</strong> {failure.message}
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
      </div>
    </Alert>
  );
}
