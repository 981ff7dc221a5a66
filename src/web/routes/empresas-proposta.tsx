import { answerLeadForm } from "../features/leads/lead-form.server";
import { LeadPage } from "../features/leads/lead-page";
import { pageMeta } from "../lib/page-meta";
import type { StaticPageHandle } from "../lib/page-script";
import type { Route } from "./+types/empresas-proposta";

// The business request on a page of its own (issue 39): /empresas' 'Solicitar proposta' leads here
// without scripts. Its form posts to the page and the server answers (no client app, decision 0046).
export const handle = { salesTopic: "empresas", staticPage: true } satisfies StaticPageHandle &
  Record<string, unknown>;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Solicitar proposta",
    description:
      "Conte sobre a sua empresa e um consultor da equipe empresarial entra em contato com uma proposta.",
  });

export async function action({ request, context }: Route.ActionArgs) {
  return answerLeadForm(context, request, "business");
}

export default function EmpresasProposta({ actionData }: Route.ComponentProps) {
  return <LeadPage asked={{ kind: "business", prefill: {} }} answer={actionData} />;
}
