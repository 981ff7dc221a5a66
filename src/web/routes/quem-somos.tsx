import { AboutPage } from "../features/info/about-page";
import { pageMeta } from "../lib/page-meta";
import { useSiteSettings } from "../root";
import type { Route } from "./+types/quem-somos";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Quem somos",
    description:
      "Conheça o provedor regional de internet fibra, combos com streaming e câmeras da sua cidade.",
  });

export default function Page() {
  return <AboutPage settings={useSiteSettings()} />;
}
