import {
  decideViability,
  type LatLng,
  type OrderableViabilitySource,
  type ViabilityAddress,
  type ViabilityAnswer,
  type ViabilityReport,
  type ViabilitySourceOutcome,
} from "../../domain";
import type { Catalogue } from "../catalogue";
import { limitedAddress } from "../client-address";
import type { Db } from "../db/client";
import { type ErpAdapter, ErpError } from "../erp/contract";
import type { FieldCipher } from "../field-cipher";
import type { Logger } from "../logger";
import { areaHolding, type CompactArea } from "./areas";
import { viaCepLookup } from "./cep-address";
import { type GeocodeQuery, type Geocoder, nominatimGeocoder, type ReverseAddress } from "./geocoder";
import {
  type CoverageRuntimeSettings,
  coverageAreaIds,
  readCompactArea,
  readCompactAreas,
  readCoverageSettings,
} from "./settings";

// Viability at an address (issue 56; decision 0066): the sources the console's 'Cobertura'
// orders, then the CEP ranges. The rule that turns outcomes into the answer is the domain's
// (decideViability: the first source that decides); here each source is asked. A source that cannot tell
// (not configured, no point for the address, no answer in time) passes to the next. Nothing here logs an
// address or a coordinate: a failure is logged by its source and kind.

/** How long the ERP's viability call and the geocoder may take before their source cannot tell. */
export const SOURCE_DEADLINE_MS = 4_000;

export type ViabilityDeps = {
  db: Db;
  /** The CEP ranges (the catalogue's cached ones): the served city, and the last source. */
  catalogue: Pick<Catalogue, "cityByCep">;
  /** The ERP in use (the app's `erp.current`). */
  erp?: (() => ErpAdapter | undefined) | undefined;
  /** Opens the geocoder's sealed key. */
  cipher?: FieldCipher | undefined;
  logger?: Logger | undefined;
  /** For tests: these settings instead of the saved ones. */
  settings?: CoverageRuntimeSettings | undefined;
  /** For tests: this geocoder instead of the settings' Nominatim-compatible one. */
  geocoder?: Geocoder | undefined;
  /** The site's address, in the geocoder's User-Agent (Nominatim's usage policy). */
  publicUrl?: string | undefined;
  /** COVERAGE_ALLOW_HTTP: an http:// geocoder saved in 'Cobertura' is used (else it counts as none). */
  allowHttp?: boolean | undefined;
  /** ALLOW_PRIVATE_ADDRESSES: the geocoder may be on the server's own network (issue 66, L3). */
  allowPrivateAddresses?: boolean | undefined;
  /** The areas, when the caller keeps them (ViabilityService caches them). */
  areas?: (() => Promise<CompactArea[]>) | undefined;
};

type Located = { point: LatLng; from: "visitor" | "geocoder" } | { point: undefined; why: string };

type SourceContext = {
  deps: ViabilityDeps;
  address: ViabilityAddress;
  settings: CoverageRuntimeSettings;
  city: { name: string; state: string } | undefined;
  locate: () => Promise<Located>;
};

const cannotTell = (source: OrderableViabilitySource, detail: string): ViabilitySourceOutcome => ({
  source,
  status: undefined,
  detail,
});

/** `promise`, or "late" once `ms` pass (the promise left to settle on its own, unheard). */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | "late"> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), ms);
  });
  promise.catch(() => {});
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

function logFailure(deps: ViabilityDeps, source: string, error: unknown) {
  deps.logger?.warn(
    { source, failure: error instanceof ErpError ? error.failure : error === "late" ? "deadline" : "error" },
    "viability source failed",
  );
}

async function askErp({ deps, address, settings, city }: SourceContext): Promise<ViabilitySourceOutcome> {
  const adapter = deps.erp?.();
  if (!adapter) return cannotTell("erp", "Nenhum sistema de gestão configurado.");
  try {
    if (adapter.capabilities.addressViability && adapter.addressViability) {
      if (!address.street)
        return cannotTell("erp", "Sem a rua, o sistema de gestão não consulta o endereço.");
      const answer = await within(
        adapter.addressViability({
          cep: address.cep,
          number: address.number,
          street: address.street,
          city: city?.name,
          uf: city?.state,
          radiusMeters: settings.boxDistanceMeters,
        }),
        SOURCE_DEADLINE_MS,
      );
      if (answer === "late") throw "late";
      if (!answer) return cannotTell("erp", "O sistema de gestão não soube responder.");
      return {
        source: "erp",
        status: answer.viable ? "confirmado" : "sem viabilidade",
        detail: answer.detail,
      };
    }
    if (adapter.capabilities.checkCoverage) {
      const answer = await within(adapter.checkCoverage(address.cep, address.number), SOURCE_DEADLINE_MS);
      if (answer === "late") throw "late";
      if (!answer) return cannotTell("erp", "O sistema de gestão não soube responder.");
      return answer.covered
        ? { source: "erp", status: "confirmado", detail: `${adapter.name}: viabilidade no endereço.` }
        : {
            source: "erp",
            status: "sem viabilidade",
            detail: `${adapter.name}: sem viabilidade no endereço.`,
          };
    }
    return cannotTell("erp", `${adapter.name} não tem consulta de viabilidade.`);
  } catch (error) {
    logFailure(deps, "erp", error);
    return cannotTell("erp", "O sistema de gestão não respondeu a tempo.");
  }
}

