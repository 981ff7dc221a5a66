import { useId, useState } from "react";
import {
  type CoverageAreaRow,
  type CoverageSettings,
  MAX_BOX_DISTANCE_METERS,
  MIN_BOX_DISTANCE_METERS,
  ORDERABLE_VIABILITY_SOURCES,
  type OrderableViabilitySource,
  VIABILITY_SOURCE_LABELS,
  type ViabilityReport,
} from "../../domain";
import { Button } from "../../ui/components/button";
import { Input } from "../../ui/components/input";
import { Label } from "../../ui/components/label";
import { NativeSelect } from "../../ui/components/native-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../ui/components/table";
import { adminApi } from "../kit/admin-client";
import { ConfirmDelete } from "../kit/confirm-delete";
import { dateTime } from "../kit/dates";
import { useMutation } from "../kit/use-mutation";
import { CoverageMap } from "./coverage-map";

// Configurações → 'Cobertura' (issue 56, decision 0066): which sources tell viability at an
// address and in what order (the CEP ranges always last), how far a box may be, the geocoder, the map's
// tiles, the due days 'Contrate online' offers when the ERP lists none (decision 0071); the uploaded areas with their preview on the map; and 'Testar um endereço', which shows what each
// source says about one address.

const STATUS_CLASS = {
  confirmado: "font-semibold text-success",
  provável: "font-semibold",
  "sem viabilidade": "font-semibold text-destructive",
} as const;

type Props = {
  settings: CoverageSettings & { geocoderKeyHint: string; updatedAt: string | null };
  areas: CoverageAreaRow[];
};

export function CoverageSection({ settings, areas }: Props) {
  const [point, setPoint] = useState<{ lat: number; lng: number } | undefined>(undefined);
  return (
    <section aria-labelledby="coverage-heading" className="flex flex-col gap-6 border-t pt-6">
      <div>
        <h2 id="coverage-heading" className="text-xl font-bold">
          Cobertura
        </h2>
        <p className="text-sm text-muted-foreground">
          Como o site responde se há viabilidade no endereço do visitante: as fontes abaixo são consultadas na
          ordem escolhida, e a primeira que souber responder decide. As faixas de CEP das cidades vêm sempre
          por último e respondem 'provável'. Sem nenhuma fonte escolhida, só as faixas de CEP respondem.
        </p>
      </div>
      <CoverageSettingsForm key={settings.updatedAt ?? "none"} settings={settings} />
      <CoverageAreas areas={areas} tileUrl={settings.tileUrl} point={point} />
      <AddressTest onReport={(report) => setPoint(report?.point)} />
    </section>
  );
}

