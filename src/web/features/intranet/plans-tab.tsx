import { type AdminPlan, CAMERA_COUNTS, cameraCountLabel, formatPrice, PLAN_TYPES } from "../../../domain";
import { type PlanFormValues, planInputSchema } from "../../../domain/schemas";
import { adminApi } from "./kit/admin-client";
import { createdColumn, field } from "./kit/columns";
import { EntityTab } from "./kit/entity-tab";
import { SelectField, TextField } from "./kit/fields";
import { associationsNote } from "./kit/texts";

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
  name: plan.name,
  speed: plan.speed,
  price: plan.price.toFixed(2).replace(".", ","),
  type: plan.type,
  streamings: plan.streamings.join(", "),
  cameraCount: String(plan.cameraCount),
  badge: plan.badge ?? "",
});

const COLUMNS = [
  field<AdminPlan, "name">("name", "Nome", {
    className: "min-w-44 font-semibold",
    show: (plan) => (
      <>
        {plan.name}
        {plan.badge && (
          <span className="ml-2 inline-block rounded bg-accent px-1.5 py-0.5 text-[10px] font-bold whitespace-nowrap text-accent-foreground">
            {plan.badge}
          </span>
        )}
      </>
    ),
  }),
  field<AdminPlan, "speed">("speed", "Velocidade", { className: "whitespace-nowrap" }),
  field<AdminPlan, "price">("price", "Preço", {
    className: "whitespace-nowrap tabular-nums",
    show: (plan) => formatPrice(plan.price),
  }),
  field<AdminPlan, "type">("type", "Tipo"),
  field<AdminPlan, "streamings">("streamings", "Streamings", {
    className: "max-w-56 truncate",
    show: (plan) => plan.streamings.join(", ") || "—",
  }),
  field<AdminPlan, "cameraCount">("cameraCount", "Câmeras", {
    className: "whitespace-nowrap",
    show: (plan) => cameraCountLabel(plan.cameraCount),
  }),
  createdColumn<AdminPlan>(),
];

const NOUN = { one: "plano", many: "planos" };
const typeOptions = PLAN_TYPES.map((type) => ({ value: type, label: type }));
const cameraOptions = CAMERA_COUNTS.map((count) => ({
  value: String(count),
  label: cameraCountLabel(count),
}));

export function PlansTab({ plans }: { plans: AdminPlan[] }) {
  return (
    <EntityTab
      noun={NOUN}
      rows={plans}
      columns={COLUMNS}
      searchFields={(plan) => [plan.name, plan.speed, plan.type, plan.streamings, plan.badge]}
      initialSort={{ id: "price" }}
      label={(plan) => plan.name}
      rowTestId="plan-row"
      setActive={(plan, isActive) => adminApi.plans.setActive(plan, isActive)}
      remove={{
        request: (plan) => adminApi.plans.remove(plan),
        consequence: async (plan) => associationsNote((await adminApi.plans.impact(plan))?.planCities ?? 0),
      }}
      form={{
        schema: planInputSchema,
        empty: EMPTY,
        toValues,
        create: (values) => adminApi.plans.create(values),
        update: (plan, values) => adminApi.plans.update(plan, values),
        fields: ({ control }) => (
          <>
            <TextField control={control} name="name" label="Nome" wide />
            <TextField control={control} name="speed" label="Velocidade" placeholder="500 Mb/s" />
            <TextField
              control={control}
              name="price"
              label="Preço (R$)"
              inputMode="decimal"
              placeholder="99,90"
            />
            <SelectField
              control={control}
              name="type"
              label="Tipo"
              options={typeOptions}
              placeholder="Selecione o tipo"
            />
            <SelectField control={control} name="cameraCount" label="Câmeras" options={cameraOptions} />
            <TextField
              control={control}
              name="streamings"
              label="Streamings (separados por vírgula)"
              placeholder="Max, Looke, Globoplay"
              wide
            />
            <TextField
              control={control}
              name="badge"
              label="Selo (opcional)"
              placeholder="MELHOR OFERTA"
              wide
            />
          </>
        ),
      }}
    />
  );
}
