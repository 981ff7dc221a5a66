import { type AdminPlan, PLAN_TYPES } from "../../../domain";
import { type PlanFormValues, planInputSchema } from "../../../domain/schemas";
import { PLAN_TEXTS } from "./entity-texts";
import { adminApi } from "./kit/admin-client";
import { cityCountColumn, createdColumn, field } from "./kit/columns";
import { EntityTab } from "./kit/entity-tab";
import { SelectField } from "./kit/fields";
import {
  cameraColumn,
  PlanBasicsFields,
  PlanExtrasFields,
  planColumns,
  priceText,
  type StreamingChoice,
} from "./plan-parts";

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

/** A plan as the tab lists it: with the number of cities it is sold in. */
type PlanRow = AdminPlan & { cityCount: number };

const COLUMNS = [
  ...planColumns<PlanRow>(),
  field<PlanRow, "type">("type", "Tipo"),
  field<PlanRow, "streamings">("streamings", "Streamings", {
    className: "max-w-56 truncate",
    show: (plan) => plan.streamings.join(", ") || "—",
  }),
  cameraColumn<PlanRow>(),
  cityCountColumn<PlanRow>(),
  createdColumn<PlanRow>(),
];

const typeOptions = PLAN_TYPES.map((type) => ({ value: type, label: type }));

export function PlansTab({ plans, services }: { plans: PlanRow[]; services: StreamingChoice[] }) {
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
            <PlanExtrasFields control={control} services={services} />
          </>
        ),
      }}
    />
  );
}
