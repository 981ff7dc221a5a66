import { type FieldPath, useFieldArray, useFormContext } from "react-hook-form";
import { type AdminCity, type CepRange, cityLabel, formatCep, formatCepRange, maskCep } from "../../domain";
import { type CepRangesFormValues, cepRangesInputSchema } from "../../domain/schemas";
import { Button } from "../../ui/components/button";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "../../ui/components/form";
import { Icon } from "../../ui/components/icon";
import { Input } from "../../ui/components/input";
import { adminApi } from "../kit/admin-client";
import { EntityFormDialog } from "../kit/entity-form-dialog";
import type { useMutation } from "../kit/use-mutation";

// 'Faixas de CEP' in the Cidades tab: the CEPs a city covers, as ranges. A visitor's CEP inside one of them
// chooses the city (GET /api/cep/:cep); no range may overlap another, this city's or any other's. The rows
// are typed in the city's add and edit form, and in this dialog of their own (the pin in each row); both
// send the same list, saved by the same service (writeCityCepRanges).

export const CEP_RANGES_SAVED = "Faixas de CEP salvas com sucesso";
export const CEP_RANGES_FAILED = "Erro ao salvar faixas de CEP";

/** The table's cell: the first range, and how many more. */
export function cepRangesSummary(ranges: readonly CepRange[] | undefined): string {
  if (!ranges || ranges.length === 0) return "Nenhuma";
  const [first, ...rest] = ranges;
  return rest.length === 0
    ? formatCepRange(first!)
    : `${formatCepRange(first!)} e mais ${rest.length === 1 ? "1 faixa" : `${rest.length} faixas`}`;
}

/** A city's ranges as the form shows them: '29000-000'. */
export const toRangeValues = (ranges: readonly CepRange[]): CepRangesFormValues["ranges"] =>
  ranges.map((range) => ({ start: formatCep(range.start), end: formatCep(range.end) }));

const toValues = (ranges: readonly CepRange[]): CepRangesFormValues => ({ ranges: toRangeValues(ranges) });

/** One CEP, masked 00000-000 as it is typed. */
function CepField({ name, label }: { name: FieldPath<CepRangesFormValues>; label: string }) {
  const { control } = useFormContext<CepRangesFormValues>();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input
              {...field}
              value={typeof field.value === "string" || typeof field.value === "number" ? field.value : ""}
              onChange={(event) => field.onChange(maskCep(event.target.value))}
              inputMode="numeric"
              autoComplete="off"
              maxLength={9}
              placeholder="00000-000"
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/**
 * The 'Faixas de CEP' rows of a form whose field `ranges` is the list (the city's form, the dialog): add
 * and remove rows, each a first and a last CEP.
 */
export function CepRangeFields() {
  const { control } = useFormContext<CepRangesFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "ranges" });
  return (
    <fieldset className="flex flex-col gap-3 sm:col-span-2">
      <legend className="mb-2 text-sm font-semibold">Faixas de CEP</legend>
      {fields.length === 0 && (
        <p className="text-sm text-muted-foreground">
          Nenhuma faixa: um CEP desta cidade leva o visitante ao aviso de cidade não atendida, e a cidade não
          pode vender planos.
        </p>
      )}
      <ol className="flex flex-col gap-3">
        {fields.map((field, index) => (
          <li key={field.id} className="flex flex-col gap-2 rounded-md border p-3">
            <div className="flex items-center justify-between gap-2">
              <p className="text-sm font-semibold">Faixa {index + 1}</p>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="text-destructive"
                onClick={() => remove(index)}
              >
                <Icon name="trash-2" />
                Remover faixa {index + 1}
              </Button>
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              <CepField name={`ranges.${index}.start`} label={`Primeiro CEP da faixa ${index + 1}`} />
              <CepField name={`ranges.${index}.end`} label={`Último CEP da faixa ${index + 1}`} />
            </div>
          </li>
        ))}
      </ol>
      <div>
        <Button type="button" variant="outline" onClick={() => append({ start: "", end: "" })}>
          <Icon name="plus" />
          Adicionar faixa
        </Button>
      </div>
    </fieldset>
  );
}

/** The dialog of one city's ranges; the whole list is saved at once, at the city's version. */
export function CepRangesDialog({
  city,
  ranges,
  onClose,
  write,
  onReload,
  onCloseAutoFocus,
}: {
  /** The city whose ranges are open; null when the dialog is closed. */
  city: AdminCity | null;
  ranges: readonly CepRange[];
  onClose: () => void;
  write: ReturnType<typeof useMutation>;
  onReload: () => Promise<void>;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <EntityFormDialog
      open={city !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Faixas de CEP"
      description={
        city
          ? `CEPs atendidos em ${cityLabel(city)}. Quem digitar um CEP destas faixas vê os planos desta cidade. As faixas não podem se sobrepor às de nenhuma cidade.`
          : ""
      }
      submitLabel="Salvar faixas"
      schema={cepRangesInputSchema}
      values={toValues(ranges)}
      resetKey={city ? `${city.id}@${city.updatedAt}` : "closed"}
      failureTitle={CEP_RANGES_FAILED}
      onSubmit={(values) =>
        city
          ? write.run(() => adminApi.cities.setCepRanges(city, values), {
              success: CEP_RANGES_SAVED,
              failure: CEP_RANGES_FAILED,
            })
          : Promise.resolve({ ok: true, data: undefined })
      }
      onReload={onReload}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {() => <CepRangeFields />}
    </EntityFormDialog>
  );
}