async function askBoxes({ deps, settings, locate }: SourceContext): Promise<ViabilitySourceOutcome> {
  const adapter = deps.erp?.();
  if (!adapter?.capabilities.ftthBoxes || !adapter.ftthBoxes)
    return cannotTell("caixas", "O sistema de gestão não lista caixas com coordenadas.");
  const located = await locate();
  if (!located.point) return cannotTell("caixas", located.why);
  const distance = settings.boxDistanceMeters;
  try {
    const boxes = await within(adapter.ftthBoxes(located.point, distance), SOURCE_DEADLINE_MS);
    if (boxes === "late") throw "late";
    if (boxes.length === 0)
      return { source: "caixas", status: "sem viabilidade", detail: `Nenhuma caixa a até ${distance} m.` };
    const usable = boxes.find((box) => box.freePorts === undefined || box.freePorts > 0);
    if (!usable)
      return {
        source: "caixas",
        status: "sem viabilidade",
        detail: `Caixas a até ${distance} m, todas sem portas livres.`,
      };
    const ports =
      usable.freePorts === undefined
        ? "portas livres não informadas"
        : `${usable.freePorts} porta(s) livre(s)`;
    return {
      source: "caixas",
      status: "confirmado",
      detail: `Caixa ${usable.name} a ${usable.distanceMeters} m, ${ports}.`,
      box: { id: usable.id, name: usable.name, distanceMeters: usable.distanceMeters },
    };
  } catch (error) {
    logFailure(deps, "caixas", error);
    return cannotTell("caixas", "O sistema de gestão não respondeu a tempo.");
  }
}

async function askAreas({ deps, locate }: SourceContext): Promise<ViabilitySourceOutcome> {
  const areas = await (deps.areas ?? (() => readCompactAreas(deps.db)))();
  if (areas.length === 0) return cannotTell("poligonos", "Nenhuma área enviada.");
  const located = await locate();
  if (!located.point) return cannotTell("poligonos", located.why);
  const holding = areaHolding(areas, located.point);
  return holding
    ? {
        source: "poligonos",
        status: "confirmado",
        detail: `Dentro da área ${holding.area}${holding.feature ? ` (${holding.feature})` : ""}.`,
      }
    : { source: "poligonos", status: "sem viabilidade", detail: "Fora de todas as áreas enviadas." };
}

const SOURCES: Record<OrderableViabilitySource, (context: SourceContext) => Promise<ViabilitySourceOutcome>> =
  {
    erp: askErp,
    caixas: askBoxes,
    poligonos: askAreas,
  };

async function run(deps: ViabilityDeps, address: ViabilityAddress, all: boolean): Promise<ViabilityReport> {
  const settings =
    deps.settings ?? (await readCoverageSettings(deps.db, deps.cipher, { allowHttp: deps.allowHttp }));
  const city = await deps.catalogue.cityByCep(Number(address.cep));
  let located: Promise<Located> | undefined;
  const locate = () => {
    located ??= findPoint(deps, settings, address, city);
    return located;
  };
  const outcomes: ViabilitySourceOutcome[] = [];
  for (const source of settings.order) {
    const outcome = await SOURCES[source]({ deps, address, settings, city, locate });
    outcomes.push(outcome);
    if (!all && outcome.status !== undefined) break;
  }
  const answer = decideViability(outcomes, city?.id);
  outcomes.push({
    source: "cep",
    status: city ? "provável" : "sem viabilidade",
    detail: city
      ? `CEP dentro das faixas de ${city.name} - ${city.state}.`
      : "CEP fora das faixas atendidas.",
  });
  const found = located ? await located : undefined;
  return { answer, outcomes, point: found?.point ? { ...found.point, from: found.from } : undefined };
}

/** The geocoder in use: the one given (tests), else the settings' Nominatim-compatible one, else none. */
export function geocoderOf(
  deps: Pick<ViabilityDeps, "geocoder" | "publicUrl" | "allowPrivateAddresses">,
  settings: Pick<CoverageRuntimeSettings, "geocoderUrl" | "geocoderKey">,
): Geocoder | undefined {
  return (
    deps.geocoder ??
    (settings.geocoderUrl
      ? nominatimGeocoder({
          url: settings.geocoderUrl,
          key: settings.geocoderKey || undefined,
          userAgent: `Vitrine (${deps.publicUrl ?? "provedor"})`,
          allowPrivateAddresses: deps.allowPrivateAddresses,
        })
      : undefined)
  );
}

