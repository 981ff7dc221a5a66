import { type AdminPlan, PLAN_TYPES } from "../../../domain";
import { type PlanFormValues, planInputSchema } from "../../../domain/schemas";
import { PLAN_TEXTS } from "./entity-texts";
import { adminApi } from "./kit/admin-client";
import { createdColumn, field } from "./kit/columns";
import { EntityTab } from "./kit/entity-tab";
import { SelectField } from "./kit/fields";
import { cameraColumn, PlanBasicsFields, PlanExtrasFields, planColumns, priceText } from "./plan-parts";

const EMPTY: PlanFormValues = {
  name: "",
  speed: "",
  price: "",
  type: "" as never,
  streamings: "",
  cameraCount: "0",
  badge: "",
};

const toValues = (plan: AdminPlan): PlanFormValues => ({
  ...plan,
  price: priceText(plan.price),
  streamings: plan.streamings.join(", "),
  cameraCount: String(plan.cameraCount),
  badge: plan.badge ?? "",
});

const COLUMNS = [
  ...planColumns<AdminPlan>(),
  field<AdminPlan, "type">("type", "Tipo"),
  field<AdminPlan, "streamings">("streamings", "Streamings", {
    className: "max-w-56 truncate",
    show: (plan) => plan.streamings.join(", ") || "—",
  }),
  cameraColumn<AdminPlan>(),
  createdColumn<AdminPlan>(),
];

const typeOptions = PLAN_TYPES.map((type) => ({ value: type, label: type }));

export function PlansTab({ plans }: { plans: AdminPlan[] }) {
  return (
    <EntityTab
      texts={PLAN_TEXTS}
      rows={plans}
      columns={COLUMNS}
      searchFields={(plan) => [plan.name, plan.speed, plan.type, plan.streamings, plan.badge]}
      initialSort={{ id: "price" }}
      label={(plan) => plan.name}
      rowTestId="plan-row"
      api={adminApi.plans}
      form={{
        schema: planInputSchema,
        empty: EMPTY,
        toValues,
        fields: ({ control }) => (
          <>
            <PlanBasicsFields control={control} />
            <SelectField
              control={control}
              name="type"
              label="Tipo"
              options={typeOptions}
              placeholder="Selecione o tipo"
            />
            <PlanExtrasFields control={control} />
          </>
        ),
      }}
    />
  );
}
