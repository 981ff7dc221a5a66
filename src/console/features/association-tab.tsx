import { useMemo } from "react";
import type { FieldPath, FieldValues } from "react-hook-form";
import { useSearchParams } from "react-router";
import type { z } from "zod";
import type { AdminBusinessPlanCity, AdminCity, AdminPlanCity, CityPrice, PriceTerms } from "../../domain";
import {
  type AssociationMatrixInput,
  type BusinessPlanCityFormValues,
  type BusinessPlanCityInput,
  businessPlanCityInputSchema,
  type CityPriceInput,
  PLAN_CITY_REQUIRED_MESSAGE,
  type PlanCityFormValues,
  type PlanCityInput,
  planCityInputSchema,
} from "../../domain/schemas";
import { Button } from "../../ui/components/button";
import { adminApi } from "../kit/admin-client";
import type { ResponseLike } from "../kit/api";
import { cityLabel, column, createdColumn } from "../kit/columns";
import { EntityTab } from "../kit/entity-tab";
import { SelectField } from "../kit/fields";
import { TabSection } from "../kit/tab-section";
import type { EntityTexts } from "../kit/texts";
import { AssociationMatrix } from "./association-matrix";
import { BulkAssociationDialog, type BulkKind } from "./bulk-association-dialog";
import { ENTITY_TEXTS } from "./entity-texts";
import type { SpreadsheetCalls } from "./matrix-spreadsheet";

/** A plan (or business plan) offered in a city, with both named. */
type Association = CityPrice & {
  id: number;
  cityId: number;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  city: { name: string; state: string };
};

type Api<T, TOut> = {
  create: (values: TOut) => Promise<ResponseLike>;
  setActive: (row: T, isActive: boolean) => Promise<ResponseLike>;
  remove: (row: T) => Promise<ResponseLike>;
};

/** What tells the two association tabs apart: the plan side, its schema, its calls and its texts. */
type Kind<T extends Association, TValues extends FieldValues, TOut> = {
  texts: EntityTexts;
  planName: (row: T) => string;
  planId: (row: T) => number;
  planField: FieldPath<TValues>;
  cityField: FieldPath<TValues>;
  planLabel: string;
  planPrompt: string;
  schema: z.ZodType<TOut, TValues>;
  empty: TValues;
  /** Above the form's selects: what the form needs. */
  hint?: string;
  api: Api<T, TOut>;
  rowTestId: string;
  /** The many-cities action. */
  bulk: BulkKind;
  /** Saves the matrix's changes together. */
  matrix: (values: AssociationMatrixInput) => Promise<ResponseLike>;
  /** Saves one pair's own price ('Preço nesta cidade'). */
  setPrice: (row: { id: number; updatedAt: string }, values: CityPriceInput) => Promise<ResponseLike>;
  /** The matrix as a CSV file. */
  spreadsheet: SpreadsheetCalls;
  csvName: string;
};

const PLAN_CITIES: Kind<AdminPlanCity, PlanCityFormValues, PlanCityInput> = {
  texts: ENTITY_TEXTS.plan_cities,
  planName: (row) => row.plan.name,
  planId: (row) => row.planId,
  planField: "planId",
  cityField: "cityId",
  planLabel: "Plano",
  planPrompt: "Selecione um plano",
  schema: planCityInputSchema,
  empty: { planId: "", cityId: "" },
  hint: PLAN_CITY_REQUIRED_MESSAGE,
  api: adminApi.planCities,
  rowTestId: "plan-city-row",
  bulk: {
    title: "Adicionar plano em várias cidades",
    planLabel: "Plano",
    planPrompt: "Selecione um plano",
    send: adminApi.planCities.bulk,
  },
  matrix: adminApi.planCities.matrix,
  setPrice: adminApi.planCities.setPrice,
  spreadsheet: {
    exportCsv: adminApi.planCities.exportCsv,
    preview: adminApi.planCities.previewImport,
    apply: adminApi.planCities.applyImport,
  },
  csvName: "planos-por-cidade.csv",
};

const BUSINESS_PLAN_CITIES: Kind<AdminBusinessPlanCity, BusinessPlanCityFormValues, BusinessPlanCityInput> = {
  texts: ENTITY_TEXTS.business_plan_cities,
  planName: (row) => row.businessPlan.name,
  planId: (row) => row.businessPlanId,
  planField: "businessPlanId",
  cityField: "cityId",
  planLabel: "Plano empresarial",
  planPrompt: "Selecione um plano empresarial",
  schema: businessPlanCityInputSchema,
  empty: { businessPlanId: "", cityId: "" },
  api: adminApi.businessPlanCities,
  rowTestId: "business-plan-city-row",
  bulk: {
    title: "Adicionar plano empresarial em várias cidades",
    planLabel: "Plano empresarial",
    planPrompt: "Selecione um plano empresarial",
    send: adminApi.businessPlanCities.bulk,
  },
  matrix: adminApi.businessPlanCities.matrix,
  setPrice: adminApi.businessPlanCities.setPrice,
  spreadsheet: {
    exportCsv: adminApi.businessPlanCities.exportCsv,
    preview: adminApi.businessPlanCities.previewImport,
    apply: adminApi.businessPlanCities.applyImport,
  },
  csvName: "planos-empresariais-por-cidade.csv",
};

