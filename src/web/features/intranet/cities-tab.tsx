import { type AdminCity, BRAZILIAN_STATES } from "../../../domain";
import { type CityFormValues, cityInputSchema } from "../../../domain/schemas";
import { adminApi } from "./kit/admin-client";
import { createdColumn, field } from "./kit/columns";
import { EntityTab } from "./kit/entity-tab";
import { SelectField, TextField } from "./kit/fields";
import { associationsNote } from "./kit/texts";

const COLUMNS = [
  field<AdminCity, "name">("name", "Nome", { className: "font-semibold" }),
  field<AdminCity, "state">("state", "Estado"),
  createdColumn<AdminCity>(),
];

const NOUN = { one: "cidade", many: "cidades", feminine: true };
const EMPTY: CityFormValues = { name: "", state: "" };
const stateOptions = BRAZILIAN_STATES.map((state) => ({ value: state, label: state }));

export function CitiesTab({ cities }: { cities: AdminCity[] }) {
  return (
    <EntityTab
      noun={NOUN}
      rows={cities}
      columns={COLUMNS}
      searchFields={(city) => [city.name, city.state]}
      initialSort={{ id: "name" }}
      label={(city) => `${city.name} - ${city.state}`}
      rowTestId="city-row"
      setActive={(city, isActive) => adminApi.cities.setActive(city, isActive)}
      remove={{
        request: (city) => adminApi.cities.remove(city),
        consequence: async (city) => {
          const impact = await adminApi.cities.impact(city);
          return associationsNote((impact?.planCities ?? 0) + (impact?.businessPlanCities ?? 0), "planos");
        },
      }}
      form={{
        schema: cityInputSchema,
        empty: EMPTY,
        toValues: (city) => ({ name: city.name, state: city.state }),
        create: (values) => adminApi.cities.create(values),
        update: (city, values) => adminApi.cities.update(city, values),
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
