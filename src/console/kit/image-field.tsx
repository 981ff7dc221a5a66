import { useId, useRef, useState } from "react";
import { type Control, type FieldValues, type Path, type UseFormSetValue, useWatch } from "react-hook-form";
import { Button } from "../../ui/components/button";
import {
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  useFormField,
} from "../../ui/components/form";
import { Icon } from "../../ui/components/icon";
import { notify } from "../../ui/lib/toast";
import { adminClient } from "./admin-client";
import { readApiError } from "./api";
import { type SharedFieldsProps, sharedFieldNames, TextField } from "./fields";
import { FALLBACK_MESSAGE } from "./use-mutation";

export type UploadArea = "banners" | "streaming-banners" | "streaming-icons";

const ACCEPTED = "image/png,image/jpeg,image/webp,image/avif";
/** What the file picker offers per area: streaming logos may also be SVG (drawn into pixels on upload). */
const ACCEPT: Record<UploadArea, string> = {
  banners: ACCEPTED,
  "streaming-banners": ACCEPTED,
  "streaming-icons": `image/svg+xml,.svg,${ACCEPTED}`,
};
type Uploaded = { url: string; width: number; height: number };

/** Sends one image to the upload endpoint (multipart); the server re-encodes it and says where it is. */
async function uploadImage(area: UploadArea, file: File): Promise<Uploaded> {
  let response: Awaited<ReturnType<typeof sendUpload>>;
  try {
    response = await sendUpload(area, file);
  } catch {
    throw new Error("Sem conexão com o servidor.");
  }
  if (!response.ok) throw new Error((await readApiError(response))?.message || FALLBACK_MESSAGE);
  const body = await response.json();
  if (!("url" in body)) throw new Error(FALLBACK_MESSAGE);
  return body;
}

const sendUpload = (area: UploadArea, file: File) =>
  adminClient.uploads[":area"].$post({ param: { area }, form: { file } });

/**
 * The visible upload button: a real <button> (so the keyboard focus shows on it) that opens the hidden
 * file input, described by the field's hint and error.
 */
function UploadButton({ busy, hintId, onClick }: { busy: boolean; hintId?: string; onClick: () => void }) {
  const { error, formMessageId } = useFormField();
  const describedBy = [hintId, error ? formMessageId : undefined].filter(Boolean).join(" ");
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      busy={busy}
      aria-describedby={describedBy || undefined}
      onClick={onClick}
    >
      <Icon name="upload" />
      {busy ? "Enviando..." : "Enviar imagem"}
    </Button>
  );
}

type Props<T extends FieldValues> = {
  // biome-ignore lint/suspicious/noExplicitAny: the form's output type does not matter to a field.
  control: Control<T, unknown, any>;
  setValue: UseFormSetValue<T>;
  /** The URL field; `imageWidth`/`imageHeight` are set too when the form has them. */
  name: Path<T>;
  sizeFields?: boolean;
  label: string;
  area: UploadArea;
  /** The §8 failure title: 'Erro ao fazer upload do ícone'. */
  failure: string;
  hint?: string;
  /** What 'Remover imagem' says: the site's placeholder takes its place, unless the image is not optional. */
  removedNotice?: string;
};

const PLACEHOLDER_NOTICE = "Imagem removida. O site mostrará a imagem padrão.";

/** An image chosen from the computer, uploaded at once; 'Remover imagem' goes back to the placeholder. */
export function ImageField<T extends FieldValues>({
  control,
  setValue,
  name,
  sizeFields = false,
  label,
  area,
  failure,
  hint,
  removedNotice = PLACEHOLDER_NOTICE,
}: Props<T>) {
  const url = useWatch({ control, name }) as string | null | undefined;
  const [busy, setBusy] = useState(false);
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const set = (field: string, value: unknown) =>
    setValue(field as Path<T>, value as never, { shouldDirty: true, shouldValidate: field === name });

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const uploaded = await uploadImage(area, file);
      set(name, uploaded.url);
      if (sizeFields) {
        set("imageWidth", uploaded.width);
        set("imageHeight", uploaded.height);
      }
      notify.success("Imagem enviada com sucesso");
    } catch (error) {
      notify.error(`${failure}: ${error instanceof Error ? error.message : FALLBACK_MESSAGE}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormField
      control={control}
      name={name}
      render={() => (
        <FormItem className="sm:col-span-2">
          <FormLabel>{label}</FormLabel>
          <div className="flex flex-wrap items-center gap-3">
            {url ? (
              <img
                src={url}
                alt=""
                width={80}
                height={48}
                className="h-12 w-20 rounded border object-contain"
              />
            ) : (
              <span className="flex h-12 w-20 items-center justify-center rounded border text-muted-foreground">
                <Icon name="image" className="size-5" />
                <span className="sr-only">Imagem padrão</span>
              </span>
            )}
            <FormControl>
              {/* Out of the tab order and out of sight: the button below opens it. */}
              <input
                ref={input}
                type="file"
                accept={ACCEPT[area]}
                hidden
                tabIndex={-1}
                onChange={(event) => {
                  void upload(event.target.files?.[0]);
                  event.target.value = "";
                }}
              />
            </FormControl>
            <UploadButton
              busy={busy}
              hintId={hint ? hintId : undefined}
              onClick={() => input.current?.click()}
            />
            {url && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => {
                  set(name, "");
                  if (sizeFields) {
                    set("imageWidth", null);
                    set("imageHeight", null);
                  }
                  notify.success(removedNotice);
                }}
              >
                <Icon name="trash-2" />
                Remover imagem
              </Button>
            )}
          </div>
          {hint && (
            <p id={hintId} className="text-xs text-muted-foreground">
              {hint}
            </p>
          )}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

type ImageWithAlt = "imageUrl" | "imageWidth" | "imageHeight" | "imageAlt";

/**
 * An image (upload, or back to none) with its size and the alternative text the API requires with it: a
 * banner's, a streaming banner's, an article's or a page's cover, and an image inside a body.
 */
export function ImageWithAltFields<T extends FieldValues>({
  control,
  setValue,
  label,
  area,
  removedNotice,
}: SharedFieldsProps<T, ImageWithAlt> & {
  setValue: UseFormSetValue<T>;
  label: string;
  area: UploadArea;
  removedNotice?: string;
}) {
  const name = sharedFieldNames<T, ImageWithAlt>();
  return (
    <>
      <ImageField
        control={control}
        setValue={setValue}
        name={name("imageUrl")}
        sizeFields
        label={label}
        area={area}
        failure="Erro ao fazer upload da imagem"
        hint="PNG, JPEG, WebP ou AVIF, até 5 MB."
        removedNotice={removedNotice}
      />
      <TextField
        control={control}
        name={name("imageAlt")}
        label="Texto alternativo da imagem"
        placeholder="Descreva a imagem para quem não pode vê-la"
        wide
      />
    </>
  );
}
