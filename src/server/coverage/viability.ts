import {
  type CoverageSettings,
  DEFAULT_COVERAGE_SETTINGS,
  decideViability,
  type LatLng,
  type OrderableViabilitySource,
  type ViabilityAddress,
  type ViabilityAnswer,
  type ViabilityReport,
  type ViabilitySourceOutcome,
} from "../../domain";
import type { Catalogue } from "../catalogue";
import type { Db } from "../db/client";
import type { ErpAdapter } from "../erp/contract";
import type { Logger } from "../logger";

// Viability at an address (issue 56; decision 'coverage-sources'): the sources the console's 'Cobertura'
// orders, then the CEP ranges. The rule that turns outcomes into the answer is the domain's
// (decideViability); here each source is asked. Nothing here logs an address or a coordinate.

export type ViabilityDeps = {
  db: Db;
  /** The CEP ranges (the catalogue's cached ones): the served city, and the last source. */
  catalogue: Pick<Catalogue, "cityByCep">;
  /** The ERP in use (the app's `erp.current`). */
  erp?: (() => ErpAdapter | undefined) | undefined;
  logger?: Logger | undefined;
  /** For tests: settings instead of the stored ones. */
  settings?: CoverageSettings | undefined;
};

/** One ordered source: its outcome for the address, with the point the geographic ones need. */
type SourceAsk = (
  deps: ViabilityDeps,
  address: ViabilityAddress,
  point: () => Promise<LatLng | undefined>,
  settings: CoverageSettings,
) => Promise<ViabilitySourceOutcome>;

const SOURCES: Record<OrderableViabilitySource, SourceAsk> = {
  erp: async () => ({ source: "erp", status: undefined, detail: "Fonte ainda não disponível." }),
  caixas: async () => ({ source: "caixas", status: undefined, detail: "Fonte ainda não disponível." }),
  poligonos: async () => ({ source: "poligonos", status: undefined, detail: "Fonte ainda não disponível." }),
};

async function run(deps: ViabilityDeps, address: ViabilityAddress, all: boolean): Promise<ViabilityReport> {
  const settings = deps.settings ?? DEFAULT_COVERAGE_SETTINGS;
  const city = await deps.catalogue.cityByCep(Number(address.cep));
  const cityId = city?.id;
  const given = address.lat !== undefined && address.lng !== undefined;
  let point: ViabilityReport["point"] = given
    ? { lat: address.lat as number, lng: address.lng as number, from: "visitor" }
    : undefined;
  const locate = async () => point;
  const outcomes: ViabilitySourceOutcome[] = [];
  for (const source of settings.order) {
    const outcome = await SOURCES[source](deps, address, locate, settings);
    outcomes.push(outcome);
    if (!all && outcome.status !== undefined) break;
  }
  const answer = decideViability(outcomes, cityId);
  outcomes.push({
    source: "cep",
    status: cityId === undefined ? "sem viabilidade" : "provável",
    detail:
      cityId === undefined ? "CEP fora das faixas atendidas." : `CEP dentro das faixas de ${city?.name}.`,
  });
  point = point ?? undefined;
  return { answer, outcomes, point };
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
