import { JobsPage } from "../features/info/framed-pages";
import { pageMeta } from "../lib/page-meta";
import { useSiteSettings } from "../root";
import type { Route } from "./+types/trabalhe-conosco";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Trabalhe conosco",
    description: "Veja as vagas abertas e venha trabalhar com a gente.",
  });

export default function TrabalheConosco() {
  return <JobsPage settings={useSiteSettings()} />;
}
