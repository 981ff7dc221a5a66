import { type AdminPlan, MAX_LOYALTY_MONTHS, offerDay, PLAN_TYPES, speedLabel } from "../../../domain";
import { type PlanCreateFormValues, planCreateSchema } from "../../../domain/schemas";
import { PLAN_TEXTS } from "./entity-texts";
import { adminApi } from "./kit/admin-client";
import { cityCountColumn, createdColumn, field } from "./kit/columns";
import { EntityTab } from "./kit/entity-tab";
import { SelectField, SwitchField } from "./kit/fields";
import { OfferVersionsButton, PublishedNotice } from "./offer-versions";
import {
  cameraColumn,
  emptyOfferValues,
  OfferFormGroups,
  type OfferListing,
  offerColumn,
  offerValues,
  planColumns,
  type StreamingChoice,
} from "./plan-parts";

const toValues = (plan: AdminPlan): PlanCreateFormValues => ({
  ...plan,
  ...offerValues(plan),
  streamings: plan.streamings.join(", "),
});

/** 'Duplicar': the plan's values as a new draft, so a variant (another price, other cities) starts from it. */
const duplicate = (plan: AdminPlan): PlanCreateFormValues => ({
  ...toValues(plan),
  name: `Cópia de ${plan.name}`.slice(0, 100),
  isActive: false,
});

/** A plan as the tab lists it: with its cities and its offer's current code. */
type PlanRow = AdminPlan & OfferListing;

const COLUMNS = [
  ...planColumns<PlanRow>(),
  field<PlanRow, "type">("type", "Tipo"),
  field<PlanRow, "streamings">("streamings", "Streamings", {
    className: "max-w-56 truncate",
    show: (plan) => plan.streamings.join(", ") || "—",
  }),
  cameraColumn<PlanRow>(),
  cityCountColumn<PlanRow>(),
  offerColumn<PlanRow>(),
  createdColumn<PlanRow>(),
];

const typeOptions = PLAN_TYPES.map((type) => ({ value: type, label: type }));

export function PlansTab({ plans, services }: { plans: PlanRow[]; services: StreamingChoice[] }) {
  return (
    <EntityTab
      texts={PLAN_TEXTS}
      rows={plans}
      columns={COLUMNS}
      searchFields={(plan) => [
        plan.name,
        speedLabel(plan.downloadMbps),
        plan.type,
        plan.streamings,
        plan.badge,
        plan.offerCode,
      ]}
      initialSort={{ id: "price" }}
      label={(plan) => plan.name}
      rowTestId="plan-row"
      api={adminApi.plans}
      rowActions={(plan) => <OfferVersionsButton plan={plan} load={adminApi.plans.versions} />}
      form={{
        schema: planCreateSchema,
        // Today is the browser's day in Brasília, read when the form opens.
        empty: () => ({ ...emptyOfferValues(offerDay(new Date())), type: "" as never }),
        toValues,
        duplicate,
        width: "4xl",
        fields: ({ control }, row) => (
          <>
            {row && <PublishedNotice plan={row} />}
            <OfferFormGroups
              control={control}
              services={services}
              cityCount={row?.cityCount ?? null}
              maxLoyalty={MAX_LOYALTY_MONTHS}
              kindFields={
                <SelectField
                  control={control}
                  name="type"
                  label="Tipo"
                  options={typeOptions}
                  placeholder="Selecione o tipo"
                />
              }
              status={
                !row && (
                  <SwitchField
                    control={control}
                    name="isActive"
                    label="Ativo (à venda no site)"
                    description="Desligado, o plano fica como rascunho: pode ficar incompleto e não aparece no site."
                    wide
                  />
                )
              }
            />
          </>
        ),
      }}
    />
  );
}
