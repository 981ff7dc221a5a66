import { PressPage } from "../features/info/press-page";
import { pageMeta } from "../lib/page-meta";
import { useSiteSettings } from "../root";
import type { Route } from "./+types/imprensa";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Imprensa",
    description: "Contato da assessoria de imprensa, dados da empresa e redes sociais.",
  });

export default function Page() {
  return <PressPage settings={useSiteSettings()} />;
}
