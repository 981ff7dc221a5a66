import type { BusinessPrefill, CallbackPrefill, CoveragePrefill } from "../../stores/lead-requests";

// Each lead form's title and description, for its dialog and its own page; apart from the forms and their
// rules, which the page loads later (decision 0039).

/** A lead form asked for: its kind and what the page knew (LeadRequest without the dialog's id). */
export type LeadAsked =
  | { kind: "coverage"; prefill: CoveragePrefill }
  | { kind: "callback"; prefill: CallbackPrefill }
  | { kind: "business"; prefill: BusinessPrefill };

function place(request: Extract<LeadAsked, { kind: "coverage" }>): string | undefined {
  const { city, uf } = request.prefill;
  if (!city) return undefined;
  return uf ? `${city} - ${uf.toUpperCase()}` : city;
}

export function heading(request: LeadAsked): { title: string; description: string } {
  switch (request.kind) {
    case "coverage": {
      const where = place(request);
      return {
        title: "Avise-me quando chegar",
        description: where
          ? `Ainda não atendemos ${where}. Deixe seu contato e avisamos você assim que a nossa internet chegar.`
          : "Ainda não atendemos a sua cidade? Deixe seu contato e avisamos você assim que a nossa internet chegar.",
      };
    }
    case "callback":
      return {
        title: "Prefiro que me liguem",
        description: `Deixe seu telefone e um consultor liga para você para falar do plano ${request.prefill.planName}.`,
      };
    case "business":
      return {
        title: "Solicitar proposta",
        description:
          "Conte sobre a sua empresa e um consultor da equipe empresarial entra em contato com uma proposta.",
      };
  }
}
