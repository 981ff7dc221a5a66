import { createContext, type ReactNode, useContext, useId } from "react";
import {
  Controller,
  type ControllerProps,
  type FieldPath,
  type FieldValues,
  FormProvider,
  useFormContext,
  useFormState,
} from "react-hook-form";
import { cn } from "../lib/utils";
import { Label } from "./label";
import { Slot } from "./slot";

// shadcn's Form: react-hook-form's context plus the ids that tie a label, its control and its message.

export const Form = FormProvider;

type FieldContextValue = { name: string };
const FormFieldContext = createContext<FieldContextValue | null>(null);
const FormItemContext = createContext<{ id: string; described: boolean } | null>(null);

export function FormField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>(props: ControllerProps<TFieldValues, TName, TTransformedValues>) {
  return (
    <FormFieldContext.Provider value={{ name: props.name }}>
      <Controller {...props} />
    </FormFieldContext.Provider>
  );
}

export function useFormField() {
  const field = useContext(FormFieldContext);
  const item = useContext(FormItemContext);
  const { getFieldState } = useFormContext();
  const formState = useFormState({ name: field?.name });
  if (!field || !item) throw new Error("useFormField must be inside <FormField> and <FormItem>");
  const state = getFieldState(field.name, formState);
  return {
    name: field.name,
    formItemId: `${item.id}-item`,
    formMessageId: `${item.id}-message`,
    formDescriptionId: item.described ? `${item.id}-description` : undefined,
    ...state,
  };
}

/** `described`: the item holds a FormDescription, which its control then names as its description. */
export function FormItem({
  className,
  described = false,
  ...props
}: React.ComponentProps<"div"> & { described?: boolean }) {
  const id = useId();
  return (
    <FormItemContext.Provider value={{ id, described }}>
      <div className={cn("flex flex-col gap-2", className)} {...props} />
    </FormItemContext.Provider>
  );
}

export function FormLabel({ className, ...props }: React.ComponentProps<"label">) {
  const { formItemId } = useFormField();
  return <Label className={className} htmlFor={formItemId} {...props} />;
}

export function FormControl({ children }: { children: ReactNode }) {
  const { error, formItemId, formMessageId, formDescriptionId } = useFormField();
  const describedBy = [formDescriptionId, error ? formMessageId : undefined].filter(Boolean).join(" ");
  return (
    <Slot id={formItemId} aria-describedby={describedBy || undefined} aria-invalid={Boolean(error)}>
      {children}
    </Slot>
  );
}

/** A help text under a field, read with it (the item must be `described`). */
export function FormDescription({ className, ...props }: React.ComponentProps<"p">) {
  const { formDescriptionId } = useFormField();
  return <p id={formDescriptionId} className={cn("text-xs text-muted-foreground", className)} {...props} />;
}

export function FormMessage({ className }: { className?: string }) {
  const { error, formMessageId } = useFormField();
  if (!error?.message) return null;
  return (
    <p id={formMessageId} className={cn("text-sm text-destructive", className)}>
      {String(error.message)}
    </p>
  );
}