type Data<T> = {
  associations: T[];
  plans: ({ id: number; name: string } & PriceTerms)[];
  cities: AdminCity[];
  /** Active cities no CEP range leads to (the matrix warns when it sells in one). */
  withoutCep: number[];
};

export const PlanCitiesTab = (data: Data<AdminPlanCity>) => <AssociationTab kind={PLAN_CITIES} {...data} />;
export const BusinessPlanCitiesTab = (data: Data<AdminBusinessPlanCity>) => (
  <AssociationTab kind={BUSINESS_PLAN_CITIES} {...data} />
);

/** 'Lista' or 'Matriz', kept in the address (`?visao=matriz`), so a reload or a shared link keeps it. */
function ViewSwitch({ matrix }: { matrix: boolean }) {
  const [params, setParams] = useSearchParams();
  const show = (next: boolean) => {
    const changed = new URLSearchParams(params);
    if (next) changed.set("visao", "matriz");
    else changed.delete("visao");
    setParams(changed, { preventScrollReset: true });
  };
  return (
    <fieldset className="inline-flex self-start rounded-md border p-0.5">
      <legend className="sr-only">Visualização</legend>
      <Button
        variant={matrix ? "ghost" : "secondary"}
        size="sm"
        aria-pressed={!matrix}
        onClick={() => show(false)}
      >
        Lista
      </Button>
      <Button
        variant={matrix ? "secondary" : "ghost"}
        size="sm"
        aria-pressed={matrix}
        onClick={() => show(true)}
      >
        Matriz
      </Button>
    </fieldset>
  );
}

/** Planos por Cidade and Planos Empresariais por Cidade: list (add, switch, delete) or plan × city matrix. */
function AssociationTab<T extends Association, TValues extends FieldValues, TOut>({
  kind,
  associations,
  plans,
  cities,
  withoutCep,
}: Data<T> & { kind: Kind<T, TValues, TOut> }) {
  const { planName, planField, cityField, planLabel, planPrompt, api } = kind;
  const [params] = useSearchParams();
  const matrix = params.get("visao") === "matriz";
  // Kept across renders, so the rows' controls keep the keyboard focus (see EntityTab).
  const columns = useMemo(
    () => [
      column<T, string>("plan", planLabel, planName, { className: "font-semibold" }),
      column<T, string>("city", "Cidade", (row) => cityLabel(row.city)),
      createdColumn<T>(),
    ],
    [planLabel, planName],
  );
  const planOptions = plans.map((plan) => ({ value: String(plan.id), label: plan.name }));
  const cityOptions = cities.map((city) => ({ value: String(city.id), label: cityLabel(city) }));
  const pairs = useMemo(
    () =>
      associations.map((row) => ({
        id: row.id,
        planId: kind.planId(row),
        cityId: row.cityId,
        isActive: row.isActive,
        updatedAt: row.updatedAt,
        price: row.price,
        promoPrice: row.promoPrice,
        promoMonths: row.promoMonths,
      })),
    [associations, kind],
  );
  if (matrix)
    return (
      <TabSection title={kind.texts.heading}>
        <ViewSwitch matrix />
        <AssociationMatrix
          heading={kind.texts.heading}
          planLabel={planLabel}
          plans={plans}
          cities={cities}
          withoutCep={withoutCep}
          pairs={pairs}
          send={kind.matrix}
          setPrice={kind.setPrice}
          spreadsheet={kind.spreadsheet}
          csvName={kind.csvName}
        />
      </TabSection>
    );
  return (
    <EntityTab
      texts={kind.texts}
      rows={associations}
      columns={columns}
      searchFields={(row) => [planName(row), row.city.name, row.city.state]}
      initialSort={{ id: "plan" }}
      label={(row) => `${planName(row)} em ${cityLabel(row.city)}`}
      rowTestId={kind.rowTestId}
      api={api}
      toolbar={<BulkAssociationDialog kind={kind.bulk} plans={planOptions} cities={cities} />}
      form={{
        schema: kind.schema,
        empty: kind.empty,
        fields: ({ control }) => (
          <>
            {kind.hint && <p className="text-sm text-muted-foreground sm:col-span-2">{kind.hint}</p>}
            <SelectField
              control={control}
              name={planField}
              label={planLabel}
              options={planOptions}
              placeholder={planPrompt}
            />
            <SelectField
              control={control}
              name={cityField}
              label="Cidade"
              options={cityOptions}
              placeholder="Selecione uma cidade"
            />
          </>
        ),
      }}
    >
      <ViewSwitch matrix={false} />
    </EntityTab>
  );
}
