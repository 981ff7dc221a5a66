import { useRevalidator } from "react-router";
import { type TagSettingsInput, tagSettingsSchema } from "../../domain/schemas";
import { Button } from "../../ui/components/button";
import { Form } from "../../ui/components/form";
import { adminApi } from "../kit/admin-client";
import { TextField } from "../kit/fields";
import { FormFailure, useEntityForm } from "../kit/use-entity-form";
import { useMutation } from "../kit/use-mutation";
import { SETTINGS_GROUPS } from "./settings-tab";

// Issue 57: the tag IDs where Marketing works (the Banners tab), with the labels and help of
// Configurações' 'Marcação e medição (tags)' group; saved alone (PUT /api/admin/tag-settings).

const FAILURE = "Erro ao salvar as tags";
const TAG_FIELDS = SETTINGS_GROUPS.find((group) => group.legend === "Marcação e medição (tags)")!.fields;

export function TagSettingsSection({ settings }: { settings: TagSettingsInput & { updatedAt: string } }) {
  const { updatedAt, ...values } = settings;
  const revalidator = useRevalidator();
  const mutation = useMutation();
  const { form, submit, failure, submitting } = useEntityForm({
    schema: tagSettingsSchema,
    values,
    resetKey: updatedAt,
    active: true,
    onSubmit: (input) =>
      mutation.run(() => adminApi.tagSettings.update(settings, input), {
        success: "Tags salvas com sucesso",
        failure: FAILURE,
      }),
  });
  return (
    <section
      aria-labelledby="tag-settings-heading"
      className="mt-6 flex flex-col gap-3 rounded-lg border p-4"
    >
      <h3 id="tag-settings-heading" className="text-base font-semibold">
        Marcação e medição (tags)
      </h3>
      <p className="text-sm text-muted-foreground">
        Com um ID preenchido, o site mostra o aviso de cookies, e a tag só carrega depois que o visitante
        aceita. Vazio: a tag não carrega.
      </p>
      <Form {...form}>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            if (submitting) event.preventDefault();
            else void submit(event);
          }}
        >
          <FormFailure failure={failure} title={FAILURE} onReload={() => revalidator.revalidate()} />
          <div className="grid gap-4 sm:grid-cols-3">
            {TAG_FIELDS.map((item) => (
              <TextField
                key={item.name}
                control={form.control}
                name={item.name as keyof TagSettingsInput}
                label={item.label}
                placeholder={item.placeholder}
                inputMode={item.inputMode}
                description={item.description}
              />
            ))}
          </div>
          <div>
            <Button type="submit" disabled={submitting}>
              Salvar tags
            </Button>
          </div>
        </form>
      </Form>
    </section>
  );
}
