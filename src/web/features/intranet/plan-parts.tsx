import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { CAMERA_COUNTS, cameraCountLabel, formatPrice } from "../../../domain";
import { FormField, FormItem, FormMessage } from "../../components/ui/form";
import { Icon } from "../../components/ui/icon";
import { CheckList } from "./kit/check-list";
import { field } from "./kit/columns";
import { SelectField, type SharedFieldsProps, sharedFieldNames, TextField } from "./kit/fields";

// What residential and business plans share in the console: their first columns and form fields.

type PlanLike = { name: string; speed: string; price: number; badge: string | null; cameraCount: number };

/** Nome (with its badge), Velocidade and Preço. */
export function planColumns<T extends PlanLike>() {
  return [
    field<T, "name">("name" as "name" & keyof T & string, "Nome", {
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
    field<T, "speed">("speed" as "speed" & keyof T & string, "Velocidade", {
      className: "whitespace-nowrap",
    }),
    field<T, "price">("price" as "price" & keyof T & string, "Preço", {
      className: "whitespace-nowrap tabular-nums",
      show: (plan) => formatPrice(plan.price),
    }),
  ];
}

export function cameraColumn<T extends PlanLike>() {
  return field<T, "cameraCount">("cameraCount" as "cameraCount" & keyof T & string, "Câmeras", {
    className: "whitespace-nowrap",
    show: (plan) => cameraCountLabel(plan.cameraCount),
  });
}

/** '99,90', as the price field is typed. */
export const priceText = (price: number) => price.toFixed(2).replace(".", ",");

const cameraOptions = CAMERA_COUNTS.map((count) => ({
  value: String(count),
  label: cameraCountLabel(count),
}));

type BasicsField = "name" | "speed" | "price";

/** Nome, Velocidade, Preço; Câmeras, Streamings and Selo come with `extras`. */
export function PlanBasicsFields<T extends FieldValues>({ control }: SharedFieldsProps<T, BasicsField>) {
  const name = sharedFieldNames<T, BasicsField>();
  return (
    <>
      <TextField control={control} name={name("name")} label="Nome" wide />
      <TextField control={control} name={name("speed")} label="Velocidade" placeholder="500 Mb/s" />
      <TextField
        control={control}
        name={name("price")}
        label="Preço (R$)"
        inputMode="decimal"
        placeholder="99,90"
      />
    </>
  );
}

type ExtrasField = "cameraCount" | "badge" | "streamings";

/** A service of the Streaming tab, as the plan forms offer it. */
export type StreamingChoice = { name: string; iconUrl: string | null; isActive: boolean };

export function PlanExtrasFields<T extends FieldValues>({
  control,
  services,
}: SharedFieldsProps<T, ExtrasField> & { services: readonly StreamingChoice[] }) {
  const name = sharedFieldNames<T, ExtrasField>();
  return (
    <>
      <SelectField control={control} name={name("cameraCount")} label="Câmeras" options={cameraOptions} />
      <TextField control={control} name={name("badge")} label="Selo (opcional)" placeholder="MELHOR OFERTA" />
      <StreamingPicker control={control} name={name("streamings")} services={services} />
    </>
  );
}

/** 'Max, Globoplay' as the form keeps it, as a list. */
const splitNames = (value: unknown) =>
  (Array.isArray(value) ? value : String(value ?? "").split(","))
    .map((item) => String(item).trim())
    .filter(Boolean);

/**
 * The included apps, chosen among the Streaming tab's services (with their icons). A name the plan lists
 * that is no longer a service stays, checked, until it is unchecked. The form keeps the names as the
 * schema reads them: 'Max, Globoplay', in the order they were checked.
 */
function StreamingPicker<T extends FieldValues>({
  control,
  name,
  services,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: the form's output type does not matter to a field.
  control: Control<T, unknown, any>;
  name: FieldPath<T>;
  services: readonly StreamingChoice[];
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field: input }) => {
        const chosen = splitNames(input.value);
        const known = new Set(services.map((service) => service.name));
        const choices = [
          ...services.map((service) => ({ ...service, unknown: false })),
          ...chosen
            .filter((item) => !known.has(item))
            .map((item) => ({ name: item, iconUrl: null, isActive: true, unknown: true })),
        ];
        const toggle = (item: string, on: boolean) =>
          input.onChange((on ? [...chosen, item] : chosen.filter((other) => other !== item)).join(", "));
        return (
          <FormItem className="sm:col-span-2">
            <fieldset>
              <legend className="text-sm font-medium">
                Streamings incluídos ({chosen.length} {chosen.length === 1 ? "escolhido" : "escolhidos"})
              </legend>
              {choices.length === 0 ? (
                <p className="mt-2 text-sm text-muted-foreground">
                  Nenhum serviço cadastrado. Cadastre-os na aba Streaming.
                </p>
              ) : (
                <CheckList
                  className="mt-2 grid grid-cols-1 gap-1.5 sm:grid-cols-2"
                  onToggle={toggle}
                  items={choices.map((choice) => ({
                    key: choice.name,
                    checked: chosen.includes(choice.name),
                    label: (
                      <>
                        {choice.iconUrl ? (
                          <img
                            src={choice.iconUrl}
                            alt=""
                            width={24}
                            height={24}
                            className="size-6 rounded"
                          />
                        ) : (
                          <span className="flex size-6 items-center justify-center rounded bg-muted text-muted-foreground">
                            <Icon name="play" className="size-3.5" />
                          </span>
                        )}
                        <span>
                          {choice.name}
                          {choice.unknown && (
                            <span className="text-xs text-muted-foreground"> (não cadastrado)</span>
                          )}
                          {!choice.isActive && (
                            <span className="text-xs text-muted-foreground"> (inativo)</span>
                          )}
                        </span>
                      </>
                    ),
                  }))}
                />
              )}
            </fieldset>
            <FormMessage />
          </FormItem>
        );
      }}
    />
  );
}
