import { SELF_SERVICE_TASKS, SelfServicePage } from "../features/info/self-service";
import { pageMeta } from "../lib/page-meta";
import type { StaticPageHandle } from "../lib/page-script";
import { useSiteSettings } from "../root";
import type { Route } from "./+types/cliente-mudanca-senha";

/** A text page: no client app, only the page script (decision 0043). */
export const handle: StaticPageHandle = { staticPage: true };

const task = SELF_SERVICE_TASKS.mudancaSenha;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: task.title, description: task.description });

export default function Page() {
  return <SelfServicePage task="mudancaSenha" settings={useSiteSettings()} />;
}
