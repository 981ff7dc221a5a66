import { type AdminBusinessPlan, CAMERA_COUNTS, cameraCountLabel, formatPrice } from "../../../domain";
import { type BusinessPlanFormValues, businessPlanInputSchema } from "../../../domain/schemas";
import { adminApi } from "./kit/admin-client";
import { createdColumn, field } from "./kit/columns";
import { EntityTab } from "./kit/entity-tab";
import { SelectField, SwitchField, TextareaField, TextField } from "./kit/fields";
import { associationsNote } from "./kit/texts";

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
  name: plan.name,
  speed: plan.speed,
  price: plan.price.toFixed(2).replace(".", ","),
  features: plan.features.join("\n"),
  streamings: plan.streamings.join(", "),
  cameraCount: String(plan.cameraCount),
  badge: plan.badge ?? "",
  popular: plan.popular,
});

const COLUMNS = [
  field<AdminBusinessPlan, "name">("name", "Nome", { className: "min-w-44 font-semibold" }),
  field<AdminBusinessPlan, "speed">("speed", "Velocidade", { className: "whitespace-nowrap" }),
  field<AdminBusinessPlan, "price">("price", "Preço", {
    className: "whitespace-nowrap tabular-nums",
    show: (plan) => formatPrice(plan.price),
  }),
  field<AdminBusinessPlan, "features">("features", "Recursos", {
    className: "max-w-64 truncate",
    show: (plan) => plan.features.join("; "),
  }),
  field<AdminBusinessPlan, "popular">("popular", "Destaque", {
    show: (plan) => (plan.popular ? "Sim" : "Não"),
  }),
  createdColumn<AdminBusinessPlan>(),
];

const NOUN = { one: "plano empresarial", many: "planos empresariais" };
const cameraOptions = CAMERA_COUNTS.map((count) => ({
  value: String(count),
  label: cameraCountLabel(count),
}));

export function BusinessPlansTab({ plans }: { plans: AdminBusinessPlan[] }) {
  return (
    <EntityTab
      noun={NOUN}
      texts={{ heading: "Planos Empresariais" }}
      rows={plans}
      columns={COLUMNS}
      searchFields={(plan) => [plan.name, plan.speed, plan.features, plan.badge]}
      initialSort={{ id: "price" }}
      label={(plan) => plan.name}
      rowTestId="business-plan-row"
      setActive={adminApi.businessPlans.setActive}
      remove={{
        request: adminApi.businessPlans.remove,
        consequence: async (plan) =>
          associationsNote((await adminApi.businessPlans.impact(plan))?.businessPlanCities ?? 0),
      }}
      form={{
        schema: businessPlanInputSchema,
        empty: EMPTY,
        toValues,
        create: adminApi.businessPlans.create,
        update: adminApi.businessPlans.update,
        fields: ({ control }) => (
          <>
            <TextField control={control} name="name" label="Nome" wide />
            <TextField control={control} name="speed" label="Velocidade" placeholder="500 Mb/s" />
            <TextField
              control={control}
              name="price"
              label="Preço (R$)"
              inputMode="decimal"
              placeholder="199,90"
            />
            <TextareaField control={control} name="features" label="Recursos (um por linha)" />
            <SelectField control={control} name="cameraCount" label="Câmeras" options={cameraOptions} />
            <TextField control={control} name="badge" label="Selo (opcional)" />
            <TextField control={control} name="streamings" label="Streamings (separados por vírgula)" wide />
            <SwitchField control={control} name="popular" label="Destaque (mais vendido)" wide />
          </>
        ),
      }}
    />
  );
}
