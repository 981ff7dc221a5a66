import { useFieldArray, useFormContext } from "react-hook-form";
import { type AdminCity, type CepRange, cityLabel, formatCep, formatCepRange } from "../../../domain";
import { type CepRangesFormValues, cepRangesInputSchema } from "../../../domain/schemas";
import { Button } from "../../components/ui/button";
import { Icon } from "../../components/ui/icon";
import { adminApi } from "./kit/admin-client";
import { EntityFormDialog } from "./kit/entity-form-dialog";
import { TextField } from "./kit/fields";
import type { useMutation } from "./kit/use-mutation";

// 'Faixas de CEP' in the Cidades tab: the CEPs a city covers, as ranges. A visitor's CEP inside one of them
// chooses the city (GET /api/cep/:cep); no range may overlap another, this city's or any other's.

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

const toValues = (ranges: readonly CepRange[]): CepRangesFormValues => ({
  ranges: ranges.map((range) => ({ start: formatCep(range.start), end: formatCep(range.end) })),
});

function RangeRows() {
  const { control } = useFormContext<CepRangesFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "ranges" });
  return (
    <div className="flex flex-col gap-3 sm:col-span-2">
      {fields.length === 0 && (
        <p className="text-sm text-muted-foreground">
          Nenhuma faixa: um CEP desta cidade leva o visitante ao aviso de cidade não atendida.
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
              <TextField
                control={control}
                name={`ranges.${index}.start`}
                label={`Primeiro CEP da faixa ${index + 1}`}
                inputMode="numeric"
                autoComplete="off"
                placeholder="ex.: 29000-000"
              />
              <TextField
                control={control}
                name={`ranges.${index}.end`}
                label={`Último CEP da faixa ${index + 1}`}
                inputMode="numeric"
                autoComplete="off"
                placeholder="ex.: 29099-999"
              />
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
    </div>
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
      {() => <RangeRows />}
    </EntityFormDialog>
  );
}
