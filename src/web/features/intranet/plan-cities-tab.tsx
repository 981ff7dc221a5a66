import type { AdminCity, AdminPlan, AdminPlanCity } from "../../../domain";
import {
  PLAN_CITY_REQUIRED_MESSAGE,
  type PlanCityFormValues,
  planCityInputSchema,
} from "../../../domain/schemas";
import { BulkAssociationDialog } from "./bulk-association-dialog";
import { adminApi } from "./kit/admin-client";
import { cityLabel, column, createdColumn } from "./kit/columns";
import { EntityTab } from "./kit/entity-tab";
import { SelectField } from "./kit/fields";

const COLUMNS = [
  column<AdminPlanCity, string>("plan", "Plano", (row) => row.plan.name, { className: "font-semibold" }),
  column<AdminPlanCity, string>("city", "Cidade", (row) => cityLabel(row.city)),
  createdColumn<AdminPlanCity>(),
];

const NOUN = { one: "associação", many: "associações", feminine: true };
const EMPTY: PlanCityFormValues = { planId: "", cityId: "" };

type Props = { associations: AdminPlanCity[]; plans: AdminPlan[]; cities: AdminCity[] };

export function PlanCitiesTab({ associations, plans, cities }: Props) {
  const planOptions = plans.map((plan) => ({ value: String(plan.id), label: plan.name }));
  const cityOptions = cities.map((city) => ({ value: String(city.id), label: cityLabel(city) }));
  return (
    <EntityTab
      noun={NOUN}
      texts={{ heading: "Planos por Cidade", add: "Adicionar associação" }}
      rows={associations}
      columns={COLUMNS}
      searchFields={(row) => [row.plan.name, row.city.name, row.city.state]}
      initialSort={{ id: "plan" }}
      label={(row) => `${row.plan.name} em ${cityLabel(row.city)}`}
      rowTestId="plan-city-row"
      setActive={(row, isActive) => adminApi.planCities.setActive(row, isActive)}
      remove={{ request: (row) => adminApi.planCities.remove(row) }}
      toolbar={<BulkAssociationDialog plans={planOptions} cities={cities} />}
      form={{
        schema: planCityInputSchema,
        empty: EMPTY,
        create: (values) => adminApi.planCities.create(values),
        fields: ({ control }) => (
          <>
            <p className="text-sm text-muted-foreground sm:col-span-2">{PLAN_CITY_REQUIRED_MESSAGE}</p>
            <SelectField
              control={control}
              name="planId"
              label="Plano"
              options={planOptions}
              placeholder="Selecione um plano"
            />
            <SelectField
              control={control}
              name="cityId"
              label="Cidade"
              options={cityOptions}
              placeholder="Selecione uma cidade"
            />
          </>
        ),
      }}
    />
  );
}
