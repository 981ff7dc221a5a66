import type { IslandPageHandle } from "../components/island";
import { answerReferralForm } from "../features/referral/referral-form.server";
import { ReferralPage } from "../features/referral/referral-page";
import { pageMeta } from "../lib/page-meta";
import { useSiteSettings } from "../root";
import type { Route } from "./+types/indique";

// A first load is a page of islands (decision 0049): the wizard hydrates alone.
export const handle = { islands: ["referral"] } satisfies IslandPageHandle;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Indique um amigo",
    description:
      "Indique um amigo para a nossa internet: se ele assinar e instalar, vocês dois ganham 50% de desconto na primeira mensalidade.",
  });

/** Each step of the form posted without scripts (issue 39); with scripts the page posts /api/referrals. */
export async function action({ request, context }: Route.ActionArgs) {
  return answerReferralForm(context, request);
}

export default function Indique({ actionData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  return (
    <ReferralPage
      companyName={settings.companyName}
      whatsappNumber={settings.whatsappNumber}
      answer={actionData}
    />
  );
}
