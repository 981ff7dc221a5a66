import type { AdminStreamingService } from "../../domain";
import { type StreamingServiceFormValues, streamingServiceInputSchema } from "../../domain/schemas";
import { Icon } from "../../ui/components/icon";
import { adminApi } from "../kit/admin-client";
import { column, createdColumn, field } from "../kit/columns";
import { EntityTab } from "../kit/entity-tab";
import { TextField } from "../kit/fields";
import { ImageField } from "../kit/image-field";
import { ENTITY_TEXTS } from "./entity-texts";

const COLUMNS = [
  column<AdminStreamingService, string | null>("icon", "Logo", (row) => row.iconUrl, {
    show: (row) =>
      row.iconUrl ? (
        <img src={row.iconUrl} alt="" width={40} height={40} className="size-10 rounded-[22%]" />
      ) : (
        // No logo: the generic play icon the public catalogue falls back to.
        <span className="flex size-10 items-center justify-center rounded bg-muted text-muted-foreground">
          <Icon name="play" className="size-5" />
        </span>
      ),
  }),
  field<AdminStreamingService, "name">("name", "Nome", { className: "font-semibold" }),
  field<AdminStreamingService, "isActive">("isActive", "Situação", {
    show: (row) => (
      <span
        className={
          row.isActive
            ? "rounded bg-success/15 px-2 py-0.5 text-xs font-semibold text-foreground"
            : "rounded bg-muted px-2 py-0.5 text-xs font-semibold text-muted-foreground"
        }
      >
        {row.isActive ? "Ativo" : "Inativo"}
      </span>
    ),
  }),
  field<AdminStreamingService, "planCount">("planCount", "Planos que incluem"),
  createdColumn<AdminStreamingService>(),
];

const EMPTY: StreamingServiceFormValues = { name: "", iconUrl: "" };

export function StreamingTab({ services }: { services: AdminStreamingService[] }) {
  return (
    <EntityTab
      texts={ENTITY_TEXTS.streaming_services}
      rows={services}
      columns={COLUMNS}
      searchFields={(row) => [row.name, row.isActive ? "Ativo" : "Inativo"]}
      initialSort={{ id: "name" }}
      label={(row) => row.name}
      rowTestId="streaming-row"
      api={adminApi.streamingServices}
      form={{
        schema: streamingServiceInputSchema,
        empty: EMPTY,
        toValues: (service) => ({ name: service.name, iconUrl: service.iconUrl ?? "" }),
        fields: ({ control, setValue }) => (
          <>
            <TextField control={control} name="name" label="Nome" placeholder="Max" wide />
            <ImageField
              control={control}
              setValue={setValue}
              name="iconUrl"
              label="Logo (opcional)"
              area="streaming-icons"
              failure="Erro ao fazer upload do ícone"
              hint="SVG ou PNG, de preferência quadrado (o site o mostra como um ícone de aplicativo). Sem logo, o site mostra um ícone padrão."
            />
          </>
        ),
      }}
    />
  );
}
