import { type AdminBusinessPlan, MAX_BUSINESS_LOYALTY_MONTHS, offerDay, speedLabel } from "../../../domain";
import { type BusinessPlanCreateFormValues, businessPlanCreateSchema } from "../../../domain/schemas";
import { BUSINESS_PLAN_TEXTS } from "./entity-texts";
import { adminApi } from "./kit/admin-client";
import { cityCountColumn, createdColumn, field } from "./kit/columns";
import { EntityTab } from "./kit/entity-tab";
import { SwitchField, TextareaField } from "./kit/fields";
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

const toValues = (plan: AdminBusinessPlan): BusinessPlanCreateFormValues => ({
  ...plan,
  ...offerValues(plan),
  features: plan.features.join("\n"),
  streamings: plan.streamings.join(", "),
});

/** 'Duplicar': the plan's values as a new draft. */
const duplicate = (plan: AdminBusinessPlan): BusinessPlanCreateFormValues => ({
  ...toValues(plan),
  name: `Cópia de ${plan.name}`.slice(0, 100),
  isActive: false,
});

/** A plan as the tab lists it: with its cities and its offer's current code. */
type BusinessPlanRow = AdminBusinessPlan & OfferListing;

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
  offerColumn<BusinessPlanRow>(),
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
      searchFields={(plan) => [
        plan.name,
        speedLabel(plan.downloadMbps),
        plan.features,
        plan.badge,
        plan.offerCode,
      ]}
      initialSort={{ id: "price" }}
      label={(plan) => plan.name}
      rowTestId="business-plan-row"
      api={adminApi.businessPlans}
      rowActions={(plan) => <OfferVersionsButton plan={plan} load={adminApi.businessPlans.versions} />}
      form={{
        schema: businessPlanCreateSchema,
        empty: () => ({ ...emptyOfferValues(offerDay(new Date())), features: "", popular: false }),
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
              maxLoyalty={MAX_BUSINESS_LOYALTY_MONTHS}
              kindFields={
                <>
                  <TextareaField
                    control={control}
                    name="features"
                    label="Recursos (um por linha)"
                    placeholder="ex.: IP público fixo"
                  />
                  <SwitchField control={control} name="popular" label="Destaque (mais vendido)" wide />
                </>
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
