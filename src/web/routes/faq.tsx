import { FaqPage } from "../features/info/service-pages";
import { pageMeta } from "../lib/page-meta";
import { useSiteSettings } from "../root";
import type { Route } from "./+types/faq";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Perguntas frequentes",
    description: "Respostas sobre instalação, velocidades, faturas, desbloqueio, Wi-Fi, combos e câmeras.",
  });

export default function Page() {
  return <FaqPage settings={useSiteSettings()} />;
}
