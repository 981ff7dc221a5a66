import { type ComponentProps, useId } from "react";
import type { FieldValues, UseFormSetValue } from "react-hook-form";
import {
  type AdminImage,
  type BannerPlanOption,
  DEFAULT_BANNER_BUTTON,
  formatPrice,
  scheduleLabel,
  toSiteWallTime,
} from "../../domain";
import type { Schedule } from "../../domain/schemas";
import {
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  useFormField,
} from "../../ui/components/form";
import { NativeSelect } from "../../ui/components/native-select";
import { column } from "../kit/columns";
import type { EntityRow } from "../kit/entity-tab";
import {
  FieldGroup,
  type SharedFieldsProps,
  SwitchField,
  sharedFieldNames,
  TextareaField,
  TextField,
} from "../kit/fields";
import { ImageWithAltFields, type UploadArea } from "../kit/image-field";

// What banners and streaming banners share in the console: the image column and the image fields.

export function imageColumn<T extends AdminImage>() {
  return column<T, string>("image", "Imagem", (row) => row.imageUrl, {
    show: (row) =>
      row.imageUrl ? (
        <img
          src={row.imageUrl}
          alt={row.imageAlt}
          width={96}
          height={40}
          className="h-10 w-24 rounded border object-cover"
        />
      ) : (
        <span className="text-xs text-muted-foreground">Imagem padrão</span>
      ),
  });
}

type BannerImage = { imageUrl: string; imageWidth: unknown; imageHeight: unknown; imageAlt: string };

type BannerField =
  | "title"
  | "description"
  | "imageUrl"
  | "imageWidth"
  | "imageHeight"
  | "imageAlt"
  | "displayOrder"
  | "isActive"
  | "publishAt"
  | "unpublishAt";

/** The image (upload or back to the placeholder), its alternative text, and the rest of a banner's texts. */
export function BannerFields<T extends FieldValues>({
  control,
  setValue,
  area,
}: SharedFieldsProps<T, BannerField> & { setValue: UseFormSetValue<T>; area: UploadArea }) {
  const name = sharedFieldNames<T, BannerField>();
  return (
    <>
      <TextField control={control} name={name("title")} label="Título" wide />
      <TextareaField control={control} name={name("description")} label="Descrição" rows={3} />
      {/* T has the image fields (SharedFieldsProps checked them above); TypeScript cannot see it for a generic T. */}
      <ImageWithAltFields
        {...({ control, setValue } as unknown as SharedFieldsProps<
          BannerImage,
          "imageUrl" | "imageWidth" | "imageHeight" | "imageAlt"
        > & { setValue: UseFormSetValue<BannerImage> })}
        label="Imagem"
        area={area}
      />
      <TextField
        control={control}
        name={name("displayOrder")}
        label="Ordem de exibição"
        inputMode="numeric"
      />
      <SwitchField control={control} name={name("isActive")} label="Ativo" />
      <FieldGroup title="Agendamento">
        <TextField
          control={control}
          name={name("publishAt")}
          label="Publicar em"
          type="datetime-local"
          description="Horário de Brasília. O banner fica inativo até lá e entra no ar sozinho."
        />
        <TextField
          control={control}
          name={name("unpublishAt")}
          label="Despublicar em"
          type="datetime-local"
          description="Horário de Brasília. Vazio: fica no ar."
        />
      </FieldGroup>
    </>
  );
}

export const activeLabel = (isActive: boolean) => (isActive ? "Ativo" : "Inativo");

/**
 * 'Situação': active or not, and the schedule waiting to act ('Agendado para 12/12 às 08:00'); a page says
 * 'Publicada' / 'Não publicada' (`stateLabel`).
 */
export function situationColumn<T extends EntityRow & Schedule<string | null> & { isActive: boolean }>(
  stateLabel: (isActive: boolean) => string = activeLabel,
) {
  return column<T, string>("isActive", "Situação", (row) => `${row.isActive} ${row.publishAt ?? ""}`, {
    show: (row) => {
      const schedule = scheduleLabel(row);
      return (
        <span className="flex flex-col">
          <span>{stateLabel(row.isActive)}</span>
          {schedule && <span className="text-xs whitespace-nowrap text-muted-foreground">{schedule}</span>}
        </span>
      );
    },
  });
}

/** A banner's 'Publicar em' and 'Despublicar em' as the form's date-time fields show them. */
export const scheduleValues = (row: Schedule<string | null>): Schedule<string> => ({
  publishAt: toSiteWallTime(row.publishAt),
  unpublishAt: toSiteWallTime(row.unpublishAt),
});

export type BannerPlan = BannerPlanOption;

/** The plans as options, described by the field's hint (and its error, when there is one). */
function PlanSelect({
  plans,
  hintId,
  ...select
}: ComponentProps<"select"> & { plans: readonly BannerPlan[]; hintId: string }) {
  const { error, formMessageId } = useFormField();
  return (
    <NativeSelect
      {...select}
      aria-describedby={[hintId, error ? formMessageId : undefined].filter(Boolean).join(" ")}
    >
      <option value="">Nenhum: banner sem oferta</option>
      {plans.map((plan) => (
        <option key={plan.id} value={String(plan.id)}>
          {plan.name} — {formatPrice(plan.price)}
          {plan.sellable ? "" : " (fora de venda)"}
        </option>
      ))}
    </NativeSelect>
  );
}

/**
 * The plan a home banner sells and its button's text. The price is never typed here: the site shows the
 * plan's price as the Planos tab has it, so a price change reaches the banner by itself.
 */
export function BannerOfferFields<T extends FieldValues>({
  control,
  plans,
}: SharedFieldsProps<T, "planId" | "buttonLabel"> & { plans: readonly BannerPlan[] }) {
  const hintId = useId();
  const name = sharedFieldNames<T, "planId" | "buttonLabel">();
  return (
    <>
      <FormField
        control={control}
        name={name("planId")}
        render={({ field }) => (
          <FormItem className="sm:col-span-2">
            <FormLabel>Plano em oferta</FormLabel>
            <FormControl>
              <PlanSelect
                plans={plans}
                hintId={hintId}
                {...field}
                value={field.value == null ? "" : String(field.value)}
              />
            </FormControl>
            <p id={hintId} className="text-xs text-muted-foreground">
              O banner mostra o nome e o preço atual do plano e um botão que abre o WhatsApp de vendas com o
              nome do plano (sem WhatsApp nas configurações, só o preço). Um plano fora de venda (inativo ou
              sem cidade ativa) não aparece no banner.
            </p>
            <FormMessage />
          </FormItem>
        )}
      />
      <TextField
        control={control}
        name={name("buttonLabel")}
        label="Texto do botão"
        placeholder={`Padrão: ${DEFAULT_BANNER_BUTTON}`}
      />
    </>
  );
}
