import { answerLeadForm } from "../features/leads/lead-form.server";
import { LeadPage } from "../features/leads/lead-page";
import { pageMeta } from "../lib/page-meta";
import type { StaticPageHandle } from "../lib/page-script";
import type { Route } from "./+types/avise-me";

// 'Avise-me quando chegar' on a page of its own (issue 39): its buttons lead here without scripts. Its form
// posts to the page and the server answers (the page ships no client app, decision 0046).
export const handle: StaticPageHandle = { staticPage: true };

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Avise-me quando chegar",
    description:
      "Ainda não atendemos a sua cidade? Deixe seu contato e avisamos você assim que a nossa internet chegar.",
  });

export async function action({ request, context }: Route.ActionArgs) {
  return answerLeadForm(context, request, "coverage");
}

export default function AviseMe({ actionData }: Route.ComponentProps) {
  return <LeadPage asked={{ kind: "coverage", prefill: {} }} answer={actionData} />;
}
