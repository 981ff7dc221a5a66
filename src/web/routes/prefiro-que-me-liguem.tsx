import { isRouteErrorResponse, useRouteError } from "react-router";
import { CALLBACK_PLAN_PARAM } from "../../domain";
import { NotFoundContent } from "../components/not-found-content";
import { answerLeadForm, findCallbackPlan } from "../features/leads/lead-form.server";
import { CallbackWithoutPlan, LeadPage } from "../features/leads/lead-page";
import { pageMeta } from "../lib/page-meta";
import type { StaticPageHandle } from "../lib/page-script";
import type { Route } from "./+types/prefiro-que-me-liguem";

// 'Prefiro que me liguem' on a page of its own (issue 39): a plan's button leads here without scripts,
// naming its offer (?plano=RIT-P7-V1, a value the catalogue bounds: any other is the 404). Its form posts to
// the page and the server answers: the page ships no client app (decision 0046), nor does its 404.
export const handle = {
  queryParams: [`${CALLBACK_PLAN_PARAM}=*`],
  salesTopic: "fibra",
  staticPage: true,
} satisfies StaticPageHandle & Record<string, unknown>;

export async function loader({ request, context }: Route.LoaderArgs) {
  return { plan: await findCallbackPlan(context, request) };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Prefiro que me liguem",
    description: args.loaderData?.plan
      ? `Deixe seu telefone e um consultor liga para você para falar do plano ${args.loaderData.plan.planName}.`
      : "Peça que um consultor ligue para você para falar de um plano de internet.",
  });

export async function action({ request, context }: Route.ActionArgs) {
  return answerLeadForm(context, request, "callback", await findCallbackPlan(context, request));
}

export default function PrefiroQueMeLiguem({ loaderData, actionData }: Route.ComponentProps) {
  const { plan } = loaderData;
  if (!plan) return <CallbackWithoutPlan />;
  return <LeadPage asked={{ kind: "callback", prefill: plan }} answer={actionData} />;
}

/** An unknown or closed offer: the site's 404, inside the header and footer. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <NotFoundContent
      hint="Este plano não está mais à venda ou o endereço está incorreto."
      back={{ to: "/ofertas", label: "Ver todas as ofertas" }}
    />
  );
}
