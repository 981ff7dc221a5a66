import { SocialResponsibilityPage } from "../features/info/social-responsibility-page";
import { pageMeta } from "../lib/page-meta";
import { useSiteSettings } from "../root";
import type { Route } from "./+types/responsabilidade-social";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Responsabilidade social",
    description: "Nossos compromissos com a inclusão digital, o trabalho na região e o meio ambiente.",
  });

export default function Page() {
  return <SocialResponsibilityPage settings={useSiteSettings()} />;
}