async function findPoint(
  deps: ViabilityDeps,
  settings: CoverageRuntimeSettings,
  address: ViabilityAddress,
  city: { name: string; state: string } | undefined,
): Promise<Located> {
  if (address.lat !== undefined && address.lng !== undefined)
    return { point: { lat: address.lat, lng: address.lng }, from: "visitor" };
  if (!address.street)
    return { point: undefined, why: "Sem a rua nem a localização, não há como situar o endereço." };
  const geocoder = geocoderOf(deps, settings);
  if (!geocoder) return { point: undefined, why: "Nenhum geocodificador configurado." };
  try {
    const point = await within(
      geocoder.locate({
        cep: address.cep,
        number: address.number,
        street: address.street,
        city: city?.name,
        uf: city?.state,
      }),
      SOURCE_DEADLINE_MS,
    );
    if (point === "late") throw "late";
    return point
      ? { point, from: "geocoder" }
      : { point: undefined, why: "O geocodificador não encontrou o endereço." };
  } catch (error) {
    // A visitor past their queries is told so, not answered as if the address could not be situated.
    if (error instanceof GeocoderQueriesSpent) throw error;
    logFailure(deps, "geocoder", error);
    return { point: undefined, why: "O geocodificador não respondeu." };
  }
}

/** The answer for a visitor: the sources in the console's order, stopping at the first that decides. */
export async function checkViability(
  deps: ViabilityDeps,
  address: ViabilityAddress,
): Promise<ViabilityAnswer> {
  return (await run(deps, address, false)).answer;
}

/** 'Testar um endereço': every source's outcome, and the answer the visitor would get. */
export async function viabilityReport(
  deps: ViabilityDeps,
  address: ViabilityAddress,
): Promise<ViabilityReport> {
  return run(deps, address, true);
}

/** How long a geocoder's answer for an address (or a phone's point) is kept: a journey's later steps. */
export const GEOCODER_ANSWER_MS = 30 * 60_000;
const GEOCODER_ANSWERS = 2_000;

/** A visitor's address past its geocoder queries (GEOCODER_QUERIES): nothing was asked (issue 66, L6). */
export class GeocoderQueriesSpent extends Error {
  constructor() {
    super("geocoder queries spent for this address");
    this.name = "GeocoderQueriesSpent";
  }
}

/** A per-key limit the HTTP layer's token buckets give (rate-limits.ts). */
type QueryLimit = { take(key: string): boolean };

type KeptAnswers = Map<string, { at: number; answer: LatLng | ReverseAddress | undefined }>;

/**
 * The geocoder as a visitor's check uses it (issue 66, L6): an answer, found or not, is kept per service
 * and address (or point) for GEOCODER_ANSWER_MS, so /contrate's later steps, a reload or a second tap ask
 * nothing; a question not kept takes one of the visitor's address's queries first, and past them throws
 * GeocoderQueriesSpent without asking. A failure is not kept. Keys hold the address as typed, in this
 * process's memory only, never logged.
 */
function keptGeocoder(
  geocoder: Geocoder,
  options: { service: string; answers: KeptAnswers; queries: QueryLimit; client: string },
): Geocoder {
  const { answers, queries, client, service } = options;
  const ask = async <T extends LatLng | ReverseAddress | undefined>(
    key: string,
    question: () => Promise<T>,
  ): Promise<T> => {
    const kept = answers.get(key);
    if (kept && Date.now() - kept.at < GEOCODER_ANSWER_MS) return kept.answer as T;
    if (!queries.take(limitedAddress(client))) throw new GeocoderQueriesSpent();
    const answer = await question();
    answers.delete(key);
    if (answers.size >= GEOCODER_ANSWERS) answers.delete(answers.keys().next().value!);
    answers.set(key, { at: Date.now(), answer });
    return answer;
  };
  return {
    locate: (query: GeocodeQuery) =>
      ask(
        JSON.stringify([service, "locate", query.cep, query.number, query.street, query.city, query.uf]),
        () => geocoder.locate(query),
      ),
    reverse: (point: LatLng) =>
      ask(JSON.stringify([service, "reverse", point.lat, point.lng]), () => geocoder.reverse(point)),
  };
}

