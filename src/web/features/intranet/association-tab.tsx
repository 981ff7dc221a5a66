import type { ReactNode } from "react";
import type { FieldValues } from "react-hook-form";
import type { z } from "zod";
import type { AdminCity } from "../../../domain";
import type { ResponseLike } from "./kit/api";
import { cityLabel, column, createdColumn } from "./kit/columns";
import { EntityTab } from "./kit/entity-tab";
import { SelectField } from "./kit/fields";

/** A plan (or business plan) offered in a city, with both named. */
type Association = {
  id: number;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  city: { name: string; state: string };
};

type Props<T extends Association, TValues extends FieldValues, TOut> = {
  heading: string;
  rows: T[];
  /** The plan side: its name on a row, its field in the form, the choices and the select's prompt. */
  planName: (row: T) => string;
  planField: string;
  planLabel: string;
  planPrompt: string;
  plans: { id: number; name: string }[];
  cities: AdminCity[];
  schema: z.ZodType<TOut, TValues>;
  empty: TValues;
  /** Above the form's selects: what the form needs ('Selecione um plano e uma cidade.'). */
  hint?: string;
  api: {
    create: (values: TOut) => Promise<ResponseLike>;
    setActive: (row: T, isActive: boolean) => Promise<ResponseLike>;
    remove: (row: T) => Promise<ResponseLike>;
  };
  toolbar?: ReactNode;
  rowTestId: string;
};

const NOUN = { one: "associação", many: "associações", feminine: true };

/** Planos por Cidade and Planos Empresariais por Cidade: list, add, switch, delete. */
export function AssociationTab<T extends Association, TValues extends FieldValues, TOut>(
  props: Props<T, TValues, TOut>,
) {
  const { planName, planField, planLabel, planPrompt, api } = props;
  const columns = [
    column<T, string>("plan", planLabel, planName, { className: "font-semibold" }),
    column<T, string>("city", "Cidade", (row) => cityLabel(row.city)),
    createdColumn<T>(),
  ];
  const planOptions = props.plans.map((plan) => ({ value: String(plan.id), label: plan.name }));
  const cityOptions = props.cities.map((city) => ({ value: String(city.id), label: cityLabel(city) }));
  return (
    <EntityTab
      noun={NOUN}
      texts={{ heading: props.heading, add: "Adicionar associação" }}
      rows={props.rows}
      columns={columns}
      searchFields={(row) => [planName(row), row.city.name, row.city.state]}
      initialSort={{ id: "plan" }}
      label={(row) => `${planName(row)} em ${cityLabel(row.city)}`}
      rowTestId={props.rowTestId}
      setActive={api.setActive}
      remove={{ request: api.remove }}
      toolbar={props.toolbar}
      form={{
        schema: props.schema,
        empty: props.empty,
        create: api.create,
        fields: ({ control }) => (
          <>
            {props.hint && <p className="text-sm text-muted-foreground sm:col-span-2">{props.hint}</p>}
            <SelectField
              control={control}
              name={planField as never}
              label={planLabel}
              options={planOptions}
              placeholder={planPrompt}
            />
            <SelectField
              control={control}
              name={"cityId" as never}
              label="Cidade"
              options={cityOptions}
              placeholder="Selecione uma cidade"
            />
          </>
        ),
      }}
    />
  );
}
