import type { FieldValues } from "react-hook-form";
import { CAMERA_COUNTS, cameraCountLabel, formatPrice } from "../../../domain";
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

export function PlanExtrasFields<T extends FieldValues>({ control }: SharedFieldsProps<T, ExtrasField>) {
  const name = sharedFieldNames<T, ExtrasField>();
  return (
    <>
      <SelectField control={control} name={name("cameraCount")} label="Câmeras" options={cameraOptions} />
      <TextField control={control} name={name("badge")} label="Selo (opcional)" placeholder="MELHOR OFERTA" />
      <TextField
        control={control}
        name={name("streamings")}
        label="Streamings (separados por vírgula)"
        placeholder="Max, Looke, Globoplay"
        wide
      />
    </>
  );
}
