import { useMemo, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { type AdminCity, BRAZILIAN_STATES, type CepRange, cityLabel } from "../../domain";
import { type CityFormValues, cityInputSchema } from "../../domain/schemas";
import { Button } from "../../ui/components/button";
import { Icon } from "../../ui/components/icon";
import { adminApi } from "../kit/admin-client";
import { column, createdColumn, field } from "../kit/columns";
import { EntityTab } from "../kit/entity-tab";
import { SelectField, TextField } from "../kit/fields";
import { useMutation } from "../kit/use-mutation";
import { CepRangeFields, CepRangesDialog, cepRangesSummary, toRangeValues } from "./city-cep-ranges";
import { ENTITY_TEXTS } from "./entity-texts";

const EMPTY: CityFormValues = { name: "", state: "", ranges: [] };
const stateOptions = BRAZILIAN_STATES.map((state) => ({ value: state, label: state }));

/**
 * Cities, and each city's CEP ranges ('Faixas de CEP'), typed in the city's form and saved with it, or in a
 * dialog of their own.
 */
export function CitiesTab({
  cities,
  cepRanges,
}: {
  cities: AdminCity[];
  /** Each city's CEP ranges, by city id, in CEP order. */
  cepRanges: Record<number, CepRange[]>;
}) {
  const revalidator = useRevalidator();
  const write = useMutation();
  const [rangesOf, setRangesOf] = useState<number | null>(null);
  // The focus goes back to the row's button once the dialog closes.
  const opener = useRef<HTMLElement | null>(null);
  const open = cities.find((city) => city.id === rangesOf) ?? null;
  // The ranges are read through a ref, so the columns keep their identity when they change: new columns
  // would remount every row's controls, dropping the focus the dialog gives back to its row's button.
  const ranges = useRef(cepRanges);
  ranges.current = cepRanges;
  const columns = useMemo(
    () => [
      field<AdminCity, "name">("name", "Nome", { className: "font-semibold" }),
      field<AdminCity, "state">("state", "Estado"),
      column<AdminCity, string>("cepRanges", "Faixas de CEP", (city) =>
        cepRangesSummary(ranges.current[city.id]),
      ),
      createdColumn<AdminCity>(),
    ],
    [],
  );
  return (
    <>
      <EntityTab
        texts={ENTITY_TEXTS.cities}
        rows={cities}
        columns={columns}
        searchFields={(city) => [city.name, city.state]}
        initialSort={{ id: "name" }}
        label={(city) => `${city.name} - ${city.state}`}
        rowTestId="city-row"
        api={adminApi.cities}
        impactNoun="planos"
        rowActions={(city) => (
          <Button
            variant="ghost"
            size="icon"
            onClick={(event) => {
              opener.current = event.currentTarget;
              setRangesOf(city.id);
            }}
            aria-label={`Faixas de CEP de ${cityLabel(city)}`}
            title="Faixas de CEP"
          >
            <Icon name="map-pin" />
          </Button>
        )}
        form={{
          schema: cityInputSchema,
          empty: EMPTY,
          toValues: (city) => ({
            name: city.name,
            state: city.state,
            ranges: toRangeValues(ranges.current[city.id] ?? []),
          }),
          fields: ({ control }) => (
            <>
              <TextField control={control} name="name" label="Nome" />
              <SelectField
                control={control}
                name="state"
                label="Estado"
                options={stateOptions}
                placeholder="Selecione o estado"
              />
              <CepRangeFields />
            </>
          ),
        }}
      />
      <CepRangesDialog
        city={open}
        ranges={open ? (cepRanges[open.id] ?? []) : []}
        onClose={() => setRangesOf(null)}
        write={write}
        onReload={async () => {
          await revalidator.revalidate();
        }}
        onCloseAutoFocus={(event) => {
          // The row's button, or the same one drawn again since (a search, a reload).
          const label = opener.current?.getAttribute("aria-label");
          const target = opener.current?.isConnected
            ? opener.current
            : label
              ? document.querySelector<HTMLElement>(`button[aria-label="${CSS.escape(label)}"]`)
              : null;
          if (!target) return;
          event.preventDefault();
          target.focus();
        }}
      />
    </>
  );
}
