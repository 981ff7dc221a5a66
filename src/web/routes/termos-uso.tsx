import { TermsOfUsePage } from "../features/info/terms-of-use-page";
import { pageMeta } from "../lib/page-meta";
import { useSiteSettings } from "../root";
import type { Route } from "./+types/termos-uso";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Termos de uso",
    description:
      "As regras de uso do site: preços, disponibilidade, uso permitido e propriedade intelectual.",
  });

export default function Page() {
  return <TermsOfUsePage settings={useSiteSettings()} />;
}
