import type { Control } from "react-hook-form";
import {
  type AdminCity,
  type AdminNetworkNotice,
  cityLabel,
  formatSiteMoment,
  NETWORK_NOTICE_KIND_LABELS,
  NETWORK_NOTICE_KINDS,
  NETWORK_NOTICE_PHASE_LABELS,
  noticePhase,
  toSiteWallTime,
} from "../../domain";
import {
  type NetworkNoticeInput,
  type NetworkNoticeWallValues,
  networkNoticeFormSchema,
} from "../../domain/schemas";
import { FormField, FormItem, FormMessage } from "../../ui/components/form";
import { adminApi } from "../kit/admin-client";
import { CheckList } from "../kit/check-list";
import { column, field } from "../kit/columns";
import { EntityTab } from "../kit/entity-tab";
import { FieldGroup, SelectField, SwitchField, TextareaField, TextField } from "../kit/fields";
import { situationColumn } from "./banner-parts";
import { ENTITY_TEXTS } from "./entity-texts";

// 'Status da rede' (issue 58): incidents and planned works, for atendimento and administradores. A notice
// names its cities (and, if useful, bairros), its start and expected end, gets dated updates and, at the
// end, its resolution; a planned work can be written ahead and published by 'Publicar em'.

const kindOptions = NETWORK_NOTICE_KINDS.map((value) => ({
  value,
  label: NETWORK_NOTICE_KIND_LABELS[value],
}));

const EMPTY = (): NetworkNoticeWallValues => ({
  kind: "falha",
  title: "",
  description: "",
  cityIds: [],
  neighbourhoods: "",
  startsAt: toSiteWallTime(new Date().toISOString()),
  expectedEndAt: "",
  newUpdate: "",
  resolvedAt: "",
  resolution: "",
  isActive: true,
  publishAt: "",
  unpublishAt: "",
});

const toValues = (notice: AdminNetworkNotice): NetworkNoticeWallValues => ({
  kind: notice.kind,
  title: notice.title,
  description: notice.description,
  cityIds: notice.cityIds,
  neighbourhoods: notice.neighbourhoods.join(", "),
  startsAt: toSiteWallTime(notice.startsAt),
  expectedEndAt: toSiteWallTime(notice.expectedEndAt),
  newUpdate: "",
  resolvedAt: toSiteWallTime(notice.resolvedAt),
  resolution: notice.resolution,
  isActive: notice.isActive,
  publishAt: toSiteWallTime(notice.publishAt),
  unpublishAt: toSiteWallTime(notice.unpublishAt),
});

const moment = (iso: string | null) => (iso ? formatSiteMoment(new Date(iso)) : "—");

function columns(cities: readonly AdminCity[]) {
  const names = new Map(cities.map((city) => [city.id, cityLabel(city)]));
  return [
    field<AdminNetworkNotice, "title">("title", "Título", { className: "font-semibold" }),
    column<AdminNetworkNotice, string>("kind", "Tipo", (row) => NETWORK_NOTICE_KIND_LABELS[row.kind]),
    column<AdminNetworkNotice, string>("phase", "Fase", (row) => {
      const phase = NETWORK_NOTICE_PHASE_LABELS[noticePhase(row, new Date())];
      return row.source === "sgp" ? `${phase} (importada do SGP)` : phase;
    }),
    column<AdminNetworkNotice, string>("cities", "Cidades", (row) =>
      row.cityIds.map((id) => names.get(id) ?? "Cidade removida").join(", "),
    ),
    column<AdminNetworkNotice, string>("startsAt", "Início", (row) => row.startsAt, {
      show: (row) => moment(row.startsAt),
    }),
    column<AdminNetworkNotice, string>(
      "expectedEndAt",
      "Previsão de término",
      (row) => row.expectedEndAt ?? "",
      {
        show: (row) => moment(row.expectedEndAt),
      },
    ),
    situationColumn<AdminNetworkNotice>((isActive) => (isActive ? "Publicado" : "Não publicado")),
  ];
}

