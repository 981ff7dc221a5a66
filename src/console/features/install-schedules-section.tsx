import { useState } from "react";
import { INSTALL_PERIOD_LABELS, installScheduleText, WEEKDAY_LABELS } from "../../domain";
import { type InstallScheduleFormInput, installScheduleFormSchema } from "../../domain/schemas";
// A type-only import: the windows' shape as the server sends them.
import type { CityInstallSchedule } from "../../server/services/install-slots";
import { Button } from "../../ui/components/button";
import { adminApi } from "../kit/admin-client";
import { EntityFormDialog } from "../kit/entity-form-dialog";
import { SwitchField, TextareaField, TextField } from "../kit/fields";
import { useMutation } from "../kit/use-mutation";

// 'Janelas de instalação' (issue 68, point 3): each city's weekdays, installations per period and days off.
// 'Contrate online' offers only the next slots with room; a sign-up's slot counts until staff release it.

type City = { id: number | string; name: string };

const brDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

const daysOffText = (schedule: CityInstallSchedule) =>
  schedule.daysOff.length > 0 ? schedule.daysOff.map(brDate).join(", ") : "nenhuma";

function ScheduleText({ schedule }: { schedule: CityInstallSchedule }) {
  return (
    <span>
      {installScheduleText(schedule)}
      {!schedule.custom && <span className="text-muted-foreground"> (padrão)</span>}
    </span>
  );
}

function EditButton({ city, onClick }: { city: City; onClick: () => void }) {
  return (
    <Button
      variant="outline"
      size="sm"
      className="w-fit"
      onClick={onClick}
      aria-label={`Editar janelas de instalação de ${city.name}`}
    >
      Editar
    </Button>
  );
}

function formValues(schedule: CityInstallSchedule): InstallScheduleFormInput {
  const day = (index: number) => schedule.weekdays.includes(index);
  return {
    day0: day(0),
    day1: day(1),
    day2: day(2),
    day3: day(3),
    day4: day(4),
    day5: day(5),
    day6: day(6),
    morningCapacity: String(schedule.capacity.morning),
    afternoonCapacity: String(schedule.capacity.afternoon),
    daysOff: schedule.daysOff.map(brDate).join(", "),
  };
}

export function InstallSchedulesSection({
  cities,
  schedules,
}: {
  cities: City[];
  schedules: CityInstallSchedule[];
}) {
  const [editing, setEditing] = useState<{ city: City; schedule: CityInstallSchedule } | undefined>();
  const mutation = useMutation();
  const byCity = new Map(schedules.map((schedule) => [schedule.cityId, schedule]));
  const rows = cities.flatMap((city) => {
    const schedule = byCity.get(Number(city.id));
    return schedule ? [{ city, schedule }] : [];
  });
  return (
    <section className="mt-8 flex flex-col gap-3" aria-labelledby="install-schedules-title">
      <h2 id="install-schedules-title" className="text-lg font-bold">
        Janelas de instalação
      </h2>
      <p className="max-w-prose text-sm text-muted-foreground">
        O “Contrate online” oferece só os próximos horários com vaga, nas próximas três semanas. Cada
        contratação reserva um horário até alguém confirmá-lo ou liberá-lo na lista acima. Cidades sem janelas
        próprias usam o padrão: segunda a sábado, manhã e tarde, 4 instalações por período.
      </p>
      {/* A phone's list: one card per city, its button in reach. */}
      <ul className="flex flex-col gap-2 sm:hidden">
        {rows.map(({ city, schedule }) => (
          <li key={city.id} className="flex flex-col gap-1 rounded-md border p-3 text-sm">
            <span className="font-medium">{city.name}</span>
            <ScheduleText schedule={schedule} />
            <span className="text-muted-foreground tabular-nums">Folgas: {daysOffText(schedule)}</span>
            <EditButton city={city} onClick={() => setEditing({ city, schedule })} />
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-md border sm:block">
        <table className="w-full text-sm">
          <thead className="bg-muted/50 text-left">
            <tr>
              <th scope="col" className="px-3 py-2">
                Cidade
              </th>
              <th scope="col" className="px-3 py-2">
                Dias e instalações por período
              </th>
              <th scope="col" className="px-3 py-2">
                Folgas
              </th>
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">Ações</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ city, schedule }) => (
              <tr key={city.id} className="border-t" data-testid="install-schedule-row">
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {city.name}
                </th>
                <td className="px-3 py-2">
                  <ScheduleText schedule={schedule} />
                </td>
                <td className="px-3 py-2 tabular-nums">{daysOffText(schedule)}</td>
                <td className="px-3 py-2 text-right">
                  <EditButton city={city} onClick={() => setEditing({ city, schedule })} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <EntityFormDialog
        open={editing !== undefined}
        onOpenChange={(next) => !next && setEditing(undefined)}
        title="Janelas de instalação"
        description={`${editing?.city.name ?? ""}: os dias em que a equipe instala, quantas instalações cabem em cada período e as folgas.`}
        submitLabel="Salvar"
        schema={installScheduleFormSchema}
        values={editing ? formValues(editing.schedule) : formValues(EMPTY)}
        resetKey={`${editing?.city.id}:${editing?.schedule.updatedAt}`}
        onSubmit={(input) =>
          mutation.run(
            () =>
              adminApi.installSchedules.save(Number(editing?.city.id), {
                ...input,
                ...(editing?.schedule.updatedAt ? { expectedUpdatedAt: editing.schedule.updatedAt } : {}),
              }),
            {
              success: `Janelas de instalação de ${editing?.city.name} salvas`,
              failure: "Erro ao salvar as janelas de instalação",
            },
          )
        }
        failureTitle="Erro ao salvar as janelas de instalação"
        width="lg"
      >
        {(form) => (
          <>
            <fieldset className="grid gap-2 sm:col-span-2 sm:grid-cols-2">
              <legend className="mb-1 text-sm font-medium">Dias da semana com instalação</legend>
              {WEEKDAY_LABELS.map((label, day) => (
                <SwitchField
                  key={label}
                  control={form.control}
                  name={`day${day}` as `day${0 | 1 | 2 | 3 | 4 | 5 | 6}`}
                  label={label}
                />
              ))}
            </fieldset>
            <TextField
              control={form.control}
              name="morningCapacity"
              label={`Instalações: ${INSTALL_PERIOD_LABELS.morning}`}
              inputMode="numeric"
              description="0 fecha o período."
            />
            <TextField
              control={form.control}
              name="afternoonCapacity"
              label={`Instalações: ${INSTALL_PERIOD_LABELS.afternoon}`}
              inputMode="numeric"
              description="0 fecha o período."
            />
            <TextareaField
              control={form.control}
              name="daysOff"
              label="Folgas e feriados"
              rows={3}
              placeholder="ex.: 25/12/2026, 01/01/2027"
              description="Datas dd/mm/aaaa separadas por vírgula. Datas passadas saem ao salvar."
            />
          </>
        )}
      </EntityFormDialog>
    </section>
  );
}

const EMPTY: CityInstallSchedule = {
  cityId: 0,
  custom: false,
  updatedAt: null,
  weekdays: [],
  capacity: { morning: 0, afternoon: 0 },
  daysOff: [],
};
