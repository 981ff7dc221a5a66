import { type AdminCity, BRAZILIAN_STATES } from "../../../domain";
import { type CityFormValues, cityInputSchema } from "../../../domain/schemas";
import { CITY_TEXTS } from "./entity-texts";
import { adminApi } from "./kit/admin-client";
import { createdColumn, field } from "./kit/columns";
import { EntityTab } from "./kit/entity-tab";
import { SelectField, TextField } from "./kit/fields";

const COLUMNS = [
  field<AdminCity, "name">("name", "Nome", { className: "font-semibold" }),
  field<AdminCity, "state">("state", "Estado"),
  createdColumn<AdminCity>(),
];

const EMPTY: CityFormValues = { name: "", state: "" };
const stateOptions = BRAZILIAN_STATES.map((state) => ({ value: state, label: state }));

export function CitiesTab({ cities }: { cities: AdminCity[] }) {
  return (
    <EntityTab
      texts={CITY_TEXTS}
      rows={cities}
      columns={COLUMNS}
      searchFields={(city) => [city.name, city.state]}
      initialSort={{ id: "name" }}
      label={(city) => `${city.name} - ${city.state}`}
      rowTestId="city-row"
      api={adminApi.cities}
      impactNoun="planos"
      form={{
        schema: cityInputSchema,
        empty: EMPTY,
        toValues: (city) => ({ name: city.name, state: city.state }),
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
          </>
        ),
      }}
    />
  );
}
