import { retentionPeriodText } from "../../domain";
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

// The retention the page promises is the one the server applies (REFERRAL_RETENTION_DAYS,
// LEAD_RETENTION_DAYS).
export function loader({ context }: Route.LoaderArgs) {
  return {
    referralRetention: retentionPeriodText(context.referralRetentionDays),
    leadRetention: retentionPeriodText(context.leadRetentionDays),
  };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <PrivacyPolicyPage
      settings={useSiteSettings()}
      referralRetention={loaderData.referralRetention}
      leadRetention={loaderData.leadRetention}
    />
  );
}