/** The address with the CEP service's street when it has neither a street nor a point (and the service is set). */
async function withCepStreet(
  address: ViabilityAddress,
  settings: CoverageRuntimeSettings,
  deps: Pick<ViabilityDeps, "allowPrivateAddresses" | "logger">,
): Promise<ViabilityAddress> {
  if (address.street || address.lat !== undefined || !settings.cepAddressUrl) return address;
  try {
    const found = await viaCepLookup({
      url: settings.cepAddressUrl,
      allowPrivateAddresses: deps.allowPrivateAddresses,
    }).find(address.cep);
    return found?.street ? { ...address, street: found.street } : address;
  } catch {
    deps.logger?.warn({ source: "cep-address", failure: "error" }, "cep address lookup failed");
    return address;
  }
}

/** How long a process keeps the settings and areas it read: another process's save reaches it by then. */
export const COVERAGE_CACHE_MS = 30_000;

/** What the app hands its routes: checks bound to the app's database, catalogue, ERP and key. */
export type ViabilityService = {
  /**
   * A visitor's check from `client`'s address: the geocoder's answers kept, its queries bounded per
   * address (throws GeocoderQueriesSpent past them).
   */
  check(address: ViabilityAddress, client: string): Promise<ViabilityAnswer>;
  /** 'Testar um endereço' (staff): every source asked afresh. */
  report(address: ViabilityAddress): Promise<ViabilityReport>;
  /**
   * The geocoder the settings name (kept as they are), for 'Usar minha localização' from `client`'s
   * address, kept and bounded as `check`'s; none: undefined.
   */
  geocoder(client: string): Promise<Geocoder | undefined>;
  /** Drops the kept settings and areas (this process saved new ones). */
  forget(): void;
};

/**
 * The areas this process keeps (decision 0076), read again as the ids change: an area is never edited,
 * only added or removed, so a refresh reads the ids and then only the areas it does not hold, one at a time.
 */
async function refreshAreas(db: Db, held: readonly CompactArea[]): Promise<CompactArea[]> {
  const ids = await coverageAreaIds(db);
  const byId = new Map(held.map((area) => [area.id, area]));
  const areas: CompactArea[] = [];
  for (const id of ids) {
    const area = byId.get(id) ?? (await readCompactArea(db, id));
    if (area) areas.push(area);
  }
  return areas;
}

/**
 * The service the app makes once: the saved settings and areas are read at most once per
 * COVERAGE_CACHE_MS (a visitor's check costs no query), and at once after this process saves them.
 */
export function createViabilityService(
  deps: Omit<ViabilityDeps, "settings" | "areas"> & {
    /** Geocoder queries per visitor's address (GEOCODER_QUERIES); none: unbounded (tests of other things). */
    geocoderQueries?: QueryLimit;
  },
): ViabilityService {
  type Kept = {
    at: number;
    settings: Promise<CoverageRuntimeSettings>;
    areas: Promise<CompactArea[]> | undefined;
  };
  let kept: Kept | undefined;
  // The areas last read, kept across refreshes: only new ones are read again.
  let held: CompactArea[] = [];
  const current = (): Kept => {
    if (!kept || Date.now() - kept.at > COVERAGE_CACHE_MS) {
      const settings = readCoverageSettings(deps.db, deps.cipher, { allowHttp: deps.allowHttp });
      const fresh: Kept = { at: Date.now(), settings, areas: undefined };
      settings.catch(() => {
        if (kept === fresh) kept = undefined;
      });
      kept = fresh;
    }
    return kept;
  };
  const areas = () => {
    const now = current();
    if (!now.areas) {
      const read = refreshAreas(deps.db, held).then((areas) => {
        held = areas;
        return areas;
      });
      now.areas = read;
      read.catch(() => {
        if (now.areas === read) now.areas = undefined;
      });
    }
    return now.areas;
  };
  const answers: KeptAnswers = new Map();
  const queries = deps.geocoderQueries ?? { take: () => true };
  const visitorGeocoder = (settings: CoverageRuntimeSettings, client: string) => {
    const geocoder = geocoderOf(deps, settings);
    return (
      geocoder &&
      keptGeocoder(geocoder, { service: settings.geocoderUrl || "given", answers, queries, client })
    );
  };
  const bound = async (client?: string): Promise<ViabilityDeps> => {
    const settings = await current().settings;
    const geocoder = client === undefined ? undefined : visitorGeocoder(settings, client);
    return { ...deps, settings, areas, ...(geocoder ? { geocoder } : {}) };
  };
  return {
    check: async (address, client) => checkViability(await bound(client), address),
    // Issue 68: staff's test follows the visitor's path: without a street or a point, the CEP service's
    // street goes to the geocoder as on /contrate's first step, so both get the same answer.
    report: async (address) => {
      const deps = await bound();
      return viabilityReport(deps, await withCepStreet(address, deps.settings!, deps));
    },
    geocoder: async (client) => visitorGeocoder(await current().settings, client),
    forget: () => {
      kept = undefined;
      answers.clear();
    },
  };
}
