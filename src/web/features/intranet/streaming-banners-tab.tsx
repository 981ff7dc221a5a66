import { type AdminStreamingBanner, STREAMING_BANNER_SERVICES } from "../../../domain";
import { type StreamingBannerFormValues, streamingBannerInputSchema } from "../../../domain/schemas";
import { activeLabel, BannerFields, imageColumn } from "./banner-parts";
import { STREAMING_BANNER_TEXTS } from "./entity-texts";
import { adminApi } from "./kit/admin-client";
import { column, createdColumn, field } from "./kit/columns";
import { EntityTab } from "./kit/entity-tab";
import { SelectField, TextField } from "./kit/fields";

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
  column<AdminStreamingBanner, boolean>("isActive", "Situação", (row) => row.isActive, {
    show: (row) => activeLabel(row.isActive),
  }),
  createdColumn<AdminStreamingBanner>(),
];

const EMPTY: StreamingBannerFormValues = {
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
};

const toValues = (banner: AdminStreamingBanner): StreamingBannerFormValues => ({
  ...banner,
  displayOrder: String(banner.displayOrder),
});

export function StreamingBannersTab({ banners }: { banners: AdminStreamingBanner[] }) {
  return (
    <EntityTab
      texts={STREAMING_BANNER_TEXTS}
      rows={banners}
      columns={COLUMNS}
      searchFields={(row) => [row.title, row.description, row.streamingService]}
      initialSort={{ id: "streamingService" }}
      label={(row) => row.title}
      rowTestId="streaming-banner-row"
      api={adminApi.streamingBanners}
      form={{
        schema: streamingBannerInputSchema,
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
            <TextField
              control={control}
              name="bgColor"
              label="Cor de fundo (#RRGGBB)"
              placeholder="#ffffff"
            />
            <BannerFields control={control} setValue={setValue} area="streaming-banners" />
          </>
        ),
      }}
    />
  );
}
