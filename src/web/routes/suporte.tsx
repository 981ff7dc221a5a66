import { SupportPage } from "../features/info/service-pages";
import { pageMeta } from "../lib/page-meta";
import { useSiteSettings } from "../root";
import type { Route } from "./+types/suporte";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Suporte técnico",
    description:
      "Internet lenta ou sem conexão? Veja o passo a passo para resolver e como falar com o suporte.",
  });

export default function Page() {
  return <SupportPage settings={useSiteSettings()} />;
}
