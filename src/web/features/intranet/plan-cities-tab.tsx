import type { AdminCity, AdminPlan, AdminPlanCity } from "../../../domain";
import {
  PLAN_CITY_REQUIRED_MESSAGE,
  type PlanCityFormValues,
  planCityInputSchema,
} from "../../../domain/schemas";
import { AssociationTab } from "./association-tab";
import { BulkAssociationDialog } from "./bulk-association-dialog";
import { adminApi } from "./kit/admin-client";

const EMPTY: PlanCityFormValues = { planId: "", cityId: "" };

type Props = { associations: AdminPlanCity[]; plans: AdminPlan[]; cities: AdminCity[] };

export function PlanCitiesTab({ associations, plans, cities }: Props) {
  return (
    <AssociationTab
      heading="Planos por Cidade"
      rows={associations}
      planName={(row) => row.plan.name}
      planField="planId"
      planLabel="Plano"
      planPrompt="Selecione um plano"
      plans={plans}
      cities={cities}
      schema={planCityInputSchema}
      empty={EMPTY}
      hint={PLAN_CITY_REQUIRED_MESSAGE}
      api={adminApi.planCities}
      rowTestId="plan-city-row"
      toolbar={
        <BulkAssociationDialog
          plans={plans.map((plan) => ({ value: String(plan.id), label: plan.name }))}
          cities={cities}
        />
      }
    />
  );
}
