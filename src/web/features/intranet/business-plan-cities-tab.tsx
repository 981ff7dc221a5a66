import type { AdminBusinessPlan, AdminBusinessPlanCity, AdminCity } from "../../../domain";
import { type BusinessPlanCityFormValues, businessPlanCityInputSchema } from "../../../domain/schemas";
import { AssociationTab } from "./association-tab";
import { adminApi } from "./kit/admin-client";

const EMPTY: BusinessPlanCityFormValues = { businessPlanId: "", cityId: "" };

type Props = { associations: AdminBusinessPlanCity[]; plans: AdminBusinessPlan[]; cities: AdminCity[] };

export function BusinessPlanCitiesTab({ associations, plans, cities }: Props) {
  return (
    <AssociationTab
      heading="Planos Empresariais por Cidade"
      rows={associations}
      planName={(row) => row.businessPlan.name}
      planField="businessPlanId"
      planLabel="Plano empresarial"
      planPrompt="Selecione um plano empresarial"
      plans={plans}
      cities={cities}
      schema={businessPlanCityInputSchema}
      empty={EMPTY}
      api={adminApi.businessPlanCities}
      rowTestId="business-plan-city-row"
    />
  );
}
