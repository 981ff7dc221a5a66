import {
  CEP_RATE_LIMITED_MESSAGE,
  cepDigits,
  cityLabel,
  formatCep,
  type PublicCity,
  parseCep,
} from "../../../domain";
import { Button } from "../../../ui/components/button";
import { pushDataLayer } from "../../lib/data-layer";

// The city modal's 'Digite seu CEP' lookup (GET /api/cep/:cep, decision 0027) and its suggestion. Loaded
// when a visitor starts typing a CEP, so the home page's first load does not carry it.

export const CEP_INCOMPLETE_MESSAGE = "Digite os 8 números do CEP.";
export const CEP_LOOKUP_FAILED_MESSAGE =
  "Não foi possível consultar o CEP agora. Tente de novo ou escolha sua cidade na lista.";

export type CepOutcome =
  /** The CEP is in an active city's range: choose it as a click on it would. */
  | { kind: "covered"; cityId: number }
  /** A real CEP in no range: 'Avise-me quando chegar', with the CEP as '29000-001'. */
  | { kind: "uncovered"; cep: string }
  /** No range holds it, but its first five digits are one served town's: 'Este CEP parece ser de …'. */
  | { kind: "suggested"; cep: string; cityId: number }
  | { kind: "error"; message: string };

/** What the server's answer means for the visitor; `typed` is the CEP as sent. */
export function cepOutcome(typed: string, status: number, body: unknown): CepOutcome {
  if (status === 429) return { kind: "error", message: CEP_RATE_LIMITED_MESSAGE };
  if (status === 400) return { kind: "error", message: CEP_INCOMPLETE_MESSAGE };
  if (status !== 200 || typeof body !== "object" || body === null || !("city" in body))
    return { kind: "error", message: CEP_LOOKUP_FAILED_MESSAGE };
  const { city, suggestion } = body as {
    city: { id?: unknown } | null;
    suggestion?: { id?: unknown } | null;
  };
  if (city === null)
    return typeof suggestion?.id === "number"
      ? { kind: "suggested", cep: formatCep(typed), cityId: suggestion.id }
      : { kind: "uncovered", cep: formatCep(typed) };
  return typeof city.id === "number"
    ? { kind: "covered", cityId: city.id }
    : { kind: "error", message: CEP_LOOKUP_FAILED_MESSAGE };
}

/** Checks the CEP, then asks the server which city covers it. Never throws. */
export async function lookUpCep(typed: string, signal?: AbortSignal): Promise<CepOutcome> {
  if (parseCep(typed) === undefined) return { kind: "error", message: CEP_INCOMPLETE_MESSAGE };
  try {
    const response = await fetch(`/api/cep/${cepDigits(typed)}`, {
      headers: { Accept: "application/json" },
      signal,
    });
    const body: unknown = await response.json().catch(() => null);
    const outcome = cepOutcome(typed, response.status, body);
    // Issue 57: the fixed dataLayer vocabulary (the outcome's kind, never the CEP).
    pushDataLayer("coverage_check", { result: outcome.kind });
    return outcome;
  } catch {
    return { kind: "error", message: CEP_LOOKUP_FAILED_MESSAGE };
  }
}

/**
 * 'Este CEP parece ser de Vila Velha - ES': a CEP no range holds whose first five digits are one served
 * town's (its generic -000 CEP), with a button to choose that town and a way on to 'Avise-me quando chegar'.
 */
export function CepSuggestion({
  city,
  onChoose,
  onDecline,
}: {
  city: PublicCity;
  onChoose: () => void;
  onDecline: () => void;
}) {
  return (
    <div className="flex flex-col gap-2 rounded-md border bg-muted/40 p-3 text-sm">
      {/* The answer to Buscar, as an error would be: said at once. */}
      <p role="alert" className="font-semibold">
        Este CEP parece ser de {cityLabel(city)}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="lg" onClick={onChoose}>
          Escolher {cityLabel(city)}
        </Button>
        <Button type="button" variant="outline" size="lg" onClick={onDecline}>
          Não é minha cidade
        </Button>
      </div>
    </div>
  );
}
