import { PrivacyPolicyPage } from "../features/info/privacy-policy-page";
import { pageMeta } from "../lib/page-meta";
import { useSiteSettings } from "../root";
import type { Route } from "./+types/politica-privacidade";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Política de privacidade",
    description:
      "Como tratamos os seus dados pessoais, com base na LGPD: dados coletados, finalidades, bases legais, prazos e seus direitos.",
  });

export default function Page() {
  return <PrivacyPolicyPage settings={useSiteSettings()!} />;
}
