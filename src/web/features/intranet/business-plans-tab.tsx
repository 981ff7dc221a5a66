import type { AdminBusinessPlan } from "../../../domain";
import { type BusinessPlanFormValues, businessPlanInputSchema } from "../../../domain/schemas";
import { BUSINESS_PLAN_TEXTS } from "./entity-texts";
import { adminApi } from "./kit/admin-client";
import { cityCountColumn, createdColumn, field } from "./kit/columns";
import { EntityTab } from "./kit/entity-tab";
import { SwitchField, TextareaField } from "./kit/fields";
import {
  cameraColumn,
  PlanBasicsFields,
  PlanExtrasFields,
  planColumns,
  priceText,
  type StreamingChoice,
} from "./plan-parts";

const EMPTY: BusinessPlanFormValues = {
  name: "",
  speed: "",
  price: "",
  features: "",
  streamings: "",
  cameraCount: "0",
  badge: "",
  popular: false,
};

const toValues = (plan: AdminBusinessPlan): BusinessPlanFormValues => ({
  ...plan,
  price: priceText(plan.price),
  features: plan.features.join("\n"),
  streamings: plan.streamings.join(", "),
  cameraCount: String(plan.cameraCount),
  badge: plan.badge ?? "",
});

/** A plan as the tab lists it: with the number of cities it is sold in. */
type BusinessPlanRow = AdminBusinessPlan & { cityCount: number };

const COLUMNS = [
  ...planColumns<BusinessPlanRow>(),
  field<BusinessPlanRow, "features">("features", "Recursos", {
    className: "max-w-64 truncate",
    show: (plan) => plan.features.join("; "),
  }),
  field<BusinessPlanRow, "popular">("popular", "Destaque", {
    show: (plan) => (plan.popular ? "Sim" : "Não"),
  }),
  cameraColumn<BusinessPlanRow>(),
  cityCountColumn<BusinessPlanRow>(),
  createdColumn<BusinessPlanRow>(),
];

export function BusinessPlansTab({
  plans,
  services,
}: {
  plans: BusinessPlanRow[];
  services: StreamingChoice[];
}) {
  return (
    <EntityTab
      texts={BUSINESS_PLAN_TEXTS}
      rows={plans}
      columns={COLUMNS}
      searchFields={(plan) => [plan.name, plan.speed, plan.features, plan.badge]}
      initialSort={{ id: "price" }}
      label={(plan) => plan.name}
      rowTestId="business-plan-row"
      api={adminApi.businessPlans}
      form={{
        schema: businessPlanInputSchema,
        empty: EMPTY,
        toValues,
        fields: ({ control }) => (
          <>
            <PlanBasicsFields control={control} />
            <TextareaField control={control} name="features" label="Recursos (um por linha)" />
            <PlanExtrasFields control={control} services={services} />
            <SwitchField control={control} name="popular" label="Destaque (mais vendido)" wide />
          </>
        ),
      }}
    />
  );
}
