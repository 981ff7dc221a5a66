import { SupportPage } from "../features/info/service-pages";
import { deskAnswer, deskForm } from "../features/subscriber/desk-html.server";
import { DeskSection } from "../features/subscriber/desk-section";
import { pageMeta } from "../lib/page-meta";
import type { StaticPageHandle } from "../lib/page-script";
import { useSiteSettings } from "../root";
import type { Route } from "./+types/suporte";

// A form the server answers (decision 0037): the page ships no client app (decision 0046); its copy buttons
// come with the page script.
export const handle: StaticPageHandle = { staticPage: true };

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Suporte técnico",
    description:
      "Internet lenta ou sem conexão? Veja o passo a passo para resolver e como falar com o suporte.",
  });

/** With an ERP that takes tickets the page opens one; without, it is the guide it always was. */
export async function loader({ context }: Route.LoaderArgs) {
  return { desk: await deskForm("suporte", context) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return { html: await deskAnswer("suporte", request, context) };
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  const html = actionData?.html ?? loaderData.desk;
  return <SupportPage settings={settings} ticket={html ? <DeskSection html={html} /> : undefined} />;
}
