import { AccessibilityPage } from "../features/accessibility/accessibility-page";
import { pageMeta } from "../lib/page-meta";
import type { StaticPageHandle } from "../lib/page-script";
import type { Route } from "./+types/acessibilidade";

/** Text and two controls the page script runs: no client app (decision 0043). */
export const handle: StaticPageHandle = { staticPage: true };

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Acessibilidade",
    description:
      "Ajuste o tamanho da fonte e o contraste do site, conheça os atalhos de teclado e os leitores de tela recomendados.",
  });

export default function Acessibilidade() {
  return <AccessibilityPage />;
}
