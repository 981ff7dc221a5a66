import { retentionPeriodText } from "../../domain";
import { RegulationsPage } from "../features/info/referral-regulations-page";
import { pageMeta } from "../lib/page-meta";
import type { StaticPageHandle } from "../lib/page-script";
import { useSiteSettings } from "../root";
import type { Route } from "./+types/indique-regulamento";

/** A text page: no client app, only the page script (decision 0043). */
export const handle: StaticPageHandle = { staticPage: true };

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Regulamento da promoção Indique um Amigo",
    description:
      "As regras da promoção Indique um Amigo: quem pode indicar, o desconto de 50% na primeira mensalidade, a validade e o uso dos dados.",
  });

// The retention the page promises is the one the server applies (REFERRAL_RETENTION_DAYS).
export function loader({ context }: Route.LoaderArgs) {
  return { referralRetention: retentionPeriodText(context.referralRetentionDays) };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <RegulationsPage settings={useSiteSettings()} referralRetention={loaderData.referralRetention} />;
}