/** The affected cities: a list of checkboxes (every city of the site, active or not). */
function CitiesField({
  control,
  cities,
}: {
  control: Control<NetworkNoticeWallValues, unknown, NetworkNoticeInput>;
  cities: readonly AdminCity[];
}) {
  return (
    <FormField
      control={control}
      name="cityIds"
      render={({ field: cityIds }) => {
        const chosen = new Set(cityIds.value ?? []);
        return (
          <FormItem className="sm:col-span-2">
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-medium">Cidades afetadas</legend>
              <CheckList
                className="sm:columns-2"
                items={cities.map((city) => ({
                  key: String(city.id),
                  label: cityLabel(city),
                  checked: chosen.has(city.id),
                }))}
                onToggle={(key, checked) => {
                  const id = Number(key);
                  const next = new Set(chosen);
                  if (checked) next.add(id);
                  else next.delete(id);
                  cityIds.onChange([...next]);
                }}
              />
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {chosen.size === 0
                  ? "Nenhuma cidade selecionada."
                  : `Selecionadas: ${cities
                      .filter((city) => chosen.has(city.id))
                      .map(cityLabel)
                      .join(", ")}`}
              </p>
            </fieldset>
            <FormMessage />
          </FormItem>
        );
      }}
    />
  );
}

/** The updates so far, oldest first, under the field that adds the next. */
function UpdatesSoFar({ notice }: { notice: AdminNetworkNotice | null }) {
  if (!notice || notice.updates.length === 0) return null;
  return (
    <ol className="flex flex-col gap-1 text-sm sm:col-span-2" aria-label="Atualizações publicadas">
      {notice.updates.map((update) => (
        <li key={update.at}>
          <span className="text-muted-foreground">{formatSiteMoment(new Date(update.at))}: </span>
          {update.text}
        </li>
      ))}
    </ol>
  );
}

export function NetworkNoticesTab({
  notices,
  cities,
}: {
  notices: AdminNetworkNotice[];
  cities: AdminCity[];
}) {
  return (
    <EntityTab
      texts={ENTITY_TEXTS.network_notices}
      rows={notices}
      columns={columns(cities)}
      searchFields={(row) => [row.title, row.description, ...row.neighbourhoods]}
      initialSort={{ id: "startsAt", desc: true }}
      label={(row) => row.title}
      rowTestId="network-notice-row"
      api={adminApi.networkNotices}
      form={{
        schema: networkNoticeFormSchema,
        empty: EMPTY,
        toValues,
        width: "4xl",
        fields: ({ control }, row) => (
          <>
            <SelectField control={control} name="kind" label="Tipo" options={kindOptions} />
            <TextField
              control={control}
              name="title"
              label="Título"
              placeholder="ex.: Rompimento de fibra na BR-101"
            />
            <TextareaField
              control={control}
              name="description"
              label="Descrição"
              rows={3}
              description="O que o assinante percebe e o que está sendo feito. Aparece no status da rede."
            />
            <CitiesField control={control} cities={cities} />
            <TextField
              control={control}
              name="neighbourhoods"
              label="Bairros (opcional)"
              wide
              placeholder="ex.: Centro, Praia da Costa"
              description="Separados por vírgula. Vazio: a cidade inteira."
            />
            <FieldGroup title="Quando">
              <TextField
                control={control}
                name="startsAt"
                label="Início"
                type="datetime-local"
                description="Horário de Brasília."
              />
              <TextField
                control={control}
                name="expectedEndAt"
                label="Previsão de término"
                type="datetime-local"
                description="Horário de Brasília. Vazio: ainda sem previsão."
              />
            </FieldGroup>
            <FieldGroup title="Atualizações">
              <UpdatesSoFar notice={row} />
              <TextareaField
                control={control}
                name="newUpdate"
                label="Nova atualização"
                rows={2}
                description="Publicada com a data e a hora do salvamento."
              />
            </FieldGroup>
            <FieldGroup title="Resolução">
              <TextField
                control={control}
                name="resolvedAt"
                label="Resolvido em"
                type="datetime-local"
                description="Horário de Brasília. Preencha quando a rede normalizar."
              />
              <TextareaField control={control} name="resolution" label="Resolução" rows={2} />
            </FieldGroup>
            <FieldGroup title="Publicação">
              <SwitchField control={control} name="isActive" label="Publicado no site" />
              <TextField
                control={control}
                name="publishAt"
                label="Publicar em"
                type="datetime-local"
                description="Horário de Brasília. Uma manutenção programada pode ser publicada com antecedência (ao menos uma semana antes, RSCM art. 46)."
              />
              <TextField
                control={control}
                name="unpublishAt"
                label="Despublicar em"
                type="datetime-local"
                description="Horário de Brasília. Vazio: fica no site até uma semana depois de resolvido."
              />
            </FieldGroup>
          </>
        ),
      }}
    />
  );
}