function CoverageSettingsForm({ settings }: Pick<Props, "settings">) {
  const id = useId();
  const mutation = useMutation();
  const [order, setOrder] = useState<(OrderableViabilitySource | "")[]>(
    ORDERABLE_VIABILITY_SOURCES.map((_, index) => settings.order[index] ?? ""),
  );
  const [distance, setDistance] = useState(String(settings.boxDistanceMeters));
  const [geocoderUrl, setGeocoderUrl] = useState(settings.geocoderUrl);
  const [geocoderKey, setGeocoderKey] = useState("");
  const [clearKey, setClearKey] = useState(false);
  const [cepAddressUrl, setCepAddressUrl] = useState(settings.cepAddressUrl);
  const [tileUrl, setTileUrl] = useState(settings.tileUrl);
  const [dueDays, setDueDays] = useState(settings.dueDays.join(", "));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = async () => {
    const outcome = await mutation.run(
      () =>
        adminApi.coverage.save({
          order: order.filter((source) => source !== ""),
          boxDistanceMeters: distance,
          geocoderUrl,
          geocoderKey,
          clearGeocoderKey: clearKey,
          cepAddressUrl,
          tileUrl,
          dueDays,
        }),
      { success: "Cobertura salva", failure: "Erro ao salvar a cobertura" },
    );
    setErrors(outcome.ok ? {} : outcome.fields);
  };
  const error = (name: string) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="text-sm text-destructive">
        {errors[name]}
      </p>
    ) : null;
  /** A field's description: its mistake when it has one, then its hint if it has one. */
  const described = (name: string, hint?: string) =>
    errors[name]
      ? { "aria-describedby": [`${id}-${name}-error`, hint].filter(Boolean).join(" "), "aria-invalid": true }
      : hint
        ? { "aria-describedby": hint }
        : {};

  return (
    <form
      noValidate
      aria-label="Fontes de viabilidade"
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!mutation.pending) void save();
      }}
    >
      <fieldset className="flex max-w-xl flex-col gap-3 sm:col-span-2">
        <legend className="mb-2 text-base font-semibold">Ordem das fontes</legend>
        {order.map((source, index) => (
          <div key={ORDERABLE_VIABILITY_SOURCES[index]} className="flex flex-col gap-1">
            <Label htmlFor={`${id}-order-${index}`}>{`${index + 1}ª fonte`}</Label>
            <NativeSelect
              id={`${id}-order-${index}`}
              value={source}
              {...described("order")}
              onChange={(event) =>
                setOrder(
                  order.map((item, at) =>
                    at === index ? (event.target.value as OrderableViabilitySource | "") : item,
                  ),
                )
              }
            >
              <option value="">Nenhuma</option>
              {ORDERABLE_VIABILITY_SOURCES.map((name) => (
                <option key={name} value={name}>
                  {VIABILITY_SOURCE_LABELS[name]}
                </option>
              ))}
            </NativeSelect>
          </div>
        ))}
        <p className="text-sm text-muted-foreground">
          Depois delas: {VIABILITY_SOURCE_LABELS.cep} (provável).
        </p>
        {error("order")}
      </fieldset>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-distance`}>Distância máxima das caixas (metros)</Label>
        <Input
          id={`${id}-distance`}
          type="number"
          inputMode="numeric"
          min={MIN_BOX_DISTANCE_METERS}
          max={MAX_BOX_DISTANCE_METERS}
          value={distance}
          onChange={(event) => setDistance(event.target.value)}
          {...described("boxDistanceMeters")}
        />
        {error("boxDistanceMeters")}
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-tiles`}>Endereço dos mapas (tiles)</Label>
        <Input
          id={`${id}-tiles`}
          inputMode="url"
          autoComplete="off"
          placeholder="https://tiles.provedor.com.br/{z}/{x}/{y}.png"
          value={tileUrl}
          onChange={(event) => setTileUrl(event.target.value)}
          {...described("tileUrl")}
        />
        <p className="text-sm text-muted-foreground">
          Um endereço novo aparece no mapa ao recarregar a página.
        </p>
        {error("tileUrl")}
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-geocoder`}>Geocodificador (compatível com Nominatim)</Label>
        <Input
          id={`${id}-geocoder`}
          inputMode="url"
          autoComplete="off"
          placeholder="https://nominatim.openstreetmap.org/search"
          value={geocoderUrl}
          onChange={(event) => setGeocoderUrl(event.target.value)}
          {...described("geocoderUrl")}
        />
        {error("geocoderUrl")}
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-key`}>Chave do geocodificador (serviço pago)</Label>
        <Input
          id={`${id}-key`}
          type="password"
          autoComplete="new-password"
          placeholder={settings.geocoderKeyHint ? `Salva: ${settings.geocoderKeyHint}` : "Opcional"}
          value={geocoderKey}
          onChange={(event) => setGeocoderKey(event.target.value)}
          {...described("geocoderKey")}
        />
        {settings.geocoderKeyHint && (
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={clearKey}
              onChange={(event) => setClearKey(event.target.checked)}
            />
            Apagar a chave salva
          </label>
        )}
        {error("geocoderKey")}
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-cep-address`}>Serviço de CEP (compatível com ViaCEP)</Label>
        <Input
          id={`${id}-cep-address`}
          inputMode="url"
          autoComplete="off"
          placeholder="https://viacep.com.br/ws"
          value={cepAddressUrl}
          onChange={(event) => setCepAddressUrl(event.target.value)}
          {...described("cepAddressUrl", `${id}-cep-address-hint`)}
        />
        <p id={`${id}-cep-address-hint`} className="text-sm text-muted-foreground">
          Traz a rua e o bairro do CEP na contratação online e leva a rua ao geocodificador. Vazio: desligado.
        </p>
        {error("cepAddressUrl")}
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-due-days`}>Dias de vencimento da contratação online</Label>
        <Input
          id={`${id}-due-days`}
          inputMode="numeric"
          autoComplete="off"
          placeholder="5, 10, 15, 20, 25"
          value={dueDays}
          onChange={(event) => setDueDays(event.target.value)}
          {...described("dueDays", `${id}-due-days-hint`)}
        />
        <p id={`${id}-due-days-hint`} className="text-sm text-muted-foreground">
          Dias de 1 a 28, separados por vírgula. Valem quando o ERP não lista os dias de vencimento.
        </p>
        {error("dueDays")}
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" busy={mutation.pending}>
          {mutation.pending ? "Salvando..." : "Salvar cobertura"}
        </Button>
      </div>
    </form>
  );
}

