import type { ComponentProps, ReactNode } from "react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "../../ui/components/form";
import { Input } from "../../ui/components/input";
import { NativeSelect } from "../../ui/components/native-select";
import { Switch } from "../../ui/components/switch";
import { cn } from "../../ui/lib/utils";

type FieldProps<T extends FieldValues> = {
  // biome-ignore lint/suspicious/noExplicitAny: the form's output type does not matter to a field.
  control: Control<T, unknown, any>;
  name: FieldPath<T>;
  label: string;
  /** Takes both columns of the form's grid. */
  wide?: boolean;
  /** A help text under the field, read with it. */
  description?: ReactNode;
};

/** The help text of a field, when it has one. */
const Help = ({ text }: { text: ReactNode }) => (text ? <FormDescription>{text}</FormDescription> : null);

/**
 * The props of a part several forms share (the plan fields, the banner fields), which renders the fields
 * `K` of whichever form `T` it is given. Where the part is used, a form that lacks one of them fails the
 * type check naming it ("Property 'speed' is missing … but required in type '{ speed: never; }'"),
 * optional fields included, which `T extends Pick<…>` would let pass.
 */
export type SharedFieldsProps<T extends FieldValues, K extends string> = {
  // biome-ignore lint/suspicious/noExplicitAny: as above.
  control: Control<T, unknown, any>;
} & { [Missing in Exclude<K, keyof T>]: never };

/**
 * Names for such a part's fields: `name("speed")` takes only one of its fields `K` and gives the form's
 * own path. TypeScript cannot resolve `FieldPath<T>` for a generic `T`; SharedFieldsProps has checked
 * that `T` has every `K`, hence the one conversion here.
 */
export function sharedFieldNames<T extends FieldValues, K extends string>() {
  return (name: K) => name as string as FieldPath<T>;
}

export function TextField<T extends FieldValues>({
  control,
  name,
  label,
  wide,
  description,
  ...input
}: FieldProps<T> & Omit<ComponentProps<"input">, "name">) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={cn(wide && "sm:col-span-2")} described={Boolean(description)}>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input {...input} {...field} value={field.value ?? ""} />
          </FormControl>
          <Help text={description} />
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

export function TextareaField<T extends FieldValues>({
  control,
  name,
  label,
  wide = true,
  rows = 4,
  placeholder,
  description,
}: FieldProps<T> & { rows?: number; placeholder?: string }) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={cn(wide && "sm:col-span-2")} described={Boolean(description)}>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <textarea
              rows={rows}
              placeholder={placeholder}
              className="flex w-full rounded-md border border-input bg-background px-3 py-2 text-sm placeholder:text-muted-foreground aria-invalid:border-destructive"
              {...field}
              value={field.value ?? ""}
            />
          </FormControl>
          <Help text={description} />
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

export type Option = { value: string; label: string };

export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  wide,
  options,
  placeholder,
  description,
}: FieldProps<T> & { options: readonly Option[]; placeholder?: string }) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={cn(wide && "sm:col-span-2")} described={Boolean(description)}>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <NativeSelect {...field} value={field.value ?? ""}>
              {placeholder !== undefined && <option value="">{placeholder}</option>}
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          </FormControl>
          <Help text={description} />
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

export function SwitchField<T extends FieldValues>({
  control,
  name,
  label,
  wide,
  description,
}: FieldProps<T>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={cn(wide && "sm:col-span-2")} described={Boolean(description)}>
          <div className="flex flex-row items-center gap-3">
            <FormControl>
              <Switch checked={Boolean(field.value)} onCheckedChange={field.onChange} onBlur={field.onBlur} />
            </FormControl>
            <FormLabel>{label}</FormLabel>
          </div>
          <Help text={description} />
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/**
 * A titled group of a long form's fields ('Preço e condições'): a fieldset across both columns, its
 * fields on the form's own two-column grid.
 */
export function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 border-t pt-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="float-left mb-1 w-full text-base font-bold sm:col-span-2">{title}</legend>
      {children}
    </fieldset>
  );
}
