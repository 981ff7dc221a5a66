import type { ColumnDef } from "@tanstack/react-table";
import { type ReactNode, useMemo } from "react";
import type { Control, FieldValues } from "react-hook-form";
import type { z } from "zod";
import {
  type AdminBusinessPlan,
  type AdminOfferVersion,
  type AdminPlan,
  MAX_BUSINESS_LOYALTY_MONTHS,
  MAX_LOYALTY_MONTHS,
  offerDay,
  PLAN_TYPES,
  speedLabel,
} from "../../domain";
import {
  type BusinessPlanCreateFormValues,
  businessPlanCreateSchema,
  type PlanCreateFormValues,
  planCreateSchema,
} from "../../domain/schemas";
import { adminApi } from "../kit/admin-client";
import { cityCountColumn, createdColumn, field } from "../kit/columns";
import type { SearchFields } from "../kit/data-table";
import { type EntityApi, EntityTab } from "../kit/entity-tab";
import { SelectField, SwitchField, TextareaField } from "../kit/fields";
import type { EntityTexts } from "../kit/texts";
import { ENTITY_TEXTS } from "./entity-texts";
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

// The Planos and Planos Empresariais tabs: one tab, one form, one 'Duplicar' (decision 0038). A kind says
// only what is its own: its texts and calls, its columns and form fields, its schema and loyalty limit.

type AnyPlan = AdminPlan | AdminBusinessPlan;

/** A plan as the tab lists it: with its cities and its offer's current code. */
type Row<P extends AnyPlan> = P & OfferListing;

type PlanKind<P extends AnyPlan, V extends FieldValues, Out> = {
  texts: EntityTexts;
  rowTestId: string;
  api: EntityApi<Row<P>, Out> & {
    versions: (plan: { id: number }) => Promise<AdminOfferVersion[] | undefined>;
  };
  schema: z.ZodType<Out, V>;
  maxLoyalty: number;
  /** The kind's plan × city matrix, where a city's own price is set. */
  matrixPath: string;
  /** What only this kind's form holds, from a record and for a new one. */
  ownValues: (plan: P) => Partial<V>;
  emptyOwn: Partial<V>;
  // biome-ignore lint/suspicious/noExplicitAny: TanStack's column value type differs per column.
  ownColumns: ColumnDef<Row<P>, any>[];
  ownSearch: (plan: Row<P>) => ReturnType<SearchFields<Row<P>>>;
  ownFields: (control: Control<V, unknown, Out>) => ReactNode;
};

const typeOptions = PLAN_TYPES.map((type) => ({ value: type, label: type }));

export const PLAN_TAB: PlanKind<AdminPlan, PlanCreateFormValues, z.output<typeof planCreateSchema>> = {
  texts: ENTITY_TEXTS.plans,
  rowTestId: "plan-row",
  api: adminApi.plans,
  schema: planCreateSchema,
  maxLoyalty: MAX_LOYALTY_MONTHS,
  matrixPath: "/intranet/planos-cidades?visao=matriz",
  ownValues: () => ({}),
  emptyOwn: { type: "" as never },
  ownColumns: [
    field<Row<AdminPlan>, "type">("type", "Tipo"),
    field<Row<AdminPlan>, "streamings">("streamings", "Streamings", {
      className: "max-w-56 truncate",
      show: (plan) => plan.streamings.join(", ") || "—",
    }),
  ],
  ownSearch: (plan) => [plan.type, plan.streamings],
  ownFields: (control) => (
    <SelectField
      control={control}
      name="type"
      label="Tipo"
      options={typeOptions}
      placeholder="Selecione o tipo"
    />
  ),
};

export const BUSINESS_PLAN_TAB: PlanKind<
  AdminBusinessPlan,
  BusinessPlanCreateFormValues,
  z.output<typeof businessPlanCreateSchema>
> = {
  texts: ENTITY_TEXTS.business_plans,
  rowTestId: "business-plan-row",
  api: adminApi.businessPlans,
  schema: businessPlanCreateSchema,
  maxLoyalty: MAX_BUSINESS_LOYALTY_MONTHS,
  matrixPath: "/intranet/planos-empresariais-cidades?visao=matriz",
  ownValues: (plan) => ({ features: plan.features.join("\n") }),
  emptyOwn: { features: "", popular: false },
  ownColumns: [
    field<Row<AdminBusinessPlan>, "features">("features", "Recursos", {
      className: "max-w-64 truncate",
      show: (plan) => plan.features.join("; "),
    }),
    field<Row<AdminBusinessPlan>, "popular">("popular", "Destaque", {
      show: (plan) => (plan.popular ? "Sim" : "Não"),
    }),
  ],
  ownSearch: (plan) => [plan.features],
  ownFields: (control) => (
    <>
      <TextareaField
        control={control}
        name="features"
        label="Recursos (um por linha)"
        placeholder="ex.: IP público fixo"
      />
      <SwitchField control={control} name="popular" label="Destaque (mais vendido)" wide />
    </>
  ),
};

export function PlansTab<P extends AnyPlan, V extends FieldValues, Out>({
  kind,
  plans,
  services,
}: {
  kind: PlanKind<P, V, Out>;
  plans: Row<P>[];
  services: StreamingChoice[];
}) {
  // Made once per kind: new column objects on a render remount the cells, and a switch just pressed
  // would lose the keyboard focus.
  const columns = useMemo(
    () => [
      ...planColumns<Row<P>>(),
      ...kind.ownColumns,
      cameraColumn<Row<P>>(),
      cityCountColumn<Row<P>>(),
      offerColumn<Row<P>>(),
      createdColumn<Row<P>>(),
    ],
    [kind],
  );
  const toValues = (plan: P) =>
    ({
      ...plan,
      ...offerValues(plan),
      streamings: plan.streamings.join(", "),
      ...kind.ownValues(plan),
    }) as never as V;
  return (
    <EntityTab
      texts={kind.texts}
      rows={plans}
      columns={columns}
      searchFields={(plan) => [
        plan.name,
        speedLabel(plan.downloadMbps),
        ...kind.ownSearch(plan),
        plan.badge,
        plan.offerCode,
      ]}
      initialSort={{ id: "price" }}
      label={(plan) => plan.name}
      rowTestId={kind.rowTestId}
      api={kind.api}
      rowActions={(plan) => <OfferVersionsButton plan={plan} load={kind.api.versions} />}
      form={{
        schema: kind.schema,
        // Today is the browser's day in Brasília, read when the form opens.
        empty: () => ({ ...emptyOfferValues(offerDay(new Date())), ...kind.emptyOwn }) as never as V,
        toValues,
        /** 'Duplicar': the plan's values as a new draft, so a variant (another price, other cities) starts from it. */
        duplicate: (plan) =>
          ({ ...toValues(plan), name: `Cópia de ${plan.name}`.slice(0, 100), isActive: false }) as never as V,
        width: "4xl",
        fields: ({ control }, row) => (
          <>
            {row && <PublishedNotice plan={row} />}
            <OfferFormGroups
              // Either kind's values hold every offer field (planKindShape); the type cannot say so for V.
              control={control as unknown as Control<PlanCreateFormValues>}
              services={services}
              cityCount={row?.planPriceCities ?? null}
              cityPrices={row?.cityPrices}
              matrixPath={kind.matrixPath}
              maxLoyalty={kind.maxLoyalty}
              kindFields={kind.ownFields(control)}
              status={
                !row && (
                  <SwitchField
                    control={control}
                    name={"isActive" as never}
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
