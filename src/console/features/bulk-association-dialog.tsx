import { useMemo, useState } from "react";
import { useWatch } from "react-hook-form";
import { BRAZILIAN_STATES, type BulkAssociationResult, matchesSearch } from "../../domain";
import type { PlanCityBulkInput } from "../../domain/schemas";
import { type PlanCityBulkFormValues, planCityBulkSchema } from "../../domain/schemas";
import { Button } from "../../ui/components/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../ui/components/dialog";
import { Form, FormField, FormItem, FormMessage } from "../../ui/components/form";
import { Input } from "../../ui/components/input";
import type { adminApi } from "../kit/admin-client";
import { CheckList } from "../kit/check-list";
import { cityLabel } from "../kit/columns";
import { type Option, SelectField } from "../kit/fields";
import { FormFailure, useEntityForm } from "../kit/use-entity-form";
import { useMutation } from "../kit/use-mutation";

type City = { id: number; name: string; state: string };

const EMPTY: PlanCityBulkFormValues = { planId: "", cityIds: [], state: "" };
const stateOptions = BRAZILIAN_STATES.map((state) => ({ value: state, label: state }));

/** 'Associações: 12 criadas, 3 já existiam.' */
export function bulkResultText(result: BulkAssociationResult): string {
  const { created, existing } = result;
  return `Associações: ${created} ${created === 1 ? "criada" : "criadas"}, ${existing} já ${existing === 1 ? "existia" : "existiam"}.`;
}

/** What the dialog says of the plan it offers: residential or business. */
export type BulkKind = {
  /** 'Adicionar plano em várias cidades'. */
  title: string;
  planLabel: string;
  planPrompt: string;
  send: (values: PlanCityBulkInput) => ReturnType<typeof adminApi.planCities.bulk>;
};

/** One plan (or business plan) in many cities at once: chosen cities, or every city of a state. */
export function BulkAssociationDialog({
  kind,
  plans,
  cities,
}: {
  kind: BulkKind;
  plans: readonly Option[];
  cities: readonly City[];
}) {
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<"cities" | "state">("cities");
  const [filter, setFilter] = useState("");
  const mutation = useMutation();
  const { form, submit, failure, submitting } = useEntityForm({
    schema: planCityBulkSchema,
    values: EMPTY,
    resetKey: "bulk",
    active: open,
    onSubmit: (values) =>
      mutation.run(() => kind.send(values), {
        success: (body) => bulkResultText(body.result),
        failure: "Erro ao adicionar associações",
      }),
    onSuccess: () => setOpen(false),
  });
  const chosen = useWatch({ control: form.control, name: "cityIds" }) ?? [];
  const shown = useMemo(
    () => cities.filter((city) => matchesSearch([city.name, city.state], filter)),
    [cities, filter],
  );

  const switchMode = (next: "cities" | "state") => {
    setMode(next);
    form.setValue(next === "cities" ? "state" : "cityIds", next === "cities" ? "" : []);
    form.clearErrors();
  };

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Adicionar em várias cidades
      </Button>
      <Dialog open={open} onOpenChange={(next) => !submitting && setOpen(next)}>
        <DialogContent width="xl">
          <DialogHeader>
            <DialogTitle>{kind.title}</DialogTitle>
            <DialogDescription>
              Escolha um plano e as cidades, ou um estado inteiro. Associações que já existem são mantidas.
            </DialogDescription>
          </DialogHeader>
          <Form {...form}>
            <form
              noValidate
              className="flex flex-col gap-4"
              onSubmit={(event) => {
                if (submitting) event.preventDefault();
                else void submit(event);
              }}
            >
              <FormFailure failure={failure} title="Erro ao adicionar associações" />
              <SelectField
                control={form.control}
                name="planId"
                label={kind.planLabel}
                options={plans}
                placeholder={kind.planPrompt}
              />
              <fieldset className="flex flex-wrap gap-4 text-sm">
                <legend className="mb-2 text-sm font-medium">Onde</legend>
                <label className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="bulk-mode"
                    checked={mode === "cities"}
                    onChange={() => switchMode("cities")}
                  />
                  Cidades escolhidas
                </label>
                <label className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="bulk-mode"
                    checked={mode === "state"}
                    onChange={() => switchMode("state")}
                  />
                  Todas as cidades de um estado
                </label>
              </fieldset>
              {mode === "state" ? (
                <SelectField
                  control={form.control}
                  name="state"
                  label="Estado"
                  options={stateOptions}
                  placeholder="Selecione o estado"
                />
              ) : (
                <FormField
                  control={form.control}
                  name="cityIds"
                  render={({ field }) => {
                    const selected = new Set((field.value ?? []).map(String));
                    const toggle = (id: string, on: boolean) => {
                      const next = new Set(selected);
                      if (on) next.add(id);
                      else next.delete(id);
                      field.onChange([...next]);
                    };
                    return (
                      <FormItem>
                        <fieldset className="flex flex-col gap-2">
                          <legend className="mb-2 text-sm font-medium">
                            Cidades ({chosen.length} {chosen.length === 1 ? "escolhida" : "escolhidas"})
                          </legend>
                          <Input
                            type="search"
                            aria-label="Filtrar cidades"
                            placeholder="Filtrar cidades..."
                            value={filter}
                            onChange={(event) => setFilter(event.target.value)}
                          />
                          <Button
                            type="button"
                            variant="ghost"
                            size="sm"
                            className="self-start"
                            onClick={() =>
                              field.onChange([...new Set([...selected, ...shown.map((c) => String(c.id))])])
                            }
                          >
                            Marcar as {shown.length} cidades listadas
                          </Button>
                          <CheckList
                            items={shown.map((city) => ({
                              key: String(city.id),
                              label: cityLabel(city),
                              checked: selected.has(String(city.id)),
                            }))}
                            onToggle={toggle}
                          />
                        </fieldset>
                        <FormMessage />
                      </FormItem>
                    );
                  }}
                />
              )}
              <DialogFooter>
                <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                  Cancelar
                </Button>
                <Button type="submit" busy={submitting}>
                  {submitting ? "Salvando..." : "Adicionar associações"}
                </Button>
              </DialogFooter>
            </form>
          </Form>
        </DialogContent>
      </Dialog>
    </>
  );
}
