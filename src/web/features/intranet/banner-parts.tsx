import type { FieldValues, UseFormSetValue } from "react-hook-form";
import type { AdminImage } from "../../../domain";
import { column } from "./kit/columns";
import {
  type SharedFieldsProps,
  SwitchField,
  sharedFieldNames,
  TextareaField,
  TextField,
} from "./kit/fields";
import { ImageField, type UploadArea } from "./kit/image-field";

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

type BannerField =
  | "title"
  | "description"
  | "imageUrl"
  | "imageWidth"
  | "imageHeight"
  | "imageAlt"
  | "displayOrder"
  | "isActive";

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
      <ImageField
        control={control}
        setValue={setValue}
        name={name("imageUrl")}
        sizeFields
        label="Imagem"
        area={area}
        failure="Erro ao fazer upload da imagem"
        hint="PNG, JPEG, WebP ou AVIF, até 5 MB."
      />
      <TextField
        control={control}
        name={name("imageAlt")}
        label="Texto alternativo da imagem"
        placeholder="Descreva a imagem para quem não pode vê-la"
        wide
      />
      <TextField
        control={control}
        name={name("displayOrder")}
        label="Ordem de exibição"
        inputMode="numeric"
      />
      <SwitchField control={control} name={name("isActive")} label="Ativo" />
    </>
  );
}

export const activeLabel = (isActive: boolean) => (isActive ? "Ativo" : "Inativo");