/** A file as base64, for the upload's JSON body. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = "";
  for (let start = 0; start < bytes.length; start += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

function CoverageAreas({
  areas,
  tileUrl,
  point,
}: {
  areas: CoverageAreaRow[];
  tileUrl: string;
  point: { lat: number; lng: number } | undefined;
}) {
  const id = useId();
  const upload = useMutation();
  const removal = useMutation();
  const [name, setName] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [removing, setRemoving] = useState<CoverageAreaRow | null>(null);
  const version = areas.map((area) => `${area.id}:${area.updatedAt}`).join(",");

  const send = async () => {
    if (!file) {
      setErrors({ file: "Escolha o arquivo KML, KMZ ou GeoJSON." });
      return;
    }
    const outcome = await upload.run(
      async () =>
        adminApi.coverage.upload({ name, fileName: file.name, contentBase64: await base64Of(file) }),
      { success: "Área enviada", failure: "Erro ao enviar a área" },
    );
    if (outcome.ok) {
      setName("");
      setFile(null);
      setFileKey((key) => key + 1);
      setErrors({});
    } else setErrors(outcome.fields);
  };

  return (
    <div className="flex flex-col gap-4">
      <h3 id="coverage-areas-heading" className="scroll-mt-20 text-base font-semibold">
        Áreas de cobertura
      </h3>
      <p className="text-sm text-muted-foreground">
        Envie as áreas atendidas desenhadas no Google Earth ou exportadas da ferramenta de rede (KML, KMZ ou
        GeoJSON). Só os polígonos (áreas fechadas) contam; pontos e linhas são ignorados.
      </p>
      <form
        noValidate
        aria-label="Enviar área de cobertura"
        className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          if (!upload.pending) void send();
        }}
      >
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-name`}>Nome da área</Label>
          <Input
            id={`${id}-name`}
            value={name}
            maxLength={80}
            onChange={(event) => setName(event.target.value)}
          />
          {errors.name && <p className="text-sm text-destructive">{errors.name}</p>}
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-file`}>Arquivo</Label>
          <Input
            key={fileKey}
            id={`${id}-file`}
            type="file"
            accept=".kml,.kmz,.geojson,.json"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          {(errors.file || errors.fileName || errors.contentBase64) && (
            <p className="text-sm text-destructive">
              {errors.file ?? errors.fileName ?? errors.contentBase64}
            </p>
          )}
        </div>
        <Button type="submit" busy={upload.pending}>
          {upload.pending ? "Enviando..." : "Enviar área"}
        </Button>
      </form>
      {areas.length === 0 ? (
        <p className="text-sm">Nenhuma área enviada.</p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">Área</TableHead>
              <TableHead scope="col">Formato</TableHead>
              <TableHead scope="col">Polígonos</TableHead>
              <TableHead scope="col">Enviada em</TableHead>
              <TableHead scope="col">
                <span className="sr-only">Ações</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {areas.map((area) => (
              <TableRow key={area.id}>
                <TableCell>{area.name}</TableCell>
                <TableCell>{area.format.toUpperCase()}</TableCell>
                <TableCell>{area.polygonCount}</TableCell>
                <TableCell>{dateTime(area.updatedAt)}</TableCell>
                <TableCell>
                  <Button type="button" variant="outline" onClick={() => setRemoving(area)}>
                    Remover<span className="sr-only"> {area.name}</span>
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <CoverageMap version={version} tileUrl={tileUrl} point={point} />
      <ConfirmDelete
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={`Remover a área ${removing?.name ?? ""}?`}
        description="Os endereços dentro dela deixam de ser confirmados por esta área."
        onConfirm={async () => {
          if (!removing) return false;
          const outcome = await removal.run(() => adminApi.coverage.remove(removing.id), {
            success: "Área removida",
            failure: "Erro ao remover a área",
          });
          return outcome.ok;
        }}
      />
    </div>
  );
}

function AddressTest({ onReport }: { onReport: (report: ViabilityReport | null) => void }) {
  const id = useId();
  const [cep, setCep] = useState("");
  const [number, setNumber] = useState("");
  const [street, setStreet] = useState("");
  const [coordinates, setCoordinates] = useState("");
  const [testing, setTesting] = useState(false);
  const [report, setReport] = useState<ViabilityReport | null>(null);
  const [message, setMessage] = useState("");

  const run = async () => {
    setTesting(true);
    setMessage("");
    try {
      // 'Coordenadas': '-20.33, -40.29' as a map shows them, in place of the phone's location.
      const [lat = "", lng = ""] = coordinates.split(/[,;]\s*|\s+/).filter(Boolean);
      const response = await adminApi.coverage.test({ cep, number, street, lat, lng });
      if (response.ok) {
        const answered = ((await response.json()) as { report: ViabilityReport }).report;
        setReport(answered);
        onReport(answered);
      } else {
        const body = (await response.json().catch(() => null)) as {
          error?: { message?: string; fields?: Record<string, string> };
        } | null;
        setReport(null);
        setMessage(
          Object.values(body?.error?.fields ?? {})[0] ??
            body?.error?.message ??
            "Não foi possível testar agora.",
        );
      }
    } catch {
      setMessage("Sem conexão com o servidor. Verifique sua internet.");
    } finally {
      setTesting(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <h3 id="coverage-test-heading" className="scroll-mt-20 text-base font-semibold">
        Testar um endereço
      </h3>
      <form
        noValidate
        aria-label="Testar um endereço"
        className="grid gap-4 sm:grid-cols-[9rem_7rem_1fr_12rem_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          if (!testing) void run();
        }}
      >
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-cep`}>CEP</Label>
          <Input
            id={`${id}-cep`}
            inputMode="numeric"
            autoComplete="off"
            value={cep}
            onChange={(event) => setCep(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-number`}>Número</Label>
          <Input
            id={`${id}-number`}
            autoComplete="off"
            value={number}
            onChange={(event) => setNumber(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-street`}>Rua</Label>
          <Input
            id={`${id}-street`}
            autoComplete="off"
            value={street}
            onChange={(event) => setStreet(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-coordinates`}>Coordenadas (opcional)</Label>
          <Input
            id={`${id}-coordinates`}
            autoComplete="off"
            placeholder="-20.33, -40.29"
            value={coordinates}
            onChange={(event) => setCoordinates(event.target.value)}
          />
        </div>
        <Button type="submit" busy={testing}>
          {testing ? "Testando..." : "Testar"}
        </Button>
      </form>
      <div role="status" aria-live="polite" className="flex flex-col gap-3">
        {message && <p className="font-semibold text-destructive">{message}</p>}
        {report && (
          <>
            <p>
              Resposta ao visitante:{" "}
              <span className={STATUS_CLASS[report.answer.status]}>{report.answer.status}</span>, por{" "}
              {VIABILITY_SOURCE_LABELS[report.answer.source]}. {report.answer.detail}
            </p>
            {report.point && (
              <p className="text-sm text-muted-foreground">
                Localização usada: {report.point.lat.toFixed(5)}, {report.point.lng.toFixed(5)} (
                {report.point.from === "visitor" ? "informada" : "geocodificador"}).
              </p>
            )}
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead scope="col">Fonte</TableHead>
                  <TableHead scope="col">Resposta</TableHead>
                  <TableHead scope="col">Detalhe</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {report.outcomes.map((outcome) => (
                  <TableRow key={outcome.source}>
                    <TableCell>{VIABILITY_SOURCE_LABELS[outcome.source]}</TableCell>
                    <TableCell className={outcome.status ? STATUS_CLASS[outcome.status] : undefined}>
                      {outcome.status ?? "não soube responder"}
                    </TableCell>
                    <TableCell>{outcome.detail}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </div>
    </div>
  );
}
