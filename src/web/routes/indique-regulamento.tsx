import { RegulationsPage } from "../features/referral/regulations-page";
import { pageMeta } from "../lib/page-meta";
import { useSiteSettings } from "../root";
import type { Route } from "./+types/indique-regulamento";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Regulamento da promoção Indique um Amigo",
    description:
      "As regras da promoção Indique um Amigo: quem pode indicar, o desconto de 50% na primeira mensalidade, a validade e o uso dos dados.",
  });

export default function Page() {
  return <RegulationsPage settings={useSiteSettings()!} />;
}
