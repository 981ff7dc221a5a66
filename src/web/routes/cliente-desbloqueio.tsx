import { InfoPage } from "../features/info/info-page";
import { SELF_SERVICE_TASKS, SelfServicePage } from "../features/info/self-service";
import { deskAnswer, deskForm } from "../features/subscriber/desk-html.server";
import { DeskSection } from "../features/subscriber/desk-section";
import { pageMeta } from "../lib/page-meta";
import type { StaticPageHandle } from "../lib/page-script";
import { useSiteSettings } from "../root";
import type { Route } from "./+types/cliente-desbloqueio";

const task = SELF_SERVICE_TASKS.desbloqueio;

// A form the server answers (decision 0037): the page ships no client app (decision 0046); its copy buttons
// come with the page script.
export const handle: StaticPageHandle = { staticPage: true };

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: task.title, description: task.description });

/** With an ERP that does the trust unlock the page does it; without, it explains the portal. */
export async function loader({ context }: Route.LoaderArgs) {
  return { desk: await deskForm("desbloqueio", context) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return { html: await deskAnswer("desbloqueio", request, context) };
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  if (!loaderData.desk) return <SelfServicePage task="desbloqueio" settings={settings} />;
  return (
    <InfoPage eyebrow="Área do cliente" title={task.title} lead={task.lead}>
      <DeskSection html={actionData?.html ?? loaderData.desk} />
    </InfoPage>
  );
}
