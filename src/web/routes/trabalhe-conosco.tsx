import { JobsPage } from "../features/info/framed-pages";
import { pageMeta } from "../lib/page-meta";
import type { StaticPageHandle } from "../lib/page-script";
import { useSiteSettings } from "../root";
import type { Route } from "./+types/trabalhe-conosco";

/** A text page: no client app, only the page script, which loads the jobs' frame on consent (decision 0043). */
export const handle: StaticPageHandle = { staticPage: true };

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Trabalhe conosco",
    description: "Veja as vagas abertas e venha trabalhar com a gente.",
  });

export default function TrabalheConosco() {
  return <JobsPage settings={useSiteSettings()} />;
}
