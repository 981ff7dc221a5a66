import type { Control } from "react-hook-form";
import { type AdminStreamingBanner, STREAMING_BANNER_SERVICES } from "../../domain";
import {
  type StreamingBannerFormValues,
  type StreamingBannerInput,
  streamingBannerInputSchema,
  type WithWallTimes,
  withSiteWallTimes,
} from "../../domain/schemas";
import { FormControl, FormField, FormItem, FormMessage } from "../../ui/components/form";
import { Icon } from "../../ui/components/icon";
import { Input } from "../../ui/components/input";
import { cn } from "../../ui/lib/utils";
import { adminApi } from "../kit/admin-client";
import { column, createdColumn, field } from "../kit/columns";
import { EntityTab } from "../kit/entity-tab";
import { SelectField } from "../kit/fields";
import { BannerFields, imageColumn, scheduleValues, situationColumn } from "./banner-parts";
import { BannerPreview } from "./banner-preview";
import { ENTITY_TEXTS } from "./entity-texts";

export const SERVICE_LABELS: Record<string, string> = {
  looke: "Looke",
  max: "Max",
  telecine: "Telecine",
  globoplay: "Globoplay",
  premiere: "Premiere",
};
const serviceOptions = STREAMING_BANNER_SERVICES.map((value) => ({
  value,
  label: SERVICE_LABELS[value] ?? value,
}));

const COLUMNS = [
  imageColumn<AdminStreamingBanner>(),
  field<AdminStreamingBanner, "title">("title", "Título", { className: "font-semibold" }),
  column<AdminStreamingBanner, string>(
    "streamingService",
    "Serviço",
    (row) => SERVICE_LABELS[row.streamingService] ?? row.streamingService,
  ),
  field<AdminStreamingBanner, "displayOrder">("displayOrder", "Ordem"),
  situationColumn<AdminStreamingBanner>(),
  createdColumn<AdminStreamingBanner>(),
];

const EMPTY: WithWallTimes<StreamingBannerFormValues> = {
  title: "",
  description: "",
  streamingService: "",
  imageUrl: "",
  imageAlt: "",
  imageWidth: null,
  imageHeight: null,
  bgColor: "#ffffff",
  displayOrder: "0",
  isActive: true,
  publishAt: "",
  unpublishAt: "",
};

const toValues = (banner: AdminStreamingBanner): WithWallTimes<StreamingBannerFormValues> => ({
  ...banner,
  ...scheduleValues(banner),
  displayOrder: String(banner.displayOrder),
});

const formSchema = withSiteWallTimes(streamingBannerInputSchema);

export function StreamingBannersTab({ banners }: { banners: AdminStreamingBanner[] }) {
  return (
    <EntityTab
      texts={ENTITY_TEXTS.streaming_banners}
      rows={banners}
      columns={COLUMNS}
      searchFields={(row) => [row.title, row.description, row.streamingService]}
      initialSort={{ id: "streamingService" }}
      label={(row) => row.title}
      rowTestId="streaming-banner-row"
      api={adminApi.streamingBanners}
      form={{
        schema: formSchema,
        empty: EMPTY,
        toValues,
        fields: ({ control, setValue }) => (
          <>
            <SelectField
              control={control}
              name="streamingService"
              label="Serviço"
              options={serviceOptions}
              placeholder="Selecione o serviço"
            />
            <ColorField control={control} />
            <BannerFields control={control} setValue={setValue} area="streaming-banners" />
            <BannerPreview control={control} kind="guide" />
          </>
        ),
      }}
    />
  );
}

/** The site's named backgrounds (as the home banners use them), then any colour. */
const NAMED_COLORS = [
  ["Branco", "#ffffff"],
  ["Amarelo", "#fde047"],
  ["Azul-claro", "#e0f2fe"],
  ["Azul-médio", "#1d4ed8"],
  ["Azul-escuro", "#172554"],
  ["Amarelo-escuro", "#ca8a04"],
] as const;

const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * The banner's background: one of the named colours, or any other from the system's colour picker or typed
 * as #RRGGBB (the schema checks it).
 */
function ColorField({
  control,
}: {
  control: Control<WithWallTimes<StreamingBannerFormValues>, unknown, StreamingBannerInput>;
}) {
  return (
    <FormField
      control={control}
      name="bgColor"
      render={({ field }) => {
        const value = String(field.value ?? "").toLowerCase();
        return (
          <FormItem className="sm:col-span-2">
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-medium">Cor de fundo</legend>
              <div className="flex flex-wrap items-center gap-2">
                {NAMED_COLORS.map(([label, hex]) => (
                  <button
                    key={hex}
                    type="button"
                    aria-pressed={value === hex}
                    aria-label={label}
                    title={label}
                    onClick={() => field.onChange(hex)}
                    className="flex size-11 items-center justify-center rounded-full border-2 border-border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-pressed:border-foreground sm:size-9"
                    style={{ backgroundColor: hex }}
                  >
                    {value === hex && (
                      <Icon
                        name="check"
                        className={cn(
                          "size-4",
                          ["#1d4ed8", "#172554", "#ca8a04"].includes(hex) ? "text-white" : "text-slate-900",
                        )}
                      />
                    )}
                  </button>
                ))}
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="color"
                    className="h-11 w-12 cursor-pointer rounded border bg-background sm:h-9"
                    value={HEX.test(value) ? value : "#ffffff"}
                    onChange={(event) => field.onChange(event.target.value)}
                  />
                  Outra cor
                </label>
                <FormControl>
                  <Input
                    aria-label="Código da cor (#RRGGBB)"
                    className="w-32"
                    placeholder="#ffffff"
                    name={field.name}
                    ref={field.ref}
                    value={String(field.value ?? "")}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                </FormControl>
              </div>
            </fieldset>
            <FormMessage />
          </FormItem>
        );
      }}
    />
  );
}
