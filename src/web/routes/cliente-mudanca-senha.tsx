import { SELF_SERVICE_TASKS, SelfServicePage } from "../features/info/self-service";
import { pageMeta } from "../lib/page-meta";
import { useSiteSettings } from "../root";
import type { Route } from "./+types/cliente-mudanca-senha";

const task = SELF_SERVICE_TASKS.mudancaSenha;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: task.title, description: task.description });

export default function Page() {
  return <SelfServicePage task="mudancaSenha" settings={useSiteSettings()} />;
}
